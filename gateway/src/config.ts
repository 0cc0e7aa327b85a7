// The gateway's configuration: where it listens and is reached, the subgraphs it plans over,
// the public endpoint's limits and browser rules, session tokens (it checks them for REST
// and subscriptions), the bus, and the sfu it proxies at /sfu with the call-token key.
import {
  CALL_TOKEN_SECRET,
  DATABASE_URL,
  DATA_DIR,
  ERROR_DETAILS,
  HOST,
  JWT_SECRET,
  JWT_TTL_SECONDS,
  LOG_LEVEL,
  MEDICAL_S3_ENDPOINT,
  NODE_ENV,
  PORT,
  PUBLIC_URL,
  REDIS_URL,
  SFU_INTERNAL_URL,
  SFU_PORT,
  SUBGRAPH_NAMES,
  callTokenSecretOf,
  checkSecretsDiffer,
  defineConfig,
  errorDetailsOf,
  logLevelOf,
  publicUrlOf,
  resolveJwtSecret,
  sfuInternalUrlOf,
  subgraphAddressVariables,
  subgraphUrls,
  type ErrorConfig,
  type LoggingConfig,
} from '@pulse/kit/config';
import { flag, integer, list, path } from '@pulse/kit/env';
import type { Limits } from './limits.js';
import { MAX_QUEUED_EVENTS } from './subscriptions/event-stream.js';
import type { MemberBudgetLimits } from './member-budget.js';

export interface GatewayConfig extends LoggingConfig, ErrorConfig {
  dataDir: string;
  /** The bus (subscriptions) and revocations; required to run, given by the start script when embedded. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  host: string;
  /** The public port: gateway, REST shims and the web app on one origin. */
  port: number;
  publicUrl: string;
  /** The built web app the gateway serves; undefined means web/dist of this checkout. */
  webDist: string | undefined;
  /** Origins allowed by CORS besides the gateway's own; empty means same-origin only. */
  corsOrigins: string[];
  /** Origins the web app's own requests may reach besides ours (CSP connect-src): the medical bucket's. */
  connectOrigins: string[];
  /** Trust X-Forwarded-For from a proxy in front of the gateway. */
  trustProxy: boolean;
  graphql: Limits;
  /** Each member's (or signed-out address's) requests in progress and waiting (member-budget.ts). */
  memberBudget: MemberBudgetLimits;
  /** Points an API token (an OAuth grant, a personal token) may spend per hour (token-budget.ts). */
  apiTokenPointsPerHour: number;
  /** Where each subgraph is reached, by name. */
  subgraphUrls: Record<string, string>;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Signs the browser's address on the /sfu WebSockets it pipes to the sfu. */
  callTokenSecret: string;
  calls: { sfuInternalUrl: string };
  /** Events a client may leave unread before it is disconnected (graphql-ws per subscription, socket.io per socket). */
  realtimeMaxQueuedEvents: number;
}

const limit = (description: string, min: number, fallback: number) => integer({ description, default: `\`${fallback}\`` }, { min, fallback });

export const configSpec = defineConfig(
  'gateway',
  {
    NODE_ENV,
    ERROR_DETAILS,
    LOG_LEVEL,
    DATA_DIR,
    DATABASE_URL,
    REDIS_URL,
    JWT_SECRET,
    JWT_TTL_SECONDS,
    CALL_TOKEN_SECRET,
    HOST,
    PORT,
    PUBLIC_URL,
    WEB_DIST: path({ description: 'the built web app the gateway serves', default: '`web/dist`' }, undefined),
    CORS_ORIGINS: list({ description: 'comma-separated origins allowed by CORS', default: 'empty (same origin only)' }),
    MEDICAL_S3_ENDPOINT,
    TRUST_PROXY: flag(
      {
        description: 'trust `X-Forwarded-For` from a proxy in front of the gateway (for HTTP and WebSocket requests alike)',
        default: '`false`',
      },
      false,
    ),
    GRAPHQL_MAX_DEPTH: limit('maximum selection depth', 1, 12),
    GRAPHQL_MAX_ALIASES: limit('maximum aliases per operation', 0, 30),
    GRAPHQL_MAX_COST: limit('maximum estimated cost (1 per field, lists × page size or 10)', 1, 20000),
    GRAPHQL_MAX_LIST_SIZE: limit('maximum literal `first`/`limit`', 1, 100),
    MEMBER_CONCURRENT_REQUESTS: limit(
      "requests of /graphql, /api and the OAuth server's paths one member (or one address, signed out) may have in progress at once (uploads are counted apart, with the same limits); further ones wait in the member's queue",
      1,
      // A browser's own connections per host over HTTP/1.1: a person's pages never wait here.
      6,
    ),
    MEMBER_QUEUED_REQUESTS: limit('requests of one member that wait, in order, for a place; any more are refused at once (429, `RATE_LIMITED`)', 0, 64),
    API_TOKEN_POINTS_PER_HOUR: limit(
      "points an API token may spend per hour: each operation costs its estimated cost (at least 1), counted per OAuth grant (one app acting for one member) or per personal access token, in fixed hours shared by every gateway process; past it answers are 429, `RATE_LIMITED` (docs/developer-platform.md). Members' own logins are not counted",
      1,
      // GitHub's figure for its GraphQL API.
      5000,
    ),
    REALTIME_MAX_QUEUED_EVENTS: limit(
      'events one graphql-ws subscription or socket.io socket may have waiting for a client that does not read them; past it the client is disconnected (1013) to reconnect and catch up',
      1,
      MAX_QUEUED_EVENTS,
    ),
    SFU_PORT,
    SFU_INTERNAL_URL,
    ...subgraphAddressVariables(SUBGRAPH_NAMES),
  },
  (values, problems): GatewayConfig => {
    const jwtSecret = resolveJwtSecret(values.JWT_SECRET, values.NODE_ENV, values.DATA_DIR, problems);
    const callTokenSecret = callTokenSecretOf(values, jwtSecret, problems);
    checkSecretsDiffer(jwtSecret, callTokenSecret, values.NODE_ENV, problems);
    return {
      nodeEnv: values.NODE_ENV,
      logLevel: logLevelOf(values),
      errorDetails: errorDetailsOf(values, problems),
      dataDir: values.DATA_DIR,
      databaseUrl: values.DATABASE_URL,
      redisUrl: values.REDIS_URL,
      host: values.HOST,
      port: values.PORT,
      publicUrl: publicUrlOf(values),
      webDist: values.WEB_DIST,
      corsOrigins: values.CORS_ORIGINS,
      connectOrigins: values.MEDICAL_S3_ENDPOINT ? [new URL(values.MEDICAL_S3_ENDPOINT).origin] : [],
      trustProxy: values.TRUST_PROXY,
      graphql: {
        maxDepth: values.GRAPHQL_MAX_DEPTH,
        maxAliases: values.GRAPHQL_MAX_ALIASES,
        maxCost: values.GRAPHQL_MAX_COST,
        maxListSize: values.GRAPHQL_MAX_LIST_SIZE,
      },
      memberBudget: { concurrent: values.MEMBER_CONCURRENT_REQUESTS, queue: values.MEMBER_QUEUED_REQUESTS },
      realtimeMaxQueuedEvents: values.REALTIME_MAX_QUEUED_EVENTS,
      apiTokenPointsPerHour: values.API_TOKEN_POINTS_PER_HOUR,
      subgraphUrls: subgraphUrls(SUBGRAPH_NAMES, values),
      jwtSecret,
      jwtTtlSeconds: values.JWT_TTL_SECONDS,
      callTokenSecret,
      calls: { sfuInternalUrl: sfuInternalUrlOf(values) },
    };
  },
);

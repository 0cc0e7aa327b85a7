// The public endpoint: GraphQL over HTTP (planned over the static supergraph), graphql-ws
// subscriptions, REST shims under /api and the web app, all on one origin.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import pg from 'pg';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloGateway } from '@apollo/gateway';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { Supergraph } from '@apollo/federation-internals';
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import {
  RevocationStore,
  TokenService,
  authenticate,
  createBus,
  outboxReader,
  peerAnswers,
  createLogger,
  currentRequestId,
  graphqlJsonParser,
  inputGuardPlugin,
  internalErrorBody,
  jsonErrorHandler,
  leanGraphqlHandler,
  leanOrExpress,
  lengthLimitsOf,
  maskErrors,
  newRequestId,
  pgExecute,
  requestIds,
  withRequestId,
  type Bus,
  type ErrorConfig,
  type GraphqlBodyRefusal,
} from '@pulse/kit';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { closeFetcher } from './fetcher.js';
import { SubgraphSource } from './subgraph-source.js';
import { limitRules } from './limits.js';
import { GRAPHQL_MEDIA_TYPES, graphqlOverHttp, withRequestErrorCode } from './graphql-over-http.js';
import { attachRealtime } from './subscriptions/realtime-server.js';
import { attachSocketIo } from './socket-io/server.js';
import { realtimeTopicsOf } from './subscriptions/topics.js';
import { sharedLookups } from './subscriptions/shared-lookups.js';
import { viewerScope } from './subscriptions/viewer-scope.js';
import { healingBus } from './subscriptions/gap-healing.js';
import { followAccountEvents, publicUserCache } from './subscriptions/public-user-cache.js';
import { findEntityLookups } from './subscriptions/entity-lookups.js';
import type { RunQuery } from './subscriptions/event-stream.js';
import { mountRestTables } from './rest/mount.js';
import { webhookProxy } from './webhook-proxy.js';
import { oauthProxy } from './oauth-proxy.js';
import { restTablesOf } from './rest/service-routes.js';
import { sfuProxy } from './sfu-proxy.js';
import { cors, corsHeaders, securityHeaderSteps, securityHeaders, setSecurityHeaders } from './security.js';
import { mediaProxy, mediaUpstreams } from './media-proxy.js';
import { webApp } from './web-app.js';
import { refusalMemory } from './refusal-memory.js';
import { budgetKeyOf, graphqlRefusal, memberBudget, oauthRefusal, restRefusal, type MemberBudget } from './member-budget.js';
import { tokenBudget, type TokenBudget } from './token-budget.js';
import { systemClock, type Clock } from '@pulse/kit/clock';

const log = createLogger('gateway');
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface GatewayOptions {
  config: GatewayConfig;
  databaseUrl: string;
  supergraphSdl: string;
  /** Where each subgraph listens, by name (overrides the URLs in the supergraph). */
  subgraphUrls: Record<string, string>;
  /** The subgraphs' registry entries (REST tables, media routing); the registry's by default. */
  services?: readonly SubgraphEntry[];
  webDist?: string;
  port?: number;
  host?: string;
  bus?: Bus;
  /** What API tokens' hourly budgets read (token-budget.ts): the stack's TestClock in tests. */
  clock?: Clock;
}

export interface RunningGateway {
  url: string;
  port: number;
  server: ApolloServer<GatewayContext>;
  runQuery: RunQuery;
  realtimeConnections(): number;
  /**
   * graphql-ws subscriptions whose bus handler is registered, of one member or of all: an event
   * published from then on reaches them. graphql-ws does not acknowledge a subscribe, so tests
   * wait on this (dev-env's `listening`) before making the event.
   */
  realtimeSubscriptions(memberId?: string): number;
  /** Clients of the spec's socket.io socket on /socket.io (docs/socket-io.md). */
  socketIoConnections(): number;
  /** Realtime event lookups run, and answers one receiver took from another's (shared-lookups.ts). */
  realtimeLookups(): { ran: number; shared: number; byReader: number; fromPeers: number; carried: number };
  /** Members' public cards kept for realtime lookups, and lookups answered from them or asked (public-user-cache.ts). */
  userCards(): { cards: number; answered: number; asked: number };
  /** Browsers connected to the media server through /sfu. */
  sfuConnections(): number;
  /** Each caller's requests in progress and waiting (member-budget.ts); uploads are counted apart. */
  memberBudget: Pick<MemberBudget, 'usage' | 'refused' | 'when'>;
  uploadBudget: Pick<MemberBudget, 'usage' | 'refused' | 'when'>;
  /** Calls refused by the gateway itself after a subgraph's concurrent-limit refusal (refusal-memory.ts). */
  refusalMemory: { refused(): number };
  /** API tokens' hourly points budgets (token-budget.ts); tests flush its usage records. */
  tokenBudget: Pick<TokenBudget, 'flush'>;
  stop(): Promise<void>;
}

/**
 * Apollo reports every validation-rule error as GRAPHQL_VALIDATION_FAILED; the limit rules'
 * own codes (QUERY_TOO_COMPLEX, BAD_USER_INPUT) are the public contract, as over WebSocket.
 */
function withLimitRuleCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const own = (error as { originalError?: { extensions?: Record<string, unknown> } } | undefined)?.originalError?.extensions?.code;
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED' || (own !== 'QUERY_TOO_COMPLEX' && own !== 'BAD_USER_INPUT')) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: own } };
}

/** /graphql's answer to a body it cannot serve, on both paths. */
function graphqlBodyRefusal(kind: GraphqlBodyRefusal) {
  const tooLarge = kind === 'too-large';
  return { errors: [{ message: tooLarge ? 'Request body too large' : 'Malformed request body', extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] };
}

/** /graphql's answer to an error nothing else answered (logged under the request's id), on both paths. */
function graphqlInternalError(config: ErrorConfig, error: unknown) {
  const { message, code, requestId } = internalErrorBody(config, error, log);
  return { errors: [{ message, extensions: { code, requestId } }] };
}

/** A body the JSON parser refused: a JSON answer, never Express's HTML page (with a stack outside production). */
function graphqlBodyErrors(config: ErrorConfig): express.ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json(graphqlBodyRefusal(status === 413 ? 'too-large' : 'malformed'));
      return;
    }
    res.status(500).json(graphqlInternalError(config, error));
  };
}

/** " Did you mean ...?" at the end of a validation or variable error, as graphql-js writes it. */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * Field, argument, type and enum suggestions describe the schema beyond what a caller asked
 * about: signed-in developers get them, anonymous callers (no valid bearer token) do not.
 * Introspection stays open (the API is public and documented) behind the cost limits.
 */
function suggestionsForMembersOnly(signedIn: (authorization: string | undefined) => Promise<boolean>): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          const suggesting = errors.filter((error) => SUGGESTION.test(error.message));
          if (!suggesting.length || (await signedIn(contextValue.authorization))) return;
          for (const error of suggesting) error.message = error.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}

/**
 * The client's address. Express sets `req.ip` (honouring TRUST_PROXY); WebSocket upgrades
 * never pass through Express, so for them the same rule is applied here: with TRUST_PROXY the
 * left-most X-Forwarded-For entry, as Express's `trust proxy: true` takes it.
 */
function clientIpOf(req: http.IncomingMessage & { ip?: string }, trustProxy: boolean): string {
  if (req.ip) return req.ip;
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/**
 * The media type of a GraphQL answer the client accepts (graphql-over-http.ts), decided by
 * Express's own req.accepts (the `accepts` package) so that both paths negotiate alike; it
 * reads only the request's headers.
 */
function acceptedMediaType(req: http.IncomingMessage): string | undefined {
  return (express.request.accepts as (this: http.IncomingMessage, types: string[]) => string | false).call(req, GRAPHQL_MEDIA_TYPES) || undefined;
}

export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const { config } = opts;
  const services = opts.services ?? SUBGRAPHS;
  const restTables = await restTablesOf(services);
  const mask = maskErrors(config, 'gateway');
  const bus = opts.bus ?? createBus({ databaseUrl: opts.databaseUrl, redisUrl: config.redisUrl, topics: realtimeTopicsOf(opts.supergraphSdl) });
  await bus.ready();
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
  pool.on('error', (error) => log.warn('database connection error', { error: String(error) }));
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const revocations = new RevocationStore(pgExecute(pool), bus);
  const apiBudget = tokenBudget({
    pool,
    redisUrl: config.redisUrl,
    clock: opts.clock ?? systemClock,
    pointsPerHour: config.apiTokenPointsPerHour,
    tokens,
    revocations,
  });
  await apiBudget.ready();
  const apiTokenClaims = (token: string) => revocations.apiTokenClaims(token);
  const signedIn = async (authorization: string | undefined) => !!(await authenticate(authorization, tokens, revocations).catch(() => ({ user: undefined }))).user;

  // Every string of every operation is checked here, against the maxima the subgraphs declare (@maxLength).
  const lengthLimits = lengthLimitsOf(opts.supergraphSdl);
  // A member's "too many of these at once" from a subgraph, refused here until one of theirs ends (refusal-memory.ts).
  const refusals = refusalMemory((context) => budgetKeyOf(context.authorization, context.clientIp, tokens, apiTokenClaims));
  // Members' public cards for realtime lookups, dropped when accounts announces a change.
  const cards = publicUserCache();
  const gateway = new ApolloGateway({
    supergraphSdl: opts.supergraphSdl,
    // Forwards the caller's token and address; the subgraph verifies the token itself.
    buildService: ({ name, url }) => new SubgraphSource(name, opts.subgraphUrls[name] ?? url, name === 'accounts' ? cards : undefined, config.jwtSecret),
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    validationRules: limitRules(config.graphql),
    includeStacktraceInErrorResponses: config.errorDetails,
    formatError: (formatted, error) => mask(withLimitRuleCode(withRequestErrorCode(formatted, error), error), error),
    csrfPrevention: true,
    introspection: true,
    plugins: [
      graphqlOverHttp(),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      suggestionsForMembersOnly(signedIn),
      inputGuardPlugin(lengthLimits),
      refusals.plugin,
      apiBudget.plugin,
    ],
  });
  await server.start();

  // REST routes run inside their HTTP request's id; subscription events and socket operations
  // under the id their subscription was given.
  const runQuery: RunQuery = (query, variables, contextValue, operationName) =>
    withRequestId(contextValue.requestId ?? currentRequestId() ?? newRequestId(), async () => {
      const response = await server.executeOperation({ query, variables, operationName }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported here');
      return response.body.singleResult as ExecutionResult;
    });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const contextOf = (req: express.Request): GatewayContext => ({
    authorization: req.headers.authorization,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.headers['user-agent'],
    requestId: currentRequestId(),
    rateLimit: {},
  });
  app.use(requestIds());
  const headerSteps = securityHeaderSteps(config.connectOrigins);
  app.use(securityHeaders(headerSteps));
  app.use(cors(config.corsOrigins));
  // /healthz, not /health: /health is the web app's Health area.
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  // Each member's share, decided before anything of the request is read (member-budget.ts).
  // File downloads (/media) are not counted: a feed page loads dozens of images at once.
  // Uploads have a budget of their own: a member's two long video uploads must not hold up
  // every page they open meanwhile.
  const budgetKey = (req: http.IncomingMessage) => budgetKeyOf(req.headers.authorization, clientIpOf(req, config.trustProxy), tokens, apiTokenClaims);
  const budget = memberBudget(config.memberBudget, budgetKey);
  const uploadBudget = memberBudget(config.memberBudget, budgetKey);
  const uploadPaths = new Set(mediaUpstreams(services, opts.subgraphUrls).map((u) => u.uploadPath));
  const requests = budget.middleware(restRefusal);
  const uploads = uploadBudget.middleware(restRefusal);
  app.use('/graphql', budget.middleware(graphqlRefusal));
  // Signed uploads (PUT <uploadPath>/<id>) are uploads too.
  const isUpload = (req: express.Request) => {
    const path = req.originalUrl.split('?')[0];
    if (req.method === 'POST') return uploadPaths.has(path);
    return req.method === 'PUT' && uploadPaths.has(path.slice(0, path.lastIndexOf('/')));
  };
  app.use('/api', (req, res, next) => (isUpload(req) ? uploads : requests)(req, res, next));
  // Multipart uploads and file downloads stream through to the subgraph that owns them, before
  // the REST router's JSON parser and the web app's catch-all route can see them.
  const media = mediaProxy(mediaUpstreams(services, opts.subgraphUrls), (req) => contextOf(req).clientIp, config);
  app.use(media.router);
  // Providers' signed webhooks, raw, before the REST router's JSON parser (webhook-proxy.ts).
  const webhooks = webhookProxy(services, opts.subgraphUrls);
  app.use(webhooks.router);
  // The OAuth server (accounts) on this origin, before the web app's pages (oauth-proxy.ts);
  // its requests take places in the same budget as /graphql and /api.
  const oauth = oauthProxy(opts.subgraphUrls.accounts, budget.middleware(oauthRefusal));
  app.use(oauth.router);
  mountRestTables(app, restTables, runQuery, contextOf, config);
  app.get('/graphql', (req, res, next) => {
    // A person opening the endpoint in a browser gets the explorer instead of an error.
    if (!req.query.query && req.accepts(['json', 'html']) === 'html') return res.redirect('/explorer');
    next();
  });
  // 1 MB, except the root fields services allow more (meal photos as data URLs).
  const bodyAllowances = restTables.flatMap((table) => table.graphqlBodyAllowances ?? []);
  // What the lean path below does not serve (another content type or encoding, a path under /graphql/).
  app.use(
    '/graphql',
    ...graphqlJsonParser(bodyAllowances),
    expressMiddleware(server, { context: async ({ req }) => ({ ...contextOf(req), responseMediaType: req.accepts(GRAPHQL_MEDIA_TYPES) || undefined }) }),
    graphqlBodyErrors(config),
  );
  app.use(webApp(opts.webDist ?? DEFAULT_WEB_DIST));
  app.use(jsonErrorHandler(config, 'gateway'));

  // Plain JSON POSTs to /graphql (every query and mutation of the web app and of REST-less
  // clients) skip Express: the same steps in the same order as the app above (request id,
  // security headers, CORS, the member budget before the body, the body's size rules, Apollo),
  // at a fraction of the cost (kit's lean-http.ts; docs/decisions.md).
  const setCors = corsHeaders(config.corsOrigins);
  const lean = leanGraphqlHandler<GatewayContext>({
    server,
    allowances: bodyAllowances,
    prepare(req, res) {
      setSecurityHeaders(res, headerSteps);
      setCors(req, res);
    },
    admit: (req, res) => budget.admit(req, res, graphqlRefusal),
    context: async (req) => ({
      authorization: req.headers.authorization,
      clientIp: clientIpOf(req, config.trustProxy),
      userAgent: req.headers['user-agent'],
      requestId: currentRequestId(),
      responseMediaType: acceptedMediaType(req),
      rateLimit: {},
    }),
    bodyRefusal: graphqlBodyRefusal,
    internalError: (error) => graphqlInternalError(config, error),
  });

  const httpServer = http.createServer(leanOrExpress(lean, app));
  httpServer.keepAliveTimeout = 65_000;
  const apiSchema = Supergraph.build(opts.supergraphSdl).apiSchema().toGraphQLJSSchema();
  const upgradeClientIp = (req: http.IncomingMessage) => clientIpOf(req, config.trustProxy);
  const sfu = sfuProxy({ upstreamUrl: config.calls.sfuInternalUrl, clientAddressOf: upgradeClientIp, callTokenSecret: config.callTokenSecret });
  const lookups = findEntityLookups(apiSchema);
  // A bus gap is healed from the subgraphs' outboxes; the servers close connections only when that fails.
  const realtimeBus = healingBus(
    bus,
    outboxReader(
      pool,
      services.filter((s) => s.database).map((s) => s.name),
    ),
  );
  const unfollowAccountEvents = followAccountEvents(cards, realtimeBus);
  // One lookup per event for all its receivers, on graphql-ws and socket.io alike (event-stream.ts).
  // With Redis, gateway processes also share them with each other (kit's peer-answers.ts).
  const peers = config.redisUrl ? peerAnswers(config.redisUrl) : undefined;
  await peers?.ready();
  const shared = sharedLookups(undefined, peers);
  const scope = viewerScope(apiSchema);
  const socketIo = attachSocketIo({
    httpServer,
    maxQueuedEvents: config.realtimeMaxQueuedEvents,
    schema: apiSchema,
    lookups,
    shared,
    scope,
    cards,
    bus: realtimeBus,
    runQuery,
    tokens,
    revocations,
    clientIpOf: upgradeClientIp,
    corsOrigins: config.corsOrigins,
  });
  const realtime = attachRealtime({
    httpServer,
    maxQueuedEvents: config.realtimeMaxQueuedEvents,
    path: '/graphql',
    schema: apiSchema,
    lookups,
    shared,
    scope,
    cards,
    bus: realtimeBus,
    runQuery,
    limits: config.graphql,
    lengthLimits,
    tokens,
    revocations,
    tokenBudget: apiBudget,
    clientIpOf: upgradeClientIp,
    errorDetails: config.errorDetails,
    otherUpgrades: { '/sfu': sfu.handleUpgrade, ...socketIo.upgrades },
  });

  await new Promise<void>((resolve) => httpServer.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log.info('gateway listening', { url });

  return {
    url,
    port,
    server,
    runQuery,
    realtimeConnections: () => realtime.connectionCount(),
    realtimeSubscriptions: (memberId) => realtime.subscriptionCount(memberId),
    socketIoConnections: () => socketIo.connectionCount(),
    realtimeLookups: () => shared.stats(),
    tokenBudget: apiBudget,
    userCards: () => cards.stats(),
    sfuConnections: () => sfu.connectionCount(),
    memberBudget: budget,
    uploadBudget,
    refusalMemory: { refused: () => refusals.refused() },
    async stop() {
      await realtime.close();
      await socketIo.close();
      await sfu.close();
      await server.stop();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      revocations.close();
      await apiBudget.close().catch(() => {});
      unfollowAccountEvents();
      await peers?.close();
      if (!opts.bus) await bus.close();
      await pool.end();
      await closeFetcher().catch(() => {});
      await media.close().catch(() => {});
      await webhooks.close().catch(() => {});
      await oauth.close().catch(() => {});
    },
  };
}

// The configuration pieces more than one process reads, declared once: the variables every
// subgraph shares, the secrets, and those the gateway, messaging and the sfu have in common.
// Each process has its own config.ts beside its entry point, listing only what it reads; the
// README's table is generated from all of them (`npm run docs:config`). Nothing else reads process.env.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY, SFU, SUBGRAPHS, subgraphEntry } from './registry.js';
import {
  ConfigError,
  defineConfig,
  flag,
  integer,
  oneOf,
  parseUrl,
  path,
  port,
  text,
  url,
  variable,
  type ConfigSpec,
  type Env,
  type ValuesOf,
  type Variable,
  type Variables,
} from './env.js';
import { createLogger, type LogLevel } from './logger.js';
import { resolveCallTokenSecret, resolveJwtSecret, type NodeEnv } from './secrets.js';

// The builders (integer, text, url...) stay in '@pulse/kit/env', out of kit's index.
export { ConfigError, defineConfig, variableDocs, type ConfigSpec, type Env, type ValuesOf, type Variable, type VariableDoc, type Variables } from './env.js';
export {
  KNOWN_DEVELOPMENT_SECRETS,
  MIN_SECRET_LENGTH,
  TEST_JWT_SECRET,
  checkSecretsDiffer,
  deriveCallTokenSecret,
  developmentJwtSecret,
  resolveCallTokenSecret,
  resolveJwtSecret,
  type NodeEnv,
} from './secrets.js';

/** What the logger needs; every process has it. */
export interface LoggingConfig {
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
}

/** What a process that answers requests needs to answer an internal error (the gateway, the subgraphs). */
export interface ErrorConfig {
  /** Answer internal errors with their message and stack (`npm run dev`); otherwise masked, with a request id. */
  errorDetails: boolean;
}

/**
 * A process entry's first step: its configuration, or every problem logged and exit 1 (a
 * misconfigured service should stop with the variables to fix, not a stack trace).
 */
export function loadConfigOrExit<C>(spec: ConfigSpec<C>, env: Env = process.env): C {
  try {
    return spec.load(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger(spec.service).error(`configuration refused: ${error.message}`);
    return process.exit(1);
  }
}

// ---- Variables read by several processes --------------------------------------------------

export const NODE_ENV = oneOf(
  {
    description: '`production` refuses missing secrets, short ones and the development values this repository publishes, and logs JSON; `test` logs less',
    default: '`development`',
  },
  ['development', 'production', 'test'],
  'development',
);

// Not NODE_ENV: development mode is what makes a fresh clone start with no secrets set, and
// it must not also put stack traces and SQL in answers. Details are asked for on their own.
export const ERROR_DETAILS = flag(
  {
    description:
      'answer internal errors with their real message and stack trace (`npm run dev` sets it); unset, they answer `Internal server error`, code `INTERNAL_SERVER_ERROR` and a `requestId`, and the details go to the log only. Refused with `NODE_ENV=production`',
    default: '`false` (`true` under `npm run dev`)',
  },
  false,
);

export const LOG_LEVEL = oneOf(
  {
    description: '`debug`, `info`, `warn` or `error`',
    default: '`info` (`warn` under `NODE_ENV=test`)',
  },
  ['debug', 'info', 'warn', 'error'],
  undefined,
);

export const DATA_DIR = path(
  {
    description: 'embedded database, the development JWT secret (`jwt-secret`), uploads',
    default: '`.data`',
  },
  '.data',
);

export const DATABASE_URL = url(
  {
    description: 'PostgreSQL to use; unset: `npm start` runs an embedded server under `DATA_DIR/postgres` and passes its address on (a service started alone needs it)',
    default: 'unset',
  },
  ['postgres:', 'postgresql:'],
  undefined,
);

export const DB_POOL_MAX = integer(
  {
    description: "most connections one subgraph's ORM opens (its bus and outbox relay add three)",
    default: '`10` (tests: 4)',
  },
  { min: 1, fallback: 10 },
);

export const REDIS_URL = url(
  {
    description: 'set: the event bus uses Redis pub/sub; unset: PostgreSQL LISTEN/NOTIFY',
    default: 'unset',
  },
  ['redis:', 'rediss:'],
  undefined,
);

export const JWT_SECRET = text(
  {
    description:
      'HS256 key of session tokens, at least 32 characters; production refuses the development values published in this repository. The sfu reads it only in development, to derive `CALL_TOKEN_SECRET`',
    default: 'generated into `DATA_DIR/jwt-secret`; required in production',
  },
  undefined,
);

export const JWT_TTL_SECONDS = integer({ description: 'session token lifetime (7 days)', default: '`604800`' }, { min: 60, fallback: 604800 });

export const CALL_TOKEN_SECRET = text(
  {
    description:
      'HS256 key of the 5-minute call-join tokens and of the requests messaging and the sfu send each other; at least 32 characters, the same on messaging, the gateway and the sfu, and different from `JWT_SECRET` in production',
    default: 'derived from the JWT secret; required in production',
  },
  undefined,
);

export const HOST = text(
  {
    description: 'interface the gateway listens on',
    default: '`0.0.0.0`',
  },
  '0.0.0.0',
);

export const PORT = port(
  {
    description: 'the gateway (public) port; the others read it only for the default `PUBLIC_URL`',
    default: `\`${GATEWAY.port}\``,
  },
  GATEWAY.port,
);

export const PUBLIC_URL = url(
  {
    description: 'the address members use; for links such as `profileURL`, and the base of the media-server address browsers get',
    default: '`http://localhost:PORT`',
  },
  ['http:', 'https:'],
  undefined,
);

/**
 * The medical subgraph's bucket: medical keeps scans there, and the gateway lets browsers
 * upload to it (its origin in the Content-Security-Policy's connect-src). One declaration for both.
 */
export const MEDICAL_S3_ENDPOINT = url(
  {
    description:
      "an S3-compatible endpoint (`https://s3.eu-west-1.amazonaws.com`, MinIO, R2...): scans are kept in `MEDICAL_S3_BUCKET` there (path-style addressing) and uploaded straight to it by presigned URL, so the gateway adds its origin to the Content-Security-Policy's `connect-src`. Unset: the local disk under STORAGE_DIR",
    default: 'unset',
  },
  ['http:', 'https:'],
  undefined,
);

export const SUBGRAPH_HOST = text(
  {
    description: "interface subgraphs listen on (only the gateway should reach them; `0.0.0.0` in docker-compose's private network)",
    default: '`127.0.0.1`',
  },
  '127.0.0.1',
);

export const STORAGE_DIR = path(
  {
    description: 'where uploaded media is stored on local disk (and uploads in progress are spooled)',
    default: '`DATA_DIR/uploads`',
  },
  undefined,
);

export const MEDIA_MAX_IMAGE_BYTES = integer(
  {
    description: 'largest image a message or post may carry',
    default: '`5242880` (5 MiB)',
  },
  { min: 1, fallback: 5 * 1024 * 1024 },
);

export const MEDIA_MAX_VIDEO_BYTES = integer(
  {
    description: 'largest video a message or post may carry',
    default: '`104857600` (100 MiB)',
  },
  { min: 1, fallback: 100 * 1024 * 1024 },
);

export const SFU_PORT = port(
  {
    description: "the sfu's WebSocket (path `/`) and `GET /health` port; messaging and the gateway use it for the default `SFU_INTERNAL_URL`",
    default: `\`${SFU.port}\``,
  },
  SFU.port,
);

// Signalling stays on loopback unless asked: browsers reach it through the gateway's /sfu,
// and only the RTP ports face the network.
export const SFU_HOST = text(
  {
    description: "interface the sfu's signalling WebSocket and `/health` listen on (browsers reach it through the gateway's `/sfu`; only the RTP ports face the network)",
    default: '`127.0.0.1`',
  },
  '127.0.0.1',
);

/** Where the sfu is reached from inside: always ws(s), whatever scheme was written. */
export const SFU_INTERNAL_URL = variable(
  {
    description: "where the gateway's `/sfu` proxy and messaging's health probe reach the sfu (`ws://sfu:4443` in docker-compose)",
    default: '`ws://127.0.0.1:SFU_PORT`',
  },
  toWebSocketUrl,
  undefined,
);

/** http(s) URLs become ws(s); anything but those four schemes is refused. */
export function toWebSocketUrl(raw: string): string {
  const checked = parseUrl(raw, ['ws:', 'wss:', 'http:', 'https:']);
  return checked.replace(/^http/, 'ws');
}

const subgraphPortVariables = new Map<string, Variable<number>>();
const subgraphUrlVariables = new Map<string, Variable<string | undefined>>();

/** `<NAME>_PORT`: where a subgraph listens (the registry's port by default). One declaration per subgraph. */
export function subgraphPortVariable(name: string): Variable<number> {
  let declared = subgraphPortVariables.get(name);
  if (!declared) {
    // A subgraph not (yet) in the registry, such as a test's throw-away one, takes a free port.
    const fallback = SUBGRAPHS.find((s) => s.name === name)?.port ?? 0;
    declared = port({ description: `port the ${name} subgraph listens on`, default: `\`${fallback}\`` }, fallback);
    subgraphPortVariables.set(name, declared);
  }
  return declared;
}

/** `<NAME>_URL`: where others reach a subgraph's /graphql. */
export function subgraphUrlVariable(name: string): Variable<string | undefined> {
  let declared = subgraphUrlVariables.get(name);
  if (!declared) {
    const key = name.toUpperCase();
    declared = url(
      {
        description: `where the ${name} subgraph is reached (\`http://${name}:${subgraphEntry(name).port}/graphql\` in docker-compose)`,
        default: `\`http://127.0.0.1:${key}_PORT/graphql\``,
      },
      ['http:', 'https:'],
      undefined,
    );
    subgraphUrlVariables.set(name, declared);
  }
  return declared;
}

/** `<NAME>_URL` and `<NAME>_PORT` of each named subgraph, for a process that calls them. */
export function subgraphAddressVariables(names: readonly string[]): Variables {
  return Object.fromEntries(
    names.flatMap((name) => {
      const key = name.toUpperCase();
      return [
        [`${key}_URL`, subgraphUrlVariable(name)],
        [`${key}_PORT`, subgraphPortVariable(name)],
      ];
    }),
  );
}

/** Their addresses: `<NAME>_URL`, or loopback on `<NAME>_PORT`. */
export function subgraphUrls(names: readonly string[], values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const key = name.toUpperCase();
      return [name, (values[`${key}_URL`] as string | undefined) ?? `http://127.0.0.1:${values[`${key}_PORT`] as number}/graphql`];
    }),
  );
}

// ---- Derived values more than one process computes the same way ---------------------------

export function logLevelOf(values: { LOG_LEVEL: LogLevel | undefined; NODE_ENV: NodeEnv }): LogLevel {
  return values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info');
}

/** ERROR_DETAILS, refused in production: a production answer never carries a stack or SQL. */
export function errorDetailsOf(values: { ERROR_DETAILS: boolean; NODE_ENV: NodeEnv }, problems: string[]): boolean {
  if (values.ERROR_DETAILS && values.NODE_ENV === 'production') problems.push('ERROR_DETAILS is for development: production never answers with error details');
  return values.ERROR_DETAILS;
}

export function publicUrlOf(values: { PUBLIC_URL: string | undefined; PORT: number }): string {
  return values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
}

export function sfuInternalUrlOf(values: { SFU_INTERNAL_URL: string | undefined; SFU_PORT: number }): string {
  return values.SFU_INTERNAL_URL ?? `ws://127.0.0.1:${values.SFU_PORT}`;
}

/** The call-token key of a process that also holds the session key (messaging, the gateway). */
export function callTokenSecretOf(values: { CALL_TOKEN_SECRET: string | undefined; NODE_ENV: NodeEnv }, jwtSecret: string, problems: string[]): string {
  return resolveCallTokenSecret(values.CALL_TOKEN_SECRET, values.NODE_ENV, () => jwtSecret, problems);
}

/** The mediasoup release the sfu pins; the worker binary is cached per version. */
export const MEDIASOUP_VERSION = '3.19.3';

/** Where scripts/build-mediasoup-worker.mjs caches the worker: outside the checkout, by version. */
export function defaultMediasoupWorkerBin(env: Env = process.env): string {
  const cacheHome = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(cacheHome, 'pulse', 'mediasoup-worker', MEDIASOUP_VERSION, 'mediasoup-worker');
}

// ---- What every subgraph reads -------------------------------------------------------------

/** The part of a subgraph's configuration kit itself uses; every subgraph has it. */
export interface BaseSubgraphConfig extends LoggingConfig, ErrorConfig {
  /** Where embedded PostgreSQL, uploads and the development JWT secret live. */
  dataDir: string;
  /** Local-disk storage of uploaded files (and the spool of uploads in progress). */
  storageDir: string;
  /** Upload size limits, checked on the bytes as they arrive. */
  media: { maxImageBytes: number; maxVideoBytes: number };
  /** Unset means: the start script runs an embedded PostgreSQL and passes its address. */
  databaseUrl: string | undefined;
  /** Most database connections this subgraph's ORM opens (the bus and outbox relay use a few more). */
  dbPoolMax: number;
  /** Set: the event bus uses Redis pub/sub; unset: PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** Where the subgraph listens: loopback by default, since only the gateway should reach it. */
  subgraphHost: string;
  /** This subgraph's port, by its name. */
  subgraphPorts: Record<string, number>;
  /** The subgraphs this one calls (askSubgraph), by name. */
  subgraphUrls: Record<string, string>;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** The address members reach the product at; used for links such as profileURL. */
  publicUrl: string;
  /** Rate-limit counters older than this are pruned: at least twice the longest window the subgraph uses. */
  rateLimitRetentionSeconds: number;
}

/**
 * What resolvers see as `ctx.services.config`: the base, plus each subgraph's own part, which
 * that subgraph's config.ts adds to this interface (`declare module '@pulse/kit/config'`), so
 * `ctx.services.config.social` or `.calls` type-check where they are used. At run time a
 * subgraph's object holds the base and its own part only: its config spec parsed nothing else.
 */
export interface SubgraphConfig extends BaseSubgraphConfig {}

export const subgraphVariables = {
  NODE_ENV,
  ERROR_DETAILS,
  LOG_LEVEL,
  DATA_DIR,
  DATABASE_URL,
  DB_POOL_MAX,
  REDIS_URL,
  JWT_SECRET,
  JWT_TTL_SECONDS,
  PORT,
  PUBLIC_URL,
  SUBGRAPH_HOST,
  STORAGE_DIR,
  MEDIA_MAX_IMAGE_BYTES,
  MEDIA_MAX_VIDEO_BYTES,
};

/** A day: every window in use is at most an hour unless a subgraph says otherwise. */
const RATE_LIMIT_RETENTION_SECONDS = 86_400;

function baseSubgraphConfig(
  name: string,
  asks: readonly string[],
  values: ValuesOf<typeof subgraphVariables> & Record<string, unknown>,
  problems: string[],
): BaseSubgraphConfig {
  return {
    nodeEnv: values.NODE_ENV,
    logLevel: logLevelOf(values),
    errorDetails: errorDetailsOf(values, problems),
    dataDir: values.DATA_DIR,
    storageDir: values.STORAGE_DIR ?? join(values.DATA_DIR, 'uploads'),
    media: { maxImageBytes: values.MEDIA_MAX_IMAGE_BYTES, maxVideoBytes: values.MEDIA_MAX_VIDEO_BYTES },
    databaseUrl: values.DATABASE_URL,
    dbPoolMax: values.DB_POOL_MAX,
    redisUrl: values.REDIS_URL,
    subgraphHost: values.SUBGRAPH_HOST,
    subgraphPorts: { [name]: values[`${name.toUpperCase()}_PORT`] as number },
    subgraphUrls: subgraphUrls(asks, values),
    jwtSecret: resolveJwtSecret(values.JWT_SECRET, values.NODE_ENV, values.DATA_DIR, problems),
    jwtTtlSeconds: values.JWT_TTL_SECONDS,
    publicUrl: publicUrlOf(values),
    rateLimitRetentionSeconds: RATE_LIMIT_RETENTION_SECONDS,
  };
}

/**
 * A subgraph's config spec: the shared subgraph variables, its own port, the addresses of the
 * subgraphs it `asks`, and its own `variables`, from which `build` makes its part (a part may
 * also override a base value, e.g. a longer rate-limit retention).
 */
export function defineSubgraphConfig<V extends Variables, P extends object>(
  name: string,
  opts: {
    asks?: readonly string[];
    variables: V;
    build: (values: ValuesOf<V> & ValuesOf<typeof subgraphVariables>, problems: string[], base: BaseSubgraphConfig) => P;
    /** Its own test settings (ConfigSpec.testDefaults). */
    testDefaults?: (env: Env) => Env;
  },
): ConfigSpec<BaseSubgraphConfig & P> {
  const asks = opts.asks ?? [];
  for (const other of asks) subgraphEntry(other);
  const variables = {
    ...subgraphVariables,
    [`${name.toUpperCase()}_PORT`]: subgraphPortVariable(name),
    ...subgraphAddressVariables(asks),
    ...opts.variables,
  };
  const spec = defineConfig(name, variables, (values, problems) => {
    const all = values as ValuesOf<V> & ValuesOf<typeof subgraphVariables> & Record<string, unknown>;
    const base = baseSubgraphConfig(name, asks, all, problems);
    return { ...base, ...opts.build(all, problems, base) };
  });
  return opts.testDefaults ? { ...spec, testDefaults: opts.testDefaults } : spec;
}

/** Names of every subgraph in the registry, in composition order. */
export const SUBGRAPH_NAMES: readonly string[] = SUBGRAPHS.map((s) => s.name);

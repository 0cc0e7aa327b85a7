// What `npm start` itself reads: where PostgreSQL is (or where to run the embedded one), and
// where each service it started answers its health check. In development it also creates the
// development JWT secret before any child starts, so all of them read the same one.
//
// `npm start` is what a self-hosting club runs, so it answers internal errors masked (a
// message, a code and a request id; the details in the log). `npm run dev` is the same start
// with `--dev`, which turns ERROR_DETAILS on for every process unless it was set.
import {
  DATABASE_URL,
  DATA_DIR,
  ERROR_DETAILS,
  JWT_SECRET,
  LOG_LEVEL,
  NODE_ENV,
  PORT,
  PUBLIC_URL,
  SFU_HOST,
  SFU_PORT,
  SUBGRAPH_NAMES,
  defineConfig,
  errorDetailsOf,
  logLevelOf,
  publicUrlOf,
  resolveJwtSecret,
  subgraphPortVariable,
  type Env,
  type ErrorConfig,
  type LoggingConfig,
  type Variable,
} from '../subgraphs/kit/src/config.js';
import { integer } from '../subgraphs/kit/src/env.js';

export interface StartConfig extends LoggingConfig, ErrorConfig {
  dataDir: string;
  /** Unset: the start script runs an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  /** The gateway's port and the address to print. */
  port: number;
  publicUrl: string;
  /** Where the sfu listens (its health check). */
  sfu: { host: string; port: number };
  subgraphPorts: Record<string, number>;
}

export const configSpec = defineConfig(
  'start',
  {
    NODE_ENV,
    ERROR_DETAILS,
    LOG_LEVEL,
    DATA_DIR,
    DATABASE_URL,
    EMBEDDED_PG_PORT: integer({ description: 'port of the embedded PostgreSQL (`npm start` only)', default: '`54320`' }, { min: 1, max: 65535, fallback: 54320 }),
    JWT_SECRET,
    PORT,
    PUBLIC_URL,
    SFU_HOST,
    SFU_PORT,
    ...Object.fromEntries(SUBGRAPH_NAMES.map((name): [string, Variable<number>] => [`${name.toUpperCase()}_PORT`, subgraphPortVariable(name)])),
  },
  (values, problems): StartConfig => {
    // Production brings its own secret, and each service refuses to start without it.
    if (values.NODE_ENV !== 'production') resolveJwtSecret(values.JWT_SECRET, values.NODE_ENV, values.DATA_DIR, problems);
    return {
      nodeEnv: values.NODE_ENV,
      logLevel: logLevelOf(values),
      errorDetails: errorDetailsOf(values, problems),
      dataDir: values.DATA_DIR,
      databaseUrl: values.DATABASE_URL,
      embeddedPgPort: values.EMBEDDED_PG_PORT,
      port: values.PORT,
      publicUrl: publicUrlOf(values),
      sfu: { host: values.SFU_HOST, port: values.SFU_PORT },
      subgraphPorts: Object.fromEntries(SUBGRAPH_NAMES.map((name) => [name, (values as Record<string, unknown>)[`${name.toUpperCase()}_PORT`] as number])),
    };
  },
);

/** The argument `npm run dev` passes to the start script. */
export const DEV_FLAG = '--dev';

/**
 * The environment the start script reads and hands to every process it starts: the caller's,
 * and under `--dev` ERROR_DETAILS=true unless the caller chose a value.
 */
export function startEnvironment(argv: readonly string[], env: Env = process.env): Env {
  if (!argv.includes(DEV_FLAG) || env.ERROR_DETAILS) return { ...env };
  return { ...env, ERROR_DETAILS: 'true' };
}

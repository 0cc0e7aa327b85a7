// The few SQL steps the export and erase hooks of every subgraph take (docs/member-data-subgraphs.md):
// rows read as camelCase JSON, statements run in one transaction per capability, and stored
// files listed into the archive without being read until it is written.
import type { EntityManager } from '@mikro-orm/postgresql';
import { createStorage, type Storage } from '../storage.js';
import type { SubgraphServices } from '../subgraph.js';
import type { MemberExportWriter } from './hooks.js';

/** A row as a hook reads it. */
export type MemberRow = Record<string, unknown>;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// How the driver hands a timestamptz over ("2026-01-02 03:04:05.678+00"): read into ISO 8601.
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;
const readable = (value: unknown) =>
  typeof value === 'string' && PG_TIMESTAMP.test(value) ? new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString() : value;

/** The rows as JSON documents read them: camelCase keys, times in ISO 8601, the rest as PostgreSQL gave it. */
export function camelRows(rows: readonly MemberRow[]): MemberRow[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), readable(value)])));
}

/** A `?`-placeholder query in the subgraph's own schema (`${s}` in the text is its quoted name). */
export function memberSql(services: SubgraphServices) {
  const s = `"${services.schema}"`;
  const on =
    (em: EntityManager) =>
    async (sql: (s: string) => string, params: readonly unknown[] = []): Promise<MemberRow[]> =>
      em.getConnection().execute<MemberRow[]>(sql(s), [...params], 'all', em.getTransactionContext());
  return {
    /** Reads outside a transaction (exports). */
    query: on(services.orm.em.fork() as EntityManager),
    /** Runs `work` in one transaction: all of a capability's erasure lands, or none of it. */
    transaction: <T>(work: (run: ReturnType<typeof on>) => Promise<T>): Promise<T> =>
      (services.orm.em.fork() as EntityManager).transactional((tx) => work(on(tx as EntityManager))),
  };
}

/** kit's storage of the subgraph (what its upload routes write to). */
export const storageOf = (services: SubgraphServices): Storage => createStorage(services.config);

/**
 * Where a file a part lists sits in the archive (`<subgraph>/<part>/files/<path>`, as kit's export
 * route lays it out): how a JSON document points at it.
 */
export const archiveFilePath = (services: SubgraphServices, part: string, path: string): string => `${services.schema}/${part}/files/${path}`;

/** Lists a stored object into the archive when it still exists (a file removed since is left out, not an empty entry). */
export async function exportStoredFile(storage: Storage, out: MemberExportWriter, path: string, key: string | null | undefined): Promise<boolean> {
  if (!key) return false;
  const info = await storage.stat(key).catch(() => null);
  if (!info) return false;
  out.file(path, async () => {
    const object = await storage.get(key);
    return object ? object.body : Buffer.alloc(0);
  });
  return true;
}

/** Removes stored objects after their rows are gone (a missing object is not an error, so a second run is fine). */
export async function deleteStoredFiles(storage: Storage, keys: Iterable<string | null | undefined>): Promise<void> {
  for (const key of new Set(keys)) if (key) await storage.delete(key).catch(() => undefined);
}

// Entities by id for reading, in one plain statement whose rows are mapped by the entity's
// metadata. The ORM's `find` builds the same statement but spends about 2 ms of CPU per call on
// criteria, its query builder and knex (docs/performance.md, "The request pipeline"): every
// federated query that names a post or a member pays this lookup once per subgraph fetch.
import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteIdent } from './db.js';

/**
 * The rows of `entity` whose id is in `ids`, as new, unmanaged instances (outside the request's
 * identity map: for answers, never for a change to flush). Lazy properties (a password hash)
 * are left out, as the ORM's find leaves them out; the order is the database's.
 */
export async function readEntitiesByIds<T extends object>(em: EntityManager, entity: new () => T, schema: string, ids: readonly string[]): Promise<T[]> {
  if (!ids.length) return [];
  const meta = em.getMetadata().get<T>(entity.name);
  const columns = meta.props
    .filter((p) => !p.lazy && p.persist !== false && p.fieldNames?.length)
    .flatMap((p) => p.fieldNames)
    .map(quoteIdent)
    .join(', ');
  const rows = await em.execute<Record<string, unknown>[]>(`SELECT ${columns} FROM ${quoteIdent(schema)}.${quoteIdent(meta.tableName)} WHERE id IN (?)`, [ids]);
  const driver = em.getDriver();
  return rows.map((row) => Object.assign(new entity(), driver.mapResult(row as never, meta)));
}

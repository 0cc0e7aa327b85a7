// Entities by id for reading, in one plain statement whose rows are mapped by the entity's
// metadata. The ORM's `find` builds the same statement but spends about 2 ms of CPU per call on
// criteria, its query builder and knex (docs/performance.md, "The request pipeline"): every
// federated query that names a post or a member pays this lookup once per subgraph fetch.
import { createHash } from 'node:crypto';
import type { EntityManager, EntityMetadata } from '@mikro-orm/postgresql';
import { quoteIdent } from './db.js';

interface Lookup {
  /** A prepared statement's name: PostgreSQL parses and plans it once per connection. */
  name: string;
  text: string;
  /** For a lookup inside a transaction, through the ORM's connection of that transaction. */
  ormText: string;
}

/** A pooled connection of the ORM's pool (pg's client), as knex hands it out. */
interface PooledClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Record<string, unknown>[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): Promise<unknown>;
}

// Built once per entity and schema: the column list is the metadata's, which never changes.
const lookups = new WeakMap<EntityMetadata, Map<string, Lookup>>();

function lookupOf(meta: EntityMetadata, schema: string): Lookup {
  let bySchema = lookups.get(meta);
  if (!bySchema) lookups.set(meta, (bySchema = new Map()));
  let lookup = bySchema.get(schema);
  if (!lookup) {
    const columns = meta.props
      .filter((p) => !p.lazy && p.persist !== false && p.fieldNames?.length)
      .flatMap((p) => p.fieldNames)
      .map(quoteIdent)
      .join(', ');
    const from = `${quoteIdent(schema)}.${quoteIdent(meta.tableName)}`;
    const text = `SELECT ${columns} FROM ${from} WHERE id = ANY($1::text[])`;
    lookup = {
      // Named after its text: one name never stands for two statements on a connection.
      name: `kit-by-ids-${createHash('sha256').update(text).digest('hex').slice(0, 24)}`,
      text,
      ormText: `SELECT ${columns} FROM ${from} WHERE id IN (?)`,
    };
    bySchema.set(schema, lookup);
  }
  return lookup;
}

/**
 * The rows of `entity` whose id is in `ids`, as new, unmanaged instances (outside the request's
 * identity map: for answers, never for a change to flush). Lazy properties (a password hash)
 * are left out, as the ORM's find leaves them out; the order is the database's.
 *
 * Outside a transaction the statement goes straight to a connection of the ORM's pool, with
 * the ids as a parameter of a prepared statement: MikroORM's `execute` would inline them into
 * a new SQL text on every call (PostgreSQL parses and plans each) and run it through knex's
 * query runner, 15 % of a subgraph's CPU per `post(id)` (docs/performance.md). Inside one,
 * through the ORM, so the lookup sees the transaction's own writes.
 */
export async function readEntitiesByIds<T extends object>(em: EntityManager, entity: new () => T, schema: string, ids: readonly string[]): Promise<T[]> {
  if (!ids.length) return [];
  const meta = em.getMetadata().get<T>(entity.name);
  const lookup = lookupOf(meta, schema);
  let rows: Record<string, unknown>[];
  if (em.getContext(false).getTransactionContext()) {
    rows = await em.execute<Record<string, unknown>[]>(lookup.ormText, [ids]);
  } else {
    const client = em.getConnection().getKnex().client as KnexClient;
    const connection = await client.acquireConnection();
    try {
      rows = (await connection.query({ name: lookup.name, text: lookup.text, values: [ids] })).rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }
  const driver = em.getDriver();
  return rows.map((row) => Object.assign(new entity(), driver.mapResult(row as never, meta)));
}

// MikroORM bootstrap. Each subgraph owns one PostgreSQL schema (named after the subgraph)
// and a list of versioned migrations; nothing else touches that schema. Migrations are
// plain SQL classes listed in code, so a fresh clone migrates with no file discovery.
import 'reflect-metadata';
import { MikroORM, type EntitySchema } from '@mikro-orm/postgresql';
import { Migrator, Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { createLogger } from './logger.js';

export interface SqlMigration {
  /** Sortable and never renamed once shipped, e.g. `0001-users`. */
  name: string;
  /** Statements; `schema` is the quoted schema name to qualify tables with. */
  up: (schema: string) => string[];
}

const log = createLogger('db');

export function quoteIdent(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

function migrationClasses(list: SqlMigration[], schema: string) {
  return list.map((m) => ({
    name: m.name,
    class: class extends Migration {
      async up(): Promise<void> {
        for (const sql of m.up(quoteIdent(schema))) this.addSql(sql);
      }
    },
  }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OrmEntity = EntitySchema<any, any> | (abstract new (...args: never[]) => object);

export interface OrmOptions {
  databaseUrl: string;
  schema: string;
  /** Decorated entity classes (MikroORM and type-graphql on one class) or entity schemas. */
  entities: OrmEntity[];
  migrations: SqlMigration[];
  poolMax?: number;
  debug?: boolean;
}

export async function createOrm(opts: OrmOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: opts.databaseUrl,
    schema: opts.schema,
    entities: opts.entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      tableName: `${opts.schema}.migrations`,
      migrationsList: migrationClasses(opts.migrations, opts.schema),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: opts.poolMax ?? 10 },
    debug: opts.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}

/**
 * Applies pending migrations. Several processes may start at once (the start script,
 * docker-compose), so the run is serialised with a PostgreSQL advisory lock per schema.
 */
export async function migrate(orm: MikroORM, databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    await orm.em.getConnection().execute(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    const applied = await orm.getMigrator().up();
    if (applied.length) log.info('migrations applied', { schema, names: applied.map((m) => m.name) });
    return applied.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => {});
    await client.end();
  }
}

/** Opens an ORM on a schema with no entities and runs its migrations (kit's own schemas). */
export async function migrateSchema(databaseUrl: string, schema: string, migrations: SqlMigration[]): Promise<string[]> {
  const orm = await createOrm({ databaseUrl, schema, entities: [], migrations, poolMax: 2 });
  try {
    return await migrate(orm, databaseUrl, schema);
  } finally {
    await orm.close();
  }
}

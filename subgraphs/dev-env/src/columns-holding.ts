// Where a value sits in the database: every text-like, JSON, array and binary column of every
// schema is searched for it. End-to-end encryption tests send a random marker and expect to find
// it nowhere (the server holds only ciphertext).
//
// One connection and one query per table (a count per column in it): a connection and a query
// per column took over 20 s on a busy machine once the schemas held a few hundred such columns.
import pg from 'pg';
import type { Stack } from './stack.js';

/** The columns (as "schema"."table"."column") with at least one row holding `marker`. */
export async function columnsHolding(stack: Stack, marker: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')
        ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
    );
    const tables = new Map<string, typeof columns>();
    for (const c of columns) {
      const table = `"${c.table_schema}"."${c.table_name}"`;
      tables.set(table, [...(tables.get(table) ?? []), c]);
    }
    const found: string[] = [];
    for (const [table, its] of tables) {
      const counts = its.map((c, i) => {
        const test = c.data_type === 'bytea' ? `position(convert_to($1, 'UTF8') in "${c.column_name}") > 0` : `"${c.column_name}"::text LIKE '%' || $1 || '%'`;
        return `count(*) FILTER (WHERE ${test})::int AS c${i}`;
      });
      const { rows } = await client.query<Record<string, number>>(`SELECT ${counts.join(', ')} FROM ${table}`, [marker]);
      its.forEach((c, i) => {
        if (rows[0][`c${i}`] > 0) found.push(`${table}."${c.column_name}"`);
      });
    }
    return found;
  } finally {
    await client.end();
  }
}

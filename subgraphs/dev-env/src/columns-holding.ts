// Where a value sits in the database: every text-like, JSON, array and binary column of every
// schema is searched for it. End-to-end encryption tests send a random marker and expect to find
// it nowhere (the server holds only ciphertext).
import { sql } from './graphql.js';
import type { Stack } from './stack.js';

/** The columns (as "schema"."table"."column") with at least one row holding `marker`. */
export async function columnsHolding(stack: Stack, marker: string): Promise<string[]> {
  const columns = await sql<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
    stack,
    `SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const column = `"${c.table_schema}"."${c.table_name}"."${c.column_name}"`;
    const test = c.data_type === 'bytea' ? `position(convert_to($1, 'UTF8') in "${c.column_name}") > 0` : `"${c.column_name}"::text LIKE '%' || $1 || '%'`;
    const [row] = await sql(stack, `SELECT count(*)::int AS n FROM "${c.table_schema}"."${c.table_name}" WHERE ${test}`, [marker]);
    if (row.n > 0) found.push(column);
  }
  return found;
}

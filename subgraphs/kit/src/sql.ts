// Small helpers for the raw SQL subgraphs run through MikroORM's execute (knex `?`
// placeholders), where a query builder would hide the plan a test or an index relies on.

/** `?, ?, ?` for a list bound one value per placeholder (an IN list or an ARRAY[...]). */
export const marks = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/** A table of the subgraph's own schema, the schema quoted: `"social".posts`. */
export const table = (ctx: { services: { schema: string } }, name: string): string => `"${ctx.services.schema}".${name}`;

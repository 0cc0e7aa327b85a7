// Small helpers for the raw SQL of this folder (knex placeholders).

/** `?, ?, ?` for a list bound one value per placeholder. */
export const marks = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/** The subgraph's own schema, quoted, for table names. */
export const schemaOf = (ctx: { services: { schema: string } }): string => `"${ctx.services.schema}"`;

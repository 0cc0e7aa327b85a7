// Runs `?`-placeholder SQL (the style MikroORM's execute uses) on a plain pg pool, for
// processes that need a few queries but no ORM (the gateway's revocation checks).
import pg from 'pg';

export function pgExecute(pool: pg.Pool) {
  return async (sql: string, params: unknown[]): Promise<Record<string, unknown>[]> => {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    const { rows } = await pool.query(text, params);
    return rows;
  };
}

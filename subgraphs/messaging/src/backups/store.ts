// The key backup's rows, read and written with SQL (two small tables of bytes; no entity
// graph to keep). Every statement runs in the request's transaction context.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@pulse/kit';
import type { KeyBackup } from './types.js';

export const sqlOf =
  (em: EntityManager) =>
  <T extends object[]>(sql: string, params: unknown[] = []) =>
    em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());

interface BackupRow {
  kdf: string;
  iterations: number;
  salt: Buffer;
  check_value: Buffer;
  updated_at: Date;
  segments: string;
}

/** The member's key backup, or null when they have none. */
export async function backupOf(ctx: SubgraphContext, userId: string): Promise<KeyBackup | null> {
  const s = ctx.services.schema;
  const [row] = await sqlOf(ctx.em)<BackupRow[]>(
    `SELECT b.kdf, b.iterations, b.salt, b.check_value, b.updated_at, (SELECT count(*) FROM ${s}.backup_segments g WHERE g.user_id = b.user_id) AS segments
       FROM ${s}.key_backups b WHERE b.user_id = ?`,
    [userId],
  );
  if (!row) return null;
  return {
    kdf: row.kdf,
    iterations: row.iterations,
    salt: row.salt.toString('base64'),
    check: row.check_value.toString('base64'),
    segments: Number(row.segments),
    updatedAt: new Date(row.updated_at),
  };
}

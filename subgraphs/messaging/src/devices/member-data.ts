// A member's devices: exported with their public key packages only (a device's private keys
// never reach the server; the key backup is private material, encrypted, and left out).
// Erased: the key packages and the backups go; the device rows stay revoked under a neutral
// name, since the messages they sent to others name their device (docs/member-data.md).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MemberDataHooks } from '@pulse/kit';

export const DELETED_DEVICE_NAME = 'Deleted device';

export const deviceMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    const devices = await conn.execute<{ id: string }[]>(
      `SELECT id, name, created_at AS "createdAt", revoked_at AS "revokedAt" FROM ${s}.devices WHERE user_id = ? ORDER BY created_at`,
      [memberId],
    );
    const packages = await conn.execute<{ device_id: string; key_package: Buffer; created_at: Date }[]>(
      `SELECT k.device_id, k.key_package, k.created_at FROM ${s}.key_packages k JOIN ${s}.devices d ON d.id = k.device_id WHERE d.user_id = ? ORDER BY k.id`,
      [memberId],
    );
    out.json(
      'devices',
      devices.map((d) => ({
        ...d,
        publicKeyPackages: packages.filter((p) => p.device_id === d.id).map((p) => ({ keyPackage: p.key_package.toString('base64'), createdAt: p.created_at })),
      })),
    );
  },
  async erase(services, memberId) {
    const s = services.schema;
    await (services.orm.em.fork() as EntityManager).transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`DELETE FROM ${s}.key_packages WHERE device_id IN (SELECT id FROM ${s}.devices WHERE user_id = ?)`, [memberId]);
      await run(`UPDATE ${s}.devices SET name = ?, revoked_at = coalesce(revoked_at, now()) WHERE user_id = ?`, [DELETED_DEVICE_NAME, memberId]);
      const [backups] = await tx
        .getConnection()
        .execute<{ found: boolean }[]>(`SELECT to_regclass(?) IS NOT NULL AS found`, [`${s}.key_backups`], 'all', tx.getTransactionContext());
      if (backups?.found) await run(`DELETE FROM ${s}.key_backups WHERE user_id = ?`, [memberId]);
    });
  },
};

// Who the member follows and who follows them: exported as two lists; erased (the other side's
// counts follow by follow_counts' triggers, migration 0203), their own count row with them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MemberDataHooks } from '@pulse/kit';

export const followMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    out.json('follows', {
      following: await conn.execute(`SELECT followee_id AS "memberId", created_at AS "since" FROM ${s}.follows WHERE follower_id = ? ORDER BY created_at`, [memberId]),
      followers: await conn.execute(`SELECT follower_id AS "memberId", created_at AS "since" FROM ${s}.follows WHERE followee_id = ? ORDER BY created_at`, [memberId]),
    });
  },
  async erase(services, memberId) {
    const s = services.schema;
    await (services.orm.em.fork() as EntityManager).transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
      await run(`DELETE FROM ${s}.follows WHERE follower_id = ? OR followee_id = ?`, [memberId, memberId]);
      await run(`DELETE FROM ${s}.follow_counts WHERE user_id = ?`, [memberId]);
    });
  },
};

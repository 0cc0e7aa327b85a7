// The member's blocks and mutes: in their export (whom they blocked and muted, not who blocked
// them: that is the other member's choice), erased both ways with their account.
import type { MemberDataHooks } from '@pulse/kit';

export const safetyMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    out.json('safety', {
      blocked: await conn.execute(`SELECT blocked_id AS "memberId", created_at AS "since" FROM ${s}.blocks WHERE blocker_id = ? ORDER BY created_at`, [memberId]),
      muted: await conn.execute(`SELECT muted_id AS "memberId", created_at AS "since" FROM ${s}.mutes WHERE muter_id = ? ORDER BY created_at`, [memberId]),
    });
  },
  async erase(services, memberId) {
    const conn = services.orm.em.fork().getConnection();
    const s = services.schema;
    await conn.execute(`DELETE FROM ${s}.blocks WHERE blocker_id = ? OR blocked_id = ?`, [memberId, memberId], 'run');
    await conn.execute(`DELETE FROM ${s}.mutes WHERE muter_id = ? OR muted_id = ?`, [memberId, memberId], 'run');
  },
};

// The notices the events subgraph holds for a member, in their export archive and in account
// deletion (docs/member-data-subgraphs.md). Export: the notices addressed to them still here
// (social holds the delivered notifications). Erase: those addressed to them go; one they caused
// for another member (e.g. "... was cancelled") stays for its recipient, who should still hear of
// it, but no longer says who: its recipient stands as its actor (no notice message names a member).
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const noticeMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const notices = await memberSql(services).query(
      (s) => `SELECT id, actor_id, kind, message, event_id, challenge_id, community_id, created_at FROM ${s}.notices WHERE recipient_id = ? ORDER BY seq`,
      [memberId],
    );
    out.json('notices', { notices: camelRows(notices) });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction(async (run) => {
      await run((s) => `DELETE FROM ${s}.notices WHERE recipient_id = ?`, [memberId]);
      await run((s) => `UPDATE ${s}.notices SET actor_id = recipient_id WHERE actor_id = ?`, [memberId]);
    });
  },
};

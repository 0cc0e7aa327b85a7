// A member's communities in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: the communities they created and every membership
// with its role. (Community posts and their media are social's posts: social exports and erases
// them.) Erase: their memberships go (the counts follow). A community left with no member goes;
// one left without an owner gets one, its longest-standing moderator, else its longest-standing
// member (the "last owner" rule holds), and a community they created keeps its name and
// description (the others' community now).
// Its creator stays the member's id: `creator` is a User the federation resolves in accounts,
// which keeps a deleted member's row anonymised so that such references answer "Deleted member"
// (accounts/account-deletion); an id nobody has would break the field for every reader.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const communityMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const created = await query((s) => `SELECT * FROM ${s}.communities WHERE creator_id = ? ORDER BY created_at, id`, [memberId]);
    const memberships = await query(
      (s) =>
        `SELECT m.community_id, c.name, m.role, m.joined_at FROM ${s}.community_members m JOIN ${s}.communities c ON c.id = m.community_id
          WHERE m.user_id = ? ORDER BY m.joined_at`,
      [memberId],
    );
    out.json('communities', { created: camelRows(created), memberships: camelRows(memberships) });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction(async (run) => {
      const left = await run(
        (s) =>
          `SELECT m.community_id FROM ${s}.community_members m JOIN ${s}.communities c ON c.id = m.community_id
            WHERE m.user_id = ? ORDER BY m.community_id FOR UPDATE OF c`,
        [memberId],
      );
      for (const { community_id: id } of left) {
        await run((s) => `DELETE FROM ${s}.community_members WHERE community_id = ? AND user_id = ?`, [id, memberId]);
        await run((s) => `UPDATE ${s}.communities SET member_count = GREATEST(member_count - 1, 0) WHERE id = ?`, [id]);
        await run(
          (s) =>
            `UPDATE ${s}.community_members SET role = 'OWNER'
              WHERE community_id = ? AND NOT EXISTS (SELECT 1 FROM ${s}.community_members o WHERE o.community_id = ? AND o.role = 'OWNER')
                AND user_id = (SELECT user_id FROM ${s}.community_members WHERE community_id = ?
                                ORDER BY (role = 'MODERATOR') DESC, joined_at, user_id LIMIT 1)`,
          [id, id, id],
        );
        await run((s) => `DELETE FROM ${s}.communities c WHERE id = ? AND NOT EXISTS (SELECT 1 FROM ${s}.community_members m WHERE m.community_id = c.id)`, [id]);
      }
      await run(
        (s) => `DELETE FROM ${s}.communities c WHERE creator_id = ? AND NOT EXISTS (SELECT 1 FROM ${s}.community_members m WHERE m.community_id = c.id)`,
        [memberId],
      );
    });
  },
};

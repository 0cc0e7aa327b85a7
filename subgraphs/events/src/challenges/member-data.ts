// A member's challenges in their export archive and in account deletion
// (docs/member-data-subgraphs.md). Export: the challenges they created, every challenge they
// take part in with their progress entries and badges. Erase: their participations go (progress
// and badges with them; the counts follow); a challenge they created that nobody else takes part
// in goes too; one others still take part in stays theirs to finish.
// Its creator stays the member's id: `creator` is a User the federation resolves in accounts,
// which keeps a deleted member's row anonymised so that such references answer "Deleted member"
// (accounts/account-deletion); an id nobody has would break the field for every reader.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql } from '@pulse/kit';

export const challengeMemberData: MemberDataHooks = {
  async export(services, memberId, out) {
    const { query } = memberSql(services);
    const created = await query((s) => `SELECT * FROM ${s}.challenges WHERE creator_id = ? ORDER BY created_at, id`, [memberId]);
    const joined = await query(
      (s) =>
        `SELECT p.challenge_id, c.title, c.metric, p.timezone, p.total, p.joined_at, p.updated_at
           FROM ${s}.challenge_participants p JOIN ${s}.challenges c ON c.id = p.challenge_id WHERE p.user_id = ? ORDER BY p.joined_at`,
      [memberId],
    );
    const progress = await query(
      (s) => `SELECT challenge_id, day, amount, source, created_at FROM ${s}.challenge_progress WHERE user_id = ? ORDER BY day, id`,
      [memberId],
    );
    const badges = await query(
      (s) => `SELECT challenge_id, tier, tier_name, goal, awarded_at FROM ${s}.challenge_badges WHERE user_id = ? ORDER BY awarded_at`,
      [memberId],
    );
    out.json('challenges', { created: camelRows(created), participations: camelRows(joined), progress: camelRows(progress), badges: camelRows(badges) });
  },

  async erase(services, memberId) {
    await memberSql(services).transaction(async (run) => {
      const left = await run((s) => `DELETE FROM ${s}.challenge_participants WHERE user_id = ? RETURNING challenge_id`, [memberId]);
      for (const { challenge_id: id } of left) await run((s) => `UPDATE ${s}.challenges SET participant_count = GREATEST(participant_count - 1, 0) WHERE id = ?`, [id]);
      // Rows the foreign keys did not reach (a progress or badge row is always under its participant; this is the second run's safety).
      await run((s) => `DELETE FROM ${s}.challenge_progress WHERE user_id = ?`, [memberId]);
      await run((s) => `DELETE FROM ${s}.challenge_badges WHERE user_id = ?`, [memberId]);
      await run(
        (s) => `DELETE FROM ${s}.challenges c WHERE creator_id = ? AND NOT EXISTS (SELECT 1 FROM ${s}.challenge_participants p WHERE p.challenge_id = c.id)`,
        [memberId],
      );
    });
  },
};

// A member's place in the audit log, in their export archive and in account deletion
// (docs/member-data-subgraphs.md). The log is the legal record of what admins did, so deletion
// keeps every row and anonymises it instead: the member as actor or target becomes
// "Deleted member", and so do the personal values (name, username, email, suspension reason...)
// of rows about them; what was done (action, type, role, suspension state, when, request) stays.
// Export: the rows about them (they may ask what was done to their account) and, for an admin,
// the actions they took.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, memberSql, type MemberRow as Row } from '@pulse/kit';

export const DELETED_MEMBER = 'Deleted member';

/** Values of a row about the member that say what was done, not who they are: kept. */
const NOT_PERSONAL = new Set(['role', 'suspended', 'suspendedUntil', 'status', 'state']);

/** The member's id replaced wherever it sits in a JSON value; with `personal`, the member's own values too. */
function anonymised(value: unknown, memberId: string, personal: boolean): unknown {
  if (typeof value === 'string') return value.includes(memberId) ? value.split(memberId).join(DELETED_MEMBER) : value;
  if (Array.isArray(value)) return value.map((v) => anonymised(v, memberId, personal));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, personal && !NOT_PERSONAL.has(key) && v !== null ? DELETED_MEMBER : anonymised(v, memberId, personal)]),
    );
  return value;
}

export const auditMemberData: MemberDataHooks = {
  async export(_services, memberId, out) {
    const { query } = memberSql(_services);
    const columns = 'id, actor_id, action, target_type, target_id, before, after, created_at';
    const about = await query((s) => `SELECT ${columns} FROM ${s}.audit_log WHERE target_id = ? ORDER BY created_at, id`, [memberId]);
    const taken = await query((s) => `SELECT ${columns} FROM ${s}.audit_log WHERE actor_id = ? ORDER BY created_at, id`, [memberId]);
    out.json('audit', { aboutYou: camelRows(about), actionsYouTook: camelRows(taken) });
  },

  async erase(services, memberId) {
    const { transaction } = memberSql(services);
    await transaction(async (run) => {
      await run(() => `SELECT set_config('pulse.audit_member_erasure', 'on', true)`);
      const like = `%${memberId.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await run(
        (s) =>
          `SELECT id, actor_id, target_id, before, after FROM ${s}.audit_log
            WHERE actor_id = ? OR target_id = ? OR before::text LIKE ? OR after::text LIKE ? FOR UPDATE`,
        [memberId, memberId, like, like],
      );
      for (const row of rows as Row[]) {
        const about = row.target_id === memberId;
        await run(
          (s) => `UPDATE ${s}.audit_log SET actor_id = ?, target_id = ?, before = ?::jsonb, after = ?::jsonb WHERE id = ?`,
          [
            row.actor_id === memberId ? DELETED_MEMBER : row.actor_id,
            about ? DELETED_MEMBER : row.target_id,
            row.before === null ? null : JSON.stringify(anonymised(row.before, memberId, about)),
            row.after === null ? null : JSON.stringify(anonymised(row.after, memberId, about)),
            row.id,
          ],
        );
      }
    });
  },
};

// An audit record with a deleted member taken out (docs/member-data.md): the audit log is the
// legal record of what admins did, so account deletion keeps each record and anonymises it. The
// member as actor or target becomes "Deleted member", and so do the personal values (name,
// username, email, suspension reason...) of a record about them; what was done (action, type,
// role, suspension state, when, request) stays. Written once here because two places apply it:
// accounts to the records still in its audit outbox, in the deletion's own transaction, and the
// admin subgraph to its audit log (its erase hook, and its reader of that outbox).

export const DELETED_MEMBER_LABEL = 'Deleted member';

/** Values of a record about the member that say what was done, not who they are: kept. */
const NOT_PERSONAL = new Set(['role', 'suspended', 'suspendedUntil', 'status', 'state']);

/** The member's id replaced wherever it sits in a JSON value; with `personal`, the member's own values too. */
export function anonymisedAuditValue(value: unknown, memberId: string, personal: boolean): unknown {
  if (typeof value === 'string') return value.includes(memberId) ? value.split(memberId).join(DELETED_MEMBER_LABEL) : value;
  if (Array.isArray(value)) return value.map((v) => anonymisedAuditValue(v, memberId, personal));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        personal && !NOT_PERSONAL.has(key) && v !== null ? DELETED_MEMBER_LABEL : anonymisedAuditValue(v, memberId, personal),
      ]),
    );
  return value;
}

export interface AuditRecordRow {
  actor_id: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

/** The record's who and before/after without the member, as the columns to write (JSON as text). */
export function anonymisedAuditRecord(row: AuditRecordRow, memberId: string): { actorId: string; targetId: string; before: string | null; after: string | null } {
  const about = row.target_id === memberId;
  return {
    actorId: row.actor_id === memberId ? DELETED_MEMBER_LABEL : row.actor_id,
    targetId: about ? DELETED_MEMBER_LABEL : row.target_id,
    before: row.before === null ? null : JSON.stringify(anonymisedAuditValue(row.before, memberId, about)),
    after: row.after === null ? null : JSON.stringify(anonymisedAuditValue(row.after, memberId, about)),
  };
}

/** A LIKE pattern finding the member's id inside a JSON column's text. */
export const memberIdPattern = (memberId: string): string => `%${memberId.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

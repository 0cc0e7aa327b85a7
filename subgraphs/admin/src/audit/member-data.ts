// A member's place in the audit log, in their export archive and in account deletion
// (docs/member-data-subgraphs.md). The log is the legal record of what admins did, so deletion
// keeps every row and anonymises it instead: the member as actor or target becomes
// "Deleted member", and so do the personal values (name, username, email, suspension reason...)
// of rows about them; what was done (action, type, role, suspension state, when, request) stays
// (kit's member-data/audit-records.ts).
// Export: the rows about them (they may ask what was done to their account) and, for an admin,
// the actions they took.
//
// Records accounts writes about the member reach the log through the outbox reader
// (account-audit/reader.ts), possibly after this hook ran: the reader anonymises a record about
// an erased member as it appends it, and this hook holds the reader's lock, so a record is
// either appended before it (and anonymised here) or after (and anonymised there), never between.
import type { MemberDataHooks } from '@pulse/kit';
import { camelRows, DELETED_MEMBER_LABEL, memberSql } from '@pulse/kit';
import { auditReaderLock } from '../account-audit/reader.js';
import { anonymiseAuditRows } from './anonymise.js';

export const DELETED_MEMBER = DELETED_MEMBER_LABEL;

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
      // Waits for a reader pass in progress, so what it appends is seen below.
      await run(() => `SELECT pg_advisory_xact_lock(hashtext(?))`, [auditReaderLock(services.schema)]);
      await anonymiseAuditRows((sql, params) => run(() => sql, params), `"${services.schema}"`, memberId);
    });
  },
};

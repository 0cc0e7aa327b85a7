// Taking a deleted member out of the audit log's rows (kit's member-data/audit-records.ts says
// what stays): by the erase hook (member-data.ts) and by the reader of accounts' audit outbox
// (account-audit/reader.ts), for a record about a member already erased.
import { anonymisedAuditRecord, memberIdPattern, type AuditRecordRow } from '@pulse/kit';

type Run = (sql: string, params: unknown[]) => Promise<unknown[]>;

/**
 * Anonymises the log's rows that name the member (of `ids` only, when given), inside the
 * caller's transaction: the one UPDATE the append-only trigger lets through (audit/migrations.ts).
 */
export async function anonymiseAuditRows(run: Run, schema: string, memberId: string, ids?: readonly string[]): Promise<number> {
  await run(`SELECT set_config('pulse.audit_member_erasure', 'on', true)`, []);
  const like = memberIdPattern(memberId);
  const rows = (await run(
    `SELECT id, actor_id, target_id, before, after FROM ${schema}.audit_log
      WHERE (actor_id = ? OR target_id = ? OR before::text LIKE ? OR after::text LIKE ?)${ids ? ' AND id IN (SELECT jsonb_array_elements_text(?::jsonb))' : ''} FOR UPDATE`,
    ids ? [memberId, memberId, like, like, JSON.stringify(ids)] : [memberId, memberId, like, like],
  )) as (AuditRecordRow & { id: string })[];
  for (const row of rows) {
    const out = anonymisedAuditRecord(row, memberId);
    await run(`UPDATE ${schema}.audit_log SET actor_id = ?, target_id = ?, before = ?::jsonb, after = ?::jsonb WHERE id = ?`, [
      out.actorId,
      out.targetId,
      out.before,
      out.after,
      row.id,
    ]);
  }
  return rows.length;
}

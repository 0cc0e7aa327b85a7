// Raw statements in a transaction (or outside one): moderation's tables are written with SQL so
// a case and its reports change in single statements (counts, reasons, the open-case upsert).
import type { EntityManager } from '@mikro-orm/postgresql';

export const sqlIn =
  (em: EntityManager) =>
  <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** Adds one report to the open case of (kind, target), opening it with `snapshot` when there is none; answers the case id and the report id (the reporter's existing one when they already reported it). */
export async function addReport(
  em: EntityManager,
  schema: string,
  r: {
    kind: string;
    targetId: string;
    authorId: string | null;
    snapshot: unknown;
    reporterId: string | null;
    reason: string;
    details: string | null;
    evidence: string | null;
    flagId: string | null;
    automatic: boolean;
    now: Date;
    newCaseId: string;
    newReportId: string;
  },
): Promise<{ caseId: string; reportId: string; created: boolean }> {
  const run = sqlIn(em);
  await run(
    `INSERT INTO ${schema}.moderation_cases (id, target_kind, target_id, author_id, snapshot, automatic, created_at, last_reported_at)
     VALUES (?, ?, ?, ?, ?::jsonb, ?, ?, ?)
     ON CONFLICT (target_kind, target_id) WHERE status = 'OPEN' DO NOTHING`,
    [r.newCaseId, r.kind, r.targetId, r.authorId, JSON.stringify(r.snapshot), r.automatic, r.now, r.now],
  );
  // Locked: a resolution running now waits, so a report never joins a case that just closed unseen.
  const [open] = await run<{ id: string }>(`SELECT id FROM ${schema}.moderation_cases WHERE target_kind = ? AND target_id = ? AND status = 'OPEN' FOR UPDATE`, [
    r.kind,
    r.targetId,
  ]);
  const inserted = await run<{ id: string }>(
    `INSERT INTO ${schema}.moderation_reports (id, case_id, reporter_id, reason, details, evidence, flag_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
    [r.newReportId, open.id, r.reporterId, r.reason, r.details, r.evidence, r.flagId, r.now],
  );
  if (inserted.length) {
    await run(
      `UPDATE ${schema}.moderation_cases
          SET report_count = report_count + 1,
              reasons = CASE WHEN ? = ANY(reasons) THEN reasons ELSE array_append(reasons, ?) END,
              automatic = automatic OR ?,
              last_reported_at = greatest(last_reported_at, ?::timestamptz)
        WHERE id = ?`,
      [r.reason, r.reason, r.automatic, r.now, open.id],
    );
    return { caseId: open.id, reportId: inserted[0].id, created: true };
  }
  const [existing] = await run<{ id: string }>(
    r.reporterId
      ? `SELECT id FROM ${schema}.moderation_reports WHERE case_id = ? AND reporter_id = ?`
      : `SELECT id FROM ${schema}.moderation_reports WHERE flag_id = ? AND ? IS NOT NULL`,
    r.reporterId ? [open.id, r.reporterId] : [r.flagId, open.id],
  );
  return { caseId: open.id, reportId: existing?.id ?? '', created: false };
}

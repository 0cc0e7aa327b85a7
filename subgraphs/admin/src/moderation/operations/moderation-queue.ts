// moderationQueue and moderationCase: the moderators' queue (issue 23 item 3,
// docs/moderation.md). Reports are grouped by target (a case); the queue lists cases newest
// report first, filtered by kind, status and reason, a keyset page at a time. Moderators and
// admins only, checked here. The flagged-image reader runs a pass first, so a flag written a
// moment ago is in the list (flags.ts).
import { Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { cursorArgRule, ID_MAX_LENGTH, NotFoundError, pageSize, requireModerator, SignedIn, type SubgraphContext } from '@pulse/kit';
import { CaseStatus, ReportKind, ReportReason } from '../kinds.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { catchUpFlags } from '../flags.js';
import { CASE_COLUMNS, caseOf, ModerationCase, ModerationCasePage, ModerationReport, reportOf, type CaseRow, type ReportRow } from '../types.js';
import { sqlIn } from '../sql.js';

@ArgsType()
class QueueArgs {
  static schema = z.object({ after: cursorArgRule });
  @Field(() => Int, { nullable: true, description: 'At most 100; 20 when not given.' }) first?: number | null;
  @Field(() => String, { nullable: true }) after?: string | null;
  @Field(() => ReportKind, { nullable: true }) kind?: ReportKind | null;
  @Field(() => CaseStatus, { nullable: true, defaultValue: CaseStatus.OPEN, description: 'OPEN when not given.' }) status?: CaseStatus | null;
  @Field(() => ReportReason, { nullable: true, description: 'Cases with at least one report of this reason.' }) reason?: ReportReason | null;
}

@ArgsType()
class CaseArgs {
  static schema = z.object({ id: z.string().max(ID_MAX_LENGTH) });
  @Field(() => ID) id!: string;
}

export async function loadCase(ctx: SubgraphContext, id: string): Promise<ModerationCase> {
  const schema = ctx.services.schema;
  const run = sqlIn(ctx.em);
  const [row] = await run<CaseRow>(`SELECT ${CASE_COLUMNS} FROM ${schema}.moderation_cases WHERE id = ?`, [id]);
  if (!row) throw new NotFoundError('Report not found');
  const reports = await run<ReportRow>(
    `SELECT id, reporter_id, reason, details, evidence, created_at FROM ${schema}.moderation_reports WHERE case_id = ? ORDER BY created_at DESC, id DESC`,
    [id],
  );
  return caseOf(row, reports.map(reportOf));
}

/** The reports of these cases, newest first, by case. */
async function reportsOf(ctx: SubgraphContext, caseIds: string[]): Promise<Map<string, ModerationReport[]>> {
  const byCase = new Map<string, ModerationReport[]>();
  if (!caseIds.length) return byCase;
  const rows = await sqlIn(ctx.em)<ReportRow & { case_id: string }>(
    `SELECT case_id, id, reporter_id, reason, details, evidence, created_at FROM ${ctx.services.schema}.moderation_reports WHERE case_id IN (SELECT jsonb_array_elements_text(?::jsonb)) ORDER BY created_at DESC, id DESC`,
    [JSON.stringify(caseIds)],
  );
  for (const r of rows) byCase.set(r.case_id, [...(byCase.get(r.case_id) ?? []), reportOf(r)]);
  return byCase;
}

@Resolver()
export class ModerationQueueResolver {
  @UseMiddleware(SignedIn)
  @Query(() => ModerationCasePage, { description: 'Moderators and admins: reported targets (cases), newest report first, filtered, a keyset page at a time.' })
  async moderationQueue(@Args(() => QueueArgs) args: QueueArgs, @Ctx() ctx: SubgraphContext): Promise<ModerationCasePage> {
    requireModerator(ctx.auth);
    await catchUpFlags(ctx.services);
    const first = pageSize(args.first);
    const where = ['status = ?'];
    const params: unknown[] = [args.status ?? CaseStatus.OPEN];
    if (args.kind) {
      where.push('target_kind = ?');
      params.push(args.kind);
    }
    if (args.reason) {
      where.push('? = ANY(reasons)');
      params.push(args.reason);
    }
    if (args.after) {
      const { at, id } = decodeCursor(args.after);
      where.push('(last_reported_at, id) < (?::timestamptz, ?)');
      params.push(at, id);
    }
    const rows = await sqlIn(ctx.em)<CaseRow>(
      `SELECT ${CASE_COLUMNS} FROM ${ctx.services.schema}.moderation_cases WHERE ${where.join(' AND ')} ORDER BY last_reported_at DESC, id DESC LIMIT ${first + 1}`,
      params,
    );
    const kept = rows.slice(0, first);
    const reports = await reportsOf(
      ctx,
      kept.map((r) => r.id),
    );
    const page = kept.map((r) => caseOf(r, reports.get(r.id)));
    const last = page[page.length - 1];
    return { nodes: page, pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last.lastReportedAt, last.id) : null } };
  }

  @UseMiddleware(SignedIn)
  @Query(() => ModerationCase, { description: 'Moderators and admins: one case with its reports and the reported content; NOT_FOUND when there is none.' })
  async moderationCase(@Args(() => CaseArgs) { id }: CaseArgs, @Ctx() ctx: SubgraphContext): Promise<ModerationCase> {
    requireModerator(ctx.auth);
    return loadCase(ctx, id);
  }
}

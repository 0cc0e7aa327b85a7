// reportContent: a member reports a post, a comment, a message shared with them, a member or a
// community (issue 23 item 3, docs/moderation.md). The owning subgraph is asked for it as the
// reporter: its answer proves they may see it (NOT_FOUND otherwise: a stranger cannot report a
// message they were never sent) and is the snapshot kept for the moderator. One open report per
// reporter and target (a second answers the first); reports per member and hour are limited.
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { BadUserInputError, hitRateLimits, ID_MAX_LENGTH, newId, requireUser, SignedIn, type SubgraphContext } from '@pulse/kit';
import { contentAsCaller } from '../content.js';
import { ReportKind, ReportReason } from '../kinds.js';
import { addReport, sqlIn } from '../sql.js';
import { ContentReport } from '../types.js';

export const DETAILS_MAX = 1000;
export const EVIDENCE_MAX = 4000;
export const REPORT_LIMIT_MESSAGE = 'You are sending too many reports; try again later';

@InputType()
export class ReportContentInput {
  static schema = z.object({
    id: z.string().max(ID_MAX_LENGTH),
    details: z.string().max(DETAILS_MAX, `Details must be at most ${DETAILS_MAX} characters`).nullish(),
    evidence: z.string().max(EVIDENCE_MAX, `The shared message must be at most ${EVIDENCE_MAX} characters`).nullish(),
  });

  @Field(() => ReportKind) kind!: ReportKind;
  @Field(() => ID, { description: 'The post, comment, message, member or community.' }) id!: string;
  @Field(() => ReportReason, { description: 'Any but IMAGE_SCREENING.' }) reason!: ReportReason;
  @Field(() => String, { nullable: true, description: `What the moderator should know; at most ${DETAILS_MAX} characters.` }) details?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "MESSAGE: the message's text as your client decrypted it (end-to-end encrypted messages cannot be read by the server); kept as your claim.",
  })
  evidence?: string | null;
}

@Resolver()
export class ReportContentResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ContentReport, {
    description:
      'Reports content to the moderators. NOT_FOUND when you cannot see it; BAD_USER_INPUT for yourself or your own content; reporting it again answers your open report; RATE_LIMITED past the hourly limit.',
  })
  async reportContent(@Arg('input', () => ReportContentInput) input: ReportContentInput, @Ctx() ctx: SubgraphContext): Promise<ContentReport> {
    const me = requireUser(ctx.auth);
    if (input.reason === ReportReason.IMAGE_SCREENING) throw new BadUserInputError('Choose a reason', 'reason');
    if ((input.kind === ReportKind.MEMBER || input.kind === ReportKind.PROFILE_IMAGE) && input.id === me.id)
      throw new BadUserInputError('You cannot report yourself', 'id');
    await hitRateLimits(ctx.em, ctx.services, [
      { key: `report:${me.id}`, limit: ctx.services.config.admin.reportLimitPerHour, windowSeconds: 3600, message: REPORT_LIMIT_MESSAGE },
    ]);
    const evidence = input.evidence?.trim() || null;
    const snapshot = await contentAsCaller(ctx, input.kind, input.id, evidence);
    if (snapshot.authorId === me.id) throw new BadUserInputError('You cannot report your own content', 'id');
    const now = ctx.services.clock.now();
    const schema = ctx.services.schema;
    const details = input.details?.trim() || null;
    return ctx.em.transactional(async (tx) => {
      const { reportId } = await addReport(tx, schema, {
        kind: input.kind,
        targetId: input.id,
        authorId: snapshot.authorId,
        snapshot,
        reporterId: me.id,
        reason: input.reason,
        details,
        evidence: snapshot.claimed ? snapshot.text : null,
        flagId: null,
        automatic: false,
        now,
        newCaseId: newId(),
        newReportId: newId(),
      });
      const [row] = await sqlIn(tx)<{ id: string; reason: ReportReason; details: string | null; created_at: Date; status: 'OPEN' | 'RESOLVED' }>(
        `SELECT r.id, r.reason, r.details, r.created_at, c.status FROM ${schema}.moderation_reports r JOIN ${schema}.moderation_cases c ON c.id = r.case_id WHERE r.id = ?`,
        [reportId],
      );
      return { id: row.id, kind: input.kind, targetId: input.id, reason: row.reason, details: row.details, status: row.status, createdAt: new Date(row.created_at) };
    });
  }
}

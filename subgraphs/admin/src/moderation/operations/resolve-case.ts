// resolveReport: a moderator decides a case (issue 23 item 3, docs/moderation.md).
//   DISMISS        no violation; content the image screening held is released, as the
//                  moderator: social's releaseHeldContent, accounts' releaseProfileImage (the
//                  member's held picture), events' releaseEventImage (the image's key).
//   REMOVE_CONTENT the owning subgraph removes it for everyone, asked as the moderator (it checks
//                  the role again): social's moderatorRemovePost (posts, comments),
//                  messaging's moderatorRemoveMessage, events' moderatorRemoveCommunity,
//                  accounts' moderatorRemoveProfileImage, events' moderatorRemoveEventImage. A
//                  member is not content: warn or suspend them.
//   WARN           the author is notified with the moderator's note (required).
//   SUSPEND        admins only: the author is suspended through accounts' suspension (as
//                  adminSuspendUser does), for `duration` or `permanent`.
// The owning subgraph acts first; then, in one transaction, the case is closed (CONFLICT when
// another moderator closed it meanwhile), the audit row written (who, what, target, before and
// after), and the notices to the author and to every member who reported it (admin.notices,
// delivered by social: notices.ts).
import { parse } from 'graphql';
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import {
  askSubgraph,
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  ID_MAX_LENGTH,
  NotFoundError,
  requireModerator,
  ServiceUnavailableError,
  SignedIn,
  type SubgraphAnswer,
  type SubgraphContext,
} from '@pulse/kit';
import {
  AdminSuspendAccountDocument,
  ModerationReleaseProfileImageDocument,
  ModerationRemoveCommunityDocument,
  ModerationRemoveMessageDocument,
  ModerationRemovePostDocument,
  ModerationRemoveProfileImageDocument,
} from '../../calls.generated.js';
import { AuditEntry } from '../../audit/entities.js';
import { DURATION_MAX, DURATION_OR_PERMANENT, parseDuration } from '../../users/duration.js';
import { IMAGE_KINDS, NOUN, Resolution, type ReportKind } from '../kinds.js';
import { noticeMembers, type ModerationNotice } from '../notices.js';
import { sqlIn } from '../sql.js';
import { CASE_COLUMNS, caseOf, ModerationCase, type CaseRow } from '../types.js';
import { loadCase } from './moderation-queue.js';

export const NOTE_MAX = 1000;

@InputType()
export class ResolveReportInput {
  static schema = z.object({
    id: z.string().max(ID_MAX_LENGTH),
    note: z.string().max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters`).nullish(),
    duration: z.string().max(DURATION_MAX, 'Duration must be an ISO 8601 duration in weeks, days, hours or minutes, like P7D or PT12H').nullish(),
  });

  @Field(() => ID, { description: 'The case (ModerationCase.id).' }) id!: string;
  @Field(() => Resolution) action!: Resolution;
  @Field(() => String, {
    nullable: true,
    description: `What the author reads with a warning (required for WARN); kept in the audit log. At most ${NOTE_MAX} characters.`,
  })
  note?: string | null;
  @Field(() => String, { nullable: true, description: 'SUSPEND: ISO 8601 in weeks, days, hours or minutes (P7D, PT12H); or permanent.' }) duration?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'SUSPEND: until an admin lifts it. Exactly one of duration and permanent.' }) permanent?: boolean | null;
}

/** social's operation from the image screening (its contract); parsed at run time, so this builds before it lands. */
const RELEASE_HELD = parse('mutation ModerationReleaseHeld($kind: HeldContentKind!, $id: ID!) { releaseHeldContent(kind: $kind, id: $id) { id } }');

/**
 * The events subgraph's screening operations (its contract: moderators and admins, NOT_FOUND when
 * not held or unknown), parsed at run time like RELEASE_HELD, so admin builds and runs before the
 * events side is deployed.
 */
const RELEASE_EVENT_IMAGE = parse('mutation ModerationReleaseEventImage($key: String!) { releaseEventImage(key: $key) }');
const REMOVE_EVENT_IMAGE = parse('mutation ModerationRemoveEventImage($key: String!) { moderatorRemoveEventImage(key: $key) }');

/** The owning subgraph's refusal: NOT_FOUND is "already gone" (fine for a removal), anything else is ours to answer. */
function settled<T>(answer: SubgraphAnswer<T>, subgraph: string, goneIsFine: boolean): void {
  const error = answer.errors[0];
  if (!error) {
    if (!answer.data) throw new ServiceUnavailableError(`${subgraph} did not answer; try again`);
    return;
  }
  const code = error.extensions?.code;
  if (code === 'NOT_FOUND' && goneIsFine) return;
  if (code === 'NOT_FOUND') throw new NotFoundError(error.message);
  if (code === 'FORBIDDEN') throw new ForbiddenError(error.message);
  if (code === 'BAD_USER_INPUT') throw new BadUserInputError(error.message);
  if (code === 'CONFLICT') throw new ConflictError(error.message);
  throw new ServiceUnavailableError(`${subgraph} did not answer; try again`);
}

async function removeContent(ctx: SubgraphContext, kind: ReportKind, id: string): Promise<void> {
  if (kind === 'POST' || kind === 'COMMENT') settled(await askSubgraph(ctx, 'social', ModerationRemovePostDocument, { id }), 'Social', true);
  else if (kind === 'MESSAGE') settled(await askSubgraph(ctx, 'messaging', ModerationRemoveMessageDocument, { id }), 'Messaging', true);
  else if (kind === 'COMMUNITY') settled(await askSubgraph(ctx, 'events', ModerationRemoveCommunityDocument, { id }), 'Events', true);
  else if (kind === 'PROFILE_IMAGE') settled(await askSubgraph(ctx, 'accounts', ModerationRemoveProfileImageDocument, { memberId: id }), 'Accounts', true);
  else if (kind === 'EVENT_IMAGE')
    settled(unavailableUntilDeployed(await askSubgraph<unknown, { key: string }>(ctx, 'events', REMOVE_EVENT_IMAGE, { key: id })), 'Events', true);
  else throw new BadUserInputError('A member cannot be removed: warn or suspend them', 'action');
}

/** An operation the owning subgraph does not have yet (its validation refuses the document) is not available, not a bad input. */
function unavailableUntilDeployed<T>(answer: SubgraphAnswer<T>): SubgraphAnswer<T> {
  if (answer.errors[0]?.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') throw new ServiceUnavailableError('Moderating this image is not available yet');
  return answer;
}

async function releaseHeld(ctx: SubgraphContext, kind: ReportKind, id: string): Promise<void> {
  if (kind === 'PROFILE_IMAGE') return settled(await askSubgraph(ctx, 'accounts', ModerationReleaseProfileImageDocument, { memberId: id }), 'Accounts', true);
  if (kind === 'EVENT_IMAGE')
    return settled(unavailableUntilDeployed(await askSubgraph<unknown, { key: string }>(ctx, 'events', RELEASE_EVENT_IMAGE, { key: id })), 'Events', true);
  const answer = await askSubgraph<{ releaseHeldContent: unknown }, { kind: string; id: string }>(ctx, 'social', RELEASE_HELD, { kind, id });
  const code = answer.errors[0]?.extensions?.code;
  // Until social has the screening's operation, its validation refuses the document.
  if (code === 'GRAPHQL_VALIDATION_FAILED') throw new ServiceUnavailableError('Releasing held content is not available yet');
  settled(answer, 'Social', true);
}

/** What the reporters read (docs/moderation.md lists them). */
function reporterMessage(action: Resolution, kind: ReportKind): string {
  const noun = NOUN[kind];
  const target = kind === 'MEMBER' ? 'the account' : `the ${noun}`;
  switch (action) {
    case 'REMOVE_CONTENT':
      return `Thanks for your report. We removed ${target}.`;
    case 'DISMISS':
      return `Thanks for your report. We reviewed ${target} and did not find a violation.`;
    case 'WARN':
      return `Thanks for your report. We reviewed ${target} and warned ${kind === 'MEMBER' ? 'the member' : 'its author'}.`;
    case 'SUSPEND':
      return `Thanks for your report. We reviewed ${target} and suspended ${kind === 'MEMBER' ? 'the member' : 'its author'}.`;
  }
}

/** What the author reads, if anything. */
function authorMessage(action: Resolution, kind: ReportKind, note: string | null, automatic: boolean): Pick<ModerationNotice, 'kind' | 'message'> | null {
  const noun = NOUN[kind];
  if (action === 'WARN') return { kind: 'MODERATION_WARNING', message: `A moderator warned you about your ${noun}: ${note}` };
  if (action === 'REMOVE_CONTENT') {
    const why = note ? `: ${note}` : automatic ? (IMAGE_KINDS.has(kind) ? ' after reviewing it' : ' after reviewing its images') : '';
    return { kind: 'MODERATION_REMOVED', message: `A moderator removed your ${noun}${why}` };
  }
  return null;
}

@Resolver()
export class ResolveReportResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ModerationCase, {
    description:
      'Moderators and admins (SUSPEND: admins only): decides an open case. CONFLICT when it was already decided. Audited; the author (WARN, REMOVE_CONTENT) and the reporters are notified.',
  })
  async resolveReport(@Arg('input', () => ResolveReportInput) input: ResolveReportInput, @Ctx() ctx: SubgraphContext): Promise<ModerationCase> {
    const moderator = requireModerator(ctx.auth);
    const before = await loadCase(ctx, input.id);
    if (before.status !== 'OPEN') throw new ConflictError('This report was already resolved');
    const note = input.note?.trim() || null;
    const kind = before.kind;
    const authorId = before.content.authorId;
    let suspendedUntil: string | null = null;

    switch (input.action) {
      case 'DISMISS':
        if (before.automatic) await releaseHeld(ctx, kind, before.targetId);
        break;
      case 'REMOVE_CONTENT':
        await removeContent(ctx, kind, before.targetId);
        break;
      case 'WARN':
        if (!note) throw new BadUserInputError('Write the note the member will read', 'note');
        if (!authorId) throw new BadUserInputError('There is nobody to warn', 'action');
        break;
      case 'SUSPEND': {
        if (moderator.role !== 'admin') throw new ForbiddenError('Only admins can suspend members');
        const duration = input.duration?.trim() || null;
        if (!!duration === !!input.permanent) throw new BadUserInputError(DURATION_OR_PERMANENT, 'duration');
        if (!authorId) throw new BadUserInputError('There is nobody to suspend', 'action');
        if (authorId === moderator.id) throw new ForbiddenError('You cannot suspend yourself');
        suspendedUntil = duration ? new Date(ctx.services.clock.now().getTime() + parseDuration(duration)).toISOString() : null;
        const reason = note ?? `Reported ${NOUN[kind]}`;
        const answer = await askSubgraph(ctx, 'accounts', AdminSuspendAccountDocument, { id: authorId, reason, until: suspendedUntil });
        settled(answer, 'Accounts', false);
        break;
      }
    }

    const schema = ctx.services.schema;
    const now = ctx.services.clock.now();
    const row = await ctx.em.transactional(async (tx) => {
      const run = sqlIn(tx);
      const [closed] = await run<CaseRow>(
        `UPDATE ${schema}.moderation_cases SET status = 'RESOLVED', resolution = ?, note = ?, resolved_by = ?, resolved_at = ?
          WHERE id = ? AND status = 'OPEN' RETURNING ${CASE_COLUMNS}`,
        [input.action, note, moderator.id, now, input.id],
      );
      if (!closed) throw new ConflictError('This report was already resolved');
      const reporters = await run<{ reporter_id: string }>(
        `SELECT DISTINCT reporter_id FROM ${schema}.moderation_reports WHERE case_id = ? AND reporter_id IS NOT NULL ORDER BY reporter_id`,
        [input.id],
      );
      const notices: ModerationNotice[] = reporters.map((r) => ({ userId: r.reporter_id, kind: 'REPORT_RESOLVED', message: reporterMessage(input.action, kind) }));
      const toAuthor = authorMessage(input.action, kind, note, before.automatic);
      if (toAuthor && authorId) notices.push({ userId: authorId, ...toAuthor });
      await noticeMembers(tx, schema, notices, now);
      const entry = Object.assign(new AuditEntry(), {
        actorId: moderator.id,
        action: `report.${input.action.toLowerCase()}`,
        targetType: kind.toLowerCase(),
        targetId: before.targetId,
        before: { case: before.id, status: before.status, reportCount: before.reportCount, reasons: before.reasons, content: before.content },
        after: {
          case: before.id,
          status: 'RESOLVED',
          resolution: input.action,
          note,
          ...(input.action === 'SUSPEND' ? { authorId, suspendedUntil, permanent: !suspendedUntil } : {}),
        },
        createdAt: now,
      });
      tx.persist(entry);
      return closed;
    });
    return caseOf(row, before.reports);
  }
}

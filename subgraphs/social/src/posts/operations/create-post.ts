// createPost: plain, poll, meal, route and challenge posts (a plain one may carry the author's
// exercise analysis), published now (or held for review when an image is suspicious), kept as a draft or scheduled. Replies, quotes and reposts have their own operations. The input arrives
// validated and normalised (CreatePostInput's rules).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { commitOrWinner, newId, type SubgraphContext, signedIn } from '@pulse/kit';
import { Post } from '../entities.js';
import { Poll, PollOption } from '../../polls/entities.js';
import { requireMember } from '../access.js';
import { CreatePostInput } from '../inputs.js';
import { locationColumns } from '../rules.js';
import { findPosts, refetchPost, type PostRecord } from '../post-rows.js';
import { resolveMentions } from '../mentions.js';
import { hitPostLimit } from '../rate-limits.js';
import { notify } from '../../notifications/notify.js';
import { announceNewPosts } from '../../live/announce.js';
import { wakePublisher } from '../scheduled-publisher.js';
import { attachExerciseAnalysis } from '../exercise-analysis.js';
import { requireCommunityMember } from '../community-role.js';
import { screenForPublication } from '../../screening/image-verdicts.js';
import { writeScreeningFlag } from '../../screening/flags.js';

export const LOGIN_TO_POST = 'Please log in to post';

/** The post this member already created with this clientId (a retried request), if any. */
export async function postByClientId(ctx: SubgraphContext, userId: string, clientId: string | null): Promise<PostRecord | null> {
  if (!clientId) return null;
  const [post] = await findPosts(ctx.em, { userId, clientId });
  return post ?? null;
}

@Resolver()
export class CreatePostResolver {
  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => Post)
  async createPost(@Arg('input', () => CreatePostInput) input: CreatePostInput, @Ctx() ctx: SubgraphContext): Promise<PostRecord> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    const { type, content, clientId, poll, scheduledFor } = input;
    const earlier = await postByClientId(ctx, userId, clientId);
    if (earlier) return earlier;
    let status: Post['status'] = input.draft ? 'DRAFT' : scheduledFor ? 'SCHEDULED' : 'POSTED';
    const mentionIds = await resolveMentions(ctx, content, userId);
    // A community post: only its members may write one (asked of events, which owns membership).
    if (input.communityId) await requireCommunityMember(ctx, input.communityId);
    await hitPostLimit(ctx, userId);
    // Last of the checks: health marks the analysis readable with posts once it says yes.
    if (input.exerciseAnalysisId) await attachExerciseAnalysis(ctx, input.exerciseAnalysisId);
    // Going out now: a suspicious image (or one without a verdict in time) holds it for review.
    const screening = status === 'POSTED' ? await screenForPublication(ctx, userId, input.medias) : null;
    if (screening?.hold) status = 'HELD';

    const now = ctx.services.clock.now();
    const post = Object.assign(new Post(), {
      id: newId(),
      userId,
      type,
      status,
      content,
      medias: input.medias,
      ...locationColumns(input.location),
      routeData: input.routeData,
      meal: input.meal,
      exerciseAnalysisId: input.exerciseAnalysisId,
      mentionIds,
      communityId: input.communityId,
      scheduledFor,
      timezone: input.timezone,
      clientId,
      contentWarning: input.contentWarning,
      replyPolicy: input.replyPolicy,
      quotePolicy: input.quotePolicy,
      createdAt: now,
      updatedAt: now,
      publishedAt: status === 'POSTED' ? now : null,
    });
    // Two tries with one clientId raced: the other one created it.
    const created = await commitOrWinner(
      () =>
        ctx.em.transactional(async (em) => {
          em.persist(post);
          if (poll) {
            const pollRow = Object.assign(new Poll(), { id: newId(), postId: post.id, endTime: new Date(now.getTime() + poll.durationMs) });
            em.persist(pollRow);
            poll.options.forEach((text, position) => em.persist(Object.assign(new PollOption(), { id: newId(), pollId: pollRow.id, position, text })));
          }
          if (status === 'HELD') await writeScreeningFlag(em, ctx.services.schema, post, screening!.verdicts, now);
          if (status === 'POSTED') {
            await notify(
              { ...ctx, em },
              mentionIds.map((recipientId) => ({ kind: 'MENTION' as const, recipientId, actorId: userId, postId: post.id })),
            );
            await announceNewPosts(em, [post]);
          }
        }),
      () => postByClientId({ ...ctx, em: ctx.em.fork() }, userId, clientId),
    );
    if (created) return created;
    if (scheduledFor && status === 'SCHEDULED') wakePublisher(ctx.services, scheduledFor);
    return refetchPost(ctx, post.id);
  }
}

// createPost: plain, poll, meal, route and challenge posts, published now, kept as a draft
// or scheduled. Replies, quotes and reposts have their own operations.
import { BadUserInputError, newId, table, type SubgraphContext } from '@pulse/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Poll, PollOption, Post, type PostType } from '../entities.js';
import { requireMember } from '../access.js';
import { refetchPost, selectPosts, type PostRecord } from '../post-rows.js';
import { validContent, validLocation, validMeal, validMedias, validRouteData, validScheduleTime, validTimezone } from '../validation.js';
import { resolveMentions } from '../mentions.js';
import { hitPostLimit } from '../rate-limits.js';
import { validPoll, type PollInput } from '../../polls/poll-input.js';
import { notify } from '../../notifications/notify.js';
import { wakePublisher } from '../scheduled-publisher.js';

export const LOGIN_TO_POST = 'Please log in to post';
const CREATABLE: PostType[] = ['POST', 'POLL', 'MEAL', 'ROUTE', 'CHALLENGE'];

export interface CreatePostInput {
  content: string;
  type?: PostType | null;
  medias?: { url: string; type: string }[] | null;
  location?: { name: string; lat?: number | null; lng?: number | null } | null;
  routeData?: Record<string, unknown> | null;
  meal?: Record<string, unknown> | null;
  poll?: PollInput | null;
  communityId?: string | null;
  draft?: boolean | null;
  scheduledFor?: Date | null;
  timezone?: string | null;
  clientId?: string | null;
}

export function validClientId(raw: string | null | undefined): string | null {
  const clientId = raw?.trim() || null;
  if (clientId && clientId.length > 100) throw new BadUserInputError('clientId must be at most 100 characters', 'clientId');
  return clientId;
}

/** The post this member already created with this clientId (a retried request), if any. */
export async function postByClientId(ctx: SubgraphContext, userId: string, clientId: string | null): Promise<PostRecord | null> {
  if (!clientId) return null;
  const [post] = await selectPosts(ctx.em, `SELECT * FROM ${table(ctx, 'posts')} WHERE user_id = ? AND client_id = ?`, [userId, clientId]);
  return post ?? null;
}

export async function createPost(_: unknown, { input }: { input: CreatePostInput }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_POST);
  const type = input.type ?? 'POST';
  if (!CREATABLE.includes(type)) throw new BadUserInputError('Replies, quotes and reposts have their own operations', 'type');
  const content = validContent(input.content);
  const clientId = validClientId(input.clientId);
  const earlier = await postByClientId(ctx, userId, clientId);
  if (earlier) return earlier;

  if (type === 'POLL' && !input.poll) throw new BadUserInputError('A poll post needs its options', 'poll');
  if (type !== 'POLL' && input.poll) throw new BadUserInputError('Only a POLL post can have a poll', 'poll');
  if (type !== 'MEAL' && input.meal) throw new BadUserInputError('Only a MEAL post can have a meal', 'meal');
  if (type !== 'ROUTE' && input.routeData) throw new BadUserInputError('Only a ROUTE post can have route data', 'routeData');
  const poll = input.poll ? validPoll(input.poll) : null;
  const medias = validMedias(input.medias);
  const location = validLocation(input.location);
  // The composer's poll mode disables media, location and scheduling; the API keeps to it.
  if (poll && (medias.length || location.locationName || input.scheduledFor || input.draft)) {
    throw new BadUserInputError('A poll cannot have media or a location, be scheduled or saved as a draft', 'poll');
  }
  const timezone = validTimezone(input.timezone);
  const scheduledFor = input.scheduledFor ? validScheduleTime(input.scheduledFor) : null;
  const communityId = input.communityId?.trim() || null;
  const status = input.draft ? 'DRAFT' : scheduledFor ? 'SCHEDULED' : 'POSTED';
  const mentionIds = await resolveMentions(ctx, content, userId);
  await hitPostLimit(ctx, userId);

  const now = new Date();
  const post = Object.assign(new Post(), {
    id: newId(), userId, type, status, content, medias, ...location,
    routeData: validRouteData(input.routeData), meal: validMeal(input.meal), mentionIds, communityId,
    scheduledFor, timezone, clientId, createdAt: now, updatedAt: now, publishedAt: status === 'POSTED' ? now : null,
  });
  try {
    await ctx.em.transactional(async (em) => {
      em.persist(post);
      if (poll) {
        const pollRow = Object.assign(new Poll(), { id: newId(), postId: post.id, endTime: new Date(now.getTime() + poll.durationMs) });
        em.persist(pollRow);
        poll.options.forEach((text, position) => em.persist(Object.assign(new PollOption(), { id: newId(), pollId: pollRow.id, position, text })));
      }
      if (status === 'POSTED') await notify({ ...ctx, em }, mentionIds.map((recipientId) => ({ kind: 'MENTION' as const, recipientId, actorId: userId, postId: post.id })));
    });
  } catch (error) {
    // Two tries with one clientId raced: the other one created it.
    if (error instanceof UniqueConstraintViolationException && clientId) {
      const created = await postByClientId({ ...ctx, em: ctx.em.fork() }, userId, clientId);
      if (created) return created;
    }
    throw error;
  }
  if (scheduledFor && status === 'SCHEDULED') wakePublisher(ctx.services, scheduledFor);
  return refetchPost(ctx, post.id);
}

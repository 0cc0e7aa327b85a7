// Quotes and replies are posts that count on another post (quote_count, reply_count). The
// new row and the counter change commit together; the other post's author and the members
// mentioned are notified in the same transaction.
import { NotFoundError, commitOrWinner, newId, type SubgraphContext } from '@pulse/kit';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { Post } from '../entities.js';
import { POST_NOT_FOUND, postLoader } from '../access.js';
import { bumpCounter, refetchPost, type PostRecord } from '../post-rows.js';
import { lockForCounting } from '../counted-toggle.js';
import { resolveMentions } from '../mentions.js';
import { hitPostLimit } from '../rate-limits.js';
import { recordAnalytics } from '../analytics.js';
import { postByClientId } from './create-post.js';
import { notify, type NotifyInput } from '../../notifications/notify.js';
import { announceNewPosts } from '../../live/announce.js';
import { screenForPublication } from '../../screening/image-verdicts.js';
import { writeScreeningFlag } from '../../screening/flags.js';

export interface ChildPostInput {
  userId: string;
  kind: 'QUOTE' | 'REPLY';
  target: PostRecord;
  content: string;
  medias?: Post['medias'];
  clientId?: string | null;
}

export async function createChildPost(ctx: SubgraphContext, input: ChildPostInput): Promise<PostRecord> {
  const { userId, kind, target } = input;
  const clientId = input.clientId ?? null;
  const mentionIds = await resolveMentions(ctx, input.content, userId);
  await hitPostLimit(ctx, userId);
  // A suspicious image (or one without a verdict in time) holds it for review: until a
  // moderator releases it, it counts on nothing and tells nobody (announceChildPost then).
  const screening = await screenForPublication(ctx, userId, input.medias ?? []);
  const now = new Date();
  const post = Object.assign(new Post(), {
    id: newId(),
    userId,
    type: kind,
    status: screening.hold ? 'HELD' : 'POSTED',
    content: input.content,
    medias: input.medias ?? [],
    mentionIds,
    originalPostId: kind === 'QUOTE' ? target.id : null,
    parentId: kind === 'REPLY' ? target.id : null,
    clientId,
    createdAt: now,
    updatedAt: now,
    publishedAt: screening.hold ? null : now,
  });
  // Two tries with one clientId raced: the other one created it.
  const created = await commitOrWinner(
    () =>
      ctx.em.transactional(async (em) => {
        // The target is locked before the insert takes its foreign-key share lock (see
        // counted-toggle.ts); a target deleted since the check is NOT_FOUND.
        if (!(await lockForCounting(em, target.id, { status: 'POSTED' }))) throw new NotFoundError(POST_NOT_FOUND);
        em.persist(post);
        await em.flush();
        if (screening.hold) await writeScreeningFlag(em, ctx.services.schema, post, screening.verdicts, now);
        else {
          await announceChildPost({ ...ctx, em }, post, target);
          await announceNewPosts(em, [post]);
        }
      }),
    () => postByClientId({ ...ctx, em: ctx.em.fork() }, userId, clientId),
  ).catch((error: unknown) => {
    throw error instanceof ForeignKeyConstraintViolationException ? new NotFoundError(POST_NOT_FOUND) : error;
  });
  if (created) return created;
  // The target was loaded (and cached for this request) before its counter went up: the
  // answer embeds it (a quote's originalPost), so it must show the new count.
  postLoader(ctx).clear(target.id);
  return refetchPost(ctx, post.id);
}

/**
 * What a quote or reply does when it goes out (at once, or when a moderator releases it): its
 * target's counter goes up and the target's author and the members mentioned are notified,
 * in the caller's transaction (the target locked by the caller).
 */
export async function announceChildPost(
  ctx: SubgraphContext,
  post: Pick<PostRecord, 'id' | 'type' | 'userId' | 'mentionIds'>,
  target: Pick<PostRecord, 'id' | 'userId'>,
): Promise<void> {
  const kind = post.type as 'QUOTE' | 'REPLY';
  await bumpCounter(ctx.em, target.id, kind === 'QUOTE' ? 'quoteCount' : 'replyCount', 1);
  if (kind === 'QUOTE') recordAnalytics(ctx.em, 'post_reposted', post.userId, target.id, { method: 'quote' });
  const notes: NotifyInput[] = [{ kind, recipientId: target.userId, actorId: post.userId, postId: post.id }];
  for (const recipientId of post.mentionIds) {
    // Someone mentioned in a reply to their own post already hears about the reply.
    if (recipientId !== target.userId) notes.push({ kind: 'MENTION', recipientId, actorId: post.userId, postId: post.id });
  }
  await notify(ctx, notes);
}

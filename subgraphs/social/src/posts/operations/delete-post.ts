// deletePost (and deletePoll): only the author. Deleting is a hard delete, so the post
// vanishes from every list by construction: its likes, bookmarks, views and poll go with it
// (ON DELETE CASCADE), its reposts are deleted here, quotes and replies keep their own
// content with originalPost / parent becoming null (ON DELETE SET NULL). The counts of the
// post it quoted, reposted or answered go down in the same transaction.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ForbiddenError, NotFoundError, type SubgraphContext, signedIn } from '@pulse/kit';
import { POST_NOT_FOUND, requireMember, requireOwnPost } from '../access.js';
import { bumpCounter, fetchPost } from '../post-rows.js';
import { Post } from '../entities.js';
import { LOGIN_TO_POST } from './create-post.js';
import { moderatesCommunity } from '../community-role.js';

const COUNTER_ON_TARGET = { REPLY: ['parentId', 'replyCount'], QUOTE: ['originalPostId', 'quoteCount'], REPOST: ['originalPostId', 'repostCount'] } as const;

/**
 * The author deletes their post; an owner or moderator of the post's community may delete a
 * published post in it too (asked of events as the caller, community-role.ts).
 */
async function requireDeletable(ctx: SubgraphContext, id: string, userId: string): Promise<void> {
  try {
    await requireOwnPost(ctx, id, userId);
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    const post = await fetchPost(ctx, id);
    if (!post?.communityId || post.status !== 'POSTED' || !(await moderatesCommunity(ctx, post.communityId))) throw error;
  }
}

export async function deletePostById(ctx: SubgraphContext, id: string, userId: string): Promise<void> {
  await requireDeletable(ctx, id, userId);
  await removePost(ctx, id);
}

/** Deletes the post whoever may (the caller checked): the author's delete and a moderator's removal (moderation/). */
export async function removePost(ctx: SubgraphContext, id: string): Promise<void> {
  await ctx.em.transactional(async (em) => {
    // Locked first: a like, repost or reply arriving now waits, then finds no post.
    const post = await fetchPost(ctx, id, em, true);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    await em.nativeDelete(Post, { originalPostId: id, type: 'REPOST' });
    const target = COUNTER_ON_TARGET[post.type as keyof typeof COUNTER_ON_TARGET];
    const targetId = target && post[target[0]];
    if (target && targetId && post.status === 'POSTED') {
      await bumpCounter(em, targetId, target[1], -1);
    }
    await em.nativeDelete(Post, { id });
  });
}

@Resolver()
export class DeletePostResolver {
  @UseMiddleware(signedIn(LOGIN_TO_POST))
  @Mutation(() => ID, { description: 'The author, or an owner or moderator of the post’s community. The post disappears everywhere; returns its id.' })
  async deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    await deletePostById(ctx, id, userId);
    return id;
  }
}

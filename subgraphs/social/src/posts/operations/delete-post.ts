// deletePost (and deletePoll): only the author. Deleting is a hard delete, so the post
// vanishes from every list by construction: its likes, bookmarks, views and poll go with it
// (ON DELETE CASCADE), its reposts are deleted here, quotes and replies keep their own
// content with originalPost / parent becoming null (ON DELETE SET NULL). The counts of the
// post it quoted, reposted or answered go down in the same transaction.
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { NotFoundError, table, type SubgraphContext } from '@pulse/kit';
import { POST_NOT_FOUND, requireMember, requireOwnPost } from '../access.js';
import { fetchPost } from '../post-rows.js';
import { LOGIN_TO_POST } from './create-post.js';

const COUNTER_ON_TARGET = { REPLY: ['parent_id', 'reply_count'], QUOTE: ['original_post_id', 'quote_count'], REPOST: ['original_post_id', 'repost_count'] } as const;

export async function deletePostById(ctx: SubgraphContext, id: string, userId: string): Promise<void> {
  await requireOwnPost(ctx, id, userId);
  await ctx.em.transactional(async (em) => {
    // Locked first: a like, repost or reply arriving now waits, then finds no post.
    const post = await fetchPost(ctx, id, em, true);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    await em.execute(`DELETE FROM ${table(ctx, 'posts')} WHERE original_post_id = ? AND type = 'REPOST'`, [id]);
    const target = COUNTER_ON_TARGET[post.type as keyof typeof COUNTER_ON_TARGET];
    const targetId = target && (target[0] === 'parent_id' ? post.parentId : post.originalPostId);
    if (target && targetId && post.status === 'POSTED') {
      await em.execute(`UPDATE ${table(ctx, 'posts')} SET ${target[1]} = ${target[1]} - 1 WHERE id = ?`, [targetId]);
    }
    await em.execute(`DELETE FROM ${table(ctx, 'posts')} WHERE id = ?`, [id]);
  });
}

@Resolver()
export class DeletePostResolver {
  @Mutation(() => ID, { description: 'Only the author. The post disappears everywhere; returns its id.' })
  async deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const userId = requireMember(ctx, LOGIN_TO_POST);
    await deletePostById(ctx, id, userId);
    return id;
  }
}

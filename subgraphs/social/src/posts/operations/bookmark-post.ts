// bookmarkPost / unbookmarkPost: a member's saved posts (savedPosts lists them, newest save
// first); a new bookmark records the spec's post_saved event.
import type { SubgraphContext } from '@pulse/kit';
import { requireMember, requireTargetPost } from '../access.js';
import { addCounted, removeCounted } from '../counted-toggle.js';
import { refetchPost, type PostRecord } from '../post-rows.js';
import { recordAnalytics } from '../analytics.js';

export const LOGIN_TO_BOOKMARK = 'Please log in to bookmark posts';

export async function bookmarkPost(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_BOOKMARK);
  const post = await requireTargetPost(ctx, id);
  await ctx.em.transactional(async (em) => {
    if (await addCounted(ctx, em, 'bookmarks', post.id, userId)) recordAnalytics(em, 'post_saved', userId, post.id);
  });
  return refetchPost(ctx, post.id);
}

export async function unbookmarkPost(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord> {
  const userId = requireMember(ctx, LOGIN_TO_BOOKMARK);
  const post = await requireTargetPost(ctx, id);
  await removeCounted(ctx, ctx.em, 'bookmarks', post.id, userId);
  return refetchPost(ctx, post.id);
}

// Who may see and touch a post. Published posts are public (readable signed out, like a
// public social network); drafts and scheduled posts exist only for their author, and
// everyone else gets the same NOT_FOUND as for an id that never existed. A block between the
// caller and the author hides the post both ways, with the same NOT_FOUND (docs/safety.md).
import { ForbiddenError, NotFoundError, UnauthenticatedError, byKeys, type SubgraphContext } from '@pulse/kit';
import { fetchPost, findPostsByIds, type PostRecord } from './post-rows.js';
import { hiddenFor } from '../safety/rules.js';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_THE_AUTHOR = 'Only the author can change this post';

export function postLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, PostRecord | null>('postById', async (ids) => byKeys(ids, await findPostsByIds(ctx, ids), (p) => p.id));
}

export function viewerId(ctx: SubgraphContext): string | undefined {
  return ctx.auth.user?.id;
}

/** The signed-in member, or UNAUTHENTICATED with the spec's message for this action. */
export function requireMember(ctx: SubgraphContext, message: string): string {
  if (ctx.auth.user) return ctx.auth.user.id;
  // A token that was sent but is dead keeps its own message: the web client signs out on it.
  throw ctx.auth.error ?? new UnauthenticatedError(message);
}

export function canSee(ctx: SubgraphContext, post: PostRecord): boolean {
  return post.status === 'POSTED' || post.userId === viewerId(ctx);
}

/** Whether a block stands between the signed-in caller and the post's author. */
export async function blockedAuthor(ctx: SubgraphContext, post: PostRecord): Promise<boolean> {
  const me = viewerId(ctx);
  return !!me && me !== post.userId && (await hiddenFor(ctx, me)).blocked.has(post.userId);
}

/** The post when the caller may read it (canSee, and no block between them and its author), else null. */
export async function visibleOrNull(ctx: SubgraphContext, post: PostRecord | null): Promise<PostRecord | null> {
  return post && canSee(ctx, post) && !(await blockedAuthor(ctx, post)) ? post : null;
}

/** A post the caller may read, or null. */
export async function loadVisiblePost(ctx: SubgraphContext, id: string): Promise<PostRecord | null> {
  return visibleOrNull(ctx, await postLoader(ctx).load(id));
}

export async function requireVisiblePost(ctx: SubgraphContext, id: string): Promise<PostRecord> {
  const post = await loadVisiblePost(ctx, id);
  if (!post) throw new NotFoundError(POST_NOT_FOUND);
  return post;
}

/**
 * The post a like, bookmark, repost, quote, reply or view is about: published, and for a
 * repost the original it points at (a repost has nothing of its own to like).
 */
export async function requireTargetPost(ctx: SubgraphContext, id: string): Promise<PostRecord> {
  let post = await postLoader(ctx).load(id);
  if (post?.type === 'REPOST') post = post.originalPostId ? await postLoader(ctx).load(post.originalPostId) : null;
  if (!post || post.status !== 'POSTED' || (await blockedAuthor(ctx, post))) throw new NotFoundError(POST_NOT_FOUND);
  return post;
}

/** The caller's own post (any status); NOT_FOUND when they cannot see it, FORBIDDEN when it is someone else's. */
export async function requireOwnPost(ctx: SubgraphContext, id: string, userId: string): Promise<PostRecord> {
  const post = await fetchPost(ctx, id);
  if (!post || !canSee(ctx, post)) throw new NotFoundError(POST_NOT_FOUND);
  if (post.userId !== userId) throw new ForbiddenError(NOT_THE_AUTHOR);
  return post;
}

// The Post type's fields. Everything per post that is not a column goes through a
// per-request loader keyed by post id, so a feed page costs the same few queries whatever
// its size (a test counts them).
import { byKeys, type SubgraphContext } from '@pulse/kit';
import { canSee, loadVisiblePost, postLoader, viewerId } from './access.js';
import { feedCursor, marks, table, type PostRecord } from './post-rows.js';
import { pollByPostLoader } from '../polls/poll-loaders.js';

const user = (id: string) => ({ __typename: 'User', id });

/** Which of the keys (post ids) the signed-in member has a row for, by one query per request. */
function viewerSetLoader(ctx: SubgraphContext, name: string, sql: (ids: readonly string[]) => string) {
  const me = viewerId(ctx);
  return ctx.loaders.get<string, boolean>(name, async (ids) => {
    if (!me) return ids.map(() => false);
    const rows = await ctx.em.execute<{ id: string }[]>(sql(ids), [me, ...ids]);
    const found = new Set(rows.map((r) => r.id));
    return ids.map((id) => found.has(id));
  });
}

const likedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'likedByViewer', (ids) => `SELECT post_id AS id FROM ${table(ctx, 'likes')} WHERE user_id = ? AND post_id IN (${marks(ids)})`);
const bookmarkedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'bookmarkedByViewer', (ids) => `SELECT post_id AS id FROM ${table(ctx, 'bookmarks')} WHERE user_id = ? AND post_id IN (${marks(ids)})`);
const repostedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'repostedByViewer', (ids) =>
    `SELECT original_post_id AS id FROM ${table(ctx, 'posts')} WHERE type = 'REPOST' AND user_id = ? AND original_post_id IN (${marks(ids)})`);

export function postCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, number>('postCountByUser', async (ids) => {
    const rows = await ctx.em.execute<{ user_id: string; n: string }[]>(
      `SELECT user_id, count(*) AS n FROM ${table(ctx, 'posts')} WHERE status = 'POSTED' AND user_id IN (${marks(ids)}) GROUP BY user_id`,
      [...ids],
    );
    return byKeys(ids, rows, (r) => r.user_id).map((r) => Number(r?.n ?? 0));
  });
}

/** A related post (original, parent) the caller may see; null once deleted. */
async function related(ctx: SubgraphContext, id: string | null): Promise<PostRecord | null> {
  return id ? loadVisiblePost(ctx, id) : null;
}

export const postFields = {
  user: (p: PostRecord) => user(p.userId),
  mentions: (p: PostRecord) => p.mentionIds.map(user),
  createdAt: (p: PostRecord) => p.publishedAt ?? p.createdAt,
  liked: (p: PostRecord, _: unknown, ctx: SubgraphContext) => likedLoader(ctx).load(p.id),
  bookmarked: (p: PostRecord, _: unknown, ctx: SubgraphContext) => bookmarkedLoader(ctx).load(p.id),
  reposted: (p: PostRecord, _: unknown, ctx: SubgraphContext) => repostedLoader(ctx).load(p.id),
  poll: (p: PostRecord, _: unknown, ctx: SubgraphContext) => (p.type === 'POLL' ? pollByPostLoader(ctx).load(p.id) : null),
  originalPost: (p: PostRecord, _: unknown, ctx: SubgraphContext) => related(ctx, p.originalPostId),
  parent: (p: PostRecord, _: unknown, ctx: SubgraphContext) => related(ctx, p.parentId),
  cursor: (p: PostRecord) => p.listCursor ?? feedCursor(p),
  // Other subgraphs (notifications, messaging's shared posts) refer to posts by id; a post
  // the caller may not see, or one deleted since, resolves to null.
  __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => {
    const post = await postLoader(ctx).load(ref.id);
    return post && canSee(ctx, post) ? post : null;
  },
};

export const userFields = {
  postCount: (u: { id: string }, _: unknown, ctx: SubgraphContext) => postCountLoader(ctx).load(u.id),
};

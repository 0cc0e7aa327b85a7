// The Post type's fields that are not columns. Everything per post goes through a
// per-request loader keyed by post id, so a feed page costs the same few queries whatever
// its size (a test counts them).
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { raw } from '@mikro-orm/core';
import { byKeys, type SubgraphContext } from '@pulse/kit';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Post } from './entities.js';
import { blockedAuthor, canSee, loadVisiblePost, postLoader, viewerId, visibleOrNull } from './access.js';
import { feedCursor, type PostRecord } from './post-rows.js';
import { Bookmark, Like } from './interactions.js';
import { Poll } from '../polls/entities.js';
import { pollByPostLoader } from '../polls/poll-loaders.js';
import { User, userRef } from '../user.js';
import { ExerciseAnalysisReference } from './exercise-analysis.js';

/** Which of the keys (post ids) the signed-in member has a row for, by one query per request. */
function viewerSetLoader(ctx: SubgraphContext, name: string, find: (me: string, ids: string[]) => Promise<string[]>) {
  const me = viewerId(ctx);
  return ctx.loaders.get<string, boolean>(name, async (ids) => {
    if (!me) return ids.map(() => false);
    const found = new Set(await find(me, [...ids]));
    return ids.map((id) => found.has(id));
  });
}

const likedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'likedByViewer', async (me, ids) =>
    (await ctx.em.find(Like, { userId: me, post: { $in: ids } }, { disableIdentityMap: true })).map((like) => like.post.id),
  );
const bookmarkedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'bookmarkedByViewer', async (me, ids) =>
    (await ctx.em.find(Bookmark, { userId: me, post: { $in: ids } }, { disableIdentityMap: true })).map((bookmark) => bookmark.post.id),
  );
const repostedLoader = (ctx: SubgraphContext) =>
  viewerSetLoader(ctx, 'repostedByViewer', async (me, ids) =>
    (await ctx.em.find(Post, { type: 'REPOST', userId: me, originalPostId: { $in: ids } }, { fields: ['originalPostId'], disableIdentityMap: true })).map(
      (p) => p.originalPostId!,
    ),
  );

/**
 * Each member's published posts as their profile's two tabs list them: `posts` what the Posts
 * tab (userPosts) lists, reposts and quotes included, and `replies` what the Replies tab lists.
 */
export function postCountLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<string, { posts: number; replies: number }>('postCountByUser', async (ids) => {
    const rows = await ctx.em
      .createQueryBuilder(Post, 'p')
      .select([
        'userId',
        raw(`count(*) filter (where p.type <> 'REPLY' and not (p.type = 'REPOST' and p.original_post_id is null)) as posts`),
        raw(`count(*) filter (where p.type = 'REPLY') as replies`),
      ])
      .where({ status: 'POSTED', userId: { $in: [...ids] } })
      .groupBy('userId')
      .execute<{ userId: string; posts: string; replies: string }[]>();
    return byKeys(ids, rows, (r) => r.userId).map((r) => ({ posts: Number(r?.posts ?? 0), replies: Number(r?.replies ?? 0) }));
  });
}

/** A related post (original, parent) the caller may see; null once deleted. */
async function related(ctx: SubgraphContext, id: string | null): Promise<PostRecord | null> {
  return id ? loadVisiblePost(ctx, id) : null;
}

/** Whether the selection asks for `path` (through fragments and inline fragments). */
function selects(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, path: string[]): boolean {
  if (!path.length) return true;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') {
      if (selection.name.value === path[0] && selects(info, selection.selectionSet, path.slice(1))) return true;
    } else {
      const inner = selection.kind === 'InlineFragment' ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet;
      if (selects(info, inner, path)) return true;
    }
  }
  return false;
}

/** Originals loaded together with the feed row that points at them (see loadOriginalsOf). */
const loadedOriginal = new WeakMap<PostRecord, PostRecord | null>();

/**
 * A feed page's reposted and quoted originals, loaded before the page is returned when the
 * query asks for them, and handed to `originalPost` with the row. Why: `originalPost` then
 * resolves synchronously, within the same tick as the page's own fields, so the originals'
 * per-viewer state (liked, bookmarked, reposted, poll, the author's counts) joins the page's
 * loader batches instead of starting a second round of them (a DataLoader cache hit would
 * not do: it resolves only when the current batch is dispatched, one round too late).
 */
export async function loadOriginalsOf(ctx: SubgraphContext, info: GraphQLResolveInfo, rows: PostRecord[]): Promise<PostRecord[]> {
  const ids = [...new Set(rows.map((p) => p.originalPostId).filter((id): id is string => !!id))];
  if (!ids.length || !info.fieldNodes.some((node: FieldNode) => selects(info, node.selectionSet, ['nodes', 'originalPost']))) return rows;
  const originals = await postLoader(ctx).loadMany(ids);
  // A block between the reader and an original's author hides it (safety/): decided here, so
  // that originalPost stays synchronous.
  for (const [i, original] of originals.entries()) if (original && !(original instanceof Error) && (await blockedAuthor(ctx, original))) originals[i] = null;
  const byId = new Map(ids.map((id, i) => [id, originals[i]]));
  for (const row of rows) {
    const original = row.originalPostId ? byId.get(row.originalPostId) : undefined;
    if (original instanceof Error) throw original;
    if (original !== undefined) loadedOriginal.set(row, original);
  }
  return rows;
}

/** Other subgraphs (notifications, messaging's shared posts) refer to posts by id; a post the caller may not see, or one deleted since, resolves to null. */
export async function resolvePostReference(ref: { id: string }, ctx: SubgraphContext): Promise<PostRecord | null> {
  return visibleOrNull(ctx, await postLoader(ctx).load(ref.id));
}

@Resolver(() => Post)
export class PostFieldsResolver {
  @FieldResolver(() => User, { description: 'The author.' })
  user(@Root() post: PostRecord): User {
    return userRef(post.userId);
  }

  @FieldResolver(() => [User], { description: 'Members mentioned with @username in the content.' })
  mentions(@Root() post: PostRecord): User[] {
    return post.mentionIds.map(userRef);
  }

  @FieldResolver(() => Date, { description: 'When it was published (for a scheduled post: when it went out); creation time for drafts.' })
  createdAt(@Root() post: PostRecord): Date {
    return post.publishedAt ?? post.createdAt;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member liked / bookmarked / reposted this post.' })
  liked(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return likedLoader(ctx).load(post.id);
  }

  @FieldResolver(() => Boolean)
  bookmarked(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return bookmarkedLoader(ctx).load(post.id);
  }

  @FieldResolver(() => Boolean)
  reposted(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return repostedLoader(ctx).load(post.id);
  }

  @FieldResolver(() => Poll, { nullable: true })
  poll(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<Poll | null> | null {
    return post.type === 'POLL' ? pollByPostLoader(ctx).load(post.id) : null;
  }

  @FieldResolver(() => ExerciseAnalysisReference, {
    nullable: true,
    description: "The author's form analysis this post carries (health's); null when it has none or the analysis is gone.",
  })
  exerciseAnalysis(@Root() post: PostRecord): ExerciseAnalysisReference | null {
    return post.exerciseAnalysisId ? { id: post.exerciseAnalysisId } : null;
  }

  @FieldResolver(() => Post, { nullable: true })
  originalPost(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<PostRecord | null> | PostRecord | null {
    const loaded = loadedOriginal.get(post);
    if (loaded === undefined) return related(ctx, post.originalPostId);
    return loaded && canSee(ctx, loaded) ? loaded : null;
  }

  @FieldResolver(() => Post, { nullable: true })
  parent(@Root() post: PostRecord, @Ctx() ctx: SubgraphContext): Promise<PostRecord | null> {
    return related(ctx, post.parentId);
  }

  @FieldResolver(() => String, { description: 'Opaque cursor of this post in a feed.' })
  cursor(@Root() post: PostRecord): string {
    return post.listCursor ?? feedCursor(post);
  }
}

@Resolver(() => User)
export class UserPostCountResolver {
  @FieldResolver(() => Int, { description: 'Published posts, reposts and quotes of this member: what userPosts lists (replies, drafts and scheduled posts not).' })
  async postCount(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await postCountLoader(ctx).load(user.id)).posts;
  }

  @FieldResolver(() => Int, { description: 'Published replies of this member: what userReplies lists.' })
  async replyCount(@Root() user: User, @Ctx() ctx: SubgraphContext): Promise<number> {
    return (await postCountLoader(ctx).load(user.id)).replies;
  }
}

// posts (GET /posts): published posts, newest first, as numbered pages with a total. Without
// a type or parent filter replies stay out, as in the feeds; filter by parentId or type
// REPLY to list them.
import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { FilterQuery } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { PostsPageArgs } from '../inputs.js';
import { findPosts, type PostRecord } from '../post-rows.js';
import { authorNotIn, hiddenForCaller } from '../../safety/rules.js';

@ObjectType({ description: 'A numbered page (GET /posts).' })
export class PostPage {
  @Field(() => [Post]) posts!: PostRecord[];
  @Field(() => Int) page!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int) total!: number;
  @Field(() => Boolean) hasMore!: boolean;
}

@Resolver()
export class PostsPageResolver {
  /** page and limit arrive checked (PostsPageArgs). */
  @Query(() => PostPage, { description: 'GET /posts: published posts, newest first, a numbered page of `limit` (default 10, at most 50).' })
  async posts(@Args(() => PostsPageArgs) args: PostsPageArgs, @Ctx() ctx: SubgraphContext): Promise<PostPage> {
    const { page, limit } = args;
    const f = args.filter;
    const where: FilterQuery<Post>[] = [{ status: 'POSTED' }, { $not: { type: 'REPOST', originalPostId: null } }];
    if (f.userId) where.push({ userId: f.userId });
    if (f.type) where.push({ type: f.type });
    if (f.communityId) where.push({ communityId: f.communityId });
    if (f.parentId) where.push({ parentId: f.parentId });
    if (!f.type && !f.parentId) where.push({ type: { $ne: 'REPLY' } });
    // Members the caller blocked, muted or was blocked by are left out (docs/safety.md).
    const hidden = (await hiddenForCaller(ctx)).all;
    if (hidden.size) where.push(authorNotIn(hidden) as FilterQuery<Post>);
    const q = f.q?.trim();
    // Backslash is LIKE's escape character in PostgreSQL: the text matches literally.
    if (q) where.push({ content: { $ilike: `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%` } });
    const [rows, count] = await Promise.all([
      findPosts(ctx.em, { $and: where }, { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], limit, offset: (page - 1) * limit }),
      ctx.em.count(Post, { $and: where }),
    ]);
    return { posts: rows, page, limit, total: count, hasMore: page * limit < count };
  }
}

// posts (GET /posts): published posts, newest first, as numbered pages with a total. Without
// a type or parent filter replies stay out, as in the feeds; filter by parentId or type
// REPLY to list them.
import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { table, type SubgraphContext } from '@pulse/kit';
import { Post } from '../entities.js';
import { PostsPageArgs } from '../inputs.js';
import { selectPosts, type PostRecord } from '../post-rows.js';

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
    const where = [`status = 'POSTED'`, `NOT (type = 'REPOST' AND original_post_id IS NULL)`];
    const params: unknown[] = [];
    const match = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (f.userId) match('user_id = ?', f.userId);
    if (f.type) match('type = ?', f.type);
    if (f.communityId) match('community_id = ?', f.communityId);
    if (f.parentId) match('parent_id = ?', f.parentId);
    if (!f.type && !f.parentId) where.push(`type <> 'REPLY'`);
    const q = f.q?.trim();
    if (q) match(`content ILIKE ? ESCAPE '\\'`, `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
    const sql = `FROM ${table(ctx, 'posts')} WHERE ${where.join(' AND ')}`;
    const [rows, [{ total }]] = await Promise.all([
      selectPosts(ctx.em, `SELECT * ${sql} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`, [...params, limit, (page - 1) * limit]),
      ctx.em.execute<{ total: string }[]>(`SELECT count(*) AS total ${sql}`, params),
    ]);
    const count = Number(total);
    return { posts: rows, page, limit, total: count, hasMore: page * limit < count };
  }
}

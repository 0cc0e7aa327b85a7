// posts (GET /posts): published posts, newest first, as numbered pages with a total. Without
// a type or parent filter replies stay out, as in the feeds; filter by parentId or type
// REPLY to list them.
import { BadUserInputError, table, type SubgraphContext } from '@pulse/kit';
import { selectPosts, type PostRecord } from '../post-rows.js';
import type { PostType } from '../entities.js';
import { MAX_LIST } from './post-queries.js';

export interface PostFilter {
  userId?: string | null;
  type?: PostType | null;
  communityId?: string | null;
  parentId?: string | null;
  q?: string | null;
}

export async function posts(_: unknown, args: { page?: number | null; limit?: number | null; filter?: PostFilter | null }, ctx: SubgraphContext) {
  const page = args.page ?? 1;
  const limit = args.limit ?? 10;
  if (!Number.isInteger(page) || page < 1) throw new BadUserInputError('page must be 1 or more', 'page');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST) throw new BadUserInputError(`limit must be between 1 and ${MAX_LIST}`, 'limit');
  const f = args.filter ?? {};
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
  return { posts: rows as PostRecord[], page, limit, total: count, hasMore: page * limit < count };
}

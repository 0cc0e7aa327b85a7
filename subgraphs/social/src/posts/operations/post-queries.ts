// Reading single posts and the lists around one post: post, postThread, replies.
import { BadUserInputError, table, type SubgraphContext } from '@pulse/kit';
import { requireVisiblePost } from '../access.js';
import { selectPosts, type PostRecord } from '../post-rows.js';

export const MAX_LIST = 50;

export function post(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord> {
  return requireVisiblePost(ctx, id);
}

/** Root first, ending with the post. A deleted ancestor ends the chain (its child's parent_id is null). */
export async function postThread(_: unknown, { id }: { id: string }, ctx: SubgraphContext): Promise<PostRecord[]> {
  await requireVisiblePost(ctx, id);
  const chain = await selectPosts(
    ctx.em,
    `WITH RECURSIVE up AS (
       SELECT p.*, 0 AS depth FROM ${table(ctx, 'posts')} p WHERE p.id = ?
       UNION ALL
       SELECT p.*, up.depth + 1 FROM ${table(ctx, 'posts')} p JOIN up ON p.id = up.parent_id WHERE up.depth < 1000
     )
     SELECT * FROM up ORDER BY depth DESC`,
    [id],
  );
  return chain.filter((p, i) => p.status === 'POSTED' || i === chain.length - 1);
}

export function listWindow(skip: number | null | undefined, limit: number | null | undefined, fallback = 10): { skip: number; limit: number } {
  const s = skip ?? 0;
  const l = limit ?? fallback;
  if (!Number.isInteger(s) || s < 0) throw new BadUserInputError('skip must be 0 or more', 'skip');
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIST) throw new BadUserInputError(`limit must be between 1 and ${MAX_LIST}`, 'limit');
  return { skip: s, limit: l };
}

/** Oldest first, `limit` after `skip` (the spec's GET /posts/{id}/replies?skip&limit=10). */
export async function replies(_: unknown, args: { postId: string; skip?: number | null; limit?: number | null }, ctx: SubgraphContext): Promise<PostRecord[]> {
  const { skip, limit } = listWindow(args.skip, args.limit);
  await requireVisiblePost(ctx, args.postId);
  return selectPosts(
    ctx.em,
    `SELECT * FROM ${table(ctx, 'posts')} WHERE parent_id = ? AND status = 'POSTED' ORDER BY published_at, id LIMIT ? OFFSET ?`,
    [args.postId, limit, skip],
  );
}

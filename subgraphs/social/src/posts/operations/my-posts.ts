// The signed-in member's unpublished posts: drafts (latest edit first) and scheduled posts
// (soonest first).
import { requireUser, table, type SubgraphContext } from '@pulse/kit';
import { selectPosts, type PostRecord } from '../post-rows.js';

const MAX_UNPUBLISHED = 200;

export function myDrafts(_: unknown, __: unknown, ctx: SubgraphContext): Promise<PostRecord[]> {
  const userId = requireUser(ctx.auth).id;
  return selectPosts(ctx.em, `SELECT * FROM ${table(ctx, 'posts')} WHERE user_id = ? AND status = 'DRAFT' ORDER BY updated_at DESC, id DESC LIMIT ${MAX_UNPUBLISHED}`, [userId]);
}

export function myScheduledPosts(_: unknown, __: unknown, ctx: SubgraphContext): Promise<PostRecord[]> {
  const userId = requireUser(ctx.auth).id;
  return selectPosts(ctx.em, `SELECT * FROM ${table(ctx, 'posts')} WHERE user_id = ? AND status = 'SCHEDULED' ORDER BY scheduled_for, id LIMIT ${MAX_UNPUBLISHED}`, [userId]);
}

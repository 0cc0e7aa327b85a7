// The home feed page's SQL: the one place social reads posts with hand-written SQL, because
// the query builder cannot say either plan and the plans are what keep a page fast.
// bench/results/social-feed.json (1,000,000 posts, `npm run bench:feed`), SQL alone per page:
// following 100 members, the per-member merge answers in 4.6 ms p50; following 5,000, the
// merge takes 146 ms p50 and the newest-posts window 2.4 ms p50 (43.7 ms p99), which is why a
// member following FOLLOWING_MANY or more is served from the window. feed.gateway.test.ts
// EXPLAINs both queries (posts_feed / posts_published, never a scan).
//
// Reposts by a member who hides their activity (privacy/, docs/settings.md) stay out of
// everyone's feed but their own. Posts and reposts of members the reader blocked, muted or
// was blocked by stay out of the reader's feed (safety/, docs/safety.md).
//
// - following few (most members): for each followed member a backwards range scan of
//   posts_feed (user_id, published_at DESC, id DESC) takes at most one page (LATERAL ...
//   LIMIT), and only those candidates are merged and cut. The work grows with the number of
//   members followed: at 5,000 followed it reads about 50,000 rows to keep 11.
// - following many: walk the site's newest posts backwards over posts_published
//   (published_at DESC, id DESC), at most RECENT_WINDOW of them, keeping those by a followed
//   member (a hash of the few thousand ids). A member following many sees a large share of
//   all posts, so a page is usually found in the first few hundred rows. When the window
//   holds a full page it IS the page (every post outside it is older than every post in it);
//   when it does not, the per-member merge answers, so both give the same rows.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/postgresql';
import type { Post } from '../posts/entities.js';
import { postFromRow, type PostRecord } from '../posts/post-rows.js';
import { ACTIVITY_SHOWN } from '../privacy/rules.js';
import { NOT_HIDDEN, hiddenParams } from '../safety/rules.js';

/** `AND (published_at, id) < (?, ?)` when paging on; the row comparison is an index condition. */
function after(alias: string, position: { at: Date; id: string } | undefined): { sql: string; params: unknown[] } {
  return position ? { sql: `AND (${alias}.published_at, ${alias}.id) < (?, ?)`, params: [position.at, position.id] } : { sql: '', params: [] };
}

/** Posts shown in feeds: published, not replies, and no repost whose original is gone. */
/** The same rule as a filter, for the lists read through the ORM (userPosts, posts). */
export const FEED_ROW_WHERE: FilterQuery<Post> = { status: 'POSTED', type: { $ne: 'REPLY' }, $not: { type: 'REPOST', originalPostId: null } };

export const FEED_ROW = (alias: string) =>
  `${alias}.status = 'POSTED' AND ${alias}.type <> 'REPLY' AND NOT (${alias}.type = 'REPOST' AND ${alias}.original_post_id IS NULL)`;

/** From this many members followed on, a page is first looked for among the newest posts. */
export const FOLLOWING_MANY = 500;
/** How many of the site's newest posts (from the cursor on) that look goes through at most. */
export const RECENT_WINDOW = 5000;

/** The per-followed-member merge (`?` placeholders), also EXPLAINed by a test. */
export function homeFeedQuery(schema: string, userId: string, limit: number, position?: { at: Date; id: string }): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const cut = after('x', position);
  return {
    sql: `SELECT p.* FROM (
       SELECT ?::text AS author_id
       UNION ALL
       SELECT followee_id FROM ${s}.follows WHERE follower_id = ?
     ) a
     CROSS JOIN LATERAL (
       SELECT * FROM ${s}.posts x
       WHERE x.user_id = a.author_id AND ${FEED_ROW('x')} AND ${ACTIVITY_SHOWN(s, 'x')} AND ${NOT_HIDDEN(s, 'x')} ${cut.sql}
       ORDER BY x.published_at DESC, x.id DESC LIMIT ?
     ) p
     ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
    params: [userId, userId, userId, ...hiddenParams(userId), ...cut.params, limit, limit],
  };
}

/**
 * The newest-posts window for a member following many (`?` placeholders), also EXPLAINed by
 * a test. Bounded by RECENT_WINDOW rows, so its cost does not depend on how many are followed
 * beyond hashing their ids; the caller falls back to homeFeedQuery on a short answer.
 */
export function recentWindowQuery(schema: string, userId: string, limit: number, position?: { at: Date; id: string }): { sql: string; params: unknown[] } {
  const s = `"${schema}"`;
  const cut = after('x', position);
  return {
    sql: `SELECT w.* FROM (
       SELECT * FROM ${s}.posts x WHERE x.status = 'POSTED' ${cut.sql}
       ORDER BY x.published_at DESC, x.id DESC LIMIT ${RECENT_WINDOW}
     ) w
     WHERE ${FEED_ROW('w')} AND ${ACTIVITY_SHOWN(s, 'w')} AND ${NOT_HIDDEN(s, 'w')} AND (w.user_id = ? OR w.user_id IN (SELECT followee_id FROM ${s}.follows WHERE follower_id = ?))
     ORDER BY w.published_at DESC, w.id DESC LIMIT ?`,
    params: [...cut.params, userId, ...hiddenParams(userId), userId, userId, limit],
  };
}

/** Runs one of the queries above; rows become Post entities outside the identity map (counts are always fresh). */
export async function selectFeedRows(em: EntityManager, query: { sql: string; params: unknown[] }): Promise<PostRecord[]> {
  const rows = await em.execute<Record<string, unknown>[]>(query.sql, query.params);
  return rows.map((row) => postFromRow(em, row));
}

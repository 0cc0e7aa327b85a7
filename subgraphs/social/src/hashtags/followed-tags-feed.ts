// The followed hashtags' part of the home feed. homeFeed reads its usual page (the members
// followed and one's own, feed/home-feed-query.ts) and this page of posts carrying a tag the
// member follows, both in feed order from the same cursor with limit+1 rows each, and merges
// them: the first limit+1 of the merge are exactly the first limit+1 of the union, so pages
// neither overlap nor skip. A post in both lists shows once.
//
// For each followed tag a backwards range scan of post_hashtags_page takes at most one page
// of the posts the member may see (a UNION ALL branch each, LIMIT): the work grows with the
// number of tags followed, not with how popular they are.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostRecord } from '../posts/post-rows.js';
import { selectFeedRows } from '../feed/home-feed-query.js';
import { authorVisible } from './visibility.js';

/**
 * Posts carrying one of `tags` (those `userId` follows), in feed order (`?` placeholders), also
 * EXPLAINed by the discovery test and run by the bench. One branch per tag with the tag as a
 * constant: the planner then knows a popular tag from a rare one (its statistics) and walks
 * post_hashtags_page in order for the first; a join over the followed tags would be planned
 * for an average tag and read a popular tag's every row (bench/social-search.ts).
 */
export function followedTagsQuery(schema: string, userId: string, tags: readonly string[], limit: number, position?: { at: Date; id: string }) {
  const s = `"${schema}"`;
  const visible = authorVisible(s, 'x', userId);
  const cut = position ? { sql: 'AND (h.published_at, h.post_id) < (?, ?)', params: [position.at, position.id] } : { sql: '', params: [] };
  const branch = `(SELECT x.* FROM ${s}.post_hashtags h JOIN ${s}.posts x ON x.id = h.post_id
      WHERE h.tag = ? ${cut.sql} AND ${visible.sql}
      ORDER BY h.published_at DESC, h.post_id DESC LIMIT ?)`;
  return {
    sql: `SELECT p.* FROM (${tags.map(() => branch).join(' UNION ALL ')}) p ORDER BY p.published_at DESC, p.id DESC LIMIT ?`,
    params: [...tags.flatMap((tag) => [tag, ...cut.params, ...visible.params, limit]), limit],
  };
}

/** The tags a member follows, for the feed (at most MAX_FOLLOWED_HASHTAGS). */
export async function followedTags(em: EntityManager, schema: string, userId: string): Promise<string[]> {
  const rows = await em.execute<{ tag: string }[]>(`SELECT tag FROM "${schema}".followed_hashtags WHERE user_id = ?`, [userId]);
  return rows.map((r) => r.tag);
}

const newerFirst = (a: PostRecord, b: PostRecord) => {
  const at = (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0);
  return at !== 0 ? at : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** `rows` (a home feed page fetched with `fetch` rows) with the followed tags' posts merged in, in feed order, at most `fetch`. */
export async function withFollowedTags(
  em: EntityManager,
  schema: string,
  userId: string,
  rows: PostRecord[],
  fetch: number,
  position?: { at: Date; id: string },
): Promise<PostRecord[]> {
  const tags = await followedTags(em, schema, userId);
  if (tags.length === 0) return rows;
  const tagged = await selectFeedRows(em, followedTagsQuery(schema, userId, tags, fetch, position));
  if (tagged.length === 0) return rows;
  const seen = new Set(rows.map((r) => r.id));
  return [...rows, ...tagged.filter((t) => !seen.has(t.id) && seen.add(t.id))].sort(newerFirst).slice(0, fetch);
}

// Who may see a post found by tag or by search, as SQL over its author: published posts are
// public, but a member whose profile visibility (privacy/, docs/settings.md) leaves the
// caller out keeps their posts out of hashtag pages, search and the followed-tags part of
// the home feed too, as from their profile; and members the caller blocked, muted or was
// blocked by (safety/, docs/safety.md) stay out of all three. The caller's own posts always
// show. `alias` is a row with user_id; the parameters are the caller's id (null signed out).
import { HIDDEN_MEMBERS } from '../safety/rules.js';

export function authorVisible(schema: string, alias: string, viewerId: string | null | undefined): { sql: string; params: unknown[] } {
  const viewer = viewerId ?? null;
  return {
    sql: `NOT EXISTS (
      SELECT 1 FROM ${schema}.privacy_settings ps
      WHERE ps.user_id = ${alias}.user_id AND ps.profile_visibility <> 'EVERYONE' AND ${alias}.user_id IS DISTINCT FROM ?::text
        AND NOT (ps.profile_visibility = 'FOLLOWERS'
                 AND EXISTS (SELECT 1 FROM ${schema}.follows vf WHERE vf.follower_id = ?::text AND vf.followee_id = ${alias}.user_id)))
      ${viewer ? `AND ${alias}.user_id NOT IN ${HIDDEN_MEMBERS(schema)}` : ''}`,
    params: viewer ? [viewer, viewer, viewer, viewer, viewer] : [null, null],
  };
}

// What "public" means for the explore page and the local feed (docs/social-discovery.md,
// "Explore and local feed"): a published post (not a draft, not scheduled, not held by image
// screening) by a member whose profile is open to everyone. A member who narrowed their
// profile to followers or to themselves has their posts listed nowhere public, even for their
// followers, and even though a link to one post still opens (posts/access.ts): their profile
// is the list they restricted, and the public lists are the same for everyone. On top of that,
// a signed-in reader never sees the members they blocked, who blocked them or whom they muted
// (safety/, docs/safety.md).
import { HIDDEN_MEMBERS } from '../safety/rules.js';

/** The posts row `alias` is by a member whose profile everyone may see (no privacy row is the default, everyone). */
export const AUTHOR_PUBLIC = (schema: string, alias: string) =>
  `NOT EXISTS (SELECT 1 FROM ${schema}.privacy_settings ps WHERE ps.user_id = ${alias}.user_id AND ps.profile_visibility <> 'EVERYONE')`;

/**
 * A post of its author's own in the public lists: published, no reply (a reply reads as part of
 * its thread) and no repost (a repost has no content of its own; its original is listed itself).
 */
export const OWN_PUBLIC_POST = (schema: string, alias: string) =>
  `${alias}.status = 'POSTED' AND ${alias}.type NOT IN ('REPLY', 'REPOST') AND ${AUTHOR_PUBLIC(schema, alias)}`;

/** `AND <column> NOT IN (the viewer's blocked either way and muted)` with its parameters; nothing signed out. */
export function notHiddenFrom(schema: string, column: string, viewer: string | null | undefined): { sql: string; params: unknown[] } {
  return viewer ? { sql: `AND ${column} NOT IN ${HIDDEN_MEMBERS(schema)}`, params: [viewer, viewer, viewer] } : { sql: '', params: [] };
}

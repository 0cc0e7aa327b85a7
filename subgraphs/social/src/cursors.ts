// Social's page cursors, one codec per list (kit's cursor format, strictly checked): a cursor
// from one list is refused by every other. The home feed and a member's posts share one
// because both page posts in publication order, and Post.cursor is that position.
import { cursorCodec } from '@pulse/kit/pagination';

/** homeFeed, userPosts and Post.cursor: (published_at, post id). */
export const FEED_CURSOR = cursorCodec('feed', 'time');
/** savedPosts: (saved at, post id). */
export const SAVED_CURSOR = cursorCodec('saved', 'time');
/** notifications: (created_at, notification id). */
export const NOTIFICATION_CURSOR = cursorCodec('notifications', 'time');
/** followersOf / followingOf: (followed at as PostgreSQL prints it, the other member's id). */
export const FOLLOWERS_CURSOR = cursorCodec('followers', 'time');
export const FOLLOWING_CURSOR = cursorCodec('following', 'time');

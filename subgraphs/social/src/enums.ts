// Social's enums, each defined once: the values are what the database stores and what
// GraphQL shows. Declared as const objects so code keeps comparing plain strings ('POLL').
import { registerEnumType } from 'type-graphql';

export const PostType = {
  POST: 'POST',
  REPLY: 'REPLY',
  POLL: 'POLL',
  CHALLENGE: 'CHALLENGE',
  QUOTE: 'QUOTE',
  REPOST: 'REPOST',
  MEAL: 'MEAL',
  ROUTE: 'ROUTE',
} as const;
export type PostType = (typeof PostType)[keyof typeof PostType];
registerEnumType(PostType, { name: 'PostType' });

/** HELD: published with an image the screening found suspicious; only its author sees it until a moderator releases it. */
export const PostStatus = { DRAFT: 'DRAFT', SCHEDULED: 'SCHEDULED', POSTED: 'POSTED', HELD: 'HELD' } as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];
registerEnumType(PostStatus, { name: 'PostStatus' });

export const ShareMethod = { COPY_LINK: 'COPY_LINK', SOCIAL: 'SOCIAL', DIRECT_MESSAGE: 'DIRECT_MESSAGE' } as const;
export type ShareMethod = (typeof ShareMethod)[keyof typeof ShareMethod];
registerEnumType(ShareMethod, { name: 'ShareMethod' });

export const NotificationKind = {
  LIKE: 'LIKE',
  FOLLOW: 'FOLLOW',
  REPLY: 'REPLY',
  MENTION: 'MENTION',
  QUOTE: 'QUOTE',
  REPOST: 'REPOST',
  // Written by the events subgraph (its notices, read by notifications/event-notices.ts).
  EVENT_UPDATED: 'EVENT_UPDATED',
  EVENT_CANCELLED: 'EVENT_CANCELLED',
  EVENT_REQUEST: 'EVENT_REQUEST',
  EVENT_APPROVED: 'EVENT_APPROVED',
  EVENT_DECLINED: 'EVENT_DECLINED',
  EVENT_WAITLIST_PROMOTED: 'EVENT_WAITLIST_PROMOTED',
  EVENT_REMINDER: 'EVENT_REMINDER',
  CHALLENGE_MILESTONE: 'CHALLENGE_MILESTONE',
  // Written by the admin subgraph (moderation; its notices, read by notifications/event-notices.ts).
  /** To an author: a moderator warned them (the moderator's note is in the sentence). */
  MODERATION_WARNING: 'MODERATION_WARNING',
  /** To an author: a moderator removed their post, comment, message or community. */
  MODERATION_REMOVED: 'MODERATION_REMOVED',
  /** To a reporter: what came of their report. */
  REPORT_RESOLVED: 'REPORT_RESOLVED',
  // Written by accounts (its notices, read the same way).
  /** To a member: the archive of their data they asked for is ready to download (Settings > Your data). */
  DATA_EXPORT_READY: 'DATA_EXPORT_READY',
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];
registerEnumType(NotificationKind, { name: 'NotificationKind' });

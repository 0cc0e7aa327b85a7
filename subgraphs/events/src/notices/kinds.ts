// The kinds of notice the events subgraph hands to social's notifications. Social's
// NotificationKind has the same names (subgraphs/social/src/enums.ts) and refuses nothing it
// knows; a kind added here must be added there too (and to its preference switch and the
// CHECK of social's notifications table), or social logs and skips it (docs/events.md).
export const NOTICE_KINDS = [
  /** An event the member attends changed (time, place, description) or was cancelled. */
  'EVENT_UPDATED',
  'EVENT_CANCELLED',
  /** To the organiser: a member asked to join an event that needs approval. */
  'EVENT_REQUEST',
  /** To the member: the organiser approved or declined their request. */
  'EVENT_APPROVED',
  'EVENT_DECLINED',
  /** To the member: a place freed and they moved from the waitlist to approved. */
  'EVENT_WAITLIST_PROMOTED',
  /** To attendees (going or approved): the event starts soon. */
  'EVENT_REMINDER',
  /** To a challenge participant: a goal tier (bronze, silver, gold) or the goal was reached. */
  'CHALLENGE_MILESTONE',
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number];

// The one way the rest of social creates notifications. It writes the notification row and
// its realtime event (outbox) in the caller's unit of work, so they commit with the like,
// follow or post that caused them; nothing is written when the recipient turned that kind
// off or when the actor is the recipient.
//
// It only touches the database: callers run it inside their transaction (a like holds the
// post's row lock meanwhile), so it must not wait on another service. Recipients are members
// the caller already knows exist (a post's author, a member follow() looked up, mentions
// resolved through accounts); the message's actor name is filled in when it is read.
import { enqueueEvent, newId, type SubgraphContext } from '@pulse/kit';
import { Notification, NotificationPreferences } from './entities.js';
import { unhiddenPairs } from '../safety/rules.js';

import type { NotificationKind } from '../enums.js';

export type { NotificationKind } from '../enums.js';

export interface NotifyInput {
  kind: NotificationKind;
  /** Who receives it. */
  recipientId: string;
  /** Who did it. */
  actorId: string;
  /** The post it is about (the liked post, the reply, the quote...); none for FOLLOW. */
  postId?: string;
}

/** The preference that turns each kind off; null: it cannot be turned off (moderation). */
export const PREFERENCE_OF: Record<NotificationKind, keyof Omit<NotificationPreferences, 'userId' | 'updatedAt'> | null> = {
  LIKE: 'likes',
  FOLLOW: 'follows',
  REPLY: 'replies',
  MENTION: 'mentions',
  QUOTE: 'quotes',
  REPOST: 'reposts',
  EVENT_UPDATED: 'events',
  EVENT_CANCELLED: 'events',
  EVENT_REQUEST: 'events',
  EVENT_APPROVED: 'events',
  EVENT_DECLINED: 'events',
  EVENT_WAITLIST_PROMOTED: 'events',
  EVENT_REMINDER: 'events',
  CHALLENGE_MILESTONE: 'challenges',
  MODERATION_WARNING: null,
  MODERATION_REMOVED: null,
  REPORT_RESOLVED: null,
  // The member asked for it: no switch turns it off.
  DATA_EXPORT_READY: null,
};

/** Whether a member with these preferences (none: the defaults, all on) wants this kind. */
export const wants = (prefs: NotificationPreferences | undefined, kind: NotificationKind): boolean => {
  const key = PREFERENCE_OF[kind];
  return key === null || (prefs?.[key] ?? true);
};

const MESSAGES: Record<NotificationKind, (name: string) => string> = {
  LIKE: (name) => `${name} liked your post`,
  FOLLOW: (name) => `${name} started following you`,
  REPLY: (name) => `${name} replied to your post`,
  MENTION: (name) => `${name} mentioned you in a post`,
  QUOTE: (name) => `${name} quoted your post`,
  REPOST: (name) => `${name} reposted your post`,
  // The events subgraph's kinds carry their own sentence (Notification.text); these are what a
  // row without one would read.
  EVENT_UPDATED: () => 'An event you are attending changed',
  EVENT_CANCELLED: () => 'An event you were attending was cancelled',
  EVENT_REQUEST: (name) => `${name} asked to join your event`,
  EVENT_APPROVED: () => 'Your request to join an event was approved',
  EVENT_DECLINED: () => 'Your request to join an event was declined',
  EVENT_WAITLIST_PROMOTED: () => 'A place freed up: you are now going to an event',
  EVENT_REMINDER: () => 'An event you are attending starts soon',
  CHALLENGE_MILESTONE: () => 'You reached a challenge milestone',
  // The admin subgraph's kinds carry their own sentence too (admin/src/moderation/notices.ts).
  MODERATION_WARNING: () => 'A moderator sent you a warning',
  MODERATION_REMOVED: () => 'A moderator removed something you posted',
  REPORT_RESOLVED: () => 'Thanks for your report. We reviewed it.',
  // accounts' notice carries the same sentence (accounts/src/data-export/job.ts).
  DATA_EXPORT_READY: () => 'Your data export is ready',
};

export const notificationMessage = (kind: NotificationKind, actorName: string): string => MESSAGES[kind](actorName);

const identity = (n: Pick<NotifyInput, 'kind' | 'recipientId' | 'actorId' | 'postId'>) => `${n.kind}|${n.recipientId}|${n.actorId}|${n.postId ?? ''}`;

/**
 * How long one action notifies once: a second notification with the same kind, recipient,
 * actor and post within this window is not created (like, unlike, like again does not notify
 * twice; neither does follow, unfollow, follow). After it, the same action is news again (a
 * member who unfollowed in spring and follows again in autumn), which "once, forever" hid.
 */
export const NOTIFY_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** Queues the notifications on ctx.em (persist + outbox event); the caller flushes. */
export async function notify(ctx: SubgraphContext, inputs: NotifyInput[]): Promise<void> {
  const unique = new Map<string, NotifyInput>();
  for (const input of inputs) if (input.recipientId !== input.actorId) unique.set(identity(input), input);
  let wanted = [...unique.values()];
  if (!wanted.length) return;

  const recipients = [...new Set(wanted.map((n) => n.recipientId))];
  const preferences = await ctx.em.find(NotificationPreferences, { userId: { $in: recipients } });
  const prefsOf = new Map(preferences.map((p) => [p.userId, p]));
  wanted = wanted.filter((n) => wants(prefsOf.get(n.recipientId), n.kind));
  // Nothing from a member the recipient blocked, muted or was blocked by (docs/safety.md);
  // the kinds nobody can turn off (moderation) still arrive.
  const shown = new Set(
    await unhiddenPairs(
      ctx.em,
      wanted.filter((n) => PREFERENCE_OF[n.kind] !== null),
    ),
  );
  wanted = wanted.filter((n) => PREFERENCE_OF[n.kind] === null || shown.has(n));
  if (!wanted.length) return;

  // ctx.em: inside the caller's transaction when it has one.
  const now = ctx.services.clock.now();
  const since = new Date(now.getTime() - NOTIFY_ONCE_WITHIN_MS);
  const existing = await ctx.em.find(
    Notification,
    { $or: wanted.map((n) => ({ kind: n.kind, recipientId: n.recipientId, actorId: n.actorId, postId: n.postId ?? null, createdAt: { $gt: since } })) },
    { fields: ['kind', 'recipientId', 'actorId', 'postId'], disableIdentityMap: true },
  );
  const already = new Set(existing.map((r) => identity({ kind: r.kind, recipientId: r.recipientId, actorId: r.actorId, postId: r.postId ?? undefined })));
  wanted = wanted.filter((n) => !already.has(identity(n)));
  if (!wanted.length) return;

  for (const input of wanted) {
    const notification = Object.assign(new Notification(), {
      id: newId(),
      recipientId: input.recipientId,
      actorId: input.actorId,
      kind: input.kind,
      postId: input.postId ?? null,
      readAt: null,
      createdAt: now,
    });
    ctx.em.persist(notification);
    enqueueEvent(ctx.em, 'notificationCreated', { userIds: [input.recipientId] }, { id: notification.id });
  }
}

// The one way a part of the events subgraph tells members something (events, challenges,
// communities). Call it inside the write that causes the notice, on the same entity manager:
// the notice rows commit with that write or not at all, and social delivers each exactly once
// to the member's notifications (at least once, deduplicated by the notice id), honouring the
// member's preferences (the `events` switch for EVENT_* kinds, `challenges` for CHALLENGE_*),
// also when social was down while the write happened. docs/events.md, "Notifications".
//
//   await em.transactional(async (tx) => {
//     ... the change ...
//     noticeMembers(tx, [{ userId, actorId, kind: 'EVENT_APPROVED', message: `Your request to join "${name}" was approved`, eventId }]);
//   });
//
// It only queues (em.persist); the caller's flush or transaction writes it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueEvent } from '@pulse/kit';
import { Notice } from './entities.js';
import { NOTICE_KINDS, type NoticeKind } from './kinds.js';

export type { NoticeKind } from './kinds.js';

export interface MemberNotice {
  /** Who receives it. */
  userId: string;
  /** Who caused it. */
  actorId: string;
  kind: NoticeKind;
  /** What the member reads, at most MESSAGE_MAX characters (longer is cut with an ellipsis). */
  message: string;
  /** What it links to (the web app opens the event, challenge or community). */
  eventId?: string;
  challengeId?: string;
  communityId?: string;
}

export const MESSAGE_MAX = 300;

/** social's reader listens to it (subgraphs/social/src/notifications/event-notices.ts). */
export const NOTICES_TOPIC = 'eventNotices';

const cut = (text: string) => (text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);

/** Queues one notice per entry on `em` (no duplicates of the same recipient, kind and subject within one call). */
export function noticeMembers(em: EntityManager, notices: readonly MemberNotice[], now: Date = new Date()): Notice[] {
  const seen = new Set<string>();
  const queued: Notice[] = [];
  for (const n of notices) {
    if (!NOTICE_KINDS.includes(n.kind)) throw new Error(`Unknown notice kind ${n.kind}`);
    const key = `${n.userId}|${n.kind}|${n.eventId ?? ''}|${n.challengeId ?? ''}|${n.communityId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const notice = Object.assign(new Notice(), {
      recipientId: n.userId,
      actorId: n.actorId,
      kind: n.kind,
      message: cut(n.message.trim()),
      eventId: n.eventId ?? null,
      challengeId: n.challengeId ?? null,
      communityId: n.communityId ?? null,
      createdAt: now,
    });
    em.persist(notice);
    queued.push(notice);
  }
  // Wakes social's reader once this commits (the outbox relays it); social's safety poll
  // covers a wake-up that never arrives. It carries nothing: the reader reads the table.
  if (queued.length) enqueueEvent(em, NOTICES_TOPIC, { internal: true }, {});
  return queued;
}

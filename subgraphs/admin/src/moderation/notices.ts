// Moderation's notices to members (a warning, removed content, the outcome of a report), written
// into admin.notices in the transaction of the resolution and delivered by social's notice
// reader as notifications (social/src/notifications/event-notices.ts, source `admin`): they
// commit with the decision or not at all, and arrive once, also when social was down.
//
// The actor of a moderation notice is its recipient: moderators stay anonymous to the members
// they act on and to reporters (docs/moderation.md).
import { enqueueEvent, newId } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Social's reader listens to it (NOTICE_SOURCES in event-notices.ts). */
export const ADMIN_NOTICES_TOPIC = 'adminNotices';

export type ModerationNoticeKind = 'MODERATION_WARNING' | 'MODERATION_REMOVED' | 'REPORT_RESOLVED';

export interface ModerationNotice {
  userId: string;
  kind: ModerationNoticeKind;
  message: string;
}

const MESSAGE_MAX = 300;
const cut = (text: string) => (text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);

/** Writes the notices inside `tx` (the resolution's transaction) and queues the wake-up. */
export async function noticeMembers(tx: EntityManager, schema: string, notices: readonly ModerationNotice[], now: Date): Promise<void> {
  if (!notices.length) return;
  const rows = notices.map((n) => ({ id: newId(), recipient_id: n.userId, actor_id: n.userId, kind: n.kind, message: cut(n.message), created_at: now.toISOString() }));
  await tx.getConnection().execute(
    `INSERT INTO ${schema}.notices (id, recipient_id, actor_id, kind, message, created_at)
     SELECT r.id, r.recipient_id, r.actor_id, r.kind, r.message, r.created_at
       FROM jsonb_to_recordset(?::jsonb) AS r(id text, recipient_id text, actor_id text, kind text, message text, created_at timestamptz)
      ORDER BY r.recipient_id`,
    [JSON.stringify(rows)],
    'all',
    tx.getTransactionContext(),
  );
  enqueueEvent(tx, ADMIN_NOTICES_TOPIC, { internal: true }, {});
}

// Notifications: what members are told (likes, replies, follows, mentions, and the events
// subgraph's notices: event approvals, waitlist promotions, reminders...; admin's moderation
// notices; accounts' notices), read state,
// preferences, and the notification events the gateway serves.
import type { SubgraphPart } from '@pulse/kit';
import { notificationEntities } from './entities.js';
import { notificationMigrations } from './migrations.js';
import { NotificationQueriesResolver, requireOwnNotification } from './queries.js';
import { MarkNotificationsReadResolver } from './mark-read.js';
import { DeleteNotificationResolver } from './delete-notification.js';
import { NotificationPreferencesResolver } from './preferences.js';
import { NotificationFieldsResolver } from './fields.js';
import { NotificationSubscriptions } from './events.js';
import { NOTICE_TOPICS, startNoticeReaders } from './event-notices.js';

export const notifications: SubgraphPart = {
  name: 'notifications',
  resolvers: [
    NotificationQueriesResolver,
    NotificationPreferencesResolver,
    MarkNotificationsReadResolver,
    DeleteNotificationResolver,
    NotificationFieldsResolver,
    NotificationSubscriptions,
  ],
  // Only the recipient may see a notification, also when another subgraph refers to it.
  references: { Notification: (ref, ctx) => requireOwnNotification(ctx, ref.id) },
  entities: notificationEntities,
  migrations: notificationMigrations,
  // Other subgraphs' notices (events, admin's moderation, accounts), delivered as notifications (event-notices.ts).
  background: startNoticeReaders,
  listens: [...NOTICE_TOPICS],
};

// Pruning admin.notices (notices.ts) once social has delivered them: kit's notice-pruning.ts, as
// the events and accounts notices. A delivered notice is kept ADMIN_NOTICE_RETENTION_DAYS, then
// deleted; one social has not delivered (its reader down) is never deleted. "Delivered" is
// social's `adminNoticesDelivered` announcement, recorded in admin.notice_marks: the admin
// subgraph does not read social's notice_cursors (docs/moderation.md, "Notifications").
import { noticeMarksMigration, startDeliveredNoticePruning, type SqlMigration, type SubgraphServices } from '@pulse/kit';

/** Social's reader announces on it (NOTICE_SOURCES in social/src/notifications/event-notices.ts). */
export const ADMIN_NOTICES_DELIVERED_TOPIC = 'adminNoticesDelivered';

export const noticePruningMigrations: SqlMigration[] = [noticeMarksMigration('0510-moderation-notice-marks')];

export const startAdminNoticePruning = (services: SubgraphServices): (() => Promise<void>) =>
  startDeliveredNoticePruning(services, { deliveredTopic: ADMIN_NOTICES_DELIVERED_TOPIC, retentionMs: services.config.admin.noticeRetentionMs });

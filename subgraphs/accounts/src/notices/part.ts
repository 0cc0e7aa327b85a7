// Accounts' notices ("your data export is ready": data-export/), delivered by social's notice
// reader, pruned once social has delivered them: kit's notice-pruning.ts, as the events and admin
// notices. A delivered notice is kept ACCOUNT_NOTICE_RETENTION_DAYS, then deleted; one social has
// not delivered (its reader down) is never deleted. "Delivered" is social's
// `accountNoticesDelivered` announcement, recorded in accounts.notice_marks: accounts does not
// read social's notice_cursors. No operation of its own.
import { noticeMarksMigration, startDeliveredNoticePruning, type SubgraphPart } from '@pulse/kit';

/** Social's reader announces on it (NOTICE_SOURCES in social/src/notifications/event-notices.ts). */
export const ACCOUNT_NOTICES_DELIVERED_TOPIC = 'accountNoticesDelivered';

export const accountNotices: SubgraphPart = {
  name: 'notices',
  migrations: [noticeMarksMigration('0950-notice-marks')],
  background: (services) => startDeliveredNoticePruning(services, { deliveredTopic: ACCOUNT_NOTICES_DELIVERED_TOPIC, retentionMs: services.config.noticeRetentionMs }),
  listens: [ACCOUNT_NOTICES_DELIVERED_TOPIC],
};

// Pruning delivered notices: kit's notice-pruning.ts (shared with the admin and accounts
// notices). A notice social has delivered is kept EVENT_NOTICE_RETENTION_DAYS (7 by default: a
// cursor set back by hand can still re-read a week, which delivers nothing twice) and then
// deleted; one social has not delivered is never deleted, however old (social may be down for
// days and must catch up; docs/events.md, "Notifications"). "Delivered" is social's
// announcement on the bus (internal `eventNoticesDelivered`), recorded in events.notice_marks:
// the events subgraph does not read social's tables.
import type { EntityManager } from '@mikro-orm/postgresql';
import { NOTICE_PRUNE_BATCH, pruneDeliveredNoticesIn, recordNoticesDelivered, startDeliveredNoticePruning, type SubgraphServices } from '@pulse/kit';

/** Social's reader announces on it (subgraphs/social/src/notifications/event-notices.ts). */
export const NOTICES_DELIVERED_TOPIC = 'eventNoticesDelivered';
export const PRUNE_BATCH = NOTICE_PRUNE_BATCH;
const SCHEMA = 'events';

/** Records social's announcement `{ txid, seq }` (kept only if beyond the one recorded). */
export const recordDelivered = (em: EntityManager, data: Record<string, unknown>): Promise<void> => recordNoticesDelivered(em, SCHEMA, data);

/** Deletes the delivered notices created before `now - retentionMs`, `batch` at a time; answers how many. */
export const pruneDeliveredNotices = (em: EntityManager, now: Date, retentionMs: number, batch = PRUNE_BATCH): Promise<number> =>
  pruneDeliveredNoticesIn(em, SCHEMA, now, retentionMs, batch);

/** The notices part's background work: recording social's announcements, and the prune sweep. The answer stops both. */
export const startNoticePruning = (services: SubgraphServices): (() => Promise<void>) =>
  startDeliveredNoticePruning(services, { deliveredTopic: NOTICES_DELIVERED_TOPIC, retentionMs: services.config.notices.retentionMs });

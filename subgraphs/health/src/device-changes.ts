// What health tells other subgraphs when a member's device data changes: an internal bus event
// (never delivered to clients) per change kind, queued in the outbox in the transaction of the
// write, so it is published if and only if the change committed. The event names the member only
// (the platform's rule: events carry ids); whoever listens asks health as that member for what
// it needs. The events subgraph's challenges part listens, to move device-counted challenges
// (docs/challenges.md, "Progress from devices").
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueEvent, newId } from '@pulse/kit';

/** A member's wearable days were written (a device sync, an export import) or deleted (a disconnect). Data: { userId }. */
export const WEARABLE_DAYS_CHANGED = 'wearableDaysChanged';
/** A member's activities were written (a file imported, a workout of an export). Data: { userId }. */
export const ACTIVITIES_CHANGED = 'activitiesChanged';

const INTERNAL = { internal: true } as const;

/** Queues WEARABLE_DAYS_CHANGED in `em`'s unit of work (a disconnect deleting the device's days). */
export function wearableDaysChanged(em: EntityManager, ownerId: string): void {
  enqueueEvent(em, WEARABLE_DAYS_CHANGED, INTERNAL, { userId: ownerId });
}

/** Queues ACTIVITIES_CHANGED in `em`'s unit of work: it commits with the activity. */
export function activitiesChanged(em: EntityManager, ownerId: string): void {
  enqueueEvent(em, ACTIVITIES_CHANGED, INTERNAL, { userId: ownerId });
}

/**
 * WEARABLE_DAYS_CHANGED for a raw write (wearables/store.ts upsertDays): the outbox row's INSERT
 * for the end of a `WITH written AS (<the write>) ...` statement, so the row commits with the
 * write in one statement. Its parameters follow the write's.
 */
export function wearableDaysChangedSql(schema: string, ownerId: string): { sql: string; params: unknown[] } {
  return {
    sql: `INSERT INTO ${schema}.outbox (id, topic, audience, data) VALUES (?, ?, ?::jsonb, ?::jsonb)`,
    params: [newId(), WEARABLE_DAYS_CHANGED, JSON.stringify(INTERNAL), JSON.stringify({ userId: ownerId })],
  };
}

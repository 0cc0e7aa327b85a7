// The spec's analytics events (post_liked, post_shared, post_saved, post_reposted), recorded
// by the server when the action really happened rather than trusted from the browser.
import { newId } from '@pulse/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AnalyticsEvent, type AnalyticsEventName } from './entities.js';

/** Queued on em; commits with the action's flush. */
export function recordAnalytics(em: EntityManager, name: AnalyticsEventName, userId: string | null, postId: string, properties: Record<string, unknown> = {}): void {
  em.persist(Object.assign(new AnalyticsEvent(), { id: newId(), name, userId, postId, properties, createdAt: new Date() }));
}

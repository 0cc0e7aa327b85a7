// Webhooks (issue 25 item 5, docs/developer-platform.md "Webhooks"): an app's owner subscribes
// URLs to event types; the events other subgraphs publish (their outboxes, read by sources.ts)
// become signed deliveries of the members who granted the app the type's scope, sent by durable
// jobs with retries on the kit clock (dispatch.ts).
import type { SubgraphPart } from '@pulse/kit';
import { webhookMigrations } from './migrations.js';
import { WebhooksResolver } from './operations/webhooks.js';
import { startWebhookDispatch, webhookDeliveryWorker } from './dispatch.js';
import { WEBHOOK_SOURCE_TOPICS } from './sources.js';
import { webhooksMemberData } from './member-data.js';

export const webhooks: SubgraphPart = {
  name: 'webhooks',
  resolvers: [WebhooksResolver],
  migrations: webhookMigrations,
  jobs: [webhookDeliveryWorker],
  background: (services) => startWebhookDispatch(services, WEBHOOK_SOURCE_TOPICS),
  listens: WEBHOOK_SOURCE_TOPICS,
  memberData: webhooksMemberData,
};

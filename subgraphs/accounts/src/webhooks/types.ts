import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { pageInfoType, type PageInfo } from '@pulse/kit';

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
  RETRYING = 'RETRYING',
}
registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus' });

@ObjectType('WebhookEventType', { description: 'An event type a webhook can subscribe to, and the scope a member must have granted the app for it.' })
export class WebhookEventTypeInfo {
  @Field(() => String, { description: 'e.g. post.created' }) name!: string;
  @Field(() => String, { description: 'e.g. posts:read' }) scope!: string;
  @Field(() => String) description!: string;
}

@ObjectType('Webhook', { description: "A subscription of one of the caller's apps to event types (docs/developer-platform.md). Only the app's owner sees it." })
export class Webhook {
  @Field(() => ID) id!: string;
  @Field(() => ID) appId!: string;
  @Field(() => String) url!: string;
  @Field(() => [String]) events!: string[];
  @Field(() => Boolean) active!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Since when its deliveries have failed with no success between (null when the last one worked).' })
  failingSince!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was turned off by Pulse (after failing for 3 days); null otherwise.' })
  disabledReason!: string | null;
}

@ObjectType('WebhookWithSecret', { description: 'A webhook with its signing secret: shown this once (createWebhook, rotateWebhookSecret).' })
export class WebhookWithSecret {
  @Field(() => Webhook) webhook!: Webhook;
  @Field(() => String, { description: 'Signs every delivery (Pulse-Signature). Not shown again.' }) secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One delivery of one event to a webhook, with its attempts.' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'Also the Pulse-Delivery header.' }) id!: string;
  @Field(() => ID) webhookId!: string;
  @Field(() => String, { description: "The payload's id (the same in a redelivery)." }) eventId!: string;
  @Field(() => String, { description: 'The Pulse-Event header: an event type, or ping.' }) eventType!: string;
  @Field(() => WebhookDeliveryStatus) status!: WebhookDeliveryStatus;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true, description: "The HTTP status of the last attempt's answer." }) responseCode!: number | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (PENDING, RETRYING).' }) nextAttemptAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' }) durationMs!: number | null;
  @Field(() => String, { description: 'The request body, as sent (JSON).' }) requestBody!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The delivery this one sends again (redeliverWebhookDelivery).' }) redeliveryOf!: string | null;
}

export const WebhookDeliveryPageInfo = pageInfoType('WebhookDeliveryPageInfo');

@ObjectType('WebhookDeliveryConnection')
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDelivery]) nodes!: WebhookDelivery[];
  @Field(() => WebhookDeliveryPageInfo) pageInfo!: PageInfo;
}

export interface WebhookRow {
  id: string;
  app_id: string;
  owner_id: string;
  url: string;
  events: string[];
  active: boolean;
  created_at: Date;
  updated_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  duration_ms: number | null;
  body: string;
  created_at: Date;
  delivered_at: Date | null;
  redelivery_of: string | null;
  member_id: string | null;
}

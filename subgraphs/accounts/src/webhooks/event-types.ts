// The webhook event types and the scope each needs (docs/developer-platform.md, "Webhooks"):
// an app receives an event of a member only while that member's grant to it holds the scope.
// Names are lower-case dotted strings (`post.created`), the contract's; GraphQL enums cannot
// hold dots, so they travel as strings checked against this table.

export interface WebhookEventTypeInfo {
  name: string;
  scope: string;
  description: string;
}

export const WEBHOOK_EVENT_TYPES = [
  { name: 'follower.created', scope: 'follows:read', description: 'Someone follows the member' },
  { name: 'post.created', scope: 'posts:read', description: 'A member the member follows publishes a post' },
  { name: 'message.received', scope: 'messages:read', description: 'The member receives a message' },
  { name: 'notification.created', scope: 'notifications:read', description: 'The member gets a notification' },
  { name: 'event.rsvp', scope: 'events:read', description: "Someone RSVPs to the member's event" },
] as const satisfies readonly WebhookEventTypeInfo[];

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]['name'];

/** The test event sent by pingWebhook: every webhook gets it, whatever its event types. */
export const PING_EVENT = 'ping';

export const EVENT_TYPE_NAMES: readonly string[] = WEBHOOK_EVENT_TYPES.map((t) => t.name);

export function scopeOf(type: string): string | undefined {
  return WEBHOOK_EVENT_TYPES.find((t) => t.name === type)?.scope;
}

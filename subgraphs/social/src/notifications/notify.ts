// The one way the rest of social creates notifications. It writes the notification row and
// its realtime event (outbox) in the caller's unit of work, so they commit with the like,
// follow or post that caused them; nothing is written when the recipient turned that kind
// off, when the actor is the recipient, or when the recipient is unknown.
import type { SubgraphContext } from '@pulse/kit';

export type NotificationKind = 'LIKE' | 'FOLLOW' | 'REPLY' | 'MENTION' | 'QUOTE' | 'REPOST';

export interface NotifyInput {
  kind: NotificationKind;
  /** Who receives it. */
  recipientId: string;
  /** Who did it. */
  actorId: string;
  /** The post it is about (the liked post, the reply, the quote...); none for FOLLOW. */
  postId?: string;
}

/**
 * Queues the notifications on ctx.em (persist + outbox event); the caller flushes.
 * Implemented by the notifications module (issue 5, social-graph helper).
 */
export async function notify(ctx: SubgraphContext, inputs: NotifyInput[]): Promise<void> {
  void ctx;
  void inputs;
  throw new Error('notify is not implemented yet');
}

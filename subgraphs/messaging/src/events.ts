// The realtime events messaging publishes (through the outbox, so they commit with the
// write). Each names the subscription field it feeds and carries ids only.
import { enqueueEvent, type SubgraphContext } from '@pulse/kit';

export function conversationCreated(ctx: SubgraphContext, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'conversationCreated', { userIds: participants }, { id: conversationId });
}

export function conversationUpdated(ctx: SubgraphContext, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'conversationUpdated', { userIds: participants }, { id: conversationId });
}

export function messageCreated(ctx: SubgraphContext, messageId: string, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'messageCreated', { userIds: participants }, { id: messageId, conversationId });
}

export function messageUpdated(ctx: SubgraphContext, messageId: string, conversationId: string, participants: string[]): void {
  enqueueEvent(ctx.em, 'messageUpdated', { userIds: participants }, { id: messageId, conversationId });
}

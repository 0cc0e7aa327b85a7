// A block ends the calls between the two members (docs/safety.md). Social announces each block
// on the bus (internal `memberBlocked` { blockerId, blockedId }, queued in its outbox with the
// block, so it is published if and only if the block committed); every messaging process hears
// it and ends the pair's ringing or active call, both members hearing ENDED through callEvent.
// Several processes hearing it is harmless: ending an ended call changes nothing.
//
// Why the bus and not a question: a call under way is messaging's state, and the block is the
// news; nothing here has to be decided at the moment of a send. New calls are refused by asking
// social (safety/blocks.ts). An event missed (messaging down, the bus's connection lost) leaves a
// ringing call to time out as any other (ring-timeout.ts), and an active call to its members.
import { LoaderRegistry, createLogger, type BusEvent, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { Conversation } from '../conversations/entities/conversation.js';
import { Call, LIVE } from './entities/call.js';
import { endCall } from './lifecycle.js';

/** Social's topic (subgraphs/social/src/safety/operations.ts). Named here, not imported: subgraphs share no code but kit. */
export const MEMBER_BLOCKED_TOPIC = 'memberBlocked';

const log = createLogger('calls.blocks');

/** Ends every live call between the two members; answers the ids of the calls it ended. */
export async function endCallsBetween(services: SubgraphServices, a: string, b: string): Promise<string[]> {
  const ctx: SubgraphContext = { em: services.orm.em.fork(), auth: {}, loaders: new LoaderRegistry(), clientIp: 'bus', userAgent: 'bus', services };
  // Calls are 1:1: they live in the pair's direct conversation.
  const conversation = await ctx.em.findOne(Conversation, { directKey: [a, b].sort().join(':') });
  if (!conversation) return [];
  const live = await ctx.em.find(Call, { conversationId: conversation.id, status: { $in: [...LIVE] } }, { refresh: true });
  for (const call of live) await endCall(ctx, call.id);
  if (live.length) log.info('a block ended calls', { count: live.length });
  return live.map((call) => call.id);
}

/** The part's background work: hears social's blocks; the answer stops it. */
export function startBlockedCallsEnder(services: SubgraphServices): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const heard = (event: BusEvent) => {
    const { blockerId, blockedId } = event.data;
    if (typeof blockerId !== 'string' || typeof blockedId !== 'string' || !blockerId || !blockedId) return;
    const pass = endCallsBetween(services, blockerId, blockedId)
      .catch((error) => log.error('calls not ended after a block', { error: String(error) }))
      .finally(() => running.delete(pass));
    running.add(pass);
  };
  const unsubscribe = services.bus.subscribe(MEMBER_BLOCKED_TOPIC, heard);
  return async () => {
    unsubscribe();
    await Promise.all(running);
  };
}

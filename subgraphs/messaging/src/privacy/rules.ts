// Whether a member may message another: the recipient's whoMayMessageMe, checked when a new
// 1:1 conversation is opened (also by starting a call) and on every message into a 1:1
// conversation (text, media, encrypted), so a choice made later applies to conversations that
// already exist. There are no group conversations: opening the 1:1 conversation is the only way
// anyone becomes a participant; an operation that adds participants must call assertMayMessage
// for each one it adds (docs/settings.md). Admins are not exempt.
import { ForbiddenError, ServiceUnavailableError, askSubgraph, awaitedLater, createLogger, type SubgraphContext } from '@pulse/kit';
import { RecipientFollowsSenderDocument } from '../calls.generated.js';
import { conversationLoader } from '../conversations/access.js';
import { MessagePermission, MessagingPrivacy } from './entities.js';
import { assertNotBlocked } from '../safety/blocks.js';

const log = createLogger('messaging.privacy');

/** The stable refusal (FORBIDDEN, reason MESSAGES_NOT_ACCEPTED). */
export const MESSAGES_NOT_ACCEPTED = 'This member does not accept messages from you';

async function recipientFollowsSender(ctx: SubgraphContext, recipientId: string): Promise<boolean> {
  try {
    const answer = await askSubgraph(ctx, 'social', RecipientFollowsSenderDocument, { representations: [{ __typename: 'User', id: recipientId }] });
    const user = answer.data?._entities[0];
    if (!answer.ok || !user || user.__typename !== 'User') throw new Error(`social answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
    return user.followsMe;
  } catch (error) {
    log.warn('follow lookup failed', { error: String(error) });
    throw new ServiceUnavailableError('Whether this member accepts your messages cannot be checked right now. Please try again.');
  }
}

/** Refuses (FORBIDDEN) when `recipientId` does not accept messages from `senderId`. */
export async function assertMayMessage(ctx: SubgraphContext, senderId: string, recipientId: string): Promise<void> {
  if (senderId === recipientId) return;
  // A block either way refuses before any privacy choice (safety/, docs/safety.md). Both are
  // asked at once (social over HTTP, the choice here): every message waits for them.
  const blocked = assertNotBlocked(ctx, senderId, recipientId);
  const choice = awaitedLater(ctx.em.findOne(MessagingPrivacy, { id: recipientId }, { disableIdentityMap: true }));
  await blocked;
  const row = await choice;
  const permission = row?.whoMayMessageMe ?? MessagePermission.EVERYONE;
  if (permission === MessagePermission.EVERYONE) return;
  if (permission === MessagePermission.FOLLOWING && (await recipientFollowsSender(ctx, recipientId))) return;
  throw new ForbiddenError(MESSAGES_NOT_ACCEPTED, { reason: 'MESSAGES_NOT_ACCEPTED' });
}

/** For a message into a conversation: checked when it is a 1:1 conversation. */
export async function assertMayMessageIn(ctx: SubgraphContext, conversationId: string, senderId: string, participants: readonly string[]): Promise<void> {
  // Every conversation is 1:1 today, so the checks start beside the read that says whether this
  // one is, not after it (a message waits for both); a group's verdicts would go unused.
  const verdicts = participants.filter((other) => other !== senderId).map((other) => awaitedLater(assertMayMessage(ctx, senderId, other)));
  const conversation = await conversationLoader(ctx).load(conversationId);
  if (!conversation?.directKey) return;
  for (const verdict of verdicts) await verdict;
}

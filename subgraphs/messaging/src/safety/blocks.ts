// Blocks, as messaging and calls enforce them (docs/safety.md). Social owns blocks; messaging
// asks it, as the caller, before every message into a 1:1 conversation, every new conversation
// and every call, the way privacy/rules.ts asks about follows for whoMayMessageMe: a block made
// a moment ago applies to the next send, with no copy here to fall behind.
//
// When social cannot answer, the pair's last answer stands if it is at most
// LAST_ANSWER_STANDS_MS old (no block can be made while social is down, so it is right unless a
// block landed between that answer and the outage): a conversation under way keeps going through
// a social outage, as it did before blocks existed. With no recent answer the send is refused
// (SERVICE_UNAVAILABLE): a block must not leak through an outage.
import { ForbiddenError, ServiceUnavailableError, askSubgraph, createLogger, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { BlockBetweenDocument } from '../calls.generated.js';

const log = createLogger('messaging.safety');

export const LAST_ANSWER_STANDS_MS = 10 * 60_000;
const MOST_KEPT = 50_000;

/** The last answer per pair ("a b", a < b), per running subgraph (tests run several in one process). */
const lastAnswers = new WeakMap<SubgraphServices, Map<string, { blocked: boolean; at: number }>>();
const answersOf = (services: SubgraphServices) => {
  let answers = lastAnswers.get(services);
  if (!answers) lastAnswers.set(services, (answers = new Map()));
  return answers;
};

/** The refusal either way (FORBIDDEN, reason BLOCKED); it does not say who blocked whom. */
export const BLOCKED_MESSAGE = 'You cannot message this member';
export const BLOCKED_CALL = 'You cannot call this member';

/** Whether the caller blocked `otherId` or was blocked by them. */
export async function blockedEitherWay(ctx: SubgraphContext, otherId: string): Promise<boolean> {
  const me = ctx.auth.user?.id;
  const key = me ? (me < otherId ? `${me} ${otherId}` : `${otherId} ${me}`) : undefined;
  const answers = answersOf(ctx.services);
  const now = ctx.services.clock.now().getTime();
  try {
    const answer = await askSubgraph(ctx, 'social', BlockBetweenDocument, { representations: [{ __typename: 'User', id: otherId }] });
    const user = answer.data?._entities[0];
    if (!answer.ok || !user || user.__typename !== 'User') throw new Error(`social answered ${answer.status}: ${JSON.stringify(answer.errors)}`);
    const blocked = user.blockedByMe || user.blocksMe;
    if (key) {
      answers.delete(key);
      answers.set(key, { blocked, at: now });
      // Oldest first in a Map's order.
      while (answers.size > MOST_KEPT) answers.delete(answers.keys().next().value!);
    }
    return blocked;
  } catch (error) {
    const last = key ? answers.get(key) : undefined;
    if (last && now - last.at <= LAST_ANSWER_STANDS_MS) {
      log.warn('block lookup failed; the last answer stands', { error: String(error), ageMs: now - last.at });
      return last.blocked;
    }
    log.warn('block lookup failed', { error: String(error) });
    throw new ServiceUnavailableError('Whether you can reach this member cannot be checked right now. Please try again.');
  }
}

/** FORBIDDEN (reason BLOCKED) when a block stands between the caller (`senderId`) and `otherId`. */
export async function assertNotBlocked(ctx: SubgraphContext, senderId: string, otherId: string, message = BLOCKED_MESSAGE): Promise<void> {
  if (senderId === otherId) return;
  if (await blockedEitherWay(ctx, otherId)) throw new ForbiddenError(message, { reason: 'BLOCKED' });
}

// Messaging never reads the social tables: whether a post may be shared is asked of the social
// subgraph over HTTP, as the sender, so social's own visibility rules decide (published posts
// for everyone, drafts and scheduled posts for their author only).
import { BadUserInputError, ServiceUnavailableError, askSubgraph, createLogger, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { SharablePostDocument, type SharablePostQuery } from '../calls.generated.js';

const log = createLogger('messaging.social');

export const SHARED_POST_NOT_FOUND = 'Post not found';

/**
 * Refuses a post the sender cannot see. An id that never existed, a deleted post and someone
 * else's draft answer the same, so that sending a message tells nobody whether a draft exists.
 */
export async function assertSharablePost(ctx: SubgraphContext, postId: string, field = 'sharedPostId'): Promise<void> {
  let answer: SubgraphAnswer<SharablePostQuery>;
  try {
    answer = await askSubgraph(ctx, 'social', SharablePostDocument, { id: postId });
  } catch (error) {
    log.warn('post lookup failed', { error: String(error) });
    throw new ServiceUnavailableError('Posts cannot be looked up right now. Please try again.');
  }
  if (answer.data?.post.id === postId) return;
  if (answer.errors.some((e) => e.extensions?.code === 'NOT_FOUND')) throw new BadUserInputError(SHARED_POST_NOT_FOUND, field);
  // Anything else (social failing, an unexpected answer) is not the member's mistake.
  log.warn('post lookup failed', { answer: JSON.stringify(answer).slice(0, 500) });
  throw new ServiceUnavailableError('Posts cannot be looked up right now. Please try again.');
}

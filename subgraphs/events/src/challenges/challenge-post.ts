// The challenge's post is social's: createChallenge asks social's createPost AS THE CALLER (a
// typed call from calls.graphql), so social's own rules apply to the same person: its content
// limit, its rate limit and, for a community challenge, that the author is in the community.
// The card in the feed finds the challenge through Post.challenge (post-field.ts).
import { askSubgraph, createLogger, ForbiddenError, refusalOf, ServiceUnavailableError, type SubgraphAnswer, type SubgraphContext } from '@pulse/kit';
import { CreateChallengePostDocument, type CreateChallengePostMutation } from '../calls.generated.js';

const log = createLogger('events.challenges.social');

export const POSTS_UNAVAILABLE = 'Posts are unavailable right now; try again';
const CONTENT_MAX = 5000;

export function challengePostContent(challenge: { title: string; description: string; category: string; subcategory: string }): string {
  const text = `🏆 ${challenge.title}\n\n${challenge.description}\n\n${challenge.category} · ${challenge.subcategory}`;
  return text.slice(0, CONTENT_MAX);
}

export async function createChallengePost(ctx: SubgraphContext, content: string, communityId: string | null): Promise<string> {
  let answer: SubgraphAnswer<CreateChallengePostMutation>;
  try {
    answer = await askSubgraph(ctx, 'social', CreateChallengePostDocument, { input: { type: 'CHALLENGE', content, communityId } });
  } catch (error) {
    log.warn('createPost failed', { error: String(error) });
    throw new ServiceUnavailableError(POSTS_UNAVAILABLE);
  }
  const id = answer.data?.createPost.id;
  if (id) return id;
  if (answer.errors[0]?.extensions?.code === 'FORBIDDEN') throw new ForbiddenError(answer.errors[0].message);
  throw refusalOf(answer.errors[0], { unavailable: POSTS_UNAVAILABLE, field: (field) => (field === 'communityId' ? 'communityId' : 'description') });
}

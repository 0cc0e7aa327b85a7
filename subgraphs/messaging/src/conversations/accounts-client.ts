// Messaging never reads the accounts tables: to know whether a member exists it asks the
// accounts subgraph over HTTP, as the caller (so accounts applies its own rules).
import { BadUserInputError, NotFoundError, askSubgraph, isPlatformId, looksLikeId, type SubgraphContext } from '@pulse/kit';
import { ParticipantExistsDocument, ParticipantNameDocument } from '../calls.generated.js';

export async function assertMemberExists(ctx: SubgraphContext, userId: string, field = 'targetUserId'): Promise<void> {
  if (!looksLikeId(userId) && !isPlatformId(userId)) throw new BadUserInputError('Invalid user id', field);
  const answer = await askSubgraph(ctx, 'accounts', ParticipantExistsDocument, { id: userId });
  if (answer.errors.some((e) => e.extensions?.code === 'NOT_FOUND') || !answer.data?.user) throw new NotFoundError('User not found');
}

/** The member's display name (for payloads answered outside GraphQL, e.g. the media upload). */
export async function memberName(ctx: SubgraphContext, userId: string): Promise<string | null> {
  const answer = await askSubgraph(ctx, 'accounts', ParticipantNameDocument, { id: userId });
  return answer.data?.user.name ?? null;
}

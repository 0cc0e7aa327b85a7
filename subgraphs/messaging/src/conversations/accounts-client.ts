// Messaging never reads the accounts tables: to know whether a member exists it asks the
// accounts subgraph over HTTP, as the caller (so accounts applies its own rules).
import { BadUserInputError, NotFoundError, askSubgraph, isPlatformId, looksLikeId, type SubgraphContext } from '@pulse/kit';

export async function assertMemberExists(ctx: SubgraphContext, userId: string, field = 'targetUserId'): Promise<void> {
  if (!looksLikeId(userId) && !isPlatformId(userId)) throw new BadUserInputError('Invalid user id', field);
  const res = await askSubgraph(ctx, 'accounts', 'query($id: ID!) { user(id: $id) { id suspended } }', { id: userId });
  const body = (await res.json()) as { data?: { user?: { id: string; suspended: boolean } | null }; errors?: { extensions?: { code?: string } }[] };
  if (body.errors?.some((e) => e.extensions?.code === 'NOT_FOUND') || !body.data?.user) throw new NotFoundError('User not found');
}

/** The member's display name (for payloads answered outside GraphQL, e.g. the media upload). */
export async function memberName(ctx: SubgraphContext, userId: string): Promise<string | null> {
  const res = await askSubgraph(ctx, 'accounts', 'query($id: ID!) { user(id: $id) { name } }', { id: userId });
  const body = (await res.json()) as { data?: { user?: { name: string } | null } };
  return body.data?.user?.name ?? null;
}

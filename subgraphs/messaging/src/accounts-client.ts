// Messaging never reads the accounts tables: to know whether a member exists it asks the
// accounts subgraph over HTTP, as the caller (so accounts applies its own rules).
import { BadUserInputError, NotFoundError, isPlatformId, looksLikeId, type SubgraphContext } from '@pulse/kit';

export async function assertMemberExists(ctx: SubgraphContext, userId: string, field = 'targetUserId'): Promise<void> {
  if (!looksLikeId(userId) && !isPlatformId(userId)) throw new BadUserInputError('Invalid user id', field);
  const res = await fetch(ctx.services.config.subgraphUrls.accounts, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ctx.authorization ? { authorization: ctx.authorization } : {}) },
    body: JSON.stringify({ query: 'query($id: ID!) { user(id: $id) { id suspended } }', variables: { id: userId } }),
  });
  const body = (await res.json()) as { data?: { user?: { id: string; suspended: boolean } | null }; errors?: { extensions?: { code?: string } }[] };
  if (body.errors?.some((e) => e.extensions?.code === 'NOT_FOUND') || !body.data?.user) throw new NotFoundError('User not found');
}

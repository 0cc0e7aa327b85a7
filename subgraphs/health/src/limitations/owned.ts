// The caller's own limitation, or NOT_FOUND (another member's does not exist for them).
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { Limitation } from './entities.js';

export const LIMITATION_NOT_FOUND = 'Limitation not found';

export async function requireOwnLimitation(ctx: SubgraphContext, id: string): Promise<Limitation> {
  const user = requireUser(ctx.auth);
  const limitation = await ctx.em.findOne(Limitation, { id, ownerId: user.id });
  if (!limitation) throw new NotFoundError(LIMITATION_NOT_FOUND);
  return limitation;
}

/** The caller's limitations: those still lasting first (newest first), then ended ones. */
export async function limitationsOf(ctx: SubgraphContext, ownerId: string): Promise<Limitation[]> {
  const all = await ctx.em.find(Limitation, { ownerId }, { orderBy: { startedOn: 'desc', id: 'desc' } });
  return [...all.filter((l) => !l.endedOn), ...all.filter((l) => l.endedOn)];
}

// The caller's own goal, or NOT_FOUND (another member's, and the samples, do not exist as rows).
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { GoalRow } from './entities.js';

export const GOAL_NOT_FOUND = 'Goal not found';

export async function requireOwnGoal(ctx: SubgraphContext, id: string): Promise<GoalRow> {
  const user = requireUser(ctx.auth);
  const goal = await ctx.em.findOne(GoalRow, { id, ownerId: user.id });
  if (!goal) throw new NotFoundError(GOAL_NOT_FOUND);
  return goal;
}

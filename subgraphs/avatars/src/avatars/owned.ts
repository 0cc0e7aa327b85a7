// The caller's own avatar or task, or NOT_FOUND: another member's does not exist for them.
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { Avatar, AvatarTask } from './entities.js';
import { AVATAR_NOT_FOUND, TASK_NOT_FOUND } from './limits.js';

export async function requireOwnAvatar(ctx: SubgraphContext, id: string): Promise<Avatar> {
  const user = requireUser(ctx.auth);
  const avatar = await ctx.em.findOne(Avatar, { id, ownerId: user.id });
  if (!avatar) throw new NotFoundError(AVATAR_NOT_FOUND);
  return avatar;
}

export async function requireOwnTask(ctx: SubgraphContext, id: string): Promise<AvatarTask> {
  const user = requireUser(ctx.auth);
  const task = await ctx.em.findOne(AvatarTask, { id, ownerId: user.id });
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  return task;
}

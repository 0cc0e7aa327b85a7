// cancelAvatarTask (DELETE /avatars/meshy/rig/{id}, /avatars/meshy/animate/{id}): a queued task
// never runs; a running one stops at its next step and keeps nothing. A generation cancelled
// leaves its avatar FAILED (the member deletes it or keeps it to see what happened). A task
// already over answers CONFLICT.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, SignedIn, type SubgraphContext } from '@pulse/kit';
import { AvatarTask } from '../entities.js';
import { TASK_ALREADY_OVER } from '../limits.js';
import { requireOwnTask } from '../owned.js';
import { cancelTask, cancelTaskJob, isOver } from '../store.js';

@Resolver()
export class CancelAvatarTaskResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AvatarTask, { description: 'Cancels one of your tasks that is queued or running.' })
  async cancelAvatarTask(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AvatarTask> {
    const task = await requireOwnTask(ctx, id);
    if (isOver(task)) throw new ConflictError(TASK_ALREADY_OVER, 'id');
    const cancelled = await ctx.em.transactional((em) => cancelTask(ctx.services, em, task));
    if (!cancelled) throw new ConflictError(TASK_ALREADY_OVER, 'id');
    await cancelTaskJob(ctx.services, task);
    return ctx.em.findOneOrFail(AvatarTask, { id: task.id }, { refresh: true });
  }
}

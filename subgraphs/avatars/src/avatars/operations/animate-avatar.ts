// animateAvatar (POST /avatars/meshy/animate, POST /api/avatars/animate): a durable animation
// task on a rigging task of the caller's that succeeded: one animation of the library, at the
// asked frame rate (30 by default), as GLB (the only output format).
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { AvatarTask, AvatarTaskKind, AvatarTaskState } from '../entities.js';
import { AnimateAvatarInput } from '../inputs.js';
import { RIG_TASK_NOT_DONE } from '../limits.js';
import { requireOwnTask } from '../owned.js';
import { createTask, lockMember, queueTask } from '../store.js';
import type { AnimateInput } from '../task-job.js';
import { checkAnimations } from './create-avatar.js';

@Resolver()
export class AnimateAvatarResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AvatarTask, { description: 'Starts animating a rigged model; follow the task with avatarTask or avatarTaskUpdated.' })
  async animateAvatar(@Arg('input', () => AnimateAvatarInput) input: InputOf<typeof AnimateAvatarInput>, @Ctx() ctx: SubgraphContext): Promise<AvatarTask> {
    const user = requireUser(ctx.auth);
    const rig = await requireOwnTask(ctx, input.rigTaskId);
    if (rig.kind !== AvatarTaskKind.RIG || rig.state !== AvatarTaskState.SUCCEEDED) throw new BadUserInputError(RIG_TASK_NOT_DONE, 'rigTaskId');
    await checkAnimations(ctx, [input.actionId], 'actionId');
    const animate: AnimateInput = { rigTaskId: rig.id, actionId: input.actionId, fps: input.fps, outputFormat: input.outputFormat };
    const task = await ctx.em.transactional(async (em) => {
      await lockMember(em, user.id);
      const made = await createTask(ctx.services, em, {
        ownerId: user.id,
        kind: AvatarTaskKind.ANIMATE,
        provider: rig.provider,
        avatarId: rig.avatarId,
        input: { ...animate },
      });
      await em.flush();
      return made;
    });
    await queueTask(ctx.services, task);
    return task;
  }
}

// rigAvatar (POST /avatars/meshy/rig, POST /api/avatars/rig): a durable rigging task for one of
// the caller's avatars, named by avatarId, by the generation task that made it (inputTaskId) or
// by its modelUrl. Offline, only the generator's own avatars can be rigged (it knows their
// body); any other model needs Meshy, and the refusal says so.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, NotFoundError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { Avatar, AvatarProvider, AvatarStatus, AvatarTask, AvatarTaskKind } from '../entities.js';
import { RigAvatarInput } from '../inputs.js';
import { AVATAR_NOT_FOUND, AVATAR_NOT_READY } from '../limits.js';
import { requireOwnAvatar, requireOwnTask } from '../owned.js';
import { configuredProvider } from '../providers/index.js';
import { CANNOT_RIG_FOREIGN } from '../providers/offline.js';
import { createTask, lockMember, queueTask } from '../store.js';
import type { RigInput } from '../task-job.js';

export const NAME_A_MODEL = 'Name the model to rig: avatarId, inputTaskId or modelUrl';

async function avatarOf(ctx: SubgraphContext, input: InputOf<typeof RigAvatarInput>): Promise<Avatar | null> {
  if (input.avatarId) return requireOwnAvatar(ctx, input.avatarId);
  if (input.inputTaskId) {
    const source = await requireOwnTask(ctx, input.inputTaskId);
    if (!source.avatarId) throw new NotFoundError(AVATAR_NOT_FOUND);
    return requireOwnAvatar(ctx, source.avatarId);
  }
  if (input.modelUrl) {
    const user = requireUser(ctx.auth);
    return ctx.em.findOne(Avatar, { ownerId: user.id, $or: [{ modelUrl: input.modelUrl }, { previewUrl: input.modelUrl }] });
  }
  throw new BadUserInputError(NAME_A_MODEL, 'avatarId');
}

@Resolver()
export class RigAvatarResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => AvatarTask, { description: 'Starts rigging a model (a skeleton for animation); follow the task with avatarTask or avatarTaskUpdated.' })
  async rigAvatar(@Arg('input', () => RigAvatarInput) input: InputOf<typeof RigAvatarInput>, @Ctx() ctx: SubgraphContext): Promise<AvatarTask> {
    const user = requireUser(ctx.auth);
    const provider = configuredProvider(ctx.services);
    const avatar = await avatarOf(ctx, input);
    if (avatar && avatar.status !== AvatarStatus.READY) throw new BadUserInputError(AVATAR_NOT_READY, 'avatarId');
    if (provider === AvatarProvider.OFFLINE && avatar?.provider !== AvatarProvider.OFFLINE)
      throw new BadUserInputError(CANNOT_RIG_FOREIGN, input.modelUrl ? 'modelUrl' : 'avatarId');
    const rig: RigInput = {
      heightMeters: input.heightMeters,
      inputTaskId: input.inputTaskId,
      modelUrl: input.modelUrl ?? avatar?.modelUrl ?? null,
      textureImageUrl: input.textureImageUrl,
    };
    const task = await ctx.em.transactional(async (em) => {
      await lockMember(em, user.id);
      const made = await createTask(ctx.services, em, { ownerId: user.id, kind: AvatarTaskKind.RIG, provider, avatarId: avatar?.id ?? null, input: { ...rig } });
      await em.flush();
      return made;
    });
    await queueTask(ctx.services, task);
    return task;
  }
}

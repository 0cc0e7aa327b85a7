// deleteAvatar (DELETE /avatars/{id}): removes the caller's avatar, cancels its tasks still
// queued or running, and removes its files. When it was the default, the newest ready avatar
// left (else the newest of any status) becomes the default; none when it was the last.
// Answers its id.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, createStorage, requireUser, type SubgraphContext } from '@pulse/kit';
import { Avatar, AvatarTask, ACTIVE_STATES } from '../entities.js';
import { requireOwnAvatar } from '../owned.js';
import { cancelTask, cancelTaskJob, lockMember, promoteDefault } from '../store.js';

@Resolver()
export class DeleteAvatarResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Deletes one of your avatars (and its files); answers its id.' })
  async deleteAvatar(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const user = requireUser(ctx.auth);
    const avatar = await requireOwnAvatar(ctx, id);
    const cancelled: AvatarTask[] = [];
    await ctx.em.transactional(async (em) => {
      await lockMember(em, user.id);
      for (const task of await em.find(AvatarTask, { avatarId: avatar.id, state: { $in: [...ACTIVE_STATES] } }))
        if (await cancelTask(ctx.services, em, task)) cancelled.push(task);
      await em.nativeDelete(Avatar, { id: avatar.id });
      if (avatar.isDefault) await promoteDefault(em, user.id);
    });
    for (const task of cancelled) await cancelTaskJob(ctx.services, task);
    const storage = createStorage(ctx.services.config);
    for (const key of avatar.fileKeys) await storage.delete(key).catch(() => undefined);
    return avatar.id;
  }
}

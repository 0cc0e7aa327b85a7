// avatarRig (GET /avatars/{id}/rig, POST /avatars/rig-status {avatarId, status}): where the
// rigging of one of the caller's avatars is: its latest rigging task and the rigged model. The
// server owns the rig status (the tasks decide it); a client's `status` is what it last saw,
// and the answer says whether that is still so.
import { Arg, Ctx, Field, ID, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { AvatarTask, AvatarTaskKind, AvatarTaskState } from '../entities.js';
import { requireOwnAvatar } from '../owned.js';

@ObjectType('AvatarRig', { description: "Where an avatar's rigging is." })
export class AvatarRig {
  @Field(() => ID) avatarId!: string;
  @Field(() => AvatarTaskState, { nullable: true, description: 'Its latest rigging task’s state; null: never rigged.' }) status!: AvatarTaskState | null;
  @Field(() => AvatarTask, { nullable: true }) task!: AvatarTask | null;
  @Field(() => String, { nullable: true, description: 'The GLB of its last successful rigging.' }) riggedModelUrl!: string | null;
}

@Resolver()
export class AvatarRigResolver {
  @UseMiddleware(SignedIn)
  @Query(() => AvatarRig, { description: "Where one of your avatars' rigging is." })
  async avatarRig(@Arg('avatarId', () => ID) avatarId: string, @Ctx() ctx: SubgraphContext): Promise<AvatarRig> {
    const avatar = await requireOwnAvatar(ctx, avatarId);
    const task = await ctx.em.findOne(
      AvatarTask,
      { avatarId: avatar.id, ownerId: avatar.ownerId, kind: AvatarTaskKind.RIG },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return Object.assign(new AvatarRig(), { avatarId: avatar.id, status: task?.state ?? null, task, riggedModelUrl: avatar.riggedModelUrl });
  }
}

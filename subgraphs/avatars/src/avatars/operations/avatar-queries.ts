// myAvatars (GET /user/avatars: the gallery), avatar(id) and avatarTask(id): the caller's own
// only. Also the task's avatar, for answers that show both.
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Avatar, AvatarTask } from '../entities.js';
import { MAX_AVATARS } from '../limits.js';
import { requireOwnAvatar, requireOwnTask } from '../owned.js';

@Resolver()
export class AvatarQueriesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => [Avatar], { description: `Your avatars, newest first (at most ${MAX_AVATARS}: the most one keeps).` })
  myAvatars(@Ctx() ctx: SubgraphContext): Promise<Avatar[]> {
    const user = requireUser(ctx.auth);
    return ctx.em.find(Avatar, { ownerId: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_AVATARS });
  }

  @UseMiddleware(SignedIn)
  @Query(() => Avatar, { description: 'One of your avatars.' })
  avatar(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Avatar> {
    return requireOwnAvatar(ctx, id);
  }

  @UseMiddleware(SignedIn)
  @Query(() => AvatarTask, { description: 'One of your generation, rigging or animation tasks (its state and progress).' })
  avatarTask(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<AvatarTask> {
    return requireOwnTask(ctx, id);
  }
}

@Resolver(() => AvatarTask)
export class AvatarTaskFieldsResolver {
  @FieldResolver(() => Avatar, { nullable: true, description: 'The avatar it makes or works on (null once deleted).' })
  avatar(@Root() task: AvatarTask, @Ctx() ctx: SubgraphContext): Promise<Avatar | null> | null {
    return task.avatarId ? ctx.em.findOne(Avatar, { id: task.avatarId, ownerId: task.ownerId }) : null;
  }
}

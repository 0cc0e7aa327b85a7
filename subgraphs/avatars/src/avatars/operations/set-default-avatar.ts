// setDefaultAvatar (PUT /user/avatars {avatarId}): the one default swaps to this avatar, in one
// transaction (the old one is unset first; the partial unique index would refuse two).
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { Avatar } from '../entities.js';
import { requireOwnAvatar } from '../owned.js';
import { lockMember, makeDefault } from '../store.js';

@Resolver()
export class SetDefaultAvatarResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => Avatar, { description: 'Makes one of your avatars your default (the only one).' })
  async setDefaultAvatar(@Arg('avatarId', () => ID) avatarId: string, @Ctx() ctx: SubgraphContext): Promise<Avatar> {
    const user = requireUser(ctx.auth);
    const avatar = await requireOwnAvatar(ctx, avatarId);
    await ctx.em.transactional(async (em) => {
      await lockMember(em, user.id);
      await makeDefault(em, user.id, avatar.id);
    });
    return ctx.em.findOneOrFail(Avatar, { id: avatar.id }, { refresh: true });
  }
}

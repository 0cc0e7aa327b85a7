import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { ConflictError, commitOrConflict, enqueueEvent, requireUser, type SubgraphContext, SignedIn } from '@pulse/kit';
import { User } from '../entities.js';
import { UpdateProfileInput } from '../../inputs.js';
import { findByUsername, loadUser } from '../users.js';
import { USERNAME_TAKEN } from '../../sessions/operations/register.js';
import { chooseProfileImage } from '../../profile-images/screening.js';

@Resolver()
export class UpdateProfileResolver {
  /** The input arrives validated: undefined keeps a field, null clears an optional one. */
  @UseMiddleware(SignedIn)
  @Mutation(() => User)
  async updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: SubgraphContext): Promise<User> {
    const caller = requireUser(ctx.auth);
    const user = await loadUser(ctx, caller.id);
    if (input.name !== undefined) user.name = input.name;
    if (input.username !== undefined) {
      if (input.username.toLowerCase() !== user.username.toLowerCase()) {
        const taken = await findByUsername(ctx, input.username);
        if (taken && taken.id !== user.id) throw new ConflictError(USERNAME_TAKEN, 'username');
      }
      user.username = input.username;
    }
    if (input.bio !== undefined) user.bio = input.bio;
    if (input.bioLink !== undefined) user.bioLink = input.bioLink;
    // A new picture becomes `image` once screening passed it; until then it is the member's pending one.
    if (input.image !== undefined) user.image = await chooseProfileImage(ctx, user.id, input.image || null, user.image ?? null);
    if (input.banner !== undefined) user.banner = await chooseProfileImage(ctx, user.id, input.banner || null, user.banner ?? null, 'BANNER');
    user.updatedAt = new Date();

    enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
    enqueueEvent(ctx.em, 'accountEvent', { userIds: [user.id] }, { kind: 'PROFILE_UPDATED', user: { id: user.id } });
    await commitOrConflict(
      () => ctx.em.flush(),
      () => new ConflictError(USERNAME_TAKEN, 'username'),
    );
    return user;
  }
}

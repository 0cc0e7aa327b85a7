// follow / unfollow: both idempotent (following twice is one follow, unfollowing someone
// you do not follow changes nothing) and both answer the other member, whose counts and
// followedByMe then show the new state. A new follow notifies the followee (FOLLOW).
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { BadUserInputError, UnauthenticatedError, enqueueEvent, flushUnlessDuplicate, type SubgraphContext } from '@pulse/kit';
import { notify } from '../notifications/notify.js';
import { Follow } from './entities.js';
import { requireMember } from './accounts-client.js';
import { User, userRef } from '../user.js';
import { CANNOT_FOLLOW_BLOCKED, assertNotBlocked } from '../safety/rules.js';

export const LOGIN_TO_FOLLOW = 'Please log in to follow users';
export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself';

/** The signed-in member; a token that was sent but is dead keeps its own message (the client signs out on it). */
function requireFollower(ctx: SubgraphContext): string {
  if (ctx.auth.user) return ctx.auth.user.id;
  throw ctx.auth.error ?? new UnauthenticatedError(LOGIN_TO_FOLLOW);
}

@Resolver()
export class FollowResolver {
  @Mutation(() => User)
  async follow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = requireFollower(ctx);
    if (userId === me) throw new BadUserInputError(CANNOT_FOLLOW_YOURSELF, 'userId');
    // A block either way refuses the follow (docs/safety.md); blocking ended any follow there was.
    await assertNotBlocked(ctx, me, userId, CANNOT_FOLLOW_BLOCKED);
    const existing = await ctx.em.findOne(Follow, { followerId: me, followeeId: userId });
    if (existing) return userRef(userId);
    await requireMember(ctx, userId);
    ctx.em.persist(Object.assign(new Follow(), { followerId: me, followeeId: userId, createdAt: new Date() }));
    await notify(ctx, [{ kind: 'FOLLOW', recipientId: userId, actorId: me }]);
    // For the apps the followee gave webhooks to (accounts' webhooks/sources.ts): internal, never a client's.
    enqueueEvent(ctx.em, 'followCreated', { internal: true }, { followerId: me, followeeId: userId });
    // A double click raced itself: the other request made the follow (and its notification).
    await flushUnlessDuplicate(ctx.em);
    return userRef(userId);
  }

  @Mutation(() => User)
  async unfollow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: SubgraphContext): Promise<User> {
    const me = requireFollower(ctx);
    if (userId === me) throw new BadUserInputError(CANNOT_FOLLOW_YOURSELF, 'userId');
    const deleted = await ctx.em.nativeDelete(Follow, { followerId: me, followeeId: userId });
    // Nothing to undo is fine, but a member who does not exist is still NOT_FOUND.
    if (!deleted) await requireMember(ctx, userId);
    return userRef(userId);
  }
}

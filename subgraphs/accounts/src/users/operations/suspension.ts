// Suspension: the member cannot sign in, and every token they hold stops working at once.
import { Args, ArgsType, Ctx, Field, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { enqueueEvent, requireAdmin, ForbiddenError, type SubgraphContext, SignedIn } from '@pulse/kit';
import { User } from '../entities.js';
import { loadUser } from '../users.js';
import { optionalText } from '../../validation.js';
import { queueAudit, suspensionOf } from '../../audit/outbox.js';

@ArgsType()
class SuspendUserArgs {
  static schema = z.object({ userId: z.string(), reason: optionalText('reason', 500) });

  @Field(() => ID) userId!: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@ArgsType()
class UnsuspendUserArgs {
  @Field(() => ID) userId!: string;
}

@Resolver()
export class SuspensionResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => User, { description: "Admins only: the member's tokens stop working and they cannot sign in. Audited." })
  async suspendUser(@Args(() => SuspendUserArgs) args: SuspendUserArgs, @Ctx() ctx: SubgraphContext): Promise<User> {
    const admin = requireAdmin(ctx.auth);
    if (admin.id === args.userId) throw new ForbiddenError('You cannot suspend yourself');
    const user = await loadUser(ctx, args.userId);
    const before = suspensionOf(user);
    user.suspended = true;
    user.suspendedReason = args.reason ?? null;
    user.suspendedUntil = null;
    user.updatedAt = new Date();
    // Audited like the dashboard's suspendAccount: the row commits with the change.
    queueAudit(ctx.em, { actorId: admin.id, action: 'user.suspend', targetId: user.id, before, after: suspensionOf(user), at: ctx.services.clock.now() });
    enqueueEvent(ctx.em, 'accountEvent', { userIds: [user.id] }, { kind: 'SUSPENDED', user: { id: user.id } });
    enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
    // Tokens die first: if the write below fails the member is locked out, never half-suspended.
    await ctx.services.revocations.suspendUser(user.id);
    await ctx.em.flush();
    return user;
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => User, { description: 'Admins only. Audited.' })
  async unsuspendUser(@Args(() => UnsuspendUserArgs) { userId }: UnsuspendUserArgs, @Ctx() ctx: SubgraphContext): Promise<User> {
    const admin = requireAdmin(ctx.auth);
    const user = await loadUser(ctx, userId);
    const before = suspensionOf(user);
    user.suspended = false;
    user.suspendedReason = null;
    user.suspendedUntil = null;
    user.updatedAt = new Date();
    queueAudit(ctx.em, { actorId: admin.id, action: 'user.unsuspend', targetId: user.id, before, after: suspensionOf(user), at: ctx.services.clock.now() });
    enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
    await ctx.em.flush();
    await ctx.services.revocations.unsuspendUser(user.id);
    return user;
  }
}

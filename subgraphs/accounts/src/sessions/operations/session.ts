// me, refresh and logout: the operations on the caller's own sign-in.
import { Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { requireUser, enqueueEvent, type SubgraphContext, SignedIn } from '@pulse/kit';
import { Session } from '../entities.js';
import { User } from '../../users/entities.js';
import { AuthPayload } from '../auth-payload.js';
import { loadUser } from '../../users/users.js';

@Resolver()
export class SessionResolver {
  @UseMiddleware(SignedIn)
  @Query(() => User, { description: 'The signed-in member.' })
  me(@Ctx() ctx: SubgraphContext): Promise<User> {
    return loadUser(ctx, requireUser(ctx.auth).id);
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => AuthPayload, { description: 'A fresh token for the same session.' })
  async refresh(@Ctx() ctx: SubgraphContext): Promise<AuthPayload> {
    const caller = requireUser(ctx.auth);
    const user = await loadUser(ctx, caller.id);
    const sessionId = ctx.auth.claims!.sessionId;
    await ctx.em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date() });
    const { token, expiresAt } = await ctx.services.tokens.issue({ userId: user.id, sessionId, role: user.role });
    return { token, expiresAt, user };
  }

  @UseMiddleware(SignedIn)
  @Mutation(() => Boolean, { description: 'Revokes the token at once, everywhere.' })
  async logout(@Ctx() ctx: SubgraphContext): Promise<boolean> {
    const caller = requireUser(ctx.auth);
    const claims = ctx.auth.claims!;
    await ctx.em.nativeUpdate(Session, { id: claims.sessionId }, { revokedAt: new Date() });
    await ctx.services.revocations.revokeSession(claims);
    enqueueEvent(ctx.em, 'accountEvent', { userIds: [caller.id] }, { kind: 'SIGNED_OUT', user: { id: caller.id }, sessionId: claims.sessionId });
    await ctx.em.flush();
    return true;
  }
}

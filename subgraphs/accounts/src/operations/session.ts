// me, refresh and logout: the operations on the caller's own sign-in.
import { requireUser, enqueueEvent, type SubgraphContext } from '@pulse/kit';
import { Session } from '../entities/session.js';
import { loadUser } from '../users.js';

export async function me(_: unknown, _args: unknown, ctx: SubgraphContext) {
  return loadUser(ctx, requireUser(ctx.auth).id);
}

export async function refresh(_: unknown, _args: unknown, ctx: SubgraphContext) {
  const caller = requireUser(ctx.auth);
  const user = await loadUser(ctx, caller.id);
  const sessionId = ctx.auth.claims!.sessionId;
  await ctx.em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date() });
  const { token, expiresAt } = await ctx.services.tokens.issue({ userId: user.id, sessionId, role: user.role });
  return { token, expiresAt, user };
}

export async function logout(_: unknown, _args: unknown, ctx: SubgraphContext) {
  const caller = requireUser(ctx.auth);
  const claims = ctx.auth.claims!;
  await ctx.em.nativeUpdate(Session, { id: claims.sessionId }, { revokedAt: new Date() });
  await ctx.services.revocations.revokeSession(claims);
  enqueueEvent(ctx.em, 'accountEvent', { userIds: [caller.id] }, { kind: 'SIGNED_OUT', user: { id: caller.id }, sessionId: claims.sessionId });
  await ctx.em.flush();
  return true;
}

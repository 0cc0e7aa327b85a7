// Suspension: the member cannot sign in, and every token they hold stops working at once.
import { enqueueEvent, requireAdmin, ForbiddenError, type SubgraphContext } from '@pulse/kit';
import { loadUser } from '../users.js';
import { optionalText } from '../validation.js';

export async function suspendUser(_: unknown, args: { userId: string; reason?: string | null }, ctx: SubgraphContext) {
  const admin = requireAdmin(ctx.auth);
  if (admin.id === args.userId) throw new ForbiddenError('You cannot suspend yourself');
  const user = await loadUser(ctx, args.userId);
  user.suspended = true;
  user.suspendedReason = optionalText(args.reason, 'reason', 500) ?? null;
  user.updatedAt = new Date();
  enqueueEvent(ctx.em, 'accountEvent', { userIds: [user.id] }, { kind: 'SUSPENDED', user: { id: user.id } });
  enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
  // Tokens die first: if the write below fails the member is locked out, never half-suspended.
  await ctx.services.revocations.suspendUser(user.id);
  await ctx.em.flush();
  return user;
}

export async function unsuspendUser(_: unknown, args: { userId: string }, ctx: SubgraphContext) {
  requireAdmin(ctx.auth);
  const user = await loadUser(ctx, args.userId);
  user.suspended = false;
  user.suspendedReason = null;
  user.updatedAt = new Date();
  enqueueEvent(ctx.em, 'userUpdated', { public: true }, { id: user.id });
  await ctx.em.flush();
  await ctx.services.revocations.unsuspendUser(user.id);
  return user;
}

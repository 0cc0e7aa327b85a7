// Signing in creates a session row (who, from where) and a token naming that session, so
// logout can revoke exactly that sign-in and refresh can extend it.
import { newId, type SubgraphContext } from '@pulse/kit';
import { Session } from './entities.js';
import type { User } from '../users/entities.js';
import type { AuthPayload } from './auth-payload.js';

export async function startSession(ctx: SubgraphContext, user: User): Promise<AuthPayload> {
  const session = new Session();
  session.id = newId();
  session.userId = user.id;
  session.userAgent = ctx.userAgent.slice(0, 400) || null;
  session.ip = ctx.clientIp;
  ctx.em.persist(session);
  await ctx.em.flush();
  const { token, expiresAt } = await ctx.services.tokens.issue({ userId: user.id, sessionId: session.id, role: user.role });
  // The rest of this request (the payload's User fields) is answered as the new member.
  ctx.auth = { user: { id: user.id, role: user.role } };
  return { token, expiresAt, user };
}

// `@UseMiddleware(AdminsOnly)`: the catalogue's management is for admins. Runs before kit checks
// the arguments, so a member is told FORBIDDEN whatever they sent, never what was wrong with a
// product they may not make.
import type { MiddlewareFn } from 'type-graphql';
import { requireAdmin, type SubgraphContext } from '@pulse/kit';

export const AdminsOnly: MiddlewareFn<SubgraphContext> = ({ context }, next) => {
  requireAdmin(context.auth);
  return next();
};

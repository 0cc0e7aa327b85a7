// `@UseMiddleware(SignedIn)`: the operation is for signed-in members. It runs before kit checks
// the arguments (validation.ts), so an anonymous caller is told to sign in (UNAUTHENTICATED)
// rather than what was wrong with input they may not send at all.
import type { MiddlewareFn } from 'type-graphql';
import { requireUser } from '../auth.js';
import type { SubgraphContext } from '../subgraph.js';

export const SignedIn: MiddlewareFn<SubgraphContext> = ({ context }, next) => {
  requireUser(context.auth);
  return next();
};

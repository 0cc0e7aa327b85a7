// `@UseMiddleware(SignedIn)` or `@UseMiddleware(signedIn('Please log in to like posts'))`: the
// operation is for signed-in members. It runs before kit checks the arguments
// (validation.ts), so an anonymous caller is told to sign in (UNAUTHENTICATED, with the
// operation's own message where the spec gives one) rather than what was wrong with input
// they may not send at all. A token that was sent but is dead keeps its own message: the web
// client signs out on it.
import type { MiddlewareFn } from 'type-graphql';
import { UnauthenticatedError } from '../errors.js';
import type { SubgraphContext } from '../subgraph.js';

export function signedIn(message?: string): MiddlewareFn<SubgraphContext> {
  return ({ context }, next) => {
    if (!context.auth.user) throw context.auth.error ?? new UnauthenticatedError(message);
    return next();
  };
}

export const SignedIn = signedIn();

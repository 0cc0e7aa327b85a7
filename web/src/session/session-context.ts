import { createContext, useContext } from 'react';
import type { SessionUserFragment } from '../generated/graphql';
import type { SessionScope } from './session-scope';

/**
 * checking: a stored token is being verified (protected pages show 'Loading...').
 * signedIn: the token was verified. unverified: the check failed for a reason other than a dead
 * token (e.g. offline), so the member keeps their token and sees the app.
 */
export type SessionStatus = 'checking' | 'signedIn' | 'unverified' | 'signedOut';

export type SessionUser = SessionUserFragment;

export interface Session {
  status: SessionStatus;
  /** Null while checking, when signed out, and when unverified before the member's data ever loaded. */
  user: SessionUser | null;
  /** The background work of the signed-in session (ended on sign-out, before the store is cleared). */
  scope: SessionScope;
  signIn(payload: { token: string; user: SessionUser }): void;
  /** Revokes the token on the server (best effort), forgets it here, and goes to /login. */
  logout(): Promise<void>;
  /** Swaps the token for a fresh one; a failure logs out. */
  refresh(): Promise<void>;
  /** Checks the stored token again (after a SIGNED_OUT event or when the network returns). */
  recheck(): Promise<void>;
  /** Forgets the session in this browser only (the server already ended it). */
  signOutLocally(message?: string): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function isSignedIn(status: SessionStatus): boolean {
  return status === 'signedIn' || status === 'unverified';
}

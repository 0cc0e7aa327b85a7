// Session handling as the product specifies it: the stored token is checked 100 ms after
// start; only a dead-token answer signs the member out; login and register store the token,
// set the cookie and open the realtime socket; logout undoes all of it.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PulseApollo } from '../apollo/client';
import { useQuery } from '@apollo/client';
import { LogoutDocument, MeDocument, RefreshDocument, type MeQuery } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { closeThisDevice, leaveThisDevice } from '../e2ee/this-device';
import { AccountEventsWatcher } from './account-events-watcher';
import { AUTH_CHECK_DELAY_MS, isRejectedTokenError } from './auth-check';
import { SessionContext, isSignedIn, type Session, type SessionStatus, type SessionUser } from './session-context';
import { shouldRefresh } from './token-lifetime';
import { clearToken, readToken, storeToken } from './token-store';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
/** The gateway's close reason for a dead token (not for people: SESSION_ENDED_MESSAGE says it). */
const DEAD_TOKEN_CLOSE_REASON = 'Invalid or expired token';
export const REFRESH_FAILED_MESSAGE = 'Your session could not be renewed. Please log in again.';
const REFRESH_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function SessionProvider({ apollo, children }: { apollo: PulseApollo; children: ReactNode }) {
  const { client, realtime, session } = apollo;
  const navigate = useNavigate();
  const [status, setStatusState] = useState<SessionStatus>(() => (readToken() ? 'checking' : 'signedOut'));
  // Each new socket gets a fresh account-events subscription.
  const [socketGeneration, setSocketGeneration] = useState(0);
  const statusRef = useRef(status);
  const loggingOut = useRef(false);
  /** The server's words while the token check after a session-ending close is in flight. */
  const endedMessage = useRef<string | null>(null);

  const setStatus = useCallback((next: SessionStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const openSocket = useCallback(
    (token: string) => {
      session.begin();
      realtime.connect(token);
      setSocketGeneration((g) => g + 1);
    },
    [realtime, session],
  );

  const signOutLocally = useCallback(
    (message?: string) => {
      const wasSignedIn = statusRef.current !== 'signedOut';
      clearToken();
      // In this order: clearing the store rejects every query still in flight, so the work the
      // socket set off (catch-up, the ringing check) is told first that its session is over,
      // and the socket that would set off more is closed, before the store goes.
      session.end();
      realtime.disconnect();
      closeThisDevice();
      void client.clearStore();
      setStatus('signedOut');
      if (message && wasSignedIn) toast.error(message);
    },
    [client, realtime, session, setStatus],
  );

  const recheck = useCallback(async () => {
    const token = readToken();
    if (!token) {
      setStatus('signedOut');
      return;
    }
    const previous = statusRef.current;
    try {
      await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      if (readToken() !== token) return;
      if (previous !== 'signedIn' || !realtime.connected) openSocket(token);
      setStatus('signedIn');
    } catch (error) {
      // The session may have changed while the check was in flight (login, logout).
      if (readToken() !== token) return;
      if (isRejectedTokenError(error)) {
        signOutLocally();
        return;
      }
      if (!realtime.connected) openSocket(token);
      setStatus('unverified');
    }
  }, [client, realtime, openSocket, setStatus, signOutLocally]);

  const signIn = useCallback<Session['signIn']>(
    ({ token, user }) => {
      storeToken(token);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { __typename: 'Query', me: user } });
      openSocket(token);
      setStatus('signedIn');
    },
    [client, openSocket, setStatus],
  );

  const logout = useCallback(async () => {
    loggingOut.current = true;
    // While the token still works: this browser stops being one of the member's devices.
    await leaveThisDevice();
    // Revoking the token makes the server close this session's socket (4401) and refuse what
    // the socket set off: the session's work and its socket end here first, so neither is
    // mistaken for a failure.
    session.end();
    realtime.disconnect();
    try {
      await client.mutate({ mutation: LogoutDocument });
    } catch {
      // The token may already be revoked or the network down; signing out here still matters.
    } finally {
      loggingOut.current = false;
    }
    signOutLocally();
    navigate('/login', { replace: true });
  }, [client, navigate, realtime, session, signOutLocally]);

  const refresh = useCallback(async () => {
    try {
      const { data } = await client.mutate({ mutation: RefreshDocument });
      if (!data) throw new Error('The refresh returned nothing');
      storeToken(data.refresh.token);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { __typename: 'Query', me: data.refresh.user } });
      openSocket(data.refresh.token);
      setStatus('signedIn');
    } catch {
      await logout();
      toast.error(REFRESH_FAILED_MESSAGE);
    }
  }, [client, logout, openSocket, setStatus]);

  // The start-up check, 100 ms after start as the product does it.
  const startupCheck = useEffectEvent(() => recheck());
  useEffect(() => {
    if (!readToken()) return;
    const timer = setTimeout(() => void startupCheck(), AUTH_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // Only at start: later checks are explicit (SIGNED_OUT events, the network coming back).
  }, []);

  // A member kept in after a network failure is verified again when the network returns.
  useEffect(() => {
    const onOnline = () => {
      if (statusRef.current === 'unverified') void recheck();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [recheck]);

  // Any request answered with a dead-token error ends the session it was sent with.
  useEffect(
    () =>
      apollo.onTokenRejected((token) => {
        if (!loggingOut.current && readToken() === token) signOutLocally(endedMessage.current ?? SESSION_ENDED_MESSAGE);
      }),
    [apollo, signOutLocally],
  );

  // The server closed this session's socket as an ended session (suspended, signed out
  // elsewhere, account deleted): one token check, and a dead token signs out at once with the
  // server's reason, instead of at the next request. A token that still works (the socket
  // ended for another reason) gets a new socket.
  useEffect(
    () =>
      realtime.onSessionEnded((reason) => {
        const token = readToken();
        if (!token || loggingOut.current || !isSignedIn(statusRef.current)) return;
        endedMessage.current = reason && reason !== DEAD_TOKEN_CLOSE_REASON ? reason : SESSION_ENDED_MESSAGE;
        const message = endedMessage.current;
        client
          .query({ query: MeDocument, fetchPolicy: 'network-only' })
          .then(
            () => {
              if (readToken() === token) openSocket(token);
            },
            (error: unknown) => {
              // The rejection has signed out already (onTokenRejected, with this message); a
              // network failure keeps the member in, as at start-up.
              if (readToken() === token && isRejectedTokenError(error)) signOutLocally(message);
            },
          )
          .finally(() => {
            if (endedMessage.current === message) endedMessage.current = null;
          });
      }),
    [client, realtime, openSocket, signOutLocally],
  );

  // Renew a token that is close to expiry while the member keeps the app open.
  useEffect(() => {
    if (status !== 'signedIn') return;
    const check = () => {
      const token = readToken();
      if (token && shouldRefresh(token, Date.now())) void refresh();
    };
    check();
    const timer = setInterval(check, REFRESH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status, refresh]);

  // The member's own record, kept current by the cache (profile edits, account events).
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-only', skip: !isSignedIn(status) });
  const user: SessionUser | null = isSignedIn(status) ? (me.data?.me ?? null) : null;

  const value = useMemo<Session>(
    () => ({ status, user, scope: session, signIn, logout, refresh, recheck, signOutLocally }),
    [status, user, session, signIn, logout, refresh, recheck, signOutLocally],
  );

  return (
    <SessionContext.Provider value={value}>
      {isSignedIn(status) && <AccountEventsWatcher key={socketGeneration} />}
      {children}
    </SessionContext.Provider>
  );
}

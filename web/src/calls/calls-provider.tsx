// Calls for the signed-in member, on every page: the call manager (the chat header starts
// calls through it), the call events from the realtime socket, the incoming-call dialog and
// the call overlay. Mounted once for the app, so navigating never drops a call.
import { useApolloClient, useSubscription, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useRealtime, useRealtimeState } from '../apollo/realtime-context';
import { postKeepalive } from '../apollo/rest';
import { CallEventDocument } from '../generated/graphql';
import { useSession } from '../session/session-context';
import { reportWhileSignedIn, type SessionScope } from '../session/session-scope';
import { apolloCallsApi, defaultMediaServerUrl } from './call-api';
import { CallManager } from './call-manager';
import { CallsContext } from './calls-context';

// The call screens (and the dialog machinery they bring) stay out of the first load: a page
// that never rings or calls never fetches them. They load when a call rings, starts or fails.
const loadIncomingCallDialog = () => import('./incoming-call-dialog');
const IncomingCallDialog = lazy(() => loadIncomingCallDialog().then((m) => ({ default: m.IncomingCallDialog })));
const CallOverlay = lazy(() => import('./call-overlay').then((m) => ({ default: m.CallOverlay })));
const CallAlertDialog = lazy(() => import('./call-alert-dialog').then((m) => ({ default: m.CallAlertDialog })));

/** After an acknowledgement the subscription is sent again; look for missed invitations once it is registered. */
const RINGING_CHECK_DELAY_MS = 500;

function CallEvents({ manager }: { manager: CallManager }) {
  useSubscription(CallEventDocument, {
    variables: { callId: null },
    onData: ({ data }) => {
      const event = data.data?.callEvent;
      if (event) manager.handleEvent(event);
    },
    onError: (error) => console.warn('[realtime] callEvent subscription ended', error),
  });
  return null;
}

/** Call events while a socket exists; a new socket (sign-in, refresh) subscribes again. */
function CallRealtime({ manager, api, scope }: { manager: CallManager; api: ReturnType<typeof apolloCallsApi>; scope: SessionScope }) {
  const realtime = useRealtime();
  const { phase, generation } = useRealtimeState();

  // An invitation sent while the socket was away (or before the subscription was registered) still rings.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      // The look belongs to the session whose socket connected: signing out cancels it, and
      // its failure then (the store reset rejects it) is nobody's news.
      const { signal } = scope;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (signal.aborted) return;
        api.activeCalls(signal).then(
          (calls) => {
            if (!signal.aborted) manager.offerRinging(calls);
          },
          reportWhileSignedIn(signal, (error) => console.warn('[calls] could not look for ringing calls', error)),
        );
      }, RINGING_CHECK_DELAY_MS);
    };
    const stop = realtime.onConnected(check);
    if (realtime.getState().phase === 'connected') check();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [api, manager, realtime, scope]);

  if (phase === 'idle') return null;
  return <CallEvents key={generation} manager={manager} />;
}

export function CallsProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient() as ApolloClient<NormalizedCacheObject>;
  const realtime = useRealtime();
  const { user, scope } = useSession();

  const api = useMemo(() => apolloCallsApi(client), [client]);
  const manager = useMemo(
    () =>
      new CallManager({
        api,
        // Loaded with the first call, like the session code: not part of the first page.
        createMediaServer: async (url) => new (await import('./media-server-client')).MediaServerClient(url),
        createDevice: async () => new (await import('mediasoup-client')).Device(),
        getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
        defaultMediaServerUrl: defaultMediaServerUrl(window.location),
        realtimeConnected: () => realtime.getState().phase === 'connected',
        // Loaded with the call: what an encrypted call needs stays out of the first page load.
        mediaEncryption: (call, userId) => import('./call-encryption').then(({ callMediaEncryption }) => callMediaEncryption(client, userId, call)),
      }),
    [api, realtime, client],
  );
  useEffect(() => () => manager.dispose(), [manager]);

  // A closed tab never reaches the end button: leave the call with a keepalive request, which
  // the browser still delivers after the page is gone (a 1:1 call then ends for the other side).
  useEffect(() => {
    const leaveOnPageHide = () => {
      const callId = manager.busy ? manager.getState().session?.callId : null;
      if (callId) postKeepalive(`/api/calls/${encodeURIComponent(callId)}/leave`);
    };
    window.addEventListener('pagehide', leaveOnPageHide);
    return () => window.removeEventListener('pagehide', leaveOnPageHide);
  }, [manager]);

  const meId = user?.id ?? null;
  const meName = user?.name ?? '';
  const meImage = user?.image ?? null;
  useEffect(() => {
    manager.setMe(meId ? { id: meId, name: meName, image: meImage } : null);
  }, [manager, meId, meName, meImage]);

  // A call must ring at once: once the page is idle, a signed-in member's browser fetches the
  // incoming-call dialog ahead of the first invitation (after the first paint, not before it).
  useEffect(() => {
    if (!meId) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      void loadIncomingCallDialog().catch(() => undefined);
      // Answering or declining then sends its mutation without fetching its document first.
      void import('./call-documents').catch(() => undefined);
    });
    return () => cancel(handle);
  }, [meId]);

  const { session, incoming, alert } = useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);

  return (
    <CallsContext.Provider value={manager}>
      {children}
      {meId && <CallRealtime manager={manager} api={api} scope={scope} />}
      {/* Its own boundary: loading a call screen never blanks the page behind it. */}
      <Suspense fallback={null}>
        {incoming && <IncomingCallDialog key={incoming.id} call={incoming} onAccept={() => void manager.accept()} onDecline={() => void manager.decline()} />}
        {session && <CallOverlay session={session} onEnd={() => manager.hangUp()} />}
        {alert && <CallAlertDialog key={alert.message} message={alert.message} onClose={manager.dismissAlert} />}
      </Suspense>
    </CallsContext.Provider>
  );
}

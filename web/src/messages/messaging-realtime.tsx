import { lazy, Suspense } from 'react';
import { useRealtimeState } from '../apollo/realtime-context';

// The subscriptions, their documents and the catch-up load once a socket exists, not with the
// first page (its size budget): mounted after the socket's acknowledgement, they catch up on
// what arrived in between (use-messaging-realtime.ts), so nothing is missed by loading later.
const Subscriptions = lazy(() => import('./use-messaging-realtime').then((m) => ({ default: m.MessagingSubscriptions })));

/** Messaging events while a socket exists; a new socket (sign-in, refresh) subscribes again. */
export function MessagingRealtime() {
  const { phase, generation } = useRealtimeState();
  if (phase === 'idle') return null;
  // Its own boundary: loading the subscriptions never blanks the page.
  return (
    <Suspense fallback={null}>
      <Subscriptions key={generation} />
    </Suspense>
  );
}

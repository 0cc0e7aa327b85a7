import { lazy, Suspense } from 'react';
import { useRealtimeState } from '../apollo/realtime-context';

// The subscription and its documents load once a socket exists, not with the first page (its
// size budget); see notifications-subscription.ts for what it does when it loads late.
const Subscription = lazy(() => import('./notifications-subscription').then((m) => ({ default: m.NotificationsSubscription })));

export function NotificationsRealtime() {
  const { phase, generation } = useRealtimeState();
  if (phase === 'idle') return null;
  // Its own boundary: loading the subscription never blanks the page.
  return (
    <Suspense fallback={null}>
      <Subscription key={generation} />
    </Suspense>
  );
}

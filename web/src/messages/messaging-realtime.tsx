import { useRealtimeState } from '../apollo/realtime-context';
import { useMessagingRealtime } from './use-messaging-realtime';

function Subscriptions() {
  useMessagingRealtime();
  return null;
}

/** Messaging events while a socket exists; a new socket (sign-in, refresh) subscribes again. */
export function MessagingRealtime() {
  const { phase, generation } = useRealtimeState();
  if (phase === 'idle') return null;
  return <Subscriptions key={generation} />;
}

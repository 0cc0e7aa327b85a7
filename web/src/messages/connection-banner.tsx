// The spec's socket messages, shown while they apply.
import { Alert } from '@chakra-ui/react';
import { useRealtimeState } from '../apollo/realtime-context';

export const RECONNECTING_MESSAGE = 'Connection lost. Reconnecting...';
export const SOCKET_FAILED_MESSAGE = 'Socket not connected. Please log in again.';

export function ConnectionBanner() {
  const { phase } = useRealtimeState();
  if (phase !== 'reconnecting' && phase !== 'failed') return null;
  const failed = phase === 'failed';
  return (
    <Alert.Root status={failed ? 'error' : 'warning'} size="sm" data-testid="connection-banner" data-phase={phase}>
      <Alert.Indicator />
      <Alert.Title>{failed ? SOCKET_FAILED_MESSAGE : RECONNECTING_MESSAGE}</Alert.Title>
    </Alert.Root>
  );
}

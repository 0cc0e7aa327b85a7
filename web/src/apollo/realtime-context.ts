// The subscription socket for components that need its state (connection banners) or its
// reconnects (catching up on missed messages).
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RealtimeConnection } from './realtime';
import type { RealtimeState } from './realtime-status';

export const RealtimeContext = createContext<RealtimeConnection | null>(null);

export function useRealtime(): RealtimeConnection {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime must be used inside <RealtimeContext.Provider>');
  return realtime;
}

export function useRealtimeState(): RealtimeState {
  const realtime = useRealtime();
  return useSyncExternalStore(realtime.subscribe, realtime.getState, realtime.getState);
}

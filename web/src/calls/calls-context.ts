// The call manager for components that start calls (the chat header) or show their state.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CallManager, CallsState } from './call-manager';

export const CallsContext = createContext<CallManager | null>(null);

export function useCalls(): CallManager {
  const manager = useContext(CallsContext);
  if (!manager) throw new Error('useCalls must be used inside <CallsProvider>');
  return manager;
}

export function useCallsState(): CallsState {
  const manager = useCalls();
  return useSyncExternalStore(manager.subscribe, manager.getState, manager.getState);
}

// What the subscription socket is doing, as the screens need to know it: connected, trying
// again after a drop ('Connection lost. Reconnecting...'), or given up / refused ('Socket not
// connected. Please log in again.'). Plain TypeScript so the transitions are testable.

export type RealtimePhase = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface RealtimeState {
  phase: RealtimePhase;
  /** Bumped for every new socket (sign-in, token refresh): subscriptions must be opened again. */
  generation: number;
  /** The current socket was acknowledged at least once. */
  everConnected: boolean;
}

export type RealtimeEvent = 'open' | 'connected' | 'closed' | 'failed' | 'disposed';

export const INITIAL_REALTIME_STATE: RealtimeState = { phase: 'idle', generation: 0, everConnected: false };

export function nextRealtimeState(state: RealtimeState, event: RealtimeEvent): RealtimeState {
  switch (event) {
    case 'open':
      return { phase: 'connecting', generation: state.generation + 1, everConnected: false };
    case 'connected':
      return state.phase === 'idle' ? state : { ...state, phase: 'connected', everConnected: true };
    case 'closed':
      if (state.phase === 'idle' || state.phase === 'failed') return state;
      return { ...state, phase: state.everConnected ? 'reconnecting' : 'connecting' };
    case 'failed':
      return state.phase === 'idle' ? state : { ...state, phase: 'failed' };
    case 'disposed':
      return { ...state, phase: 'idle' };
  }
}

/** A socket that comes back after a drop: the moment to catch up on what was missed. */
export function isReconnect(before: RealtimeState, after: RealtimeState): boolean {
  return after.phase === 'connected' && before.generation === after.generation && before.everConnected && before.phase !== 'connected';
}

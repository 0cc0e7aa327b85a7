import { describe, expect, it } from 'vitest';
import { INITIAL_REALTIME_STATE, isReconnect, nextRealtimeState, type RealtimeEvent, type RealtimeState } from './realtime-status';

const run = (events: RealtimeEvent[], from: RealtimeState = INITIAL_REALTIME_STATE) => events.reduce(nextRealtimeState, from);

describe('realtime socket state', () => {
  it('connects, drops (reconnecting), comes back: a reconnect to catch up from', () => {
    const connected = run(['open', 'connected']);
    expect(connected).toMatchObject({ phase: 'connected', generation: 1, everConnected: true });
    const dropped = nextRealtimeState(connected, 'closed');
    expect(dropped.phase).toBe('reconnecting');
    const back = nextRealtimeState(dropped, 'connected');
    expect(isReconnect(dropped, back)).toBe(true);
    expect(isReconnect(INITIAL_REALTIME_STATE, connected)).toBe(false);
  });

  it('a socket refused before it ever connected is not "reconnecting"', () => {
    expect(run(['open', 'closed']).phase).toBe('connecting');
    expect(run(['open', 'closed', 'failed']).phase).toBe('failed');
  });

  it('gives up after retries, and a new socket starts a new generation', () => {
    const failed = run(['open', 'connected', 'closed', 'failed']);
    expect(failed.phase).toBe('failed');
    expect(nextRealtimeState(failed, 'closed').phase).toBe('failed');
    const fresh = run(['open', 'connected'], failed);
    expect(fresh).toMatchObject({ phase: 'connected', generation: 2 });
    expect(isReconnect(failed, fresh)).toBe(false);
  });

  it('signing out disposes the socket and late events are ignored', () => {
    const idle = run(['open', 'connected', 'disposed']);
    expect(idle.phase).toBe('idle');
    expect(run(['connected', 'closed', 'failed'], idle).phase).toBe('idle');
  });
});

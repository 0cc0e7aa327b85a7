// The calls' alerts (spec 8, "Alerts"): which text a failed start shows, 'Connection error'
// only for an audio call without the realtime socket, one alert at a time, and no second
// error (the call's ERROR event about our own join) over the spec alert.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_CALL_FAILED, CONNECTION_ERROR, VIDEO_CALL_FAILED } from './call-media';
import type { CallsApi } from './call-api';
import { CallManager } from './call-manager';
import type { CallEvent, CallRecord, MediaServerConnection } from './call-session';

const ME = { id: 'alice', name: 'Alice', image: null };
const BOB = { id: 'bob', name: 'Bob', username: 'bob', image: null };
const UNAVAILABLE = 'The media server is unavailable. Please try again later.';

const record = (video = true): CallRecord => ({
  id: 'call-1',
  conversationId: 'conv-1',
  type: 'ONE_ON_ONE',
  video,
  status: 'RINGING',
  roomId: 'room-1',
  mediasoupUrl: 'ws://x/sfu',
  initiator: { ...BOB },
  participants: [],
  createdAt: '2025-01-01T00:00:00Z',
  startedAt: null,
  endedAt: null,
});

const errorEvent = (userId: string): CallEvent => ({
  kind: 'ERROR',
  call: record(),
  user: { id: userId, name: userId, username: userId, image: null },
  audioEnabled: null,
  videoEnabled: null,
  error: UNAVAILABLE,
  at: '2025-01-01T00:00:01Z',
});

/** A media server that refuses the socket, or (`hang`) never answers, so the call stays starting. */
let hang: boolean;
const server = (): MediaServerConnection => ({
  connect: () => (hang ? new Promise(() => {}) : Promise.reject(new Error('refused'))),
  request: () => new Promise(() => {}),
  on: () => () => {},
  onClose: () => () => {},
  close: () => {},
});

let connected: boolean;
let api: { [K in keyof CallsApi]: ReturnType<typeof vi.fn> };
let getUserMedia: ReturnType<typeof vi.fn>;

function manager() {
  const m = new CallManager({
    api: api as unknown as CallsApi,
    createMediaServer: server,
    createDevice: () => new Promise(() => {}),
    getUserMedia: getUserMedia as unknown as (c: MediaStreamConstraints) => Promise<MediaStream>,
    defaultMediaServerUrl: 'ws://fallback/sfu',
    realtimeConnected: () => connected,
  });
  m.setMe(ME);
  return m;
}

const alertOf = (m: CallManager) => m.getState().alert?.message ?? null;

beforeEach(() => {
  connected = true;
  hang = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  getUserMedia = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  api = {
    createCall: vi.fn(async (_id: string, video: boolean) => record(video)),
    joinCall: vi.fn(async () => ({ call: record(), roomId: 'room-1', mediasoupUrl: 'ws://x/sfu', token: 't' })),
    leaveCall: vi.fn(async () => {}),
    declineCall: vi.fn(async () => {}),
    updateCallMedia: vi.fn(async () => {}),
    updateParticipantStatus: vi.fn(async () => {}),
    iceServers: vi.fn(async () => []),
    activeCalls: vi.fn(async () => []),
  };
});

describe('call alerts', () => {
  it("without the realtime socket: 'Connection error. Please try again.' for an audio call, the video text for a video call; no call is made", async () => {
    connected = false;
    const m = manager();
    await m.startCall('bob', false);
    expect(alertOf(m)).toBe(CONNECTION_ERROR);
    m.dismissAlert();
    expect(m.getState().alert).toBeNull();
    await m.startCall('bob', true);
    expect(alertOf(m)).toBe(VIDEO_CALL_FAILED);
    expect(api.createCall).not.toHaveBeenCalled();
  });

  it('a start that fails shows the text for its kind of call, once, and OK dismisses it', async () => {
    const m = manager();
    let shown = 0;
    let last: string | null = null;
    m.subscribe(() => {
      if (alertOf(m) && alertOf(m) !== last) shown++;
      last = alertOf(m);
    });
    await m.startCall('bob', true);
    expect(alertOf(m)).toBe(VIDEO_CALL_FAILED);
    expect(shown).toBe(1);
    m.dismissAlert();
    await m.startCall('bob', false);
    expect(alertOf(m)).toBe(AUDIO_CALL_FAILED);
  });

  it("the ERROR event about one's own failed join shows nothing over the spec alert; about the other member it is shown, and a spec alert replaces it", async () => {
    let refuse!: (error: Error) => void;
    api.joinCall.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    const m = manager();
    m.offerRinging([record()]);
    expect(m.getState().incoming?.id).toBe('call-1');
    const accepting = m.accept();
    // The session's code loads first (on demand); the event comes while its join is pending.
    await vi.waitFor(() => expect(api.joinCall).toHaveBeenCalledTimes(1));
    m.handleEvent(errorEvent('alice'));
    expect(m.getState().alert).toBeNull();
    refuse(new Error(UNAVAILABLE));
    await accepting;
    expect(alertOf(m)).toBe(VIDEO_CALL_FAILED);

    // A call in progress hears that the other member's join failed: shown when no spec alert is.
    m.dismissAlert();
    hang = true;
    void m.startCall('bob', true);
    await vi.waitFor(() => expect(api.joinCall).toHaveBeenCalledTimes(2));
    m.handleEvent(errorEvent('bob'));
    expect(m.getState().alert).toEqual({ message: UNAVAILABLE, spec: false });
    m.hangUp();
    expect(alertOf(m)).toBe(UNAVAILABLE);

    // The next call fails to start: its spec alert replaces the other one.
    hang = false;
    await m.startCall('bob', false);
    expect(m.getState().alert).toEqual({ message: AUDIO_CALL_FAILED, spec: true });
  });
});

describe('ringing on several devices, and why a call stopped ringing', () => {
  const event = (kind: CallEvent['kind'], status: CallRecord['status'], user: { id: string } | null, call: CallRecord = record()): CallEvent => ({
    kind,
    call: { ...call, status },
    user: user ? { id: user.id, name: user.id, username: user.id, image: null } : null,
    audioEnabled: null,
    videoEnabled: null,
    error: null,
    at: '2025-01-01T00:00:01Z',
  });

  it('answered on another of my devices (ANSWERED about me): this one stops ringing and a late invitation does not ring again', () => {
    const m = manager();
    m.offerRinging([record()]);
    expect(m.getState().incoming?.id).toBe('call-1');
    m.handleEvent(event('ANSWERED', 'ACTIVE', ME));
    expect(m.getState().incoming).toBeNull();
    m.offerRinging([record()]);
    expect(m.getState().incoming).toBeNull();
  });

  it('declined on another of my devices (ENDED, DECLINED): this one stops ringing', () => {
    const m = manager();
    m.offerRinging([record()]);
    m.handleEvent(event('ENDED', 'DECLINED', null));
    expect(m.getState().incoming).toBeNull();
  });

  it('the caller is told when the call is declined, also when the media server closed the room before the ENDED event', async () => {
    hang = true;
    getUserMedia = vi.fn(() => new Promise(() => {}));
    const outgoing: CallRecord = { ...record(), initiator: { id: ME.id, name: ME.name, username: 'alice', image: null }, participants: [] };
    outgoing.participants = [{ user: { ...BOB }, status: 'INVITED', audioEnabled: true, videoEnabled: true, peerId: null }] as CallRecord['participants'];
    api.createCall.mockImplementation(async () => outgoing);
    api.joinCall.mockImplementation(async () => ({ call: outgoing, roomId: 'room-1', mediasoupUrl: 'ws://x/sfu', token: 't' }));
    const m = manager();
    void m.startCall('bob', true);
    await vi.waitFor(() => expect(m.getState().session?.getSnapshot().peer?.name).toBe('Bob'));
    // The room closes first (the session ends while the call still looks RINGING)...
    m.getState().session!.end({ reason: 'remote' });
    expect(m.getState().alert).toBeNull();
    // ...then the call's ENDED event says why.
    m.handleEvent(event('ENDED', 'DECLINED', null, outgoing));
    expect(alertOf(m)).toBe('Bob declined the call.');
  });
});

// The call lifecycle against fakes of the API, the media server and mediasoup-client: the
// order of the start, the media constraints, simulcast and Opus options, consuming existing
// and new producers (never one's own) with the preferred layers, remote events, toggles,
// and the end (leaveCall, everything closed, local tracks kept).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { types } from 'mediasoup-client';
import { MEDIA_ACCESS_FAILED, MEDIA_SERVER_CONNECT_FAILED } from './call-media';
import { CallSession, LocalTrackKeeper, type CallApi, type CallEvent, type CallRecord, type MediaServerConnection } from './call-session';
import { MediaServerError, type PushData, type PushType } from './media-server-client';

const ME = { id: 'alice', name: 'Alice Runner', image: null };
const BOB = { id: 'bob', name: 'Bob Lifter', username: 'bob', image: null };

class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(
    readonly kind: 'audio' | 'video',
    readonly id = `${kind}-${Math.random().toString(36).slice(2, 6)}`,
  ) {}
  stop() {
    this.readyState = 'ended';
  }
}

class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}
(globalThis as Record<string, unknown>).MediaStream = FakeStream;

function call(overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    id: 'call-1',
    conversationId: 'conv-1',
    type: 'ONE_ON_ONE',
    video: true,
    status: 'RINGING',
    roomId: 'room-1',
    mediasoupUrl: 'ws://gateway.test/sfu',
    initiator: { ...ME, username: 'alice' },
    participants: [
      { user: { ...ME, username: 'alice' }, status: 'JOINED', audioEnabled: true, videoEnabled: true, peerId: null },
      { user: BOB, status: 'INVITED', audioEnabled: true, videoEnabled: true, peerId: null },
    ],
    createdAt: '2025-01-01T00:00:00Z',
    startedAt: null,
    endedAt: null,
    ...overrides,
  };
}

type Listener = (...args: any[]) => void;
class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, ...args: unknown[]) {
    (this.listeners.get(event) ?? []).forEach((l) => l(...args));
  }
}

let log: string[];

class FakeTransport extends Emitter {
  closed = false;
  connected = false;
  constructor(
    readonly id: string,
    readonly direction: 'send' | 'recv',
  ) {
    super();
  }
  private async ensureConnected() {
    if (this.connected) return;
    this.connected = true;
    await new Promise<void>((resolve, reject) => this.emit('connect', { dtlsParameters: { role: 'client' } }, resolve, reject));
  }
  async produce(options: {
    track: FakeTrack;
    encodings?: types.RtpEncodingParameters[];
    codecOptions?: types.ProducerCodecOptions;
    stopTracks?: boolean;
    appData?: Record<string, unknown>;
  }) {
    await this.ensureConnected();
    produceOptions.push(options);
    const { id } = await new Promise<{ id: string }>((resolve, reject) =>
      this.emit('produce', { kind: options.track.kind, rtpParameters: { codecs: [] }, appData: options.appData ?? {} }, resolve, reject),
    );
    const producer = { id, kind: options.track.kind, closed: false, close: () => ((producer.closed = true), log.push(`close producer ${id}`)) };
    return producer;
  }
  async consume(options: { id: string; producerId: string; kind: 'audio' | 'video' }) {
    await this.ensureConnected();
    const consumer = {
      id: options.id,
      producerId: options.producerId,
      kind: options.kind,
      track: new FakeTrack(options.kind, `remote-${options.producerId}`),
      closed: false,
      close: () => ((consumer.closed = true), log.push(`close consumer ${options.id}`)),
      getStats: async () => new Map([['x', { type: 'inbound-rtp', kind: 'video', framesDecoded: 42, frameWidth: 320, frameHeight: 180 }]]),
    };
    return consumer;
  }
  close() {
    this.closed = true;
    log.push(`close ${this.direction} transport`);
  }
}

let produceOptions: { track: FakeTrack; encodings?: types.RtpEncodingParameters[]; codecOptions?: types.ProducerCodecOptions; stopTracks?: boolean }[];

class FakeServer implements MediaServerConnection {
  requests: { type: string; data: Record<string, unknown> }[] = [];
  private listeners = new Map<string, ((data: never) => void)[]>();
  private closeListeners: ((e: { code: number; reason: string; expected: boolean }) => void)[] = [];
  closed = false;
  existingProducers: { producerId: string; peerId: string; kind: 'audio' | 'video'; source: string }[] = [];
  existingPeers: { peerId: string; displayName: string }[] = [];
  /** The router's capabilities in the joinRoom reply (the spec's room info); none: the client asks for them. */
  roomCapabilities: { codecs: unknown[]; headerExtensions: unknown[] } | undefined = undefined;
  connectError: Error | null = null;
  /** Requests of these types are refused with this error (after their hold, if any). */
  refusals = new Map<string, Error>();
  /** Requests of these types wait for their promise before the reply (a slow round trip). */
  holds = new Map<string, Promise<void>>();
  private counter = 0;
  constructor(readonly url: string) {}
  async connect() {
    log.push(`connect ${this.url}`);
    if (this.connectError) throw this.connectError;
  }
  async request<T>(type: string, data: Record<string, unknown> = {}): Promise<T> {
    this.requests.push({ type, data });
    log.push(type);
    await this.holds.get(type);
    const refusal = this.refusals.get(type);
    if (refusal) throw refusal;
    const id = `${type}-${++this.counter}`;
    const replies: Record<string, unknown> = {
      joinRoom: {
        roomId: data.roomId,
        peerId: data.peerId,
        callId: 'call-1',
        rtpCapabilities: this.roomCapabilities,
        peers: this.existingPeers,
        producers: this.existingProducers,
      },
      getRouterRtpCapabilities: { codecs: [], headerExtensions: [] },
      createTransport: { id: `${data.direction}-transport`, iceParameters: {}, iceCandidates: [], dtlsParameters: {} },
      connectTransport: { transportId: data.transportId },
      produce: { id: `producer-${data.kind}` },
      consume: {
        id: `consumer-${data.producerId}`,
        producerId: data.producerId,
        peerId: 'bob',
        kind: String(data.producerId).includes('audio') ? 'audio' : 'video',
        rtpParameters: {},
        type: 'simulcast',
        producerPaused: false,
      },
      resumeConsumer: { consumerId: data.consumerId },
    };
    return (replies[type] ?? { id }) as T;
  }
  on<K extends PushType>(type: K, listener: (data: PushData[K]) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as (data: never) => void]);
    return () => {};
  }
  onClose(listener: (e: { code: number; reason: string; expected: boolean }) => void) {
    this.closeListeners.push(listener);
    return () => {};
  }
  push<K extends PushType>(type: K, data: PushData[K]) {
    (this.listeners.get(type) ?? []).forEach((l) => l(data as never));
  }
  /** The server closed the socket (not us). */
  serverClose(code: number) {
    this.closeListeners.forEach((l) => l({ code, reason: '', expected: false }));
  }
  close() {
    this.closed = true;
    log.push('close socket');
  }
}

let server: FakeServer;
let api: { [K in keyof CallApi]: ReturnType<typeof vi.fn> };
let getUserMedia: ReturnType<typeof vi.fn>;
let localTracks: FakeTrack[];
let keeper: LocalTrackKeeper;

const GRACE_MS = 40;

function session(video = true) {
  return new CallSession(
    {
      api: api as unknown as CallApi,
      me: ME,
      createMediaServer: (url) => {
        if (server.url !== url) {
          server = Object.assign(new FakeServer(url), {
            existingProducers: server.existingProducers,
            existingPeers: server.existingPeers,
            connectError: server.connectError,
          });
        }
        return server;
      },
      createDevice: async () =>
        ({
          load: async () => void log.push('device.load'),
          rtpCapabilities: { codecs: ['caps'] },
          createSendTransport: (o: { id: string }) => new FakeTransport(o.id, 'send'),
          createRecvTransport: (o: { id: string }) => new FakeTransport(o.id, 'recv'),
        }) as unknown as types.Device,
      getUserMedia: getUserMedia as unknown as (c: MediaStreamConstraints) => Promise<MediaStream>,
      keptTracks: keeper,
      defaultMediaServerUrl: 'ws://fallback.test/sfu',
      peerGoneGraceMs: GRACE_MS,
      rejoinDelayMs: 1,
    },
    video,
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  log = [];
  produceOptions = [];
  server = new FakeServer('ws://gateway.test/sfu');
  localTracks = [new FakeTrack('audio'), new FakeTrack('video')];
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    log.push('getUserMedia');
    return new FakeStream(localTracks.filter((t) => t.kind === 'audio' || constraints.video));
  });
  keeper = new LocalTrackKeeper();
  api = {
    createCall: vi.fn(async () => (log.push('createCall'), call())),
    joinCall: vi.fn(
      async () => (log.push('joinCall'), { call: call({ status: 'ACTIVE' }), roomId: 'room-1', mediasoupUrl: 'ws://gateway.test/sfu', token: 'join-token' }),
    ),
    leaveCall: vi.fn(async () => void log.push('leaveCall')),
    updateCallMedia: vi.fn(async () => {}),
    updateParticipantStatus: vi.fn(async () => {}),
    iceServers: vi.fn(async () => []),
  };
});

describe('starting a call', () => {
  it('creates the record, joins, connects, joins the room with the token, creates transports, publishes', async () => {
    const s = session(true);
    await s.start('bob');
    expect(api.createCall).toHaveBeenCalledWith('bob', true);
    expect(api.joinCall).toHaveBeenCalledWith('call-1');
    expect(log.filter((l) => !l.startsWith('getUserMedia'))).toEqual([
      'createCall',
      'joinCall',
      'connect ws://gateway.test/sfu',
      'joinRoom',
      'getRouterRtpCapabilities',
      'device.load',
      'createTransport',
      'createTransport',
      'connectTransport',
      'produce',
      'produce',
    ]);
    const join = server.requests.find((r) => r.type === 'joinRoom')!;
    expect(join.data).toMatchObject({ roomId: 'room-1', peerId: 'alice', displayName: 'Alice Runner', token: 'join-token' });
    // The sfu answers a room's capabilities only to a holder of that room's call token.
    expect(server.requests.find((r) => r.type === 'getRouterRtpCapabilities')!.data).toEqual({ roomId: 'room-1', token: 'join-token' });
    expect(server.requests.filter((r) => r.type === 'createTransport').map((r) => r.data.direction)).toEqual(['send', 'recv']);
    expect(s.getSnapshot()).toMatchObject({ phase: 'connected', callId: 'call-1', audioEnabled: true, videoEnabled: true });
    expect(api.updateParticipantStatus).toHaveBeenCalledWith('call-1', 'JOINED', 'alice');
  });

  it("loads the device from joinRoom's room info when it carries rtpCapabilities, without asking again", async () => {
    server.roomCapabilities = { codecs: [], headerExtensions: [] };
    await session(true).start('bob');
    expect(log).toContain('device.load');
    expect(server.requests.map((r) => r.type)).not.toContain('getRouterRtpCapabilities');
  });

  it('asks for 1280x720 (ideal), the front camera, and echo cancellation, noise suppression, auto gain', async () => {
    await session(true).start('bob');
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
    });
  });

  it('publishes Opus stereo with DTX, FEC and 48 kHz, and video in three simulcast layers; tracks survive producers', async () => {
    await session(true).start('bob');
    const audio = produceOptions.find((o) => o.track.kind === 'audio')!;
    const video = produceOptions.find((o) => o.track.kind === 'video')!;
    expect(audio.codecOptions).toEqual({ opusStereo: true, opusDtx: true, opusFec: true, opusMaxPlaybackRate: 48000 });
    expect(video.encodings).toEqual([
      { maxBitrate: 500000, scaleResolutionDownBy: 4 },
      { maxBitrate: 1000000, scaleResolutionDownBy: 2 },
      { maxBitrate: 2500000, scaleResolutionDownBy: 1 },
    ]);
    expect(audio.stopTracks).toBe(false);
    expect(video.stopTracks).toBe(false);
    const produced = server.requests.filter((r) => r.type === 'produce').map((r) => [r.data.kind, r.data.source]);
    expect(produced).toEqual(
      expect.arrayContaining([
        ['audio', 'mic'],
        ['video', 'webcam'],
      ]),
    );
  });

  it('an audio call asks for the microphone only and publishes no video', async () => {
    const s = session(false);
    await s.start('bob');
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true }, video: false });
    expect(api.createCall).toHaveBeenCalledWith('bob', false);
    expect(produceOptions.map((o) => o.track.kind)).toEqual(['audio']);
    expect(s.getSnapshot().videoEnabled).toBe(false);
  });

  it("a refused camera fails the start with 'Failed to access camera/microphone. Please check permissions.' and leaves the call", async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const s = session(true);
    await expect(s.start('bob')).rejects.toThrow(MEDIA_ACCESS_FAILED);
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'failed' });
    expect(api.leaveCall).toHaveBeenCalledWith('call-1');
  });

  it('a join the media server refuses because the call is over (declined meanwhile) ends the call as remote, not failed', async () => {
    server.refusals.set('joinRoom', new MediaServerError('CALL_ENDED', 'The call of this room has ended', 'joinRoom'));
    const s = session(true);
    await expect(s.start('bob')).rejects.toThrow('The call of this room has ended');
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'remote' });
    // Any other refusal of the join is a failure.
    server.refusals.set('joinRoom', new MediaServerError('LIMIT_EXCEEDED', 'The room is full', 'joinRoom'));
    const other = session(true);
    await expect(other.start('bob')).rejects.toThrow('The room is full');
    expect(other.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'failed' });
  });

  it("an unreachable media server fails the start with 'Failed to connect to media server', releasing the camera", async () => {
    server.connectError = new Error('WebSocket connection timeout');
    const s = session(true);
    await expect(s.start('bob')).rejects.toThrow(MEDIA_SERVER_CONNECT_FAILED);
    expect(api.leaveCall).toHaveBeenCalledWith('call-1');
    expect(localTracks.every((t) => t.readyState === 'ended')).toBe(true);
  });

  it('falls back to the default media-server address when the call has none', async () => {
    api.joinCall.mockResolvedValueOnce({ call: call({ mediasoupUrl: '' }), roomId: 'room-1', mediasoupUrl: '', token: 't' });
    await session(true).accept('call-1');
    expect(log).toContain('connect ws://fallback.test/sfu');
  });
});

describe('remote media', () => {
  it('consumes the producers already there and those that appear, never its own, preferring layer 0 / temporal 2 for video', async () => {
    server.existingPeers = [{ peerId: 'bob', displayName: 'Bob' }];
    server.existingProducers = [
      { producerId: 'bob-audio', peerId: 'bob', kind: 'audio', source: 'mic' },
      { producerId: 'bob-video', peerId: 'bob', kind: 'video', source: 'webcam' },
    ];
    const s = session(true);
    await s.accept('call-1');
    await flush();
    const consumes = server.requests.filter((r) => r.type === 'consume');
    expect(consumes.map((r) => r.data.producerId)).toEqual(['bob-audio', 'bob-video']);
    expect(consumes[0].data.preferredLayers).toBeUndefined();
    expect(consumes[1].data).toMatchObject({
      preferredLayers: { spatialLayer: 0, temporalLayer: 2 },
      rtpCapabilities: { codecs: ['caps'] },
      transportId: 'recv-transport',
    });
    expect(
      server.requests
        .filter((r) => r.type === 'resumeConsumer')
        .map((r) => r.data.consumerId)
        .sort(),
    ).toEqual(['consumer-bob-audio', 'consumer-bob-video']);

    const [bob] = s.getSnapshot().remotes;
    expect(bob).toMatchObject({ peerId: 'bob', name: 'Bob Lifter', audioEnabled: true, videoEnabled: true });
    expect((bob.videoTrack as unknown as FakeTrack).id).toBe('remote-bob-video');
    expect((await s.receiveStats('bob')).video).toEqual({ framesDecoded: 42, frameWidth: 320, frameHeight: 180 });

    // Own producers are ignored; a second announcement of one already consumed too.
    server.push('newProducer', { producerId: 'mine', peerId: 'alice', kind: 'video', source: 'webcam' });
    server.push('newProducer', { producerId: 'bob-video', peerId: 'bob', kind: 'video', source: 'webcam' });
    server.push('newProducer', { producerId: 'bob-screen', peerId: 'bob', kind: 'video', source: 'screen' });
    await flush();
    expect(server.requests.filter((r) => r.type === 'consume').map((r) => r.data.producerId)).toEqual(['bob-audio', 'bob-video', 'bob-screen']);
  });

  it('a peer that leaves the room takes their tile and consumers with them', async () => {
    server.existingProducers = [{ producerId: 'bob-video', peerId: 'bob', kind: 'video', source: 'webcam' }];
    const s = session(true);
    await s.accept('call-1');
    await flush();
    expect(s.getSnapshot().remotes).toHaveLength(1);
    server.push('peerLeft', { peerId: 'bob' });
    expect(s.getSnapshot().remotes).toEqual([]);
    expect(log).toContain('close consumer consumer-bob-video');
  });

  it.each(['consume', 'resumeConsumer'])('a peer that leaves while its producer is being consumed (%s pending) does not come back', async (pending) => {
    server.existingPeers = [{ peerId: 'bob', displayName: 'Bob' }];
    server.existingProducers = [{ producerId: 'bob-audio', peerId: 'bob', kind: 'audio', source: 'mic' }];
    let answer!: () => void;
    server.holds.set(pending, new Promise<void>((resolve) => (answer = resolve)));
    const s = session(false);
    // Joining waits for the existing producers' consumption, which is held up.
    const accepting = s.accept('call-1');
    await vi.waitFor(() => expect(server.requests.map((r) => r.type)).toContain(pending));
    expect(s.getSnapshot().remotes.map((r) => r.peerId)).toEqual(['bob']);
    // The sfu tells of the departure before it answers the request already under way.
    server.push('peerLeft', { peerId: 'bob' });
    expect(s.getSnapshot().remotes).toEqual([]);
    answer();
    await accepting;
    await flush();
    expect(s.getSnapshot().remotes).toEqual([]);
    expect(log).toContain('close consumer consumer-bob-audio');
    // Nothing resumed after the peer was gone.
    if (pending === 'consume') expect(server.requests.map((r) => r.type)).not.toContain('resumeConsumer');
  });

  it('the other member of a 1:1 call gone from the room for the grace period ends the call (and leaves it)', async () => {
    server.existingPeers = [{ peerId: 'bob', displayName: 'Bob' }];
    const s = session(true);
    await s.accept('call-1');
    server.push('peerLeft', { peerId: 'bob' });
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 2));
    expect(s.getSnapshot().phase).toBe('connected');
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'local' });
    expect(api.leaveCall).toHaveBeenCalledWith('call-1');
    expect(server.closed).toBe(true);
  });

  it('a member back in the room within the grace period (a reload, a reconnect) keeps the call', async () => {
    server.existingPeers = [{ peerId: 'bob', displayName: 'Bob' }];
    const s = session(true);
    await s.accept('call-1');
    server.push('peerLeft', { peerId: 'bob' });
    server.push('newPeer', { peerId: 'bob', displayName: 'Bob' });
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2));
    expect(s.getSnapshot().phase).toBe('connected');
    expect(s.getSnapshot().remotes.map((r) => r.peerId)).toEqual(['bob']);
    expect(api.leaveCall).not.toHaveBeenCalled();
  });

  it('a media-server socket that drops while joining the room rejoins instead of failing the call', async () => {
    // The first join waits on this; the rejoin's join does not (the hold is taken off once it is in flight).
    let drop!: (error: Error) => void;
    server.holds.set('joinRoom', new Promise<void>((_, reject) => (drop = reject)));
    const s = session(true);
    const accepting = s.accept('call-1');
    await vi.waitFor(() => expect(log).toContain('joinRoom'));
    server.holds.delete('joinRoom');
    // The socket closes (not by us) with the join in flight; the join then fails as it would.
    server.serverClose(1006);
    drop(new Error('WebSocket not connected'));
    await accepting;
    await vi.waitFor(() => expect(s.getSnapshot().phase).toBe('connected'), { timeout: 10_000 });
    expect(api.joinCall).toHaveBeenCalledTimes(2);
    expect(log.filter((entry) => entry === 'joinRoom')).toHaveLength(2);
    expect(api.leaveCall).not.toHaveBeenCalled();
    expect(s.getSnapshot().endReason).toBeNull();
  });

  it('a room closed because the call ended (4003) ends the call without a rejoin or a second leave', async () => {
    const s = session(true);
    await s.accept('call-1');
    server.serverClose(4003);
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'remote' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.joinCall).toHaveBeenCalledTimes(1);
    expect(api.leaveCall).not.toHaveBeenCalled();
  });
});

describe('call events', () => {
  const event = (kind: CallEvent['kind'], extra: Partial<CallEvent> = {}): CallEvent => ({
    kind,
    call: call({ status: 'ACTIVE' }),
    user: BOB,
    audioEnabled: null,
    videoEnabled: null,
    error: null,
    at: '2025-01-01T00:00:00Z',
    ...extra,
  });

  it("shows the other member's microphone and camera state", async () => {
    const s = session(true);
    await s.start('bob');
    server.push('newPeer', { peerId: 'bob', displayName: 'Bob' });
    s.handleEvent(event('PARTICIPANT_MEDIA_CHANGED', { audioEnabled: false }));
    expect(s.getSnapshot().remotes[0]).toMatchObject({ audioEnabled: false, videoEnabled: true });
    s.handleEvent(event('PARTICIPANT_MEDIA_CHANGED', { videoEnabled: false }));
    expect(s.getSnapshot().remotes[0]).toMatchObject({ audioEnabled: false, videoEnabled: false });
  });

  it('PARTICIPANT_LEFT removes their stream; ENDED ends the call without leaving it again', async () => {
    const s = session(true);
    await s.start('bob');
    server.push('newPeer', { peerId: 'bob', displayName: 'Bob' });
    s.handleEvent(event('PARTICIPANT_LEFT'));
    expect(s.getSnapshot().remotes).toEqual([]);
    s.handleEvent(event('ENDED', { call: call({ status: 'ENDED' }) }));
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'remote' });
    expect(api.leaveCall).not.toHaveBeenCalled();
    expect(server.closed).toBe(true);
  });

  it("ignores another call's events", async () => {
    const s = session(true);
    await s.start('bob');
    s.handleEvent(event('ENDED', { call: call({ id: 'other-call', status: 'ENDED' }) }));
    expect(s.getSnapshot().phase).toBe('connected');
  });
});

describe('controls and the end', () => {
  it('toggling the mic or camera disables the local track and tells the others', async () => {
    const s = session(true);
    await s.start('bob');
    s.toggleMic();
    expect(localTracks[0].enabled).toBe(false);
    expect(s.getSnapshot().audioEnabled).toBe(false);
    expect(api.updateCallMedia).toHaveBeenLastCalledWith('call-1', { audioEnabled: false });
    s.toggleCamera();
    expect(localTracks[1].enabled).toBe(false);
    expect(api.updateCallMedia).toHaveBeenLastCalledWith('call-1', { videoEnabled: false });
    s.toggleMic();
    expect(api.updateCallMedia).toHaveBeenLastCalledWith('call-1', { audioEnabled: true });
  });

  it('ending leaves the call, closes producers, consumers, transports and the socket, and keeps the local tracks', async () => {
    server.existingProducers = [{ producerId: 'bob-video', peerId: 'bob', kind: 'video', source: 'webcam' }];
    const s = session(true);
    await s.start('bob');
    await flush();
    log = [];
    s.end();
    expect(api.leaveCall).toHaveBeenCalledWith('call-1');
    expect(log).toEqual(
      expect.arrayContaining([
        'close producer producer-audio',
        'close producer producer-video',
        'close consumer consumer-bob-video',
        'close send transport',
        'close recv transport',
        'close socket',
      ]),
    );
    expect(s.getSnapshot()).toMatchObject({ phase: 'ended', endReason: 'local', remotes: [], localStream: null });
    expect(localTracks.every((t) => t.readyState === 'live')).toBe(true);

    // A rejoin uses the kept tracks instead of asking for the camera again.
    getUserMedia.mockClear();
    const again = session(true);
    await again.accept('call-1');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect((again.getSnapshot().localStream as unknown as FakeStream).getTracks()).toEqual(localTracks);
  });

  it('hanging up during the start leaves the call once and reports no failure', async () => {
    let release!: () => void;
    api.joinCall.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve({ call: call(), roomId: 'room-1', mediasoupUrl: 'ws://gateway.test/sfu', token: 't' }))),
    );
    const s = session(true);
    const starting = s.start('bob');
    await flush();
    s.end();
    release();
    await expect(starting).rejects.toThrow();
    expect(s.getSnapshot().endReason).toBe('local');
    expect(api.leaveCall).toHaveBeenCalledTimes(1);
  });
});

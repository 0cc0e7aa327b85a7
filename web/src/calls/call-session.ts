// One call, from start to end (spec 4, "Call lifecycle"): create the call record (or accept
// one), connect to the media server, join its room with the call token, create the send and
// receive transports, acquire the camera and microphone, publish them, consume the remote
// producers there are and those that appear (never one's own), then end: leave the call
// through the API, close producers, consumers, transports and the socket, and keep the local
// tracks for a rejoin. Remote events end the call (ENDED), remove a member's stream
// (PARTICIPANT_LEFT) and show their microphone and camera state (PARTICIPANT_MEDIA_CHANGED).
//
// It knows nothing of React: the overlay reads snapshots through subscribe/getSnapshot.
import type { types } from 'mediasoup-client';
import type { CallEventSubscription, CallFieldsFragment } from '../generated/graphql';
import { AUDIO_CODEC_OPTIONS, MEDIA_ACCESS_FAILED, MEDIA_SERVER_CONNECT_FAILED, PREFERRED_LAYERS, VIDEO_ENCODINGS, mediaConstraints } from './call-media';
import type { LocalTrackKeeper } from './local-track-keeper';
import type { NewPeerPush, NewProducerPush, PeerLeftPush, PushData, PushType } from './media-server-client';
import { isCallEndedError } from './call-ended';
import type { FrameCrypto } from './frame-crypto';

export { LocalTrackKeeper } from './local-track-keeper';

export type CallRecord = CallFieldsFragment;
export type CallEvent = CallEventSubscription['callEvent'];

export interface JoinedCall {
  call: CallRecord;
  roomId: string;
  mediasoupUrl: string;
  token: string;
}

/** The calls API (GraphQL mutations in the app, fakes in tests). */
export interface CallApi {
  createCall(recipientId: string, video: boolean): Promise<CallRecord>;
  joinCall(callId: string): Promise<JoinedCall>;
  leaveCall(callId: string): Promise<void>;
  updateCallMedia(callId: string, media: { audioEnabled?: boolean; videoEnabled?: boolean }): Promise<void>;
  updateParticipantStatus(callId: string, status: 'JOINED' | 'LEFT', peerId?: string): Promise<void>;
  iceServers(): Promise<RTCIceServer[]>;
}

/** What the session needs of the media-server client. */
export interface MediaServerConnection {
  connect(): Promise<void>;
  request<T = unknown>(type: string, data?: Record<string, unknown>): Promise<T>;
  on<K extends PushType>(type: K, listener: (data: PushData[K]) => void): () => void;
  onClose(listener: (event: { code: number; reason: string; expected: boolean }) => void): () => void;
  close(): void;
}

export interface Me {
  id: string;
  name: string;
  image: string | null;
}

export interface CallSessionDeps {
  api: CallApi;
  me: Me;
  /** The client may load on demand (the provider's does: it stays out of the first page's bundle). */
  createMediaServer(url: string): MediaServerConnection | Promise<MediaServerConnection>;
  /** A mediasoup-client Device (loaded on demand: the library stays out of the first bundle). */
  createDevice(): Promise<types.Device>;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Local tracks kept from an earlier call (spec: ending keeps them for a rejoin). */
  keptTracks?: LocalTrackKeeper;
  /** The media-server address when a call has none (spec 7). */
  defaultMediaServerUrl: string;
  /** How long the other member of a 1:1 call may be out of the room before the call ends (PEER_GONE_GRACE_MS). */
  peerGoneGraceMs?: number;
  /** The wait before the first rejoin after the media server's socket dropped (REJOIN_DELAY_MS; later ones wait longer). */
  rejoinDelayMs?: number;
  /**
   * For a call in an end-to-end encrypted conversation: the frame encryption keyed from its MLS
   * group (frame-crypto.ts); null when the conversation is not encrypted. It throws when the
   * conversation is encrypted and this browser cannot take part (media in clear are never sent).
   */
  mediaEncryption?(call: CallRecord, userId: string): Promise<FrameCrypto | null>;
}

export type CallPhase = 'starting' | 'connected' | 'reconnecting' | 'ended';

export interface RemoteParticipant {
  peerId: string;
  name: string;
  image: string | null;
  audioTrack: MediaStreamTrack | null;
  videoTrack: MediaStreamTrack | null;
  /** Their microphone is on (from the call's media events). */
  audioEnabled: boolean;
  /** Their camera is on (from the call's media events; false all along in an audio call). */
  videoEnabled: boolean;
}

export interface CallSnapshot {
  callId: string | null;
  /** Its media are end-to-end encrypted (the media server forwards ciphertext). */
  encrypted: boolean;
  /** A video call (false: audio only). */
  video: boolean;
  phase: CallPhase;
  /** Why the call ended, when it did not end from this side. */
  endReason: 'local' | 'remote' | 'failed' | null;
  me: Me;
  localStream: MediaStream | null;
  audioEnabled: boolean;
  videoEnabled: boolean;
  remotes: RemoteParticipant[];
  /** The call's status as last heard (RINGING until answered; DECLINED, MISSED, BUSY or ENDED at the end). */
  status: CallRecord['status'] | null;
  /** The other member of the 1:1 call (the person called, for the caller), once the call record is known. */
  peer: { id: string; name: string; image: string | null } | null;
}

export interface ReceiveStats {
  video: { framesDecoded: number; frameWidth: number | null; frameHeight: number | null } | null;
  /** samplesDecoded: audio the decoder produced from what arrived (received samples less those it had to conceal). */
  audio: { packetsReceived: number; bytesReceived: number; samplesDecoded: number } | null;
}

/** Rejoin attempts after the media server drops the socket (a worker restart closes rooms with 4001). */
export const REJOIN_ATTEMPTS = 3;
export const REJOIN_DELAY_MS = 1000;
/**
 * The other member of a 1:1 call left the room (their browser crashed, their network went)
 * and did not come back: the call ends after this long. Longer than a rejoin takes
 * (REJOIN_ATTEMPTS with growing delays), so a member reconnecting is waited for.
 */
export const PEER_GONE_GRACE_MS = 10_000;
/** The media server closed the room because the call ended (sfu CLOSE_CALL_ENDED): no rejoin. */
export const CLOSE_CALL_ENDED = 4003;

interface JoinRoomReply {
  /** The spec's room info: the router's capabilities (absent from media servers that predate it). */
  rtpCapabilities?: types.RtpCapabilities;
  peers: { peerId: string; displayName: string }[];
  producers: { producerId: string; peerId: string; kind: 'audio' | 'video'; source: string }[];
}

interface TransportReply {
  id: string;
  iceParameters: types.IceParameters;
  iceCandidates: types.IceCandidate[];
  dtlsParameters: types.DtlsParameters;
}

interface ConsumeReply {
  id: string;
  producerId: string;
  peerId: string;
  kind: 'audio' | 'video';
  rtpParameters: types.RtpParameters;
}

/** Everything of one connection to the media server; a rejoin replaces it whole. */
interface MediaConnection {
  server: MediaServerConnection;
  roomId: string;
  device: types.Device | null;
  sendTransport: types.Transport | null;
  recvTransport: types.Transport | null;
  producers: types.Producer[];
  consumers: Map<string, { consumer: types.Consumer; peerId: string }>;
  consumedProducers: Set<string>;
  /** Producers announced before the receive transport existed. */
  queued: NewProducerPush[];
  receiving: boolean;
  closed: boolean;
  unsubscribe: (() => void)[];
  /** The call's frame encryption (an encrypted conversation), attached to every sender and receiver. */
  encryption: FrameCrypto | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CallSession {
  private snapshot: CallSnapshot;
  private readonly listeners = new Set<() => void>();
  private connection: MediaConnection | null = null;
  private readonly people = new Map<string, { name: string; image: string | null }>();
  private readonly remotes = new Map<string, RemoteParticipant>();
  /** Media state of members from the call's events, even before they are in the room. */
  private readonly mediaState = new Map<string, { audioEnabled: boolean; videoEnabled: boolean }>();
  private localStream: MediaStream | null = null;
  private iceServers: RTCIceServer[] = [];
  private icePromise: Promise<RTCIceServer[]> = Promise.resolve([]);
  private rejoining = false;
  private leftCallId: string | null = null;
  /** Members of a 1:1 call out of the room, by peer id: the call ends when their timer fires. */
  private readonly goneTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private oneOnOne = true;
  /**
   * How many times each peer has left the room. A remote producer is consumed over several
   * round trips; a peer that leaves meanwhile must not have its tile brought back by the
   * consume finishing afterwards (the sfu may answer its resumeConsumer just after peerLeft).
   */
  private readonly departures = new Map<string, number>();

  constructor(
    private readonly deps: CallSessionDeps,
    video: boolean,
  ) {
    this.snapshot = {
      callId: null,
      encrypted: false,
      video,
      phase: 'starting',
      endReason: null,
      me: deps.me,
      localStream: null,
      audioEnabled: true,
      videoEnabled: video,
      remotes: [],
      status: null,
      peer: null,
    };
  }

  // ---- store ------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CallSnapshot => this.snapshot;

  get callId(): string | null {
    return this.snapshot.callId;
  }

  get ended(): boolean {
    return this.snapshot.phase === 'ended';
  }

  private update(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((l) => l());
  }

  private publishRemotes(): void {
    this.update({ remotes: [...this.remotes.values()].map((r) => ({ ...r })) });
  }

  // ---- start ------------------------------------------------------------------------------

  /** Calls a member: creates the call record, then enters it like the member accepting. */
  async start(recipientId: string): Promise<void> {
    const media = this.acquireMedia();
    this.fetchIceServers();
    let call: CallRecord | null = null;
    try {
      call = await this.deps.api.createCall(recipientId, this.snapshot.video);
      this.update({ callId: call.id });
      this.learn(call);
      // The person called is in another call (BUSY): it is over before it rang.
      if (call.status !== 'RINGING' && call.status !== 'ACTIVE') {
        this.end({ reason: 'remote' });
        return;
      }
      const joined = await this.deps.api.joinCall(call.id);
      await this.enter(joined, media);
    } catch (error) {
      await this.fail(call?.id ?? null, media, error);
      throw error;
    }
  }

  /** Accepts (or rejoins) a call. */
  async accept(callId: string): Promise<void> {
    this.update({ callId });
    const media = this.acquireMedia();
    this.fetchIceServers();
    try {
      const joined = await this.deps.api.joinCall(callId);
      await this.enter(joined, media);
    } catch (error) {
      await this.fail(callId, media, error);
      throw error;
    }
  }

  /** ICE servers (TURN) for the transports, fetched alongside the call record; none if it fails. */
  private fetchIceServers(): void {
    this.icePromise = this.deps.api.iceServers().catch((error) => {
      console.warn('[call] no ICE servers', error);
      return [];
    });
  }

  /** The camera and microphone (a kept stream when it has what the call needs). */
  private acquireMedia(): Promise<MediaStream> {
    const promise = (async () => {
      const kept = this.deps.keptTracks?.take(this.snapshot.video);
      let stream = kept;
      if (!stream) {
        try {
          stream = await this.deps.getUserMedia(mediaConstraints(this.snapshot.video));
        } catch (error) {
          throw new Error(MEDIA_ACCESS_FAILED, { cause: error });
        }
      }
      if (this.ended) {
        this.deps.keptTracks?.keep(stream.getTracks());
        return stream;
      }
      this.localStream = stream;
      this.update({ localStream: stream, audioEnabled: true, videoEnabled: this.snapshot.video && stream.getVideoTracks().length > 0 });
      return stream;
    })();
    // A failure surfaces where the media is awaited; do not report it twice.
    promise.catch(() => {});
    return promise;
  }

  private async fail(callId: string | null, media: Promise<MediaStream>, error: unknown): Promise<void> {
    const alreadyEnded = this.ended;
    this.closeConnection();
    // Refused because the call is over (the other member declined or hung up before our news
    // of it arrived): the call ended there, it did not fail here.
    const endReason = alreadyEnded ? this.snapshot.endReason : isCallEndedError(error) ? 'remote' : 'failed';
    this.update({ phase: 'ended', endReason });
    // The record exists (the other member may be ringing): leave it, unless it ended elsewhere.
    if (callId && this.snapshot.endReason !== 'remote') await this.leave(callId);
    const stream = await media.catch(() => null);
    // A call that never started has nothing to rejoin: release the camera.
    stream?.getTracks().forEach((t) => t.stop());
    this.localStream = null;
    this.update({ localStream: null });
  }

  /** Everything after the call record: the media server, the room, transports, publishing, consuming. */
  private async enter(joined: JoinedCall, media: Promise<MediaStream>): Promise<void> {
    this.learn(joined.call);
    this.update({ callId: joined.call.id });
    this.iceServers = await this.icePromise;
    if (this.ended) throw new Error('The call ended');
    try {
      await this.connectMedia(joined, media);
    } catch (error) {
      // The media server's socket dropped while joining (its requests then fail with 'WebSocket
      // not connected'): onConnectionLost has started a rejoin, which owns the call from here and
      // ends it as failed only when every attempt fails. Failing now would end a call that is
      // being rejoined (CI saw it once, right after an earlier call's room closed).
      if (this.rejoining && !this.ended) return;
      throw error;
    }
    if (this.ended) throw new Error('The call ended');
    this.update({ phase: 'connected' });
  }

  private async connectMedia(joined: JoinedCall, media: Promise<MediaStream>): Promise<void> {
    const { me } = this.deps;
    const url = joined.mediasoupUrl || joined.call.mediasoupUrl || this.deps.defaultMediaServerUrl;
    const devicePromise = this.deps.createDevice();
    devicePromise.catch(() => {});
    const server = await this.deps.createMediaServer(url);
    // Hung up while the client loaded: nothing is open yet.
    if (this.ended) throw new Error('The call ended');
    const connection: MediaConnection = {
      server,
      roomId: joined.roomId,
      device: null,
      sendTransport: null,
      recvTransport: null,
      producers: [],
      consumers: new Map(),
      consumedProducers: new Set(),
      queued: [],
      receiving: false,
      closed: false,
      unsubscribe: [],
      encryption: null,
    };
    this.connection = connection;
    connection.unsubscribe.push(
      server.on('newPeer', (data) => this.onNewPeer(connection, data)),
      server.on('newProducer', (data) => this.onNewProducer(connection, data)),
      server.on('peerLeft', (data) => this.onPeerLeft(connection, data)),
      server.onClose((event) => {
        if (event.expected || connection.closed) return;
        // Closed with the call (it ended on the server, e.g. the other member's leave): nothing to rejoin.
        if (event.code === CLOSE_CALL_ENDED) this.end({ reason: 'remote' });
        else this.onConnectionLost(connection, event.code);
      }),
    );

    try {
      await server.connect();
    } catch (error) {
      throw new Error(MEDIA_SERVER_CONNECT_FAILED, { cause: error });
    }
    const roomId = joined.roomId;
    const room = await server.request<JoinRoomReply>('joinRoom', {
      roomId,
      peerId: me.id,
      displayName: me.name || me.id,
      device: { name: 'pulse-web', userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 64) },
      token: joined.token,
    });
    for (const peer of room.peers) if (peer.peerId !== me.id) this.addRemote(peer.peerId, peer.displayName);
    // Back after a dropped connection: whoever is no longer in the room left while we were away.
    const present = new Set(room.peers.map((p) => p.peerId));
    for (const peerId of [...this.remotes.keys()]) {
      if (present.has(peerId)) continue;
      this.removeRemote(peerId);
      this.peerGone(peerId);
    }
    this.publishRemotes();
    // Best effort: the call record learns the member's peer id in the room.
    void this.deps.api.updateParticipantStatus(joined.call.id, 'JOINED', me.id).catch(this.warnUnlessOver('participant status'));

    // The join reply carries the room's capabilities: one round trip fewer before media flows.
    const routerRtpCapabilities = room.rtpCapabilities ?? (await server.request<types.RtpCapabilities>('getRouterRtpCapabilities', { roomId, token: joined.token }));
    const device = await devicePromise;
    await device.load({ routerRtpCapabilities });
    connection.device = device;
    // An encrypted conversation's call: every frame is sealed here before it leaves.
    connection.encryption = (await this.deps.mediaEncryption?.(joined.call, me.id)) ?? null;
    if (connection.closed) connection.encryption?.close();
    this.update({ encrypted: Boolean(connection.encryption) });

    const [sendInfo, recvInfo] = await Promise.all([
      server.request<TransportReply>('createTransport', { roomId, peerId: me.id, direction: 'send' }),
      server.request<TransportReply>('createTransport', { roomId, peerId: me.id, direction: 'recv' }),
    ]);
    const send = device.createSendTransport({ ...sendInfo, iceServers: this.iceServers });
    const recv = device.createRecvTransport({ ...recvInfo, iceServers: this.iceServers });
    connection.sendTransport = send;
    connection.recvTransport = recv;
    for (const transport of [send, recv]) {
      transport.on('connect', ({ dtlsParameters }, callback, errback) => {
        server.request('connectTransport', { roomId, peerId: me.id, transportId: transport.id, dtlsParameters }).then(() => callback(), errback);
      });
      transport.on('connectionstatechange', (state) => {
        if (state === 'failed') console.warn(`[call] ${transport.direction} transport failed`);
      });
    }
    send.on('produce', ({ kind, rtpParameters, appData }, callback, errback) => {
      server
        .request<{ id: string }>('produce', { roomId, peerId: me.id, transportId: send.id, kind, rtpParameters, source: appData.source })
        .then(({ id }) => callback({ id }), errback);
    });

    // Consume what is there and what appears, and publish, side by side.
    connection.receiving = true;
    const existing = [...room.producers, ...connection.queued];
    connection.queued = [];
    await Promise.all([this.publish(connection, await media), ...existing.map((p) => this.consume(connection, p))]);
  }

  private async publish(connection: MediaConnection, stream: MediaStream): Promise<void> {
    const send = connection.sendTransport;
    if (!send || connection.closed) return;
    const audio = stream.getAudioTracks()[0];
    const camera = this.snapshot.video ? stream.getVideoTracks()[0] : undefined;
    const jobs: Promise<types.Producer>[] = [];
    // stopTracks false: closing a producer must not stop the track (kept for a rejoin).
    const encryption = connection.encryption;
    if (audio) {
      jobs.push(
        send.produce({
          track: audio,
          codecOptions: AUDIO_CODEC_OPTIONS,
          stopTracks: false,
          appData: { source: 'mic' },
          // Before the first frame: the transform is in place from the start.
          onRtpSender: encryption ? (sender) => encryption.protectSender(sender, 'audio') : undefined,
        }),
      );
    }
    if (camera) {
      jobs.push(
        send.produce({
          track: camera,
          // mediasoup-client writes rids into the encodings: give it copies.
          encodings: VIDEO_ENCODINGS.map((e) => ({ ...e })),
          stopTracks: false,
          appData: { source: 'webcam' },
          // The frame layout the transform keeps in clear is VP8's.
          codec: encryption ? connection.device?.rtpCapabilities.codecs?.find((c) => c.mimeType.toLowerCase() === 'video/vp8') : undefined,
          onRtpSender: encryption ? (sender) => encryption.protectSender(sender, 'video') : undefined,
        }),
      );
    }
    const producers = await Promise.all(jobs);
    if (connection.closed) producers.forEach((p) => p.close());
    else connection.producers.push(...producers);
  }

  // ---- remote peers and producers -------------------------------------------------------------

  private onNewPeer(connection: MediaConnection, { peerId, displayName }: NewPeerPush): void {
    if (connection.closed || peerId === this.deps.me.id) return;
    this.peerBack(peerId);
    this.addRemote(peerId, displayName);
    this.publishRemotes();
  }

  private onNewProducer(connection: MediaConnection, producer: NewProducerPush): void {
    if (connection.closed || producer.peerId === this.deps.me.id) return;
    if (!connection.receiving) {
      connection.queued.push(producer);
      return;
    }
    void this.consume(connection, producer);
  }

  private onPeerLeft(connection: MediaConnection, { peerId }: PeerLeftPush): void {
    if (connection.closed) return;
    this.removeRemote(peerId);
    this.peerGone(peerId);
  }

  /**
   * The other member of a 1:1 call is out of the room. A reload or a reconnect brings them
   * back at once (newPeer); a crashed browser or a lost network does not, and nobody would
   * hang up for them: after the grace period the call ends (and is left through the API, so
   * the record ends too, whatever the media server could tell messaging).
   */
  private peerGone(peerId: string): void {
    if (!this.oneOnOne || peerId === this.deps.me.id || this.ended || this.goneTimers.has(peerId)) return;
    const timer = setTimeout(() => {
      this.goneTimers.delete(peerId);
      if (!this.ended && !this.remotes.has(peerId)) {
        // A way a call ends (the other side's browser or network went), not a fault of this page.
        console.info(`[call] ${peerId} left the room and did not come back; ending the call`);
        this.end({ reason: 'local' });
      }
    }, this.deps.peerGoneGraceMs ?? PEER_GONE_GRACE_MS);
    this.goneTimers.set(peerId, timer);
  }

  private peerBack(peerId: string): void {
    clearTimeout(this.goneTimers.get(peerId));
    this.goneTimers.delete(peerId);
  }

  /**
   * A catch for a request of this call: once the call is over (declined or ended by the other
   * member while the request was in flight) its failure is no news, and the server's refusal
   * because the call has ended never is; anything else is worth a warning.
   */
  private warnUnlessOver(what: string, opts: { evenWhenEnded?: boolean } = {}): (error: unknown) => void {
    return (error) => {
      if ((this.ended && !opts.evenWhenEnded) || isCallEndedError(error)) return;
      console.warn(`[call] ${what}`, error);
    };
  }

  private async consume(connection: MediaConnection, producer: { producerId: string; peerId: string; kind: 'audio' | 'video' }): Promise<void> {
    const { me } = this.deps;
    if (producer.peerId === me.id || connection.consumedProducers.has(producer.producerId)) return;
    const recv = connection.recvTransport;
    const device = connection.device;
    if (!recv || !device || connection.closed) return;
    connection.consumedProducers.add(producer.producerId);
    const departures = this.departures.get(producer.peerId) ?? 0;
    const peerLeftSince = () => (this.departures.get(producer.peerId) ?? 0) !== departures;
    try {
      const params = await connection.server.request<ConsumeReply>('consume', {
        roomId: connection.roomId,
        peerId: me.id,
        producerId: producer.producerId,
        transportId: recv.id,
        rtpCapabilities: device.rtpCapabilities,
        ...(producer.kind === 'video' ? { preferredLayers: PREFERRED_LAYERS } : {}),
      });
      const encryption = connection.encryption;
      const consumer = await recv.consume({
        id: params.id,
        producerId: params.producerId,
        kind: params.kind,
        rtpParameters: params.rtpParameters,
        onRtpReceiver: encryption ? (receiver) => encryption.protectReceiver(receiver, params.kind) : undefined,
      });
      if (connection.closed || peerLeftSince()) {
        consumer.close();
        if (!connection.closed) connection.consumedProducers.delete(producer.producerId);
        return;
      }
      connection.consumers.set(consumer.id, { consumer, peerId: producer.peerId });
      // The server starts consumers paused so the first keyframe reaches a wired-up track.
      await connection.server.request('resumeConsumer', { roomId: connection.roomId, peerId: me.id, consumerId: consumer.id });
      // Left while it was resumed: removeRemote has closed this consumer already.
      if (connection.closed || peerLeftSince()) return;
      const remote = this.addRemote(producer.peerId);
      if (consumer.kind === 'video') remote.videoTrack = consumer.track;
      else remote.audioTrack = consumer.track;
      this.publishRemotes();
    } catch (error) {
      connection.consumedProducers.delete(producer.producerId);
      // The call ending or the other member leaving while their track was being set up takes
      // the server's consumer with it: an expected end, not a fault worth a warning.
      if (connection.closed || this.ended || peerLeftSince()) return;
      // The same race seen from the server: the producer closed (the other browser went away
      // before the server noticed) and its consumer with it, so the server no longer knows it.
      if (error instanceof Error && /not found|no such producer/i.test(error.message)) {
        console.info('[call] a remote track went away while it was being set up', error.message);
        return;
      }
      console.warn('[call] consuming a remote producer failed', error);
    }
  }

  private addRemote(peerId: string, displayName?: string): RemoteParticipant {
    let remote = this.remotes.get(peerId);
    const person = this.people.get(peerId);
    const media = this.mediaState.get(peerId);
    if (!remote) {
      remote = {
        peerId,
        name: person?.name ?? displayName ?? 'Unknown User',
        image: person?.image ?? null,
        audioTrack: null,
        videoTrack: null,
        audioEnabled: media?.audioEnabled ?? true,
        videoEnabled: this.snapshot.video && (media?.videoEnabled ?? true),
      };
      this.remotes.set(peerId, remote);
    }
    return remote;
  }

  private removeRemote(peerId: string): void {
    this.departures.set(peerId, (this.departures.get(peerId) ?? 0) + 1);
    const connection = this.connection;
    if (connection) {
      for (const [id, entry] of connection.consumers) {
        if (entry.peerId !== peerId) continue;
        connection.consumedProducers.delete(entry.consumer.producerId);
        entry.consumer.close();
        connection.consumers.delete(id);
      }
    }
    if (this.remotes.delete(peerId)) this.publishRemotes();
  }

  /** Names, pictures and media state of the call's members, from a call record. */
  private learn(call: CallRecord): void {
    this.oneOnOne = call.type === 'ONE_ON_ONE';
    for (const p of call.participants) {
      this.people.set(p.user.id, { name: p.user.name, image: p.user.image });
      if (p.user.id === this.deps.me.id) continue;
      this.setMediaState(p.user.id, { audioEnabled: p.audioEnabled, videoEnabled: p.videoEnabled });
    }
    this.people.set(call.initiator.id, { name: call.initiator.name, image: call.initiator.image });
    for (const remote of this.remotes.values()) {
      const person = this.people.get(remote.peerId);
      if (person) Object.assign(remote, person);
    }
    const other = call.participants.find((p) => p.user.id !== this.deps.me.id)?.user ?? (call.initiator.id !== this.deps.me.id ? call.initiator : null);
    this.update({ status: call.status, peer: other ? { id: other.id, name: other.name, image: other.image } : this.snapshot.peer });
  }

  private setMediaState(userId: string, state: { audioEnabled?: boolean | null; videoEnabled?: boolean | null }): void {
    const before = this.mediaState.get(userId) ?? { audioEnabled: true, videoEnabled: true };
    const after = {
      audioEnabled: state.audioEnabled ?? before.audioEnabled,
      videoEnabled: state.videoEnabled ?? before.videoEnabled,
    };
    this.mediaState.set(userId, after);
    const remote = this.remotes.get(userId);
    if (remote) {
      remote.audioEnabled = after.audioEnabled;
      remote.videoEnabled = this.snapshot.video && after.videoEnabled;
    }
  }

  // ---- call events ------------------------------------------------------------------------

  /** An event of this call from the realtime socket. */
  handleEvent(event: CallEvent): void {
    if (this.ended || event.call.id !== this.callId) return;
    const userId = event.user?.id ?? null;
    switch (event.kind) {
      case 'ENDED':
        // Its final status (declined, missed, ended) tells the caller why it stopped ringing.
        this.learn(event.call);
        this.end({ reason: 'remote' });
        return;
      case 'PARTICIPANT_LEFT':
        this.learn(event.call);
        if (userId && userId !== this.deps.me.id) this.removeRemote(userId);
        this.publishRemotes();
        return;
      case 'PARTICIPANT_MEDIA_CHANGED':
        if (userId && userId !== this.deps.me.id) this.setMediaState(userId, { audioEnabled: event.audioEnabled, videoEnabled: event.videoEnabled });
        this.publishRemotes();
        return;
      case 'PARTICIPANT_JOINED':
        this.learn(event.call);
        this.publishRemotes();
        return;
      case 'ERROR':
        console.warn('[call] the call reported an error', event.error);
        return;
      default:
        return;
    }
  }

  // ---- controls -----------------------------------------------------------------------------

  /** Mutes or unmutes the microphone (the track is disabled, the producer stays) and tells the others. */
  toggleMic(): void {
    const track = this.localStream?.getAudioTracks()[0];
    if (!track || this.ended) return;
    track.enabled = !track.enabled;
    this.update({ audioEnabled: track.enabled });
    this.notifyMedia({ audioEnabled: track.enabled });
  }

  /** Turns the camera off or on (the track is disabled, the producer stays) and tells the others. */
  toggleCamera(): void {
    const track = this.localStream?.getVideoTracks()[0];
    if (!track || this.ended || !this.snapshot.video) return;
    track.enabled = !track.enabled;
    this.update({ videoEnabled: track.enabled });
    this.notifyMedia({ videoEnabled: track.enabled });
  }

  private notifyMedia(media: { audioEnabled?: boolean; videoEnabled?: boolean }): void {
    const callId = this.callId;
    if (!callId) return;
    void this.deps.api.updateCallMedia(callId, media).catch(this.warnUnlessOver('could not share the media state'));
  }

  /** What is received from a member so far (tests and diagnostics read it): video frames decoded, audio packets. */
  async receiveStats(peerId: string): Promise<ReceiveStats> {
    const result: ReceiveStats = { video: null, audio: null };
    const connection = this.connection;
    if (!connection) return result;
    const entries = [...connection.consumers.values()].filter((c) => c.peerId === peerId && !c.consumer.closed);
    await Promise.all(
      entries.map(async ({ consumer }) => {
        const report = await consumer.getStats();
        report.forEach(
          (s: {
            type?: string;
            framesDecoded?: number;
            frameWidth?: number;
            frameHeight?: number;
            packetsReceived?: number;
            bytesReceived?: number;
            totalSamplesReceived?: number;
            concealedSamples?: number;
          }) => {
            if (s.type !== 'inbound-rtp') return;
            if (consumer.kind === 'video') result.video = { framesDecoded: s.framesDecoded ?? 0, frameWidth: s.frameWidth ?? null, frameHeight: s.frameHeight ?? null };
            else
              result.audio = {
                packetsReceived: s.packetsReceived ?? 0,
                bytesReceived: s.bytesReceived ?? 0,
                samplesDecoded: Math.max(0, (s.totalSamplesReceived ?? 0) - (s.concealedSamples ?? 0)),
              };
          },
        );
      }),
    );
    return result;
  }

  // ---- end ------------------------------------------------------------------------------------

  /**
   * Ends the call here: leaves it through the API (unless it ended elsewhere), closes the
   * producers, consumers, transports and socket, and keeps the local tracks for a rejoin.
   */
  end({ reason = 'local' }: { reason?: 'local' | 'remote' | 'failed' } = {}): void {
    if (this.ended) return;
    const callId = this.callId;
    this.update({ phase: 'ended', endReason: reason });
    this.goneTimers.forEach((timer) => clearTimeout(timer));
    this.goneTimers.clear();
    if (callId && reason !== 'remote') void this.leave(callId);
    this.closeConnection();
    this.remotes.clear();
    const tracks = this.localStream?.getTracks() ?? [];
    if (this.deps.keptTracks) this.deps.keptTracks.keep(tracks);
    this.update({ remotes: [], localStream: null });
  }

  /** leaveCall, once per call. */
  private async leave(callId: string): Promise<void> {
    if (this.leftCallId === callId) return;
    this.leftCallId = callId;
    await this.deps.api.leaveCall(callId).catch(this.warnUnlessOver('leaveCall failed', { evenWhenEnded: true }));
  }

  private closeConnection(): void {
    const connection = this.connection;
    this.connection = null;
    if (!connection || connection.closed) return;
    connection.closed = true;
    connection.unsubscribe.forEach((u) => u());
    connection.producers.forEach((p) => p.close());
    connection.consumers.forEach(({ consumer }) => consumer.close());
    connection.sendTransport?.close();
    connection.recvTransport?.close();
    connection.server.close();
    connection.encryption?.close();
  }

  /** The media server dropped the socket mid-call: join the room again with a fresh token. */
  private onConnectionLost(connection: MediaConnection, code: number): void {
    if (this.ended || this.connection !== connection || this.rejoining) return;
    console.warn(`[call] media server connection lost (${code}); rejoining`);
    this.closeConnection();
    this.remotes.forEach((r) => {
      r.audioTrack = null;
      r.videoTrack = null;
    });
    this.update({ phase: 'reconnecting' });
    this.publishRemotes();
    void this.rejoin();
  }

  private async rejoin(): Promise<void> {
    const callId = this.callId;
    if (!callId || !this.localStream) return;
    this.rejoining = true;
    try {
      for (let attempt = 1; attempt <= REJOIN_ATTEMPTS && !this.ended; attempt++) {
        await sleep((this.deps.rejoinDelayMs ?? REJOIN_DELAY_MS) * attempt);
        if (this.ended) return;
        try {
          const joined = await this.deps.api.joinCall(callId);
          if (this.ended) return;
          this.learn(joined.call);
          await this.connectMedia(joined, Promise.resolve(this.localStream));
          if (!this.ended) this.update({ phase: 'connected' });
          return;
        } catch (error) {
          console.warn(`[call] rejoin attempt ${attempt} failed`, error);
          this.closeConnection();
        }
      }
      if (!this.ended) this.end({ reason: 'failed' });
    } finally {
      this.rejoining = false;
    }
  }
}

// A room owns one mediasoup router and the peers in it (mediasoup-demo's shape). It closes
// itself, and its router, when the last peer leaves, when nobody joins soon after it was
// created, or when its worker dies.
import type { types } from 'mediasoup';
import { afterOn, type Clock } from '@pulse/kit/clock';
import { createLogger } from '@pulse/kit/logger';
import { MEDIA_CODECS } from './media-codecs.js';
import type { Direction, Peer } from './peer.js';
import { SfuError, type Push } from './protocol.js';

const log = createLogger('sfu-room');

export interface TransportSettings {
  listenIp: string;
  announcedIp: string | undefined;
  rtcMinPort: number;
  rtcMaxPort: number;
}

export interface RoomOptions {
  transport: TransportSettings;
  /** A room nobody has joined closes after this long, on `clock`. */
  idleMs: number;
  /** The time rooms read (the system clock in production; tests move a TestClock). */
  clock: Clock;
  maxPeers: number;
  /** A peer left the room (not replaced by its own new socket): messaging may have to hear of it. */
  onDeparture?: (peer: Peer) => void;
  /** A peer joined: a departure of the same member waiting to be reported is cancelled. */
  onArrival?: (peer: Peer) => void;
}

/** Close codes a peer's socket receives when the room goes away under it. */
export const CLOSE_ROOM_CLOSED = 4001;
export const CLOSE_REPLACED = 4002;
/** The room's call ended (messaging closed it): do not rejoin. */
export const CLOSE_CALL_ENDED = 4003;

export class Room {
  readonly peers = new Map<string, Peer>();
  closed = false;
  private cancelIdleTimer: (() => void) | undefined;
  private readonly closeListeners: (() => void)[] = [];

  private constructor(
    readonly id: string,
    readonly router: types.Router,
    private readonly options: RoomOptions,
  ) {
    router.on('workerclose', () => this.close('media worker died'));
    this.armIdleTimer();
  }

  static async create(id: string, worker: types.Worker, options: RoomOptions): Promise<Room> {
    const router = await worker.createRouter({ mediaCodecs: MEDIA_CODECS, appData: { roomId: id } });
    log.info('room opened', { roomId: id, workerPid: worker.pid });
    return new Room(id, router, options);
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  get full(): boolean {
    return this.peers.size >= this.options.maxPeers;
  }

  /** Adds the peer and tells the others; a peer joining again from a new socket replaces the old one. */
  join(peer: Peer): void {
    const previous = this.peers.get(peer.id);
    if (previous) {
      this.peers.delete(peer.id);
      previous.disconnect(CLOSE_REPLACED, 'Joined from another connection');
      this.broadcast({ type: 'peerLeft', data: { peerId: peer.id } });
    }
    this.cancelIdleTimer?.();
    this.peers.set(peer.id, peer);
    this.options.onArrival?.(peer);
    this.broadcast({ type: 'newPeer', data: { peerId: peer.id, displayName: peer.displayName } }, peer);
  }

  leave(peer: Peer): void {
    if (this.peers.get(peer.id) !== peer) return; // already replaced or gone
    this.peers.delete(peer.id);
    peer.close();
    this.options.onDeparture?.(peer);
    this.broadcast({ type: 'peerLeft', data: { peerId: peer.id } });
    if (this.peers.size === 0) this.close('empty');
  }

  broadcast(message: Push, except?: Peer): void {
    for (const peer of this.peers.values()) if (peer !== except) peer.notify(message);
  }

  /**
   * What a newcomer needs to know, the spec's "media-server room info" (rtpCapabilities, and
   * producers each with id and peerId) plus who is here; `producerId` repeats `id` for the
   * clients written against the first version of this reply.
   */
  snapshot(except: Peer): {
    rtpCapabilities: types.RtpCapabilities;
    peers: { peerId: string; displayName: string }[];
    producers: { id: string; producerId: string; peerId: string; kind: string; source: string }[];
  } {
    const others = [...this.peers.values()].filter((p) => p !== except);
    return {
      rtpCapabilities: this.router.rtpCapabilities,
      peers: others.map((p) => ({ peerId: p.id, displayName: p.displayName })),
      producers: others.flatMap((p) =>
        [...p.producers.values()].map(({ producer, source }) => ({
          id: producer.id,
          producerId: producer.id,
          peerId: p.id,
          kind: producer.kind,
          source,
        })),
      ),
    };
  }

  findProducer(producerId: string): { peer: Peer; producer: types.Producer; source: string } | undefined {
    for (const peer of this.peers.values()) {
      const entry = peer.producers.get(producerId);
      if (entry) return { peer, ...entry };
    }
    return undefined;
  }

  /** Whose transport (or consumer) this is, to tell "not yours" from "no such thing". */
  ownerOf(kind: 'transports' | 'consumers', id: string): Peer | undefined {
    for (const peer of this.peers.values()) if (peer[kind].has(id)) return peer;
    return undefined;
  }

  async createTransport(peer: Peer, direction: Direction): Promise<types.WebRtcTransport> {
    const { listenIp, announcedIp, rtcMinPort, rtcMaxPort } = this.options.transport;
    const listen = { ip: listenIp, announcedAddress: announcedIp, portRange: { min: rtcMinPort, max: rtcMaxPort } };
    const transport = await this.router.createWebRtcTransport({
      listenInfos: [
        { protocol: 'udp', ...listen },
        { protocol: 'tcp', ...listen },
      ],
      enableUdp: true,
      enableTcp: true,
      preferUdp: true,
      initialAvailableOutgoingBitrate: 1_000_000,
      appData: { peerId: peer.id, direction },
    });
    if (peer.closed || this.closed) {
      transport.close(); // the peer left while the worker was busy
      throw new SfuError('NOT_JOINED', 'The peer left the room');
    }
    peer.addTransport(transport, direction);
    return transport;
  }

  /**
   * Closes the router and drops every peer's socket. `callEnded`: messaging ended the call,
   * so the peers are told not to rejoin (4003) and their departures are not reported back.
   */
  close(reason: string, { callEnded = false }: { callEnded?: boolean } = {}): void {
    if (this.closed) return;
    this.closed = true;
    this.cancelIdleTimer?.();
    for (const peer of this.peers.values()) {
      peer.disconnect(callEnded ? CLOSE_CALL_ENDED : CLOSE_ROOM_CLOSED, callEnded ? 'The call ended' : `Room closed: ${reason}`);
      if (!callEnded) this.options.onDeparture?.(peer);
    }
    this.peers.clear();
    this.router.close();
    log.info('room closed', { roomId: this.id, reason });
    for (const listener of this.closeListeners) listener();
  }

  private armIdleTimer(): void {
    this.cancelIdleTimer = afterOn(this.options.clock, this.options.idleMs, () => {
      if (this.peers.size === 0) this.close('nobody joined');
    });
  }
}

// One member in one room, over one WebSocket: what they send (producers) and receive
// (consumers), through their own transports. Only the peer itself may touch these.
import type { types } from 'mediasoup';
import { SfuError, type Push } from './protocol.js';

export type Direction = 'send' | 'recv';

/** The socket side of a peer, as the server gives it. */
export interface PeerConnection {
  send(message: Push): void;
  close(code: number, reason: string): void;
}

export interface ProducerEntry {
  producer: types.Producer;
  source: string;
}

export const PEER_LIMITS = { transports: 4, producers: 4, consumers: 64 };

export class Peer {
  readonly transports = new Map<string, { transport: types.WebRtcTransport; direction: Direction }>();
  readonly producers = new Map<string, ProducerEntry>();
  readonly consumers = new Map<string, types.Consumer>();
  closed = false;

  constructor(
    readonly id: string,
    readonly displayName: string,
    readonly device: Record<string, string>,
    readonly roomId: string,
    /** The call whose token let the peer in: departures are reported for it. */
    readonly callId: string,
    private readonly connection: PeerConnection,
  ) {}

  notify(message: Push): void {
    if (!this.closed) this.connection.send(message);
  }

  /** The peer's transport with this id, or, without one, its latest in that direction. */
  transport(direction: Direction, transportId?: string): types.WebRtcTransport | undefined {
    if (transportId) {
      const entry = this.transports.get(transportId);
      if (entry && entry.direction !== direction) throw new SfuError('BAD_REQUEST', `Transport ${transportId} is not a ${direction} transport`);
      return entry?.transport;
    }
    let latest: types.WebRtcTransport | undefined;
    for (const entry of this.transports.values()) if (entry.direction === direction) latest = entry.transport;
    if (!latest) throw new SfuError('BAD_REQUEST', `Create a ${direction} transport first`);
    return latest;
  }

  addTransport(transport: types.WebRtcTransport, direction: Direction): void {
    this.transports.set(transport.id, { transport, direction });
    transport.observer.once('close', () => this.transports.delete(transport.id));
  }

  addProducer(producer: types.Producer, source: string): void {
    this.producers.set(producer.id, { producer, source });
    producer.observer.once('close', () => this.producers.delete(producer.id));
  }

  addConsumer(consumer: types.Consumer): void {
    this.consumers.set(consumer.id, consumer);
    consumer.observer.once('close', () => this.consumers.delete(consumer.id));
  }

  /** Closing the transports closes every producer and consumer on them. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const { transport } of this.transports.values()) transport.close();
    this.transports.clear();
  }

  /** The room is gone (emptied by a dead worker, or the server stopping): drop the socket. */
  disconnect(code: number, reason: string): void {
    this.close();
    this.connection.close(code, reason);
  }
}

// The event bus carries small events between processes: subgraphs publish (through the
// outbox), the gateway fans them out to subscribers. PostgreSQL LISTEN/NOTIFY by default,
// so a single machine needs nothing else; Redis pub/sub when REDIS_URL is set.
// Events carry ids, never documents: a subscriber re-reads what it may see.
import pg from 'pg';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createLogger } from './logger.js';

export interface Audience {
  /** Only these members may receive it. */
  userIds?: string[];
  /** Any signed-in member may receive it. */
  public?: boolean;
  /** Platform plumbing (cache invalidation); never delivered to clients. */
  internal?: boolean;
}

export interface BusEvent {
  id: string;
  topic: string;
  audience: Audience;
  data: Record<string, unknown>;
  at: string;
}

export type NewBusEvent = Omit<BusEvent, 'id' | 'at'> & Partial<Pick<BusEvent, 'id' | 'at'>>;
export type BusHandler = (event: BusEvent) => void;

export interface Bus {
  publish(event: NewBusEvent): Promise<void>;
  /** Several events in one round trip, in order (the outbox relay's batches). */
  publishMany(events: NewBusEvent[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: BusHandler): () => void;
  /** Resolves once the bus can receive (the LISTEN or SUBSCRIBE is in place). */
  ready(): Promise<void>;
  /**
   * Calls back when the bus is receiving again after its connection was lost: events published
   * meanwhile were not heard, so whoever relays them must tell their receivers to catch up.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'pulse_bus';
// NOTIFY payloads are capped at 8000 bytes; events are references, far below that.
const MAX_EVENT_BYTES = 7500;
const log = createLogger('bus');

export class EventTooLargeError extends Error {}

/** The wire form of an event; throws EventTooLargeError past the size limit. */
export function serializeEvent(event: NewBusEvent): string {
  const full: BusEvent = { id: event.id ?? randomUUID(), at: event.at ?? new Date().toISOString(), topic: event.topic, audience: event.audience, data: event.data };
  const text = JSON.stringify(full);
  if (Buffer.byteLength(text) > MAX_EVENT_BYTES) {
    throw new EventTooLargeError(`bus event ${event.topic} is ${Buffer.byteLength(text)} bytes; events carry ids, not documents`);
  }
  return text;
}

function parse(text: string): BusEvent | undefined {
  try {
    const event = JSON.parse(text) as BusEvent;
    return typeof event?.topic === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

abstract class LocalFanout {
  private readonly handlers = new Set<BusHandler>();
  private readonly gapListeners = new Set<() => void>();
  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }
  protected gap(): void {
    for (const listener of this.gapListeners) {
      try {
        listener();
      } catch (error) {
        log.error('bus gap listener failed', { error: String(error) });
      }
    }
  }
  protected deliver(text: string): void {
    const event = parse(text);
    if (!event) return log.warn('dropped an unreadable bus message');
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        log.error('bus handler failed', { topic: event.topic, error: String(error) });
      }
    }
  }
}

export class PgBus extends LocalFanout implements Bus {
  private listener: pg.Client | undefined;
  private readonly pool: pg.Pool;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly databaseUrl: string) {
    super();
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', (error) => log.warn('publisher connection error', { error: String(error) }));
  }

  ready(): Promise<void> {
    this.connecting ??= this.listen();
    return this.connecting;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (msg) => msg.payload && this.deliver(msg.payload));
    client.on('error', (error) => {
      if (this.listener !== client) return;
      log.warn('listener connection lost; reconnecting', { error: String(error) });
      this.listener = undefined;
      void client.end().catch(() => {});
      this.relisten();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    this.listener = client;
  }

  /** LISTENs again until it works, then reports the gap (what was published meanwhile is gone). */
  private relisten(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.connecting = undefined;
      this.ready().then(
        () => this.gap(),
        (error) => {
          log.warn('listener reconnect failed; trying again', { error: String(error) });
          this.relisten();
        },
      );
    }, 500);
  }

  async publish(event: NewBusEvent): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, serializeEvent(event)]);
  }

  async publishMany(events: NewBusEvent[]): Promise<void> {
    if (!events.length) return;
    // One statement: notifications of one transaction are delivered in the order sent.
    await this.pool.query('SELECT pg_notify($1, e) FROM unnest($2::text[]) WITH ORDINALITY AS t(e, n) ORDER BY n', [CHANNEL, events.map(serializeEvent)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}

export class RedisBus extends LocalFanout implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribed: Promise<void> | undefined;

  constructor(url: string) {
    super();
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.subscriber.on('message', (_channel: string, message: string) => this.deliver(message));
    // ioredis reconnects and subscribes again by itself; a second 'ready' means a gap.
    let wasReady = false;
    this.subscriber.on('ready', () => {
      if (wasReady) this.gap();
      wasReady = true;
    });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => log.warn('redis error', { error: String(error) }));
    }
  }

  ready(): Promise<void> {
    this.subscribed ??= (async () => {
      await this.subscriber.connect();
      await this.subscriber.subscribe(CHANNEL);
    })();
    return this.subscribed;
  }

  async publish(event: NewBusEvent): Promise<void> {
    if (this.publisher.status === 'wait') await this.publisher.connect();
    await this.publisher.publish(CHANNEL, serializeEvent(event));
  }

  async publishMany(events: NewBusEvent[]): Promise<void> {
    if (!events.length) return;
    if (this.publisher.status === 'wait') await this.publisher.connect();
    const pipeline = this.publisher.pipeline();
    for (const event of events) pipeline.publish(CHANNEL, serializeEvent(event));
    await pipeline.exec();
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export function createBus(opts: { databaseUrl: string; redisUrl?: string }): Bus {
  return opts.redisUrl ? new RedisBus(opts.redisUrl) : new PgBus(opts.databaseUrl);
}

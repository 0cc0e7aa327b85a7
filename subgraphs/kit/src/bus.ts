// The event bus carries small events between processes: subgraphs publish (through the
// outbox), the gateway fans them out to subscribers. PostgreSQL LISTEN/NOTIFY by default,
// so a single machine needs nothing else; Redis pub/sub when REDIS_URL is set.
// Events carry ids, never documents: a subscriber re-reads what it may see.
//
// A channel per topic (pulse.<topic>): a process hears only the topics it subscribed to, so
// a subgraph that listens for session revocations is not woken by every chat message, and a
// gateway hands an event only to the handlers of its topic. All of a process's channels share
// one connection, which keeps events in the order they were published across topics too.
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
  /**
   * Hears one topic from now on (ready() resolves once its channel is listened to); returns the
   * unsubscribe function. With `reader` (a member's id) the handler hears only the topic's
   * events that member is in the audience of (named, or public; never internal ones), found
   * through an index by member: an event for two members costs two look-ups, not one call per
   * subscriber on the gateway.
   */
  subscribe(topic: string, handler: BusHandler, reader?: string): () => void;
  /** Resolves once the bus can receive every topic subscribed so far (the LISTENs or SUBSCRIBEs are in place). */
  ready(): Promise<void>;
  /**
   * Calls back when the bus is receiving again after its connection was lost: events published
   * meanwhile were not heard, so whoever relays them must tell their receivers to catch up.
   */
  onGap(listener: () => void): () => void;
  /**
   * Heals a gap: `readBack(since)` reads what was published from `since` on (ms since the epoch:
   * a while before the last event this process heard) from where it is kept; those events go
   * to this process's handlers as if heard, in the order given, then whatever was heard live
   * meanwhile (held back until then, so order holds). An event heard already is not handed
   * over twice. Rejects with readBack's error, after handing over what was held.
   */
  heal(readBack: (since: number) => Promise<BusEvent[]>): Promise<void>;
  close(): Promise<void>;
}

// NOTIFY payloads are capped at 8000 bytes; events are references, far below that.
const MAX_EVENT_BYTES = 7500;
// A channel name is a PostgreSQL identifier: at most 63 bytes, 'pulse.' included.
const TOPIC = /^[A-Za-z0-9_.:-]{1,56}$/;
const log = createLogger('bus');

export class EventTooLargeError extends Error {}

/** The channel a topic travels on (the same name on PostgreSQL and Redis). */
export function channelOf(topic: string): string {
  if (!TOPIC.test(topic)) throw new Error(`bus topic ${JSON.stringify(topic)} is not 1-56 letters, digits and _ . : -`);
  return `pulse.${topic}`;
}

/** The wire form of an event; throws EventTooLargeError past the size limit. */
export function serializeEvent(event: NewBusEvent): string {
  channelOf(event.topic);
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

/** How many recent event ids a process remembers, so that a replay never hands one over twice. */
const REMEMBERED_IDS = 20_000;
/** A gap's replay starts this long before the last event heard: NOTIFY and the outbox's published_at are not the same instant. */
const REPLAY_MARGIN_MS = 30_000;

/** A topic's handlers: those that hear every event, and members' own, by member. */
interface TopicHandlers {
  anyone: Set<BusHandler>;
  byReader: Map<string, Set<BusHandler>>;
}

abstract class LocalFanout {
  /** Handlers by topic: an event reaches only its own topic's handlers. */
  private readonly handlers = new Map<string, TopicHandlers>();
  private readonly gapListeners = new Set<() => void>();
  /** Recent event ids, oldest first (a Set keeps insertion order). */
  private readonly heardIds = new Set<string>();
  private heardAt: number | undefined;
  /** Events heard live while a gap is being healed: handed over after the replay. */
  private held: BusEvent[] | undefined;
  /**
   * Topics listened to from ready() on, before anyone subscribes: a subscriber added later then
   * hears the very next event, with no LISTEN to wait for (the gateway's subscription fields).
   */
  constructor(topics: readonly string[] = []) {
    for (const topic of topics) {
      channelOf(topic);
      this.handlers.set(topic, { anyone: new Set(), byReader: new Map() });
    }
  }
  subscribe(topic: string, handler: BusHandler, reader?: string): () => void {
    const channel = channelOf(topic);
    let handlers = this.handlers.get(topic);
    if (!handlers) {
      handlers = { anyone: new Set(), byReader: new Map() };
      this.handlers.set(topic, handlers);
      this.heard(channel);
    }
    // The channel stays listened to when its last handler leaves: topics are few and fixed
    // (subscription fields, platform plumbing), and a new subscriber then hears at once.
    if (reader === undefined) {
      const anyone = handlers.anyone.add(handler);
      return () => anyone.delete(handler);
    }
    const { byReader } = handlers;
    let own = byReader.get(reader);
    if (!own) byReader.set(reader, (own = new Set()));
    own.add(handler);
    const mine = own;
    return () => {
      mine.delete(handler);
      if (mine.size === 0 && byReader.get(reader) === mine) byReader.delete(reader);
    };
  }
  /** Every channel subscribed to so far. */
  protected channels(): string[] {
    return [...this.handlers.keys()].map(channelOf);
  }
  /** A topic's first handler: its channel must be listened to. */
  protected abstract heard(channel: string): void;
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
  async heal(readBack: (since: number) => Promise<BusEvent[]>): Promise<void> {
    const since = (this.heardAt ?? Date.now()) - REPLAY_MARGIN_MS;
    this.held ??= [];
    try {
      for (const event of await readBack(since)) this.hand(event);
    } finally {
      const held = this.held;
      this.held = undefined;
      for (const event of held) this.hand(event);
    }
  }
  protected deliver(text: string): void {
    const event = parse(text);
    if (!event) return log.warn('dropped an unreadable bus message');
    this.heardAt = Date.now();
    if (this.held) this.held.push(event);
    else this.hand(event);
  }
  private hand(event: BusEvent): void {
    if (this.heardIds.has(event.id)) return;
    this.heardIds.add(event.id);
    if (this.heardIds.size > REMEMBERED_IDS) this.heardIds.delete(this.heardIds.values().next().value!);
    const handlers = this.handlers.get(event.topic);
    if (!handlers) return;
    for (const handler of handlers.anyone) this.call(handler, event);
    // Readers' handlers: the audience says whose they are (event-stream's audienceIncludes).
    const audience = event.audience ?? {};
    if (audience.internal) return;
    if (audience.public) {
      for (const own of handlers.byReader.values()) for (const handler of own) this.call(handler, event);
      return;
    }
    const readers = audience.userIds ?? [];
    for (const reader of readers.length > 1 ? new Set(readers) : readers) for (const handler of handlers.byReader.get(reader) ?? []) this.call(handler, event);
  }
  private call(handler: BusHandler, event: BusEvent): void {
    try {
      handler(event);
    } catch (error) {
      log.error('bus handler failed', { topic: event.topic, error: String(error) });
    }
  }
}

/** A channel as a quoted identifier for LISTEN (channelOf allows no quote in it). */
const listenSql = (channel: string) => `LISTEN "${channel}"`;

export class PgBus extends LocalFanout implements Bus {
  private listener: pg.Client | undefined;
  private readonly pool: pg.Pool;
  private connecting: Promise<void> | undefined;
  /** LISTENs issued on the live connection after it opened, in order. */
  private listening: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    topics: readonly string[] = [],
  ) {
    super(topics);
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', (error) => log.warn('publisher connection error', { error: String(error) }));
  }

  async ready(): Promise<void> {
    this.connecting ??= this.listen();
    await this.connecting;
    await this.listening;
  }

  protected heard(channel: string): void {
    const client = this.listener;
    // Not connected yet (or reconnecting): listen() LISTENs every channel when it opens.
    if (!client) return;
    this.listening = this.listening.then(() => client.query(listenSql(channel))).catch((error: unknown) => log.warn('LISTEN failed', { channel, error: String(error) }));
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
      // From here on a new topic LISTENs on this connection itself (heard), queued after these.
      this.listener = client;
      const channels = this.channels();
      if (channels.length) await client.query(channels.map(listenSql).join('; '));
    } catch (error) {
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => {});
      throw error;
    }
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
    await this.pool.query('SELECT pg_notify($1, $2)', [channelOf(event.topic), serializeEvent(event)]);
  }

  async publishMany(events: NewBusEvent[]): Promise<void> {
    if (!events.length) return;
    // One statement: notifications of one transaction are delivered in the order sent, across channels too.
    await this.pool.query('SELECT pg_notify(c, e) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(c, e, n) ORDER BY n', [
      events.map((e) => channelOf(e.topic)),
      events.map(serializeEvent),
    ]);
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
  private connected: Promise<void> | undefined;
  /** SUBSCRIBEs issued after the connection opened, in order. */
  private subscribing: Promise<unknown> = Promise.resolve();

  constructor(url: string, topics: readonly string[] = []) {
    super(topics);
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

  async ready(): Promise<void> {
    this.connected ??= (async () => {
      await this.subscriber.connect();
      const channels = this.channels();
      if (channels.length) await this.subscriber.subscribe(...channels);
    })();
    await this.connected;
    await this.subscribing;
  }

  protected heard(channel: string): void {
    // Before connecting, ready() subscribes to every channel there is.
    if (!this.connected) return;
    this.subscribing = this.subscribing
      .then(() => this.connected)
      .then(() => this.subscriber.subscribe(channel))
      .catch((error: unknown) => log.warn('SUBSCRIBE failed', { channel, error: String(error) }));
  }

  async publish(event: NewBusEvent): Promise<void> {
    if (this.publisher.status === 'wait') await this.publisher.connect();
    await this.publisher.publish(channelOf(event.topic), serializeEvent(event));
  }

  async publishMany(events: NewBusEvent[]): Promise<void> {
    if (!events.length) return;
    if (this.publisher.status === 'wait') await this.publisher.connect();
    const pipeline = this.publisher.pipeline();
    for (const event of events) pipeline.publish(channelOf(event.topic), serializeEvent(event));
    await pipeline.exec();
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export function createBus(opts: { databaseUrl: string; redisUrl?: string; topics?: readonly string[] }): Bus {
  return opts.redisUrl ? new RedisBus(opts.redisUrl, opts.topics) : new PgBus(opts.databaseUrl, opts.topics);
}

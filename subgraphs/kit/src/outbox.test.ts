// The outbox promise: an event is published if and only if its transaction committed,
// exactly once, in the order it was written, however many relays run.
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventTooLargeError, PgBus, type Bus, type BusEvent } from './bus.js';
import { createOrm, migrate } from './db.js';
import pg from 'pg';
import { OutboxEventSchema, OutboxRelay, enqueueEvent, kitMigrations, outboxReader } from './outbox.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

const SCHEMA = 'outbox_test';
// Shorter than the relay's 5 s safety poll: what arrives sooner was woken by NOTIFY.
const WAKE_TIMEOUT = { timeout: 3000, interval: 20 };

let db: TestDatabase;
let orm: MikroORM;
/** Stands for the gateway: another process listening on the bus. */
let gateway: PgBus;
/** What the relays publish through. */
let relayBus: PgBus;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = await createOrm({ databaseUrl: db.url, schema: SCHEMA, entities: [OutboxEventSchema], migrations: kitMigrations });
  await migrate(orm, db.url, SCHEMA);
  gateway = new PgBus(db.url);
  relayBus = new PgBus(db.url);
  await gateway.ready();
});
afterAll(async () => {
  await gateway?.close();
  await relayBus?.close();
  await orm?.close();
  await db?.drop();
});

const uniqueTopic = (name: string) => `test.${name}.${randomUUID()}`;

/** Subscribes to one topic; resolves once its channel is listened to. */
async function collect(topic: string): Promise<BusEvent[]> {
  const events: BusEvent[] = [];
  gateway.subscribe(topic, (event) => events.push(event));
  await gateway.ready();
  return events;
}

function outboxRows(topic: string) {
  // Raw queries through MikroORM return timestamps as text.
  return orm.em
    .fork()
    .getConnection()
    .execute<{ id: string; created_at: string; published_at: string | null }[]>(
      `SELECT id, created_at, published_at FROM "${SCHEMA}".outbox WHERE topic = ? ORDER BY created_at, id`,
      [topic],
    );
}

/**
 * Waits until nothing more can arrive from the relays: none has work left, and a marker
 * published after that has reached the gateway (NOTIFYs arrive in commit order).
 */
async function settled(...relays: OutboxRelay[]): Promise<void> {
  await Promise.all(relays.map((relay) => relay.flush()));
  const topic = uniqueTopic('marker');
  const marker = await collect(topic);
  await relayBus.publish({ topic, audience: { internal: true }, data: {} });
  await vi.waitFor(() => expect(marker).toHaveLength(1));
}

async function enqueueCommitted(topic: string, count: number, from = 0): Promise<void> {
  const em = orm.em.fork();
  for (let i = 0; i < count; i++) enqueueEvent(em, topic, { internal: true }, { seq: from + i });
  await em.flush();
}

describe('a running relay', () => {
  let relay: OutboxRelay;
  beforeAll(async () => {
    relay = new OutboxRelay(db.url, SCHEMA, relayBus);
    await relay.start();
  });
  afterAll(async () => {
    await relay?.stop();
  });

  it('publishes a committed event as soon as it commits and marks its row published', async () => {
    const topic = uniqueTopic('committed');
    const received = await collect(topic);
    const em = orm.em.fork();
    enqueueEvent(em, topic, { userIds: ['cmember'] }, { messageId: 'm1', conversationId: 'k1' });
    await em.flush();

    await vi.waitFor(() => expect(received).toHaveLength(1), WAKE_TIMEOUT);
    const [row] = await outboxRows(topic);
    expect(received[0]).toEqual({
      id: row.id,
      topic,
      audience: { userIds: ['cmember'] },
      data: { messageId: 'm1', conversationId: 'k1' },
      at: new Date(row.created_at).toISOString(),
    });

    await relay.flush();
    const [after] = await outboxRows(topic);
    expect(after.published_at).not.toBeNull();
    expect(Date.parse(after.published_at!)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
  });

  it('never publishes an event whose transaction rolled back', async () => {
    const topic = uniqueTopic('rolled-back');
    const received = await collect(topic);
    await expect(
      orm.em.fork().transactional(async (em) => {
        enqueueEvent(em, topic, { public: true }, { postId: 'p1' });
        await em.flush();
        // The row exists but is uncommitted while the relay runs a pass.
        await relay.flush();
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');

    expect(await outboxRows(topic)).toEqual([]);
    await settled(relay);
    expect(received).toEqual([]);
  });

  it('publishes nothing twice when woken repeatedly', async () => {
    const topic = uniqueTopic('rewoken');
    const received = await collect(topic);
    for (let i = 0; i < 5; i++) await enqueueCommitted(topic, 3, i * 3);
    for (let i = 0; i < 5; i++) relay.kick();
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(15), WAKE_TIMEOUT);
    await settled(relay);
    expect(received.map((e) => e.data.seq)).toEqual([...Array(15).keys()]);
  });

  it('refuses an oversized event when it is written, so it cannot block the outbox', async () => {
    const topic = uniqueTopic('oversized');
    const received = await collect(topic);
    const em = orm.em.fork();
    expect(() => enqueueEvent(em, topic, { public: true }, { blob: 'x'.repeat(8000) })).toThrow(EventTooLargeError);
    await em.flush();
    expect(await outboxRows(topic)).toEqual([]);

    await enqueueCommitted(topic, 1);
    await vi.waitFor(() => expect(received).toHaveLength(1), WAKE_TIMEOUT);
  });
});

describe('carried fields', () => {
  let relay: OutboxRelay;
  beforeAll(async () => {
    relay = new OutboxRelay(db.url, SCHEMA, relayBus);
    await relay.start();
  });
  afterAll(async () => {
    await relay?.stop();
  });
  const carriedOf = async (topic: string) =>
    (await orm.em.fork().getConnection().execute<{ carried: unknown }[]>(`SELECT carried FROM "${SCHEMA}".outbox WHERE topic = ?`, [topic]))[0].carried;

  it('travel with the event, are dropped from the outbox once published, and give way to the event when too large', async () => {
    const topic = uniqueTopic('carried');
    const received = await collect(topic);
    const em = orm.em.fork();
    // A write with the relay stopped in between cannot be told apart from one it has not reached yet.
    enqueueEvent(em, topic, { userIds: ['cmember'] }, { id: 'm1' }, { id: 'ignored', body: 'on the way' });
    enqueueEvent(em, topic, { userIds: ['cmember'] }, { id: 'm2' }, { body: 'y'.repeat(8000) });
    await em.flush();
    await vi.waitFor(() => expect(received).toHaveLength(2), WAKE_TIMEOUT);
    // The event's own fields win over carried ones of the same name.
    expect(received.map((e) => e.data)).toEqual([{ id: 'm1', body: 'on the way' }, { id: 'm2' }]);
    await relay.flush();
    expect(await carriedOf(topic)).toBeNull();
    // What a gap's read-back hands over is the event without what it carried.
    const readPool = new pg.Pool({ connectionString: db.url, max: 1 });
    const back = await outboxReader(readPool, [SCHEMA])(Date.now() - 60_000).finally(() => readPool.end());
    expect(back.filter((e) => e.topic === topic).map((e) => e.data)).toEqual([{ id: 'm1' }, { id: 'm2' }]);
  });

  it('wait in the outbox, apart from the event, until it is published', async () => {
    await relay.stop();
    const topic = uniqueTopic('waiting');
    const em = orm.em.fork();
    enqueueEvent(em, topic, { userIds: ['cmember'] }, { id: 'm3' }, { body: 'not yet' });
    await em.flush();
    expect(await carriedOf(topic)).toEqual({ body: 'not yet' });
    const received = await collect(topic);
    relay = new OutboxRelay(db.url, SCHEMA, relayBus);
    await relay.start();
    await vi.waitFor(() => expect(received).toHaveLength(1), WAKE_TIMEOUT);
    expect(received[0].data).toEqual({ id: 'm3', body: 'not yet' });
    await relay.flush();
    expect(await carriedOf(topic)).toBeNull();
  });
});

describe('a backlog larger than one batch', () => {
  it('is published exactly once and in order', async () => {
    const topic = uniqueTopic('backlog');
    const received = await collect(topic);
    await enqueueCommitted(topic, 300);

    // start() drains once; the next safety poll is 5 s away, so all 300 arriving sooner
    // means one pass carried on past its first batch of 200.
    const relay = new OutboxRelay(db.url, SCHEMA, relayBus);
    await relay.start();
    try {
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(300), WAKE_TIMEOUT);
      await settled(relay);
    } finally {
      await relay.stop();
    }
    expect(received.map((e) => e.data.seq)).toEqual([...Array(300).keys()]);
    expect(new Set(received.map((e) => e.id)).size).toBe(300);
    const rows = await outboxRows(topic);
    expect(rows.filter((r) => r.published_at === null)).toEqual([]);
  });
});

describe('two relays on one schema', () => {
  /**
   * A real bus that also counts what went through it. `first` runs before its first non-empty
   * batch goes out: the race test holds one relay's first batch (and the rows it has locked)
   * until the other relay has sent one too, so both take part however the two are scheduled.
   */
  function counted(inner: Bus, first: () => Promise<void> = async () => {}): Bus & { published: number } {
    let before: Promise<void> | undefined;
    const bus = {
      published: 0,
      async publish(event: Parameters<Bus['publish']>[0]) {
        await (before ??= first());
        bus.published += 1;
        await inner.publish(event);
      },
      async publishMany(events: Parameters<Bus['publishMany']>[0]) {
        if (events.length) await (before ??= first());
        bus.published += events.length;
        await inner.publishMany(events);
      },
      subscribe: (topic: string, handler: Parameters<Bus['subscribe']>[1]) => inner.subscribe(topic, handler),
      ready: () => inner.ready(),
      onGap: (listener: () => void) => inner.onGap(listener),
      heal: (readBack: Parameters<Bus['heal']>[0]) => inner.heal(readBack),
      close: () => inner.close(),
    };
    return bus;
  }

  it('publish every event exactly once between them', async () => {
    const topic = uniqueTopic('two-relays');
    const received = await collect(topic);
    // A backlog both relays compete for as they start...
    await enqueueCommitted(topic, 1000);
    // Whichever relay sends first waits (holding its locked batch) until the other has sent one:
    // the other skips the locked rows and takes the next batch of the backlog.
    let aSent!: () => void;
    let bSent!: () => void;
    const aStarted = new Promise<void>((resolve) => (aSent = resolve));
    const bStarted = new Promise<void>((resolve) => (bSent = resolve));
    const busA = counted(relayBus, () => (aSent(), bStarted));
    const busB = counted(relayBus, () => (bSent(), aStarted));
    const relayA = new OutboxRelay(db.url, SCHEMA, busA);
    const relayB = new OutboxRelay(db.url, SCHEMA, busB);
    try {
      await Promise.all([relayA.start(), relayB.start()]);
      // ...and writes that wake both at once while they run.
      for (let i = 0; i < 10; i++) await enqueueCommitted(topic, 20, 1000 + i * 20);

      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(1200), { timeout: 10_000, interval: 50 });
      await settled(relayA, relayB);
    } finally {
      await Promise.all([relayA.stop(), relayB.stop()]);
    }

    const deliveries = new Map<string, number>();
    for (const event of received) deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
    expect(deliveries.size).toBe(1200);
    expect([...deliveries.values()].filter((n) => n !== 1)).toEqual([]);
    expect(new Set(received.map((e) => e.data.seq)).size).toBe(1200);
    // Both took part, so the test really raced them.
    expect(busA.published).toBeGreaterThan(0);
    expect(busB.published).toBeGreaterThan(0);
    expect(busA.published + busB.published).toBe(1200);
  });
});

// One contract, two transports: whatever the deployment picks (LISTEN/NOTIFY or Redis),
// subscribers in another process see the same events.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelOf, createBus, EventTooLargeError, PgBus, RedisBus, type Bus, type BusEvent } from './bus.js';
import { createTestDatabase, redisSkipReason, TEST_REDIS_URL, type TestDatabase } from './testing/index.js';

const REDIS_URL = TEST_REDIS_URL;
const redisDown = await redisSkipReason(REDIS_URL);
const skipRedis = redisDown !== undefined;
if (skipRedis) console.warn(`bus.test: skipping RedisBus tests: ${redisDown}`);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A topic no other test (or concurrent test file sharing Redis) uses. */
const uniqueTopic = (name: string) => `test.${name}.${randomUUID()}`;

/** Subscribes to one topic; resolves once its channel is listened to. */
async function collect(bus: Bus, topic: string): Promise<{ events: BusEvent[]; stop: () => void }> {
  const events: BusEvent[] = [];
  const stop = bus.subscribe(topic, (event) => {
    expect(event.topic).toBe(topic);
    events.push(event);
  });
  await bus.ready();
  return { events, stop };
}

const transports = [
  { name: 'PgBus', skip: false, open: (): Bus => new PgBus(db.url) },
  { name: 'RedisBus', skip: skipRedis, open: (): Bus => new RedisBus(REDIS_URL) },
];

describe.each(transports)('$name', ({ skip, open }) => {
  describe.skipIf(skip)(skip ? `skipped: ${redisDown}` : 'between two processes', () => {
    let publisher: Bus;
    let listener: Bus;
    beforeAll(async () => {
      publisher = open();
      listener = open();
      await Promise.all([publisher.ready(), listener.ready()]);
    });
    afterAll(async () => {
      await publisher?.close();
      await listener?.close();
    });

    it("hands a reader's handler only the events whose audience includes that reader, each once", async () => {
      const topic = uniqueTopic('readers');
      const heard: Record<string, string[]> = { ann: [], bob: [], anyone: [] };
      const stops = [
        listener.subscribe(topic, (e) => heard.ann.push(String(e.data.n)), 'ann'),
        listener.subscribe(topic, (e) => heard.bob.push(String(e.data.n)), 'bob'),
        listener.subscribe(topic, (e) => heard.anyone.push(String(e.data.n))),
      ];
      const stopSecondAnn = listener.subscribe(topic, (e) => heard.ann.push(`again ${String(e.data.n)}`), 'ann');
      await listener.ready();
      stopSecondAnn();
      await publisher.publishMany([
        { topic, audience: { userIds: ['ann'] }, data: { n: 1 } },
        // Named twice: still one call.
        { topic, audience: { userIds: ['bob', 'bob', 'carol'] }, data: { n: 2 } },
        { topic, audience: { public: true }, data: { n: 3 } },
        { topic, audience: { internal: true }, data: { n: 4 } },
        { topic, audience: { userIds: ['carol'] }, data: { n: 5 } },
      ]);
      await vi.waitFor(() => expect(heard.anyone).toHaveLength(5));
      expect(heard.ann).toEqual(['1', '3']);
      expect(heard.bob).toEqual(['2', '3']);
      for (const stop of stops) stop();
    });

    it('delivers an event to the other process with topic, audience and data intact', async () => {
      const topic = uniqueTopic('deliver');
      const got = await collect(listener, topic);
      const before = Date.now();
      await publisher.publish({ topic, audience: { userIds: ['c1', 'c2'] }, data: { postId: 'p1', count: 3, nested: { ok: true, text: 'héllo ✓' } } });
      await vi.waitFor(() => expect(got.events).toHaveLength(1));
      const [event] = got.events;
      expect(event.topic).toBe(topic);
      expect(event.audience).toEqual({ userIds: ['c1', 'c2'] });
      expect(event.data).toEqual({ postId: 'p1', count: 3, nested: { ok: true, text: 'héllo ✓' } });
      expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(Date.parse(event.at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(event.at)).toBeLessThanOrEqual(Date.now());
      got.stop();
    });

    it('gives each event its own id and keeps an id and time the publisher chose', async () => {
      const topic = uniqueTopic('ids');
      const got = await collect(listener, topic);
      await publisher.publish({ topic, audience: { public: true }, data: {} });
      await publisher.publish({ topic, audience: { public: true }, data: {} });
      await publisher.publish({ topic, audience: { internal: true }, data: {}, id: 'cfixedid', at: '2020-01-02T03:04:05.000Z' });
      await vi.waitFor(() => expect(got.events).toHaveLength(3));
      expect(got.events[0].id).not.toBe(got.events[1].id);
      expect(got.events[2]).toMatchObject({ id: 'cfixedid', at: '2020-01-02T03:04:05.000Z', audience: { internal: true } });
      got.stop();
    });

    it('publishes a batch in one call, in order', async () => {
      const topic = uniqueTopic('batch');
      const got = await collect(listener, topic);
      await publisher.publishMany(Array.from({ length: 50 }, (_, n) => ({ topic, audience: { public: true }, data: { n } })));
      await publisher.publishMany([]);
      await vi.waitFor(() => expect(got.events).toHaveLength(50));
      expect(got.events.map((e) => e.data.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
      got.stop();
    });

    it('stops delivering to a handler once it unsubscribes', async () => {
      const topic = uniqueTopic('unsubscribe');
      const leaving = await collect(listener, topic);
      const staying = await collect(listener, topic);
      await publisher.publish({ topic, audience: { public: true }, data: { n: 1 } });
      await vi.waitFor(() => expect(staying.events).toHaveLength(1));
      expect(leaving.events).toHaveLength(1);

      leaving.stop();
      await publisher.publish({ topic, audience: { public: true }, data: { n: 2 } });
      // Both handlers hear a message in the same pass, so once one has it the other would too.
      await vi.waitFor(() => expect(staying.events).toHaveLength(2));
      expect(leaving.events.map((e) => e.data.n)).toEqual([1]);
      staying.stop();
    });

    it('refuses an event over the size limit, counting bytes rather than characters', async () => {
      const topic = uniqueTopic('too-large');
      const got = await collect(listener, topic);
      await expect(publisher.publish({ topic, audience: { public: true }, data: { blob: 'x'.repeat(8000) } })).rejects.toBeInstanceOf(EventTooLargeError);
      // 4,000 characters but 8,000 bytes: over PostgreSQL's NOTIFY cap.
      await expect(publisher.publish({ topic, audience: { public: true }, data: { blob: 'é'.repeat(4000) } })).rejects.toBeInstanceOf(EventTooLargeError);

      // An event of a few kilobytes still travels, and nothing of the refused ones arrived.
      await publisher.publish({ topic, audience: { public: true }, data: { blob: 'y'.repeat(6000) } });
      await vi.waitFor(() => expect(got.events).toHaveLength(1));
      expect(got.events[0].data.blob).toBe('y'.repeat(6000));
      got.stop();
    });

    it('keeps delivering to other handlers when one throws, and logs the failure', async () => {
      const topic = uniqueTopic('throwing');
      const logged: string[] = [];
      const write = process.stderr.write.bind(process.stderr);
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string, ...rest: never[]) => {
        if (String(chunk).includes(topic)) return logged.push(String(chunk)) > 0;
        return write(chunk, ...rest);
      }) as typeof process.stderr.write);
      const stopBroken = listener.subscribe(topic, () => {
        throw new Error('a broken subscriber');
      });
      const healthy = await collect(listener, topic);
      try {
        await publisher.publish({ topic, audience: { public: true }, data: { n: 1 } });
        await publisher.publish({ topic, audience: { public: true }, data: { n: 2 } });
        await vi.waitFor(() => expect(healthy.events.map((e) => e.data.n)).toEqual([1, 2]));
        expect(logged).toHaveLength(2);
        expect(logged[0]).toContain('a broken subscriber');
      } finally {
        stderr.mockRestore();
        stopBroken();
        healthy.stop();
      }
    });
  });
});

describe('a channel per topic', () => {
  it('PgBus notifies pulse.<topic> only, so a process hears only the topics it listens to', async () => {
    const publisher = new PgBus(db.url);
    const raw = new pg.Client({ connectionString: db.url });
    const heard: { channel: string; topic: string }[] = [];
    const mine = uniqueTopic('mine');
    const other = uniqueTopic('other');
    try {
      await raw.connect();
      raw.on('notification', (msg) => heard.push({ channel: msg.channel, topic: (JSON.parse(msg.payload ?? '{}') as BusEvent).topic }));
      await raw.query(`LISTEN "${channelOf(mine)}"`);
      await publisher.publishMany([
        { topic: other, audience: { public: true }, data: { n: 1 } },
        { topic: mine, audience: { public: true }, data: { n: 2 } },
      ]);
      await publisher.publish({ topic: mine, audience: { public: true }, data: { n: 3 } });
      await vi.waitFor(() => expect(heard).toHaveLength(2));
      expect(heard).toEqual([
        { channel: `pulse.${mine}`, topic: mine },
        { channel: `pulse.${mine}`, topic: mine },
      ]);
    } finally {
      await raw.end().catch(() => {});
      await publisher.close();
    }
  });

  it.skipIf(skipRedis)('RedisBus publishes on pulse.<topic> only', async () => {
    const publisher = new RedisBus(REDIS_URL);
    const listener = new RedisBus(REDIS_URL, [uniqueTopic('declared')]);
    const raw = new Redis(REDIS_URL);
    const mine = uniqueTopic('mine');
    const other = uniqueTopic('other');
    try {
      const got = await collect(listener, mine);
      await publisher.publishMany([
        { topic: other, audience: { public: true }, data: { n: 1 } },
        { topic: mine, audience: { public: true }, data: { n: 2 } },
      ]);
      await vi.waitFor(() => expect(got.events).toHaveLength(1));
      // Nobody listens to the other topic's channel: Redis delivered it to no one.
      expect(await raw.pubsub('NUMSUB', channelOf(other), channelOf(mine))).toEqual([channelOf(other), 0, channelOf(mine), 1]);
      expect(got.events.map((e) => e.data.n)).toEqual([2]);
    } finally {
      raw.disconnect();
      await publisher.close();
      await listener.close();
    }
  });

  it('refuses a topic that cannot be a channel name', async () => {
    const bus = new PgBus(db.url);
    try {
      expect(() => bus.subscribe('x'.repeat(57), () => {})).toThrow(/1-56 letters/);
      expect(() => bus.subscribe('a "quoted" topic', () => {})).toThrow(/1-56 letters/);
      await expect(bus.publish({ topic: 'semi;colon', audience: { public: true }, data: {} })).rejects.toThrow(/1-56 letters/);
    } finally {
      await bus.close();
    }
  });
});

describe('PgBus after losing its LISTEN connection', () => {
  it('listens again and reports the gap, then delivers as before', async () => {
    const publisher = new PgBus(db.url);
    const listener = new PgBus(db.url);
    const admin = new pg.Client({ connectionString: db.url });
    try {
      await Promise.all([publisher.ready(), listener.ready(), admin.connect()]);
      let gaps = 0;
      listener.onGap(() => gaps++);
      const topic = uniqueTopic('gap');
      const got = await collect(listener, topic);
      // The database ends the listening backend, as a restart or failover would.
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN "pulse.%' AND datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(gaps).toBe(1), { timeout: 10_000 });
      await publisher.publish({ topic, audience: { public: true }, data: { after: 'gap' } });
      await vi.waitFor(() => expect(got.events.map((e) => e.data)).toEqual([{ after: 'gap' }]));
      expect(gaps).toBe(1);
    } finally {
      await admin.end().catch(() => {});
      await publisher.close();
      await listener.close();
    }
  });
});

describe('createBus', () => {
  it('uses PostgreSQL LISTEN/NOTIFY when no Redis URL is given', async () => {
    const bus = createBus({ databaseUrl: db.url });
    const listener = new PgBus(db.url);
    try {
      expect(bus).toBeInstanceOf(PgBus);
      await Promise.all([bus.ready(), listener.ready()]);
      const topic = uniqueTopic('create-pg');
      const got = await collect(listener, topic);
      await bus.publish({ topic, audience: { public: true }, data: {} });
      await vi.waitFor(() => expect(got.events).toHaveLength(1));
    } finally {
      await bus.close();
      await listener.close();
    }
  });

  it.skipIf(skipRedis)('picks Redis when a Redis URL is given', async () => {
    const bus = createBus({ databaseUrl: db.url, redisUrl: REDIS_URL });
    const redisListener = new RedisBus(REDIS_URL);
    const pgListener = new PgBus(db.url);
    const pgPublisher = new PgBus(db.url);
    try {
      expect(bus).toBeInstanceOf(RedisBus);
      await Promise.all([bus.ready(), redisListener.ready(), pgListener.ready()]);
      const topic = uniqueTopic('create-redis');
      const viaRedis = await collect(redisListener, topic);
      const viaPg = await collect(pgListener, topic);
      await bus.publish({ topic, audience: { public: true }, data: { n: 1 } });
      await vi.waitFor(() => expect(viaRedis.events).toHaveLength(1));

      // NOTIFYs arrive in commit order: had the event gone through PostgreSQL, it would
      // precede this marker.
      await pgPublisher.publish({ topic, audience: { public: true }, data: { marker: true } });
      await vi.waitFor(() => expect(viaPg.events).toHaveLength(1));
      expect(viaPg.events[0].data).toEqual({ marker: true });
    } finally {
      await Promise.all([bus.close(), redisListener.close(), pgListener.close(), pgPublisher.close()]);
    }
  });
});

// A gap healed from the outboxes: what was published while the bus was deaf is read back in
// publishing order and handed to subscribers once, after which what was heard live meanwhile
// follows; only a read-back that fails reaches the servers' gap listeners (which close).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgBus, outboxReader, type Bus, type BusEvent } from '@pulse/kit';
import { createTestDatabase, type TestDatabase } from '@pulse/dev-env';
import { healingBus } from './gap-healing.js';

let db: TestDatabase;
let admin: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  admin = new pg.Pool({ connectionString: db.url, max: 2 });
  for (const schema of ['one', 'two']) {
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.outbox (id text PRIMARY KEY, topic text NOT NULL, audience jsonb NOT NULL, data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(), published_at timestamptz)`);
  }
});
afterAll(async () => {
  await admin?.end();
  await db?.drop();
});

const row = (schema: string, id: string, publishedAt: string | null, createdAt = '2026-01-01T00:00:00Z') =>
  admin.query(`INSERT INTO ${schema}.outbox (id, topic, audience, data, created_at, published_at) VALUES ($1, 'chat', '{"userIds":["u1"]}', $2, $3, $4)`, [
    id,
    JSON.stringify({ n: id }),
    createdAt,
    publishedAt,
  ]);

describe('outboxReader', () => {
  it('reads what every outbox published since then, in publishing order, and nothing unpublished or older', async () => {
    await row('one', 'old', '2026-01-01T00:00:00Z');
    await row('one', 'a', '2026-02-01T00:00:01Z', '2026-02-01T00:00:00Z');
    await row('two', 'b', '2026-02-01T00:00:02Z');
    await row('one', 'c', '2026-02-01T00:00:03Z');
    await row('two', 'pending', null);
    const read = outboxReader(admin, ['one', 'two']);
    const events = await read(Date.parse('2026-02-01T00:00:00Z'));
    expect(events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(events[0]).toEqual({ id: 'a', topic: 'chat', audience: { userIds: ['u1'] }, data: { n: 'a' }, at: '2026-02-01T00:00:00.000Z' });
    await expect(outboxReader(admin, ['nowhere'])(0)).rejects.toThrow(/nowhere/);
  });
});

describe('Bus.heal', () => {
  it('hands over the read-back events once, in order, and the live ones heard meanwhile after them', async () => {
    const listener = new PgBus(db.url);
    const publisher = new PgBus(db.url);
    const got: string[] = [];
    listener.subscribe('chat', (event) => got.push(event.id));
    await Promise.all([listener.ready(), publisher.ready()]);
    try {
      await publisher.publish({ id: 'heard', topic: 'chat', audience: { public: true }, data: {} });
      await vi.waitFor(() => expect(got).toEqual(['heard']));
      let readBackStarted!: () => void;
      const started = new Promise<void>((r) => (readBackStarted = r));
      let finishReadBack!: () => void;
      const finished = new Promise<void>((r) => (finishReadBack = r));
      let since = 0;
      const healing = listener.heal(async (from) => {
        since = from;
        readBackStarted();
        await finished;
        const missed = (id: string): BusEvent => ({ id, topic: 'chat', audience: { public: true }, data: {}, at: new Date().toISOString() });
        return [missed('heard'), missed('missed-1'), missed('missed-2')];
      });
      await started;
      // A live event while the read-back runs waits for it, so the missed ones come first.
      const heardLive = vi.spyOn(listener as unknown as { deliver(text: string): void }, 'deliver');
      await publisher.publish({ id: 'live', topic: 'chat', audience: { public: true }, data: {} });
      await vi.waitFor(() => expect(heardLive.mock.calls.some(([text]) => text.includes('"live"'))).toBe(true));
      expect(got).toEqual(['heard']);
      finishReadBack();
      await healing;
      expect(got).toEqual(['heard', 'missed-1', 'missed-2', 'live']);
      // It reads from a while before the last event heard.
      expect(since).toBeLessThan(Date.now() - 20_000);
      await expect(listener.heal(() => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    } finally {
      await listener.close();
      await publisher.close();
    }
  });
});

describe('healingBus', () => {
  it('tells the servers of a gap only when reading it back failed', async () => {
    let gap!: () => void;
    const healed: string[] = [];
    const inner = {
      onGap: (listener: () => void) => ((gap = listener), () => {}),
      heal: async (read: (since: number) => Promise<BusEvent[]>) => {
        healed.push(...(await read(0)).map((e) => e.id));
      },
    } as unknown as Bus;
    let failing = false;
    const bus = healingBus(inner, async () => {
      if (failing) throw new Error('database away');
      return [{ id: 'x', topic: 'chat', audience: { public: true }, data: {}, at: '' }];
    });
    let told = 0;
    bus.onGap(() => told++);
    gap();
    await vi.waitFor(() => expect(healed).toEqual(['x']));
    expect(told).toBe(0);
    failing = true;
    gap();
    await vi.waitFor(() => expect(told).toBe(1));
  });
});

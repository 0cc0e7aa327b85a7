// Transactional outbox: a write that others must hear about inserts its event row in the
// same transaction as its data (em.persist + one flush), so an event is published if and
// only if the change committed. The relay moves committed rows onto the bus.
import { EntitySchema, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { EventTooLargeError, serializeEvent, type Audience, type Bus, type BusEvent } from './bus.js';
import type { SqlMigration } from './db.js';
import { newId } from './ids.js';
import { createLogger } from './logger.js';

export class OutboxEvent {
  id!: string;
  topic!: string;
  audience!: Audience;
  data!: Record<string, unknown>;
  /** More of the event's object (enqueueEvent's `carried`), kept only until published. */
  carried: Record<string, unknown> | null = null;
  createdAt: Date = new Date();
  publishedAt?: Date | null;
}

export const OutboxEventSchema = new EntitySchema<OutboxEvent>({
  class: OutboxEvent,
  tableName: 'outbox',
  properties: {
    id: { type: 'string', primary: true },
    topic: { type: 'string' },
    audience: { type: 'json' },
    data: { type: 'json' },
    carried: { type: 'json', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    publishedAt: { type: 'Date', fieldName: 'published_at', nullable: true },
  },
});

/**
 * In an event's data: values of the event's object that differ per reader, by reader id and
 * field name (`{ [userId]: { unreadCount: 2 } }`), known when the event was written. The
 * gateway hands each receiver its own entry instead of asking the subgraph once per reader;
 * a field missing here is asked for as before. Never sent to clients as such.
 */
export const FOR_READER = 'forReader';

/**
 * Queue an event in the entity manager's unit of work; it commits with the next flush.
 * Throws EventTooLargeError here, in the writer's transaction: a row the bus refuses would
 * stop the relay at that row and hold back every later event.
 *
 * `carried`: more fields of the event's object, as every receiver would read them, so that the
 * gateway answers subscribers from the event instead of looking the object up (the gateway's
 * carried.ts, docs/realtime.md). Added when the event still fits the bus's size limit, left out
 * when it does not (a long body): receivers then look the object up, as without. Carried
 * fields are kept apart from the event (the outbox's `carried` column) and dropped when the relay
 * publishes it: a message's text lives in the outbox for the milliseconds before it is sent,
 * not the day an event is kept for healing bus gaps (a healed event is looked up instead).
 */
export function enqueueEvent(em: EntityManager, topic: string, audience: Audience, data: Record<string, unknown>, carried?: Record<string, unknown>): void {
  const event = new OutboxEvent();
  event.id = newId();
  event.topic = topic;
  event.audience = audience;
  const at = event.createdAt.toISOString();
  const fits = (candidate: Record<string, unknown>) => {
    try {
      serializeEvent({ id: event.id, at, topic, audience, data: candidate });
      return true;
    } catch (error) {
      if (error instanceof EventTooLargeError) return false;
      throw error;
    }
  };
  event.data = data;
  event.carried = carried && fits({ ...carried, ...data }) ? carried : null;
  if (!event.carried) serializeEvent({ id: event.id, at, topic, audience, data });
  em.persist(event);
}

/** Tables kit adds to every subgraph schema: the outbox and the rate-limit counters. */
export const kitMigrations: SqlMigration[] = [
  {
    name: '0000-kit-outbox-and-rate-limits',
    up: (s) => [
      `CREATE TABLE ${s}.outbox (
         id text PRIMARY KEY,
         topic text NOT NULL,
         audience jsonb NOT NULL,
         data jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         published_at timestamptz
       )`,
      `CREATE INDEX outbox_pending ON ${s}.outbox (created_at) WHERE published_at IS NULL`,
      // NOTIFY is transactional: the relay wakes when the writing transaction commits.
      `CREATE FUNCTION ${s}.outbox_wake() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN PERFORM pg_notify('outbox_' || TG_TABLE_SCHEMA, ''); RETURN NULL; END $$`,
      `CREATE TRIGGER outbox_wake AFTER INSERT ON ${s}.outbox FOR EACH STATEMENT EXECUTE FUNCTION ${s}.outbox_wake()`,
      `CREATE TABLE ${s}.rate_limits (
         key text PRIMARY KEY,
         window_start timestamptz NOT NULL,
         hits integer NOT NULL
       )`,
    ],
  },
  {
    // An event's carried fields (enqueueEvent), apart from the event: dropped once it is published.
    name: '0002-kit-outbox-carried',
    up: (s) => [`ALTER TABLE ${s}.outbox ADD COLUMN carried jsonb`],
  },
  {
    // Readers of what was published, in publishing order: accounts' webhooks read the social,
    // messaging and events outboxes every few seconds (webhooks/sources.ts), the gateway heals gaps.
    name: '0003-kit-outbox-published',
    up: (s) => [`CREATE INDEX outbox_published ON ${s}.outbox (published_at, id) WHERE published_at IS NOT NULL`],
  },
];

interface OutboxRow {
  id: string;
  topic: string;
  audience: Audience;
  data: Record<string, unknown>;
  carried: Record<string, unknown> | null;
  created_at: Date;
}

const log = createLogger('outbox');
const BATCH = 200;
const SAFETY_POLL_MS = 5000;
const RELISTEN_MS = 500;
const RETENTION = '1 day';
const PRUNE_EVERY_MS = 60_000;

export class OutboxRelay {
  private readonly pool: pg.Pool;
  private listener: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  /** When published events older than RETENTION were last deleted (-Infinity: never, so the first drain sweeps). */
  private prunedAt = -Infinity;
  private again = false;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly schema: string,
    private readonly bus: Bus,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    this.pool.on('error', (error) => log.warn('relay connection error', { error: String(error) }));
  }

  async start(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => this.kick(), SAFETY_POLL_MS);
    this.kick();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.kick());
    client.on('error', (error) => {
      if (this.listener !== client) return;
      // A lost LISTEN (PostgreSQL restarted) would leave only the safety poll: seconds of delay.
      log.warn('relay listener lost; reconnecting', { error: String(error) });
      this.listener = undefined;
      void client.end().catch(() => {});
      this.relisten();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "outbox_${this.schema}"`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      void client.end().catch(() => {});
      return;
    }
    this.listener = client;
  }

  /** LISTENs again until it works, then drains what was committed while it was not listening. */
  private relisten(): void {
    if (this.stopped) return;
    setTimeout(() => {
      if (this.stopped) return;
      this.listen().then(
        () => this.kick(),
        (error) => {
          log.warn('relay listener reconnect failed; trying again', { error: String(error) });
          this.relisten();
        },
      );
    }, RELISTEN_MS).unref();
  }

  /** Drain now; coalesces concurrent calls into one more pass. */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error) => log.error('relay pass failed', { error: String(error) }))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when everything committed so far has been published. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
    await this.drain();
  }

  private async drain(): Promise<void> {
    const table = `"${this.schema}".outbox`;
    for (;;) {
      const client = await this.pool.connect();
      let count = 0;
      try {
        // BEGIN and the read in one round trip (a simple query: no parameters), and the mark and
        // COMMIT in another: a drain that is still running when the next message commits makes
        // that message wait for it, so every round trip here is on some message's way.
        const [, { rows }] = (await client.query(
          `BEGIN; SELECT id, topic, audience, data, carried, created_at FROM ${table}
           WHERE published_at IS NULL ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        )) as unknown as [pg.QueryResult, pg.QueryResult<OutboxRow>];
        await this.bus.publishMany(
          rows.map((row) => ({
            id: row.id,
            topic: row.topic,
            audience: row.audience,
            data: row.carried ? { ...row.carried, ...row.data } : row.data,
            at: new Date(row.created_at).toISOString(),
          })),
        );
        const finish: string[] = [];
        if (rows.length) {
          // The ids are the outbox's own (newId), quoted all the same.
          finish.push(`UPDATE ${table} SET published_at = now(), carried = NULL WHERE id IN (${rows.map((r) => client.escapeLiteral(r.id)).join(', ')})`);
        }
        // Pruning a day's retention needs no more than a sweep a minute; per drain it was one
        // more statement for every message sent (docs/realtime.md).
        if (performance.now() - this.prunedAt >= PRUNE_EVERY_MS) {
          finish.push(`DELETE FROM ${table} WHERE published_at < now() - interval '${RETENTION}'`);
          this.prunedAt = performance.now();
        }
        await client.query([...finish, 'COMMIT'].join('; '));
        count = rows.length;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      if (count < BATCH) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining;
    await this.listener?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}

// ---- Reading back what was published (a bus gap healed from the outboxes: the gateway's gap-healing.ts) ----

/** More than this since the last event heard is no blip: clients are better served catching up themselves. */
const MOST_REPLAYED = 20_000;

/** Reads every event the outboxes of these schemas published from `since` on, in publishing order. */
export function outboxReader(pool: pg.Pool, schemas: readonly string[]): (since: number) => Promise<BusEvent[]> {
  const union = schemas.map((s) => `SELECT id, topic, audience, data, created_at, published_at FROM "${s}".outbox WHERE published_at >= $1`).join(' UNION ALL ');
  return async (since) => {
    const { rows } = await pool.query<{ id: string; topic: string; audience: BusEvent['audience']; data: BusEvent['data']; created_at: Date }>(
      `SELECT id, topic, audience, data, created_at FROM (${union}) e ORDER BY published_at, created_at, id LIMIT ${MOST_REPLAYED + 1}`,
      [new Date(since)],
    );
    if (rows.length > MOST_REPLAYED) throw new Error(`more than ${MOST_REPLAYED} events to read back`);
    return rows.map((row) => ({ id: row.id, topic: row.topic, audience: row.audience, data: row.data, at: row.created_at.toISOString() }));
  };
}

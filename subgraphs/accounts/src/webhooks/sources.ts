// Where webhook events come from (docs/developer-platform.md, "Webhooks"): the events the other
// subgraphs already publish through their transactional outboxes (kit outbox.ts). The relay of
// each subgraph marks a row published_at when it puts it on the bus and keeps it a day; this
// reader, in every accounts process, reads the published rows of the topics below from each
// source's outbox table, in the order they were published, and turns each into deliveries in
// one transaction with its cursor (webhook_source_cursors). So an event that committed reaches
// the webhooks however long accounts was down, up to the outboxes' day of retention.
//
// published_at is the relay transaction's now(), and two relay processes may commit a little
// out of order: each pass looks LOOK_BACK before its cursor and skips the events already turned
// into deliveries (webhook_seen_events, in the same transaction), so a late commit is not lost
// and no event is delivered twice. Reading another subgraph's outbox is what the gateway's gap
// healing does too (kit outboxReader): the outbox is the published contract, not its tables.
//
// For each event: the members it concerns, then for each app with an active webhook for its
// type, those of them whose grant to the app holds the type's scope (grants.ts) get a delivery.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId, type SubgraphServices } from '@pulse/kit';
import { scopeOf, type WebhookEventType } from './event-types.js';
import { membersGranting } from './grants.js';

/** The outbox topics read, by source subgraph. */
export const SOURCE_TOPICS: Record<string, readonly string[]> = {
  social: ['followCreated', 'feedPostAdded', 'notificationCreated'],
  messaging: ['messageCreated'],
  events: ['eventRsvp'],
};
/** Every topic above: the bus wakes the reader on them (part.ts `listens`). */
export const WEBHOOK_SOURCE_TOPICS = [...new Set(Object.values(SOURCE_TOPICS).flat())];

const LOOK_BACK = '60 seconds';
const BATCH = 500;

interface OutboxRow {
  id: string;
  topic: string;
  audience: { userIds?: string[] };
  data: Record<string, unknown>;
  created_at: Date;
  published_at: Date;
}

/** One event of a webhook type for some members, with what its payload's data says. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** The members it is for (each gets their own delivery). */
  memberIds: string[];
  /** Members named in `data` whose usernames the payload carries. */
  data: (usernames: Map<string, string | null>) => Record<string, unknown>;
  /** Members whose usernames `data` reads. */
  names: string[];
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const person = (id: string, usernames: Map<string, string | null>) => ({ id, username: usernames.get(id) ?? null });

/** What a source event means for webhooks; null for an event of no webhook type. */
export function webhookEventOf(row: Pick<OutboxRow, 'topic' | 'audience' | 'data'>): WebhookEvent | null {
  const audience = (row.audience.userIds ?? []).filter((id) => typeof id === 'string');
  switch (row.topic) {
    case 'followCreated': {
      const follower = str(row.data.followerId);
      const followee = str(row.data.followeeId);
      if (!follower || !followee) return null;
      return { type: 'follower.created', memberIds: [followee], names: [follower], data: (u) => ({ follower: person(follower, u) }) };
    }
    case 'feedPostAdded': {
      // Its audience is the author and their most recent followers (social's live/announce.ts).
      const post = str(row.data.id);
      const author = str(row.data.authorId);
      if (!post || !author) return null;
      return {
        type: 'post.created',
        memberIds: audience.filter((id) => id !== author),
        names: [author],
        data: (u) => ({ post: { id: post }, author: person(author, u) }),
      };
    }
    case 'messageCreated': {
      // A call's record has no sender: it is not a message anyone received.
      const message = str(row.data.id);
      const sender = str(row.data.senderId);
      if (!message || !sender) return null;
      const conversationId = str(row.data.conversationId);
      return {
        type: 'message.received',
        memberIds: audience.filter((id) => id !== sender),
        names: [sender],
        data: (u) => ({ message: { id: message, conversationId }, sender: person(sender, u) }),
      };
    }
    case 'notificationCreated': {
      const notification = str(row.data.id);
      if (!notification) return null;
      return { type: 'notification.created', memberIds: audience, names: [], data: () => ({ notification: { id: notification } }) };
    }
    case 'eventRsvp': {
      const event = str(row.data.eventId);
      const organiser = str(row.data.organiserId);
      const attendee = str(row.data.userId);
      if (!event || !organiser || !attendee || organiser === attendee) return null;
      const status = str(row.data.status);
      return { type: 'event.rsvp', memberIds: [organiser], names: [attendee], data: (u) => ({ event: { id: event }, attendee: person(attendee, u), status }) };
    }
    default:
      return null;
  }
}

/** The payload's id: one per source event and member, the same however often it is read. */
export function payloadIdOf(sourceEventId: string, memberId: string): string {
  return `evt_${createHash('sha256').update(`${sourceEventId}:${memberId}`).digest('base64url').slice(0, 27)}`;
}

type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

const missingTable = (error: unknown) => (error as { code?: string }).code === '42P01';

/**
 * Moves a source's cursor to its latest published event without reading it (nobody listens);
 * a new install's cursor starts from now, as readSource's does. One parameter: the source.
 */
const advanceCursor = (schema: string, source: string) =>
  `INSERT INTO ${schema}.webhook_source_cursors AS c (source, read_until) VALUES (?, now())
   ON CONFLICT (source) DO UPDATE
     SET read_until = GREATEST(c.read_until, COALESCE((SELECT max(published_at) FROM "${source}".outbox WHERE published_at IS NOT NULL), c.read_until))`;

/** Reads one batch of one source; answers how many events it read (BATCH: more may wait). */
async function readSource(em: EntityManager, services: SubgraphServices, source: string, topics: readonly string[]): Promise<number> {
  const s = services.schema;
  return em.transactional(async (tx) => {
    const run: Run = (sql, params = []) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
    await run(`SELECT pg_advisory_xact_lock(hashtext(?))`, [`${s}.webhook_source_cursors.${source}`]);
    const [cursor] = await run<{ read_until: Date }>(`SELECT read_until FROM ${s}.webhook_source_cursors WHERE source = ?`, [source]);
    if (!cursor) {
      // A new install starts from now: events from before webhooks existed are nobody's.
      await run(`INSERT INTO ${s}.webhook_source_cursors (source, read_until) VALUES (?, now())`, [source]);
      return 0;
    }
    const [{ n: hooks }] = await run<{ n: number }>(`SELECT count(*)::int AS n FROM ${s}.webhooks WHERE active`);
    if (!hooks) {
      // Nobody listens: move on without reading what nobody would receive.
      await run(advanceCursor(s, source), [source]);
      return 0;
    }
    const rows = await run<OutboxRow>(
      `SELECT o.id, o.topic, o.audience, o.data, o.created_at, o.published_at FROM "${source}".outbox o
        WHERE o.published_at >= ?::timestamptz - interval '${LOOK_BACK}' AND o.topic IN (SELECT jsonb_array_elements_text(?::jsonb))
          AND NOT EXISTS (SELECT 1 FROM ${s}.webhook_seen_events v WHERE v.source = ? AND v.event_id = o.id)
        ORDER BY o.published_at, o.id LIMIT ${BATCH}`,
      [cursor.read_until, JSON.stringify(topics), source],
    );
    if (!rows.length) return 0;
    await deliveriesFor(run, services, rows);
    await run(`INSERT INTO ${s}.webhook_seen_events (source, event_id) SELECT ?, jsonb_array_elements_text(?::jsonb) ON CONFLICT DO NOTHING`, [
      source,
      JSON.stringify(rows.map((r) => r.id)),
    ]);
    const last = rows[rows.length - 1].published_at;
    await run(`UPDATE ${s}.webhook_source_cursors SET read_until = GREATEST(read_until, ?::timestamptz) WHERE source = ?`, [last, source]);
    return rows.length;
  });
}

/** The deliveries of these source events, queued PENDING and due now. */
async function deliveriesFor(run: Run, services: SubgraphServices, rows: readonly OutboxRow[]): Promise<void> {
  const s = services.schema;
  const events = rows.flatMap((row) => {
    const event = webhookEventOf(row);
    return event && event.memberIds.length ? [{ row, event }] : [];
  });
  if (!events.length) return;
  const types = [...new Set(events.map((e) => e.event.type))];
  const hooks = await run<{ id: string; app_id: string; events: string[] }>(
    `SELECT id, app_id, events FROM ${s}.webhooks WHERE active AND events && (SELECT array_agg(x) FROM jsonb_array_elements_text(?::jsonb) x)`,
    [JSON.stringify(types)],
  );
  if (!hooks.length) return;
  const named = new Set<string>();
  for (const { event } of events) for (const id of [...event.memberIds, ...event.names]) named.add(id);
  const users = await run<{ id: string; username: string }>(`SELECT id, username FROM ${s}.users WHERE id IN (SELECT jsonb_array_elements_text(?::jsonb))`, [
    JSON.stringify([...named]),
  ]);
  const usernames = new Map<string, string | null>(users.map((u) => [u.id, u.username]));
  const now = services.clock.now();
  const values: unknown[][] = [];
  for (const { row, event } of events) {
    const scope = scopeOf(event.type)!;
    for (const hook of hooks.filter((h) => h.events.includes(event.type))) {
      const granting = await membersGranting(run, s, now, hook.app_id, scope, event.memberIds);
      for (const memberId of granting) {
        // Not to a member who is gone (erased between the event and this pass).
        if (!usernames.has(memberId)) continue;
        const id = payloadIdOf(row.id, memberId);
        const body = JSON.stringify({
          id,
          type: event.type,
          createdAt: new Date(row.created_at).toISOString(),
          member: person(memberId, usernames),
          data: event.data(usernames),
        });
        values.push([newId(), hook.id, id, event.type, memberId, body, now, now]);
      }
    }
  }
  for (let i = 0; i < values.length; i += 200) {
    const chunk = values.slice(i, i + 200);
    await run(
      `INSERT INTO ${s}.webhook_deliveries (id, webhook_id, event_id, event_type, member_id, body, status, next_attempt_at, created_at)
       SELECT v->>0, v->>1, v->>2, v->>3, v->>4, v->>5, 'PENDING', (v->>6)::timestamptz, (v->>7)::timestamptz FROM jsonb_array_elements(?::jsonb) v
       ON CONFLICT (webhook_id, event_id, member_id) WHERE redelivery_of IS NULL DO NOTHING`,
      [JSON.stringify(chunk)],
    );
  }
}

/** Whether any webhook is on: with none (most installs), a pass only moves the cursors on. */
export async function anyActiveWebhook(services: SubgraphServices): Promise<boolean> {
  const [row] = await services.orm.em.fork().getConnection().execute<{ any: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM ${services.schema}.webhooks WHERE active) AS any`);
  return row.any;
}

/**
 * Moves every source's cursor to its latest published event, reading nothing: what the reader
 * does when no webhook is on, in one statement a source instead of a transaction of five
 * (every chat message wakes a pass). No lock is needed: GREATEST only moves a cursor forward,
 * and a webhook turned on meanwhile still sees the LOOK_BACK before the cursor.
 */
export async function skipWebhookSources(services: SubgraphServices): Promise<void> {
  const conn = services.orm.em.fork().getConnection();
  for (const source of Object.keys(SOURCE_TOPICS)) {
    await conn.execute(advanceCursor(services.schema, source), [source]).catch((error: unknown) => {
      if (!missingTable(error)) throw error;
    });
  }
}

/** One pass over every source: reads what was published since the last pass. Answers the events read. */
export async function readWebhookSources(services: SubgraphServices): Promise<number> {
  let total = 0;
  for (const [source, topics] of Object.entries(SOURCE_TOPICS)) {
    try {
      for (;;) {
        const read = await readSource(services.orm.em.fork() as EntityManager, services, source, topics);
        total += read;
        if (read < BATCH) break;
      }
    } catch (error) {
      // That subgraph has not migrated yet (its outbox is not there): the next pass tries again.
      if (!missingTable(error)) throw error;
    }
  }
  return total;
}

/** Days a finished delivery (DELIVERED or FAILED) stays listed in the portal. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Forgets seen events past the outboxes' retention, and finished deliveries past DELIVERY_RETENTION_DAYS (a sweep now and then). */
export async function pruneWebhookRows(services: SubgraphServices): Promise<void> {
  const conn = services.orm.em.fork().getConnection();
  await conn.execute(`DELETE FROM ${services.schema}.webhook_seen_events WHERE seen_at < now() - interval '2 days'`);
  await conn.execute(`DELETE FROM ${services.schema}.webhook_deliveries WHERE status IN ('DELIVERED', 'FAILED') AND created_at < ?`, [
    new Date(services.clock.now().getTime() - DELIVERY_RETENTION_DAYS * 86_400_000),
  ]);
}

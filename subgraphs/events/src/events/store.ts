// The attendance rules, in one place. Each change (a member's GOING / INTERESTED / NOT_GOING,
// a leave, the organiser's approve or decline) is ONE SQL statement (a chain of CTEs): it locks
// the event's row (FOR UPDATE), reads the member's attendance and the head of the waitlist as
// they are once the lock is held, decides, upserts the attendance, promotes the first in line
// when a place frees, keeps `approved_count`, and writes the notices and their wake-up, all
// committed together. The lock is therefore held for one round trip, not six: joins of one
// event queue on it one statement at a time (docs/events.md, "Concurrency" and "Bench").
//
// Why the reads go through the VOLATILE functions of migration 0102 (attendance_now,
// waitlist_head_now): a statement reads with the snapshot it took when it started, which is
// before it waited for the lock. A member promoted, or a newcomer waitlisted, by the
// transaction it waited for would be invisible to it. A VOLATILE function takes a fresh snapshot
// for each query, and it runs after the lock is granted, so it sees every change committed
// before. The writes are upserts (INSERT ... ON CONFLICT DO UPDATE, which acts on the newest
// committed row) and the event row's UPDATE writes the count read under the lock (never its own
// stale snapshot's: see `counted`), so nothing acts on a stale row either. Only a DELETE can miss a row committed after the snapshot (the
// member's own join racing their own leave); the statement says so and is run again.
import { LockMode, type EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, newId } from '@pulse/kit';
import { MESSAGE_MAX, NOTICES_TOPIC } from '../notices/notice-members.js';
import { TICKET_PURPOSE } from '../tickets/tickets.js';
import { PAYMENTS_NOT_CONNECTED } from '../tickets/limits.js';
import { Attendance, AttendanceStatus, Event } from './entities.js';
import { EVENT_CANCELLED, EVENT_ENDED, EVENT_FULL, EVENT_NOT_FOUND, NO_REQUEST, NOT_ORGANISER } from './limits.js';

const SCHEMA = 'events';

/**
 * The event, locked for the rest of the transaction; NOT_FOUND when there is none. For changes
 * of the event itself (updateEvent, cancelEvent, prices, payments); attendance changes take the
 * lock inside their own statement (below).
 */
export async function lockEvent(tx: EntityManager, id: string): Promise<Event> {
  const event = await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}

export function requireOrganiser(event: Event, userId: string): void {
  if (event.organiserId !== userId) throw new ForbiddenError(NOT_ORGANISER);
}

/** The statuses that take a place (count toward the capacity): APPROVED, or held while a ticket is paid (tickets/tickets.ts). */
const PLACE = `('APPROVED', 'PAYMENT_PENDING')`;

/**
 * What taking a place means for `user` (an SQL expression over `d`, the locked event):
 * APPROVED, or PAYMENT_PENDING on a paid event until they pay. The organiser goes free; a
 * ticket already paid (they left and came back) stands (its payment row says SUCCEEDED).
 */
const placeStatus = (user: string) => `CASE WHEN d.ticket_price_minor = 0 OR ${user} = d.organiser_id
    OR EXISTS (SELECT 1 FROM ${SCHEMA}.payments p WHERE p.purpose = :purpose AND p.reference = d.id || ':' || ${user} AND p.status = 'SUCCEEDED')
  THEN 'APPROVED' ELSE 'PAYMENT_PENDING' END`;

/** The notice rule of noticeMembers (MESSAGE_MAX, cut with an ellipsis), in SQL. */
const cut = (message: string) => `CASE WHEN char_length(${message}) > ${MESSAGE_MAX} THEN left(${message}, ${MESSAGE_MAX - 1}) || '…' ELSE ${message} END`;
const quoted = `'“' || d.name || '”'`;

/**
 * The statement's head: the lock, the attendance as it is under the lock (`cur`), and the
 * decision `d` (the event's columns, `before`, and `next`: the status to write, or an outcome
 * that writes nothing: UNCHANGED, LEFT or an error's name).
 */
const head = (decision: string) => `
  e AS MATERIALIZED (SELECT * FROM ${SCHEMA}.events WHERE id = :event FOR UPDATE),
  cur AS MATERIALIZED (SELECT c.att_status AS status FROM e, LATERAL ${SCHEMA}.attendance_now(e.id, :user) c),
  d AS MATERIALIZED (
    SELECT e.id, e.organiser_id, e.name, e.capacity, e.has_waitlist, e.approved_count, e.ticket_price_minor, e.require_approval,
           e.cancelled_at, e.ends_at, cur.status AS before
      FROM e LEFT JOIN cur ON true),
  dd AS MATERIALIZED (SELECT d.*, ${decision} AS next FROM d)`;

/**
 * The rest, shared: the member's row written as decided (`own`) or deleted (`gone`), the first
 * in line promoted when a place was given up, the count, the notices (`ownNotice`: the notice
 * of the member's own change, rows of (recipient, actor, kind, message) over `d` and `own`) and
 * one wake-up for social's reader when any notice was written.
 */
const tail = (ownNotice: string) => `,
  own AS (
    INSERT INTO ${SCHEMA}.attendances AS a (event_id, user_id, status, waitlist_seq, held_at, created_at, updated_at)
    SELECT dd.id, :user, dd.next,
           CASE WHEN dd.next = 'WAITLISTED' THEN nextval('${SCHEMA}.waitlist_seq') END,
           CASE WHEN dd.next = 'PAYMENT_PENDING' THEN :now END, :now, :now
      FROM dd WHERE dd.next IN ('GOING', 'INTERESTED', 'NOT_GOING', 'REQUESTED', 'APPROVED', 'PAYMENT_PENDING', 'WAITLISTED', 'DECLINED')
    ON CONFLICT (event_id, user_id) DO UPDATE
      SET status = excluded.status, waitlist_seq = excluded.waitlist_seq, held_at = excluded.held_at, updated_at = excluded.updated_at
    RETURNING a.status),
  gone AS (
    DELETE FROM ${SCHEMA}.attendances a USING dd
     WHERE dd.next = 'LEFT' AND a.event_id = dd.id AND a.user_id = :user
    RETURNING a.status),
  freed AS (
    SELECT dd.id FROM dd
     WHERE dd.before IN ${PLACE}
       AND (dd.next IN ('INTERESTED', 'NOT_GOING', 'DECLINED') OR (dd.next = 'LEFT' AND EXISTS (SELECT 1 FROM gone)))),
  first_in_line AS MATERIALIZED (
    SELECT w.head_user AS user_id FROM dd JOIN freed ON freed.id = dd.id, LATERAL ${SCHEMA}.waitlist_head_now(dd.id) w
     WHERE dd.has_waitlist),
  promoted AS (
    INSERT INTO ${SCHEMA}.attendances AS a (event_id, user_id, status, held_at, created_at, updated_at)
    SELECT d.id, f.user_id, x.status, CASE WHEN x.status = 'PAYMENT_PENDING' THEN :now END, :now, :now
      FROM d, first_in_line f, LATERAL (SELECT ${placeStatus('f.user_id')} AS status) x
    ON CONFLICT (event_id, user_id) DO UPDATE
      SET status = excluded.status, waitlist_seq = NULL, held_at = excluded.held_at, updated_at = excluded.updated_at
      WHERE a.status = 'WAITLISTED'
    RETURNING a.user_id, a.status),
  delta AS MATERIALIZED (
    SELECT (SELECT count(*) FROM own WHERE own.status IN ${PLACE}) - (SELECT count(*) FROM freed) + (SELECT count(*) FROM promoted) AS n),
  -- From the count of the locked row (d), not of ev. The UPDATE first builds the new row from
  -- the version its snapshot sees and checks the CHECKs on it, and only then finds that version
  -- outdated and follows to the newest. A count changed by the transaction this one waited for
  -- would make that first row break events_approved_count_check or events_places (a 500) even
  -- though the count written in the end is right. d holds the newest count, so every try builds
  -- the same, right row.
  counted AS (
    UPDATE ${SCHEMA}.events ev SET approved_count = d.approved_count + delta.n
      FROM delta, d WHERE ev.id = d.id AND delta.n <> 0
    RETURNING ev.approved_count),
  told AS (
    INSERT INTO ${SCHEMA}.notices (id, recipient_id, actor_id, kind, message, event_id, created_at)
    SELECT n.id, n.recipient_id, n.actor_id, n.kind, ${cut('n.message')}, d.id, :now
      FROM d, (
        SELECT 1 AS ord, :ownNotice AS id, o.recipient_id, o.actor_id, o.kind, o.message
          FROM (${ownNotice}) o
        UNION ALL
        SELECT 2, :promotedNotice, p.user_id, d.organiser_id, 'EVENT_WAITLIST_PROMOTED',
               CASE WHEN p.status = 'PAYMENT_PENDING' THEN 'A place freed up at ' || ${quoted} || ': pay for your ticket to keep it'
                    ELSE 'A place freed up: you are going to ' || ${quoted} END
          FROM d, promoted p) n
     ORDER BY n.ord
    RETURNING 1),
  woke AS MATERIALIZED (SELECT ${SCHEMA}.enqueue_internal(:wake, :topic) FROM (SELECT 1 FROM told LIMIT 1) t)
SELECT COALESCE(dd.next, 'NOT_FOUND') AS outcome,
       CASE WHEN EXISTS (SELECT 1 FROM own) THEN (SELECT status FROM own) WHEN EXISTS (SELECT 1 FROM gone) THEN NULL ELSE dd.before END AS status,
       COALESCE(dd.next = 'LEFT' AND NOT EXISTS (SELECT 1 FROM gone), false) AS missed,
       (SELECT count(*) FROM woke)::int AS woke,
       COALESCE((SELECT approved_count FROM counted), e.approved_count) AS new_approved_count,
       e.*
  FROM (VALUES (1)) one LEFT JOIN dd ON true LEFT JOIN e ON true`;

/** A member's own change: GOING, INTERESTED, NOT_GOING, or LEAVE (the attendance removed). */
const MEMBER_CHANGE = `WITH ${head(`CASE
    WHEN :action = 'GOING' AND d.ticket_price_minor > 0 AND :user <> d.organiser_id AND NOT :online THEN 'PAYMENTS_NOT_CONNECTED'
    WHEN :action <> 'LEAVE' AND d.cancelled_at IS NOT NULL THEN 'CANCELLED'
    WHEN :action <> 'LEAVE' AND d.ends_at <= :now THEN 'ENDED'
    WHEN d.before = 'DECLINED' THEN 'UNCHANGED'
    WHEN :action = 'LEAVE' THEN CASE WHEN d.before IS NULL THEN 'UNCHANGED' ELSE 'LEFT' END
    WHEN :action <> 'GOING' THEN CASE WHEN d.before = :action THEN 'UNCHANGED' ELSE :action END
    WHEN d.before IN ('GOING', 'REQUESTED', 'WAITLISTED') OR d.before IN ${PLACE} THEN 'UNCHANGED'
    WHEN d.require_approval AND :user <> d.organiser_id THEN 'REQUESTED'
    WHEN d.capacity IS NULL AND d.ticket_price_minor = 0 THEN 'GOING'
    WHEN d.capacity IS NULL OR d.approved_count < d.capacity THEN ${placeStatus(':user')}
    WHEN d.has_waitlist THEN 'WAITLISTED'
    ELSE 'FULL' END`)}${tail(`
    SELECT d.organiser_id AS recipient_id, :user AS actor_id, 'EVENT_REQUEST' AS kind, 'A member asked to join ' || ${quoted} AS message
      FROM d, own WHERE own.status = 'REQUESTED'`)}`;

/** The organiser's approve (a place, else the waitlist, else full) or decline (a freed place goes to the waitlist). */
const ORGANISER_DECISION = `WITH ${head(`CASE
    WHEN d.organiser_id <> :actor THEN 'FORBIDDEN'
    WHEN d.cancelled_at IS NOT NULL THEN 'CANCELLED'
    WHEN d.ends_at <= :now THEN 'ENDED'
    WHEN d.before IS NULL THEN 'NO_REQUEST_FOUND'
    WHEN :approve THEN CASE
      WHEN d.before = 'GOING' OR d.before IN ${PLACE} THEN 'UNCHANGED'
      WHEN d.before NOT IN ('WAITLISTED', 'REQUESTED', 'DECLINED') THEN 'NO_REQUEST'
      WHEN d.capacity IS NULL OR d.approved_count < d.capacity THEN ${placeStatus(':user')}
      -- Its place in line stands: approving it again would jump the queue.
      WHEN d.before = 'WAITLISTED' THEN 'FULL'
      WHEN d.has_waitlist THEN 'WAITLISTED'
      ELSE 'FULL' END
    WHEN d.before = 'DECLINED' THEN 'UNCHANGED'
    WHEN d.before IN ('NOT_GOING', 'INTERESTED') THEN 'NO_REQUEST'
    ELSE 'DECLINED' END`)}${tail(`
    SELECT :user AS recipient_id, :actor AS actor_id,
           CASE WHEN own.status = 'DECLINED' THEN 'EVENT_DECLINED' ELSE 'EVENT_APPROVED' END AS kind,
           CASE WHEN own.status = 'DECLINED' THEN 'Your request to join ' || ${quoted} || ' was declined'
                WHEN own.status = 'WAITLISTED' THEN 'Your request to join ' || ${quoted} || ' was approved: the event is full, so you are on the waitlist'
                ELSE 'Your request to join ' || ${quoted} || ' was approved' END AS message
      FROM d, own`)}`;

/** Each placeholder's type: parameters reach PostgreSQL untyped, and a select list would read them as text. */
const TYPES: Record<string, string> = {
  event: 'text',
  user: 'text',
  actor: 'text',
  action: 'text',
  online: 'boolean',
  approve: 'boolean',
  now: 'timestamptz',
  purpose: 'text',
  ownNotice: 'text',
  promotedNotice: 'text',
  wake: 'text',
  topic: 'text',
};

/** `:name` placeholders (not `::casts`) to the driver's positional `?` with their type, each value pushed where it appears. */
function bind(sql: string, values: Record<string, unknown>): [string, unknown[]] {
  const params: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in values) || !TYPES[name]) throw new Error(`No value for :${name}`);
    params.push(values[name]);
    return `?::${TYPES[name]}`;
  });
  return [text, params];
}

const ERRORS: Record<string, () => Error> = {
  NOT_FOUND: () => new NotFoundError(EVENT_NOT_FOUND),
  PAYMENTS_NOT_CONNECTED: () => new ConflictError(PAYMENTS_NOT_CONNECTED, 'status', { reason: 'PAYMENTS_NOT_CONNECTED' }),
  CANCELLED: () => new ConflictError(EVENT_CANCELLED),
  ENDED: () => new ConflictError(EVENT_ENDED),
  FULL: () => new ConflictError(EVENT_FULL),
  FORBIDDEN: () => new ForbiddenError(NOT_ORGANISER),
  NO_REQUEST_FOUND: () => new NotFoundError(NO_REQUEST),
  NO_REQUEST: () => new ConflictError(NO_REQUEST),
};

export interface AttendanceChange {
  /** The event as it is after the change (its count, for spotsLeft). */
  event: Event;
  /** The member's attendance after it (null: none). */
  status: AttendanceStatus | null;
  /** Whether anything was written. */
  changed: boolean;
}

interface ChangeRow extends Record<string, unknown> {
  outcome: string;
  status: AttendanceStatus | null;
  missed: boolean;
  woke: number;
  new_approved_count: number;
}

/**
 * Runs one change statement on `em`: in its transaction when it has one (a caller that changes
 * more, e.g. tickets' releaseHold), else on its own (autocommit: the lock is held for exactly
 * the statement). Throws the rule's error; nothing is written then.
 */
async function change(em: EntityManager, sql: string, values: Record<string, unknown>): Promise<AttendanceChange> {
  const [text, params] = bind(sql, {
    ...values,
    purpose: TICKET_PURPOSE,
    ownNotice: newId(),
    promotedNotice: newId(),
    wake: newId(),
    topic: NOTICES_TOPIC,
  });
  for (let attempt = 1; ; attempt++) {
    const [row] = await em.getConnection().execute<ChangeRow[]>(text, params, 'all', em.getTransactionContext());
    const error = ERRORS[row.outcome];
    if (error) throw error();
    // The member's own join committed after this statement began, so its DELETE did not see the
    // row (see the top): nothing was written; the next statement sees it.
    if (row.missed && attempt < 3) continue;
    const columns: Record<string, unknown> = { ...row, approved_count: row.new_approved_count };
    for (const key of ['outcome', 'status', 'missed', 'woke', 'new_approved_count']) delete columns[key];
    const event = em.map(Event, columns as EntityDictionary<Event>);
    return { event, status: row.status, changed: row.outcome !== 'UNCHANGED' && !row.missed };
  }
}

/** GOING, INTERESTED or NOT_GOING, as the member says it. `paymentsOnline`: whether a paid event's place can be taken now (tickets.ts takesPaymentsOnline). */
export function attend(
  em: EntityManager,
  change_: { eventId: string; userId: string; wanted: 'GOING' | 'INTERESTED' | 'NOT_GOING'; paymentsOnline: boolean; now: Date },
): Promise<AttendanceChange> {
  return change(em, MEMBER_CHANGE, { event: change_.eventId, user: change_.userId, action: change_.wanted, online: change_.paymentsOnline, now: change_.now });
}

/** The member withdraws (request, place, waitlist entry); a declined member cannot (the organiser's decision stands). */
export function leave(em: EntityManager, eventId: string, userId: string, now: Date): Promise<AttendanceChange> {
  return change(em, MEMBER_CHANGE, { event: eventId, user: userId, action: 'LEAVE', online: true, now });
}

/** The organiser approves or declines a member. */
export function decide(em: EntityManager, eventId: string, organiserId: string, userId: string, approve: boolean, now: Date): Promise<AttendanceChange> {
  return change(em, ORGANISER_DECISION, { event: eventId, actor: organiserId, user: userId, approve, now });
}

/** The member leaves, inside a caller's transaction that holds the event (tickets' releaseHold); answers whether anything was removed. */
export async function leaveEvent(tx: EntityManager, event: Event, userId: string, now: Date): Promise<boolean> {
  return (await leave(tx, event.id, userId, now)).changed;
}

/** Everyone with a stake in the event (all but NOT_GOING and DECLINED; a place held for payment too): who hears of a change or a cancellation. */
export async function audienceOf(tx: EntityManager, eventId: string): Promise<string[]> {
  const rows = await tx.find(
    Attendance,
    { eventId, status: { $in: ['GOING', 'INTERESTED', 'REQUESTED', 'APPROVED', 'WAITLISTED', 'PAYMENT_PENDING'] } },
    { fields: ['userId'] },
  );
  return rows.map((r) => r.userId);
}

/** The member's place in the waitlist (1 = next), or null when not waitlisted. */
export async function waitlistPosition(em: EntityManager, attendance: Attendance): Promise<number | null> {
  if (attendance.status !== 'WAITLISTED' || attendance.waitlistSeq === null) return null;
  return (await em.count(Attendance, { eventId: attendance.eventId, status: 'WAITLISTED', waitlistSeq: { $lte: attendance.waitlistSeq } })) || null;
}

export { SCHEMA as EVENTS_SCHEMA };

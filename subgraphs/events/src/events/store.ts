// The attendance rules, in one place, each run inside a transaction that holds the event's row
// lock (SELECT ... FOR UPDATE, lockEvent): two members taking the last place, an organiser
// approving while a guest leaves, a promotion racing a new join all serialise on that one row,
// so `approved_count` is exactly the APPROVED rows and never passes the capacity, and the
// waitlist is promoted in the order members joined it. Notices (approvals, requests,
// promotions...) are queued on the same transaction (noticeMembers), so they exist if and only
// if the change committed. docs/events.md.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError } from '@pulse/kit';
import { noticeMembers, type MemberNotice } from '../notices/notice-members.js';
import { Attendance, AttendanceStatus, Event } from './entities.js';
import { EVENT_CANCELLED, EVENT_ENDED, EVENT_FULL, EVENT_NOT_FOUND, NO_REQUEST, NOT_ORGANISER } from './limits.js';

const SCHEMA = 'events';

/** The event, locked for the rest of the transaction; NOT_FOUND when there is none. */
export async function lockEvent(tx: EntityManager, id: string): Promise<Event> {
  const event = await tx.findOne(Event, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  return event;
}

export function requireOrganiser(event: Event, userId: string): void {
  if (event.organiserId !== userId) throw new ForbiddenError(NOT_ORGANISER);
}

/** Attendance changes only while the event is on and not over. */
function requireOpen(event: Event, now: Date): void {
  if (event.cancelledAt) throw new ConflictError(EVENT_CANCELLED);
  if (event.endDate.getTime() <= now.getTime()) throw new ConflictError(EVENT_ENDED);
}

const quoted = (event: Event) => `“${event.name}”`;

async function nextWaitlistSeq(tx: EntityManager): Promise<string> {
  const [row] = await tx.getConnection().execute<{ seq: string }[]>(`SELECT nextval('${SCHEMA}.waitlist_seq')::text AS seq`, [], 'all', tx.getTransactionContext());
  return row.seq;
}

function placesLeft(event: Event): number {
  return event.capacity === null ? Number.POSITIVE_INFINITY : event.capacity - event.approvedCount;
}

function setStatus(attendance: Attendance, status: AttendanceStatus, now: Date): void {
  attendance.status = status;
  attendance.updatedAt = now;
  if (status !== 'WAITLISTED') attendance.waitlistSeq = null;
}

/** Leaves an APPROVED place (or not): keeps the count equal to the APPROVED rows. */
function leavePlace(event: Event, attendance: Attendance): void {
  if (attendance.status === 'APPROVED') event.approvedCount -= 1;
}

/**
 * An approved place if one is free, else the waitlist when the event has one, else EVENT_FULL.
 * `approvedNotice` is what the member is told when it comes from the organiser's approval.
 */
async function admit(tx: EntityManager, event: Event, attendance: Attendance, now: Date): Promise<void> {
  if (placesLeft(event) > 0) {
    setStatus(attendance, 'APPROVED', now);
    event.approvedCount += 1;
    return;
  }
  if (!event.hasWaitlist) throw new ConflictError(EVENT_FULL);
  setStatus(attendance, 'WAITLISTED', now);
  attendance.waitlistSeq = await nextWaitlistSeq(tx);
}

/**
 * Fills free places from the waitlist, first joined first, telling each promoted member.
 * Called after anything that may free a place; a no-op when none is free or nobody waits.
 */
export async function promoteWaitlist(tx: EntityManager, event: Event, now: Date): Promise<string[]> {
  const free = placesLeft(event);
  if (free <= 0) return [];
  const waiting = await tx.find(
    Attendance,
    { eventId: event.id, status: 'WAITLISTED' },
    { orderBy: { waitlistSeq: 'asc', userId: 'asc' }, limit: Number.isFinite(free) ? free : undefined },
  );
  const notices: MemberNotice[] = [];
  for (const attendance of waiting) {
    setStatus(attendance, 'APPROVED', now);
    event.approvedCount += 1;
    notices.push({
      userId: attendance.userId,
      actorId: event.organiserId,
      kind: 'EVENT_WAITLIST_PROMOTED',
      message: `A place freed up: you are going to ${quoted(event)}`,
      eventId: event.id,
    });
  }
  noticeMembers(tx, notices, now);
  return waiting.map((a) => a.userId);
}

/** GOING, INTERESTED or NOT_GOING, as the member says it; answers the attendance as it now is. */
export async function setAttendance(tx: EntityManager, event: Event, userId: string, wanted: 'GOING' | 'INTERESTED' | 'NOT_GOING', now: Date): Promise<Attendance> {
  requireOpen(event, now);
  let attendance = await tx.findOne(Attendance, { eventId: event.id, userId });
  const before = attendance?.status;
  // A decline is the organiser's: the member cannot undo it by asking again.
  if (before === 'DECLINED') return attendance!;
  if (!attendance) {
    attendance = Object.assign(new Attendance(), { eventId: event.id, userId, createdAt: now, updatedAt: now });
    tx.persist(attendance);
  }
  if (wanted === 'GOING') {
    // Already in (or in line): asking again changes nothing.
    if (before === 'GOING' || before === 'APPROVED' || before === 'REQUESTED' || before === 'WAITLISTED') return attendance;
    if (event.requireApproval && userId !== event.organiserId) {
      setStatus(attendance, 'REQUESTED', now);
      noticeMembers(
        tx,
        [{ userId: event.organiserId, actorId: userId, kind: 'EVENT_REQUEST', message: `A member asked to join ${quoted(event)}`, eventId: event.id }],
        now,
      );
    } else if (event.capacity === null) {
      setStatus(attendance, 'GOING', now);
    } else {
      await admit(tx, event, attendance, now);
    }
  } else {
    const hadPlace = attendance.status === 'APPROVED';
    leavePlace(event, attendance);
    setStatus(attendance, wanted, now);
    if (hadPlace) await promoteWaitlist(tx, event, now);
  }
  event.updatedAt = now;
  return attendance;
}

/** The member leaves: their attendance (request, place, waitlist entry) is removed. */
export async function leaveEvent(tx: EntityManager, event: Event, userId: string, now: Date): Promise<boolean> {
  const attendance = await tx.findOne(Attendance, { eventId: event.id, userId });
  if (!attendance) return false;
  // A declined member leaving would erase the organiser's decision and let them ask again.
  if (attendance.status === 'DECLINED') return false;
  const hadPlace = attendance.status === 'APPROVED';
  leavePlace(event, attendance);
  tx.remove(attendance);
  if (hadPlace) await promoteWaitlist(tx, event, now);
  return true;
}

/**
 * The organiser approves (a request, or a decline they reconsider: a place, else the
 * waitlist, else EVENT_FULL) or declines (a request, a waitlisted or approved guest: their
 * place goes to the waitlist).
 */
export async function decideRequest(tx: EntityManager, event: Event, organiserId: string, userId: string, approve: boolean, now: Date): Promise<Attendance> {
  requireOrganiser(event, organiserId);
  requireOpen(event, now);
  const attendance = await tx.findOne(Attendance, { eventId: event.id, userId });
  if (!attendance) throw new NotFoundError(NO_REQUEST);
  if (approve) {
    if (attendance.status === 'APPROVED' || attendance.status === 'GOING') return attendance;
    if (attendance.status === 'WAITLISTED') {
      // Its place in line stands: approving it again would jump the queue.
      if (placesLeft(event) <= 0) throw new ConflictError(EVENT_FULL);
    } else if (attendance.status !== 'REQUESTED' && attendance.status !== 'DECLINED') {
      throw new ConflictError(NO_REQUEST);
    }
    await admit(tx, event, attendance, now);
    const waitlisted = attendance.status === 'WAITLISTED';
    noticeMembers(
      tx,
      [
        {
          userId,
          actorId: organiserId,
          kind: 'EVENT_APPROVED',
          message: waitlisted
            ? `Your request to join ${quoted(event)} was approved: the event is full, so you are on the waitlist`
            : `Your request to join ${quoted(event)} was approved`,
          eventId: event.id,
        },
      ],
      now,
    );
  } else {
    if (attendance.status === 'DECLINED') return attendance;
    if (attendance.status === 'NOT_GOING' || attendance.status === 'INTERESTED') throw new ConflictError(NO_REQUEST);
    const hadPlace = attendance.status === 'APPROVED';
    leavePlace(event, attendance);
    setStatus(attendance, 'DECLINED', now);
    noticeMembers(tx, [{ userId, actorId: organiserId, kind: 'EVENT_DECLINED', message: `Your request to join ${quoted(event)} was declined`, eventId: event.id }], now);
    if (hadPlace) await promoteWaitlist(tx, event, now);
  }
  event.updatedAt = now;
  return attendance;
}

/** Everyone with a stake in the event (all but NOT_GOING and DECLINED): who hears of a change or a cancellation. */
export async function audienceOf(tx: EntityManager, eventId: string): Promise<string[]> {
  const rows = await tx.find(Attendance, { eventId, status: { $in: ['GOING', 'INTERESTED', 'REQUESTED', 'APPROVED', 'WAITLISTED'] } }, { fields: ['userId'] });
  return rows.map((r) => r.userId);
}

/** The member's place in the waitlist (1 = next), or null when not waitlisted. */
export async function waitlistPosition(em: EntityManager, attendance: Attendance): Promise<number | null> {
  if (attendance.status !== 'WAITLISTED' || attendance.waitlistSeq === null) return null;
  return (await em.count(Attendance, { eventId: attendance.eventId, status: 'WAITLISTED', waitlistSeq: { $lte: attendance.waitlistSeq } })) || null;
}

export { SCHEMA as EVENTS_SCHEMA };

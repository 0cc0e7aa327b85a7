// Attendance changes racing each other through the real gateway (issue 23 follow-up). A change
// that waited for the event's lock while the one before it changed the count used to answer 500:
// the count's UPDATE tested the CHECKs on a row built from its stale snapshot
// (events_approved_count_check below 0, events_places above the capacity) before following the
// row to its newest version (store.ts, `counted`). Here the organiser's approve and decline of one
// guest are sent at once, round after round with fresh guests, and also queued in a known order
// behind a transaction of the test that holds the event's row; every answer is the event or a
// rule's error with its stable code (a 4xx on the REST shim), never an internal error, and the
// event's count is the count of its attendance rows afterwards.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, members, ok, restClient, sql, startStack, type Member, type Result, type Stack } from '@pulse/dev-env';

let stack: Stack;
let q: ReturnType<typeof client>;
let host: Member;
const api = restClient(() => stack);

const FIELDS = 'id counts { going approved declined } myAttendance { status }';
const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${FIELDS} } }`;
const ATTEND = `mutation($id: ID!, $s: AttendanceStatus!) { attendEvent(id: $id, status: $s) { ${FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(id: $id) { ${FIELDS} } }`;
const DECIDE = `mutation($id: ID!, $u: ID!, $a: Boolean!) { decideEventRequest(eventId: $id, userId: $u, approve: $a) { ${FIELDS} } }`;
const ROUNDS = 20;
/** The rules' own refusals a change may meet when another one got there first. */
const RULE_CODES = ['CONFLICT', 'NOT_FOUND'];

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Math.floor((stack.clock.now().getTime() + days * DAY) / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();
const createEvent = async (name: string, extra: Record<string, unknown> = {}) =>
  ok(await q(CREATE, { input: { name, description: 'Open to all', location: 'Dolores Park', startDate: at(4), endDate: at(4, 2), ...extra } }, host.token))
    .createEvent as {
    id: string;
  };
const decide = (eventId: string, guest: Member, approve: boolean) => q(DECIDE, { id: eventId, u: guest.user.id, a: approve }, host.token);

/** Registers members a few at a time (registration refuses too many at once). */
async function crowdOf(n: number): Promise<Member[]> {
  const all: Member[] = [];
  while (all.length < n) all.push(...(await members(stack, Math.min(4, n - all.length))));
  return all;
}

/** An answer: the event, or exactly one error carrying a rule's code (never INTERNAL_SERVER_ERROR). */
function answered(r: Result): void {
  if (!r.errors) return void expect(Object.values(r.data ?? {})[0]).toMatchObject({ id: expect.any(String) });
  expect(r.errors, JSON.stringify(r.errors)).toHaveLength(1);
  expect(RULE_CODES, JSON.stringify(r.errors)).toContain(r.errors[0].extensions?.code);
}

/** The event's count against its attendance rows (APPROVED and PAYMENT_PENDING take a place). */
async function expectCountTrue(eventId: string): Promise<number> {
  const [row] = await sql<{ counted: number; places: number }>(
    stack,
    `SELECT approved_count AS counted,
            (SELECT count(*)::int FROM events.attendances WHERE event_id = $1 AND status IN ('APPROVED', 'PAYMENT_PENDING')) AS places
       FROM events.events WHERE id = $1`,
    [eventId],
  );
  expect(row.counted).toBe(row.places);
  return row.places;
}

/**
 * Runs `changes` one after another in this order behind a transaction of the test that holds the
 * event's row: each is sent once the ones before it wait for the lock (row locks are granted in
 * the order asked), so each starts before the one ahead of it commits. Answers in that order.
 */
async function queuedBehindLock(eventId: string, changes: (() => Promise<Result>)[]): Promise<Result[]> {
  const holder = new pg.Client({ connectionString: stack.database.url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM events.events WHERE id = $1 FOR UPDATE', [eventId]);
    const waiting = async () =>
      (await holder.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n as number;
    const sent: Promise<Result>[] = [];
    for (const change of changes) {
      sent.push(change());
      await eventually(async () => (await waiting()) >= sent.length);
    }
    await holder.query('COMMIT');
    return await Promise.all(sent);
  } finally {
    await holder.end();
  }
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [host] = await members(stack, 1);
});
afterAll(async () => {
  await stack?.stop();
});

describe('approve and decline of one guest at once', () => {
  it('answers a decline queued behind an approve with the event, not a 500 (the count it waited for went up)', async () => {
    const event = await createEvent('Picnic and stretch');
    const [guest] = await members(stack, 1);
    ok(await q(ATTEND, { id: event.id, s: 'GOING' }, guest.token));
    ok(await decide(event.id, guest, false));
    // Declined (no place), then approved (a place: the count goes to 1) and declined again at once.
    const [approve, decline] = await queuedBehindLock(event.id, [() => decide(event.id, guest, true), () => decide(event.id, guest, false)]);
    // Each answers the event (its counts are read after both committed: the approve's place is gone again).
    expect(ok(approve).decideEventRequest.id).toBe(event.id);
    expect(ok(decline).decideEventRequest.counts).toMatchObject({ approved: 0, declined: 1 });
    expect(await expectCountTrue(event.id)).toBe(0);
  }, 60_000);

  it('answers a join queued behind a leave on a full event with the freed place, not a 500 (the count it waited for went down)', async () => {
    const event = await createEvent('Tiny track session', { capacity: 1 });
    const [first, second] = await members(stack, 2);
    expect(ok(await q(ATTEND, { id: event.id, s: 'GOING' }, first.token)).attendEvent.myAttendance.status).toBe('APPROVED');
    const [left, joined] = await queuedBehindLock(event.id, [() => q(LEAVE, { id: event.id }, first.token), () => q(ATTEND, { id: event.id, s: 'GOING' }, second.token)]);
    expect(ok(left).leaveEvent.myAttendance).toBeNull();
    expect(ok(joined).attendEvent).toMatchObject({ myAttendance: { status: 'APPROVED' }, counts: { approved: 1 } });
    expect(await expectCountTrue(event.id)).toBe(1);
  }, 60_000);

  it('answers every approve and decline sent at once, for guests going, declined and approved, round after round', async () => {
    const event = await createEvent('Yoga on the lawn');
    const guests = await crowdOf(ROUNDS * 3);
    for (let round = 0; round < ROUNDS; round++) {
      const [going, declined, approved] = guests.slice(round * 3, round * 3 + 3);
      for (const guest of [going, declined, approved]) ok(await q(ATTEND, { id: event.id, s: 'GOING' }, guest.token));
      ok(await decide(event.id, declined, false));
      ok(await decide(event.id, approved, false));
      ok(await decide(event.id, approved, true));
      const answers = await Promise.all([going, declined, approved].flatMap((guest) => [decide(event.id, guest, true), decide(event.id, guest, false)]));
      answers.forEach(answered);
      await expectCountTrue(event.id);
    }
    const shown = ok(await q(`query($id: ID!) { event(id: $id) { ${FIELDS} } }`, { id: event.id }, host.token)).event;
    expect(shown.counts.approved).toBe(await expectCountTrue(event.id));
  }, 300_000);

  it('answers the REST shim’s approve and decline sent at once with 200 or a 4xx with a rule’s code, never a 500', async () => {
    const event = await createEvent('Frisbee in the park');
    const guests = await crowdOf(ROUNDS);
    for (const guest of guests) {
      ok(await q(ATTEND, { id: event.id, s: 'GOING' }, guest.token));
      ok(await decide(event.id, guest, false));
      const replies = await Promise.all(
        (['approve', 'decline', 'approve', 'decline'] as const).map((decision) =>
          api('POST', `/events/${event.id}/${decision}`, { token: host.token, body: { userId: guest.user.id } }),
        ),
      );
      for (const reply of replies) {
        if (reply.status === 200) expect(reply.json.event.id).toBe(event.id);
        else
          expect([reply.status, reply.json?.code], reply.text).toEqual([reply.json?.code === 'NOT_FOUND' ? 404 : 409, expect.stringMatching(/^(CONFLICT|NOT_FOUND)$/)]);
      }
    }
    await expectCountTrue(event.id);
    // And one decline queued behind an approve, as above, over REST.
    const [late] = await members(stack, 1);
    ok(await q(ATTEND, { id: event.id, s: 'GOING' }, late.token));
    ok(await decide(event.id, late, false));
    const rest = (decision: string) => async () => {
      const reply = await api('POST', `/events/${event.id}/${decision}`, { token: host.token, body: { userId: late.user.id } });
      return {
        data: reply.status === 200 ? reply.json : undefined,
        errors: reply.status === 200 ? undefined : [{ message: reply.text, extensions: { code: reply.json?.code, status: reply.status } }],
      } as Result;
    };
    const [approve, decline] = await queuedBehindLock(event.id, [rest('approve'), rest('decline')]);
    expect(ok(approve).event.id).toBe(event.id);
    expect(ok(decline).event.id).toBe(event.id);
    await expectCountTrue(event.id);
  }, 300_000);
});

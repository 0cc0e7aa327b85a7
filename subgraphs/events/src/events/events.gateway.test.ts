// Events through the real gateway: creating with the spec's rules and messages, the list's
// pages, attendance with approval, capacity and the waitlist (200 members racing for 50
// places; leaves, not-going and joins racing each other), the organiser's rights, the .ics
// file, the REST paths, the reminders a moved TestClock makes due, every notice arriving as a
// social notification (or not, when the member turned events off), delivered once even when
// social reads the notices again, and delivered notices pruned in batches.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, expectError, expectFailure, expectOk, members, ok, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { pruneDeliveredNotices } from '../notices/prune.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
const api = restClient(() => stack);

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const FIELDS = `id name description location startDate endDate timezone imageUrl requireApproval capacity hasWaitlist cancelled spotsLeft icsUrl isOrganiser
  organiser { id name } counts { going interested requested approved declined waitlisted attending } myAttendance { status waitlistPosition }`;
const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${FIELDS} } }`;
const ATTEND = `mutation($id: ID!, $status: AttendanceStatus!) { attendEvent(id: $id, status: $status) { ${FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(id: $id) { ${FIELDS} } }`;
const DECIDE = `mutation($id: ID!, $u: ID!, $a: Boolean!) { decideEventRequest(eventId: $id, userId: $u, approve: $a) { ${FIELDS} } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${FIELDS} } }`;
const ATTENDEES = `query($id: ID!, $s: AttendanceStatus) { event(id: $id) { attendees(status: $s) { user { id } status waitlistPosition } } }`;
const EVENTS = 'query($first: Int, $after: String) { events(first: $first, after: $after) { nodes { id name } pageInfo { hasNextPage endCursor } } }';
const NOTES = '{ notifications(first: 50) { nodes { type message eventId read } } }';
const PREFS = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { events challenges } }';

const DAY = 86_400_000;
/** A start `days` from the clock's now, on the hour. */
const at = (days: number, hours = 0) => new Date(Math.floor((stack.clock.now().getTime() + days * DAY) / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString();

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'Sunrise run',
  description: 'Five easy kilometres',
  location: 'Golden Gate Park',
  startDate: at(3),
  endDate: at(3, 2),
  ...extra,
});
const create = async (m: Member, extra: Record<string, unknown> = {}) => ok(await q(CREATE, { input: input(extra) }, m.token)).createEvent;
const attend = async (m: Member, id: string, status = 'GOING') => ok(await q(ATTEND, { id, status }, m.token)).attendEvent;
const notes = async (m: Member) => ok(await q(NOTES, {}, m.token)).notifications.nodes as { type: string; message: string; eventId: string | null }[];
/** Registers members a few at a time (registration refuses too many at once). */
async function crowdOf(n: number): Promise<Member[]> {
  const all: Member[] = [];
  while (all.length < n) all.push(...(await members(stack, Math.min(4, n - all.length))));
  return all;
}
/** Waits until the member has a notification of this kind about this event (social delivers them asynchronously). */
const noticed = (m: Member, type: string, eventId: string) => eventually(async () => (await notes(m)).find((n) => n.type === type && n.eventId === eventId));

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat, dan] = await members(stack, 4);
});
afterAll(async () => {
  await stack?.stop();
});

describe('creating events', () => {
  it('asks the signed-out to log in', async () => {
    expectError(await q(CREATE, { input: input() }), 'UNAUTHENTICATED');
    expectError(await q(EVENTS, {}), 'UNAUTHENTICATED');
    expectFailure(await api('GET', '/events'), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('creates an event with the spec’s defaults: unlimited, no approval, Los Angeles', async () => {
    const event = await create(ann);
    expect(event).toMatchObject({
      name: 'Sunrise run',
      timezone: 'America/Los_Angeles',
      capacity: null,
      hasWaitlist: false,
      requireApproval: false,
      spotsLeft: null,
      imageUrl: null,
      cancelled: false,
      isOrganiser: true,
      organiser: { id: ann.user.id, name: ann.user.name },
      myAttendance: null,
      icsUrl: `/media/e-${event.id}.ics`,
    });
  });

  it('refuses with the spec’s messages', async () => {
    const fails = async (extra: Record<string, unknown>, message: string, field?: string) =>
      expectError(await q(CREATE, { input: input(extra) }, ann.token), 'BAD_USER_INPUT', message, field);
    await fails({ startDate: null }, 'Please select both start and end dates', 'startDate');
    await fails({ endDate: null }, 'Please select both start and end dates', 'endDate');
    await fails({ endDate: at(3, -1) }, 'End time must be after start time', 'endDate');
    await fails({ endDate: at(3) }, 'End time must be after start time', 'endDate');
    await fails({ startDate: at(-2), endDate: at(-2, 1) }, 'Start date cannot be before today', 'startDate');
    await fails({ name: '  ' }, 'Event name is required', 'name');
    await fails({ location: '' }, 'Location is required', 'location');
    await fails({ description: '' }, 'Description is required', 'description');
    await fails({ timezone: 'Europe/Oslo' }, 'Choose one of the listed time zones', 'timezone');
    await fails({ image: 'data:text/plain;base64,aGVsbG8=' }, 'Please drop an image file', 'image');
    await fails({ image: 'data:image/png;base64,aGVsbG8=' }, 'Please drop an image file', 'image');
    await fails({ image: '/media/e-c000000000000000000000000.jpg' }, 'Please drop an image file', 'image');
    await fails({ image: 'https://example.com/cover.jpg' }, 'Please drop an image file', 'image');
  });

  it('reads "today" in the event’s time zone', async () => {
    // Earlier today in Tokyo is still today there: allowed even though the instant has passed.
    const now = stack.clock.now();
    const tokyoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
    const startOfTokyoDay = new Date(`${tokyoToday}T00:00:00+09:00`);
    const event = await create(ann, { timezone: 'Asia/Tokyo', startDate: startOfTokyoDay.toISOString(), endDate: new Date(now.getTime() + 3_600_000).toISOString() });
    expect(event.timezone).toBe('Asia/Tokyo');
  });

  it('takes a capacity of an integer of at least 1 and ignores anything else; a waitlist needs a capacity', async () => {
    expect(await create(ann, { capacity: 50, hasWaitlist: true })).toMatchObject({ capacity: 50, hasWaitlist: true, spotsLeft: 50 });
    expect(await create(ann, { capacity: 0, hasWaitlist: true })).toMatchObject({ capacity: null, hasWaitlist: false });
    expect(await create(ann, { capacity: -3 })).toMatchObject({ capacity: null });
    expect(await create(ann, { capacity: 2.5 })).toMatchObject({ capacity: null });
  });

  it('stores a data-URL cover as an upload, never in the row, and takes an uploaded cover by its URL', async () => {
    const event = await create(ann, { image: PNG });
    expect(event.imageUrl).toMatch(/^\/media\/e-c[0-9a-z]{24}\.png$/);
    const [row] = await sql(stack, 'SELECT image_url FROM events.events WHERE id = $1', [event.id]);
    expect(row.image_url).toBe(event.imageUrl);
    const cover = await fetch(`${stack.url}${event.imageUrl}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');

    const form = new FormData();
    form.append('files', new Blob([Buffer.from(PNG.split(',')[1], 'base64')], { type: 'image/png' }), 'cover.png');
    const upload = await fetch(`${stack.url}/api/events/upload`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect((await create(ann, { image: url })).imageUrl).toBe(url);
  });

  it('lists upcoming events soonest first in keyset pages, without cancelled or past ones', async () => {
    const later = await create(bob, { name: 'Later', startDate: at(40), endDate: at(40, 1) });
    const latest = await create(bob, { name: 'Latest', startDate: at(41), endDate: at(41, 1) });
    const gone = await create(bob, { name: 'Gone', startDate: at(40, 3), endDate: at(40, 4) });
    ok(await q('mutation($id: ID!) { cancelEvent(id: $id) { cancelled } }', { id: gone.id }, bob.token));
    const all: { id: string; name: string }[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { nodes: { id: string; name: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = ok(
        await q(EVENTS, { first: 3, after }, cat.token),
      ).events;
      all.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-2)).toEqual([later.id, latest.id]);
    expect(ids).not.toContain(gone.id);
    expectError(await q(EVENTS, { after: 'nonsense' }, cat.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });
});

describe('attendance', () => {
  it('going, interested and not going on an open event', async () => {
    const event = await create(ann);
    expect((await attend(bob, event.id)).myAttendance).toEqual({ status: 'GOING', waitlistPosition: null });
    expect((await attend(cat, event.id, 'INTERESTED')).counts).toMatchObject({ going: 1, interested: 1, attending: 1 });
    expect((await attend(bob, event.id, 'NOT_GOING')).counts).toMatchObject({ going: 0, interested: 1 });
    expectError(await q(ATTEND, { id: event.id, status: 'APPROVED' }, bob.token), 'BAD_USER_INPUT', 'Choose going, interested or not going', 'status');
    expectError(await q(ATTEND, { id: 'c000000000000000000000000', status: 'GOING' }, bob.token), 'NOT_FOUND', 'Event not found');
  });

  it('approval: a request to the organiser, who alone approves or declines; each side is notified', async () => {
    const event = await create(ann, { requireApproval: true, name: 'Trail day' });
    expect((await attend(bob, event.id)).myAttendance.status).toBe('REQUESTED');
    expect((await attend(cat, event.id)).myAttendance.status).toBe('REQUESTED');
    const request = await noticed(ann, 'EVENT_REQUEST', event.id);
    expect(request.message).toBe('A member asked to join “Trail day”');

    // Only the organiser sees requests, and only they decide.
    expect(ok(await q(ATTENDEES, { id: event.id, s: 'REQUESTED' }, dan.token)).event.attendees).toEqual([]);
    expect(ok(await q(ATTENDEES, { id: event.id, s: 'REQUESTED' }, ann.token)).event.attendees.map((a: { user: { id: string } }) => a.user.id)).toEqual([
      bob.user.id,
      cat.user.id,
    ]);
    expectError(await q(DECIDE, { id: event.id, u: bob.user.id, a: true }, dan.token), 'FORBIDDEN', 'Only the organiser can do this');
    expectError(await q(DECIDE, { id: event.id, u: bob.user.id, a: true }, bob.token), 'FORBIDDEN');
    expectError(await q(DECIDE, { id: event.id, u: dan.user.id, a: true }, ann.token), 'NOT_FOUND', 'There is no request from this member to decide');

    expect(ok(await q(DECIDE, { id: event.id, u: bob.user.id, a: true }, ann.token)).decideEventRequest.counts).toMatchObject({ approved: 1, requested: 1 });
    expect(ok(await q(DECIDE, { id: event.id, u: cat.user.id, a: false }, ann.token)).decideEventRequest.counts).toMatchObject({
      approved: 1,
      declined: 1,
      requested: 0,
    });
    expect((await noticed(bob, 'EVENT_APPROVED', event.id)).message).toBe('Your request to join “Trail day” was approved');
    expect((await noticed(cat, 'EVENT_DECLINED', event.id)).message).toBe('Your request to join “Trail day” was declined');
    // A declined member cannot ask again (nor erase the decision by leaving).
    expect((await attend(cat, event.id)).myAttendance.status).toBe('DECLINED');
    expect(ok(await q(LEAVE, { id: event.id }, cat.token)).leaveEvent.myAttendance.status).toBe('DECLINED');
  });

  it('capacity: approved guests count, then the waitlist in order, promoted when a place frees; full without a waitlist', async () => {
    const event = await create(ann, { capacity: 1, hasWaitlist: true, name: 'Tiny yoga' });
    expect((await attend(bob, event.id)).myAttendance).toEqual({ status: 'APPROVED', waitlistPosition: null });
    expect((await attend(cat, event.id)).myAttendance).toEqual({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await attend(dan, event.id)).myAttendance).toEqual({ status: 'WAITLISTED', waitlistPosition: 2 });
    expect((await attend(dan, event.id, 'INTERESTED')).myAttendance).toEqual({ status: 'INTERESTED', waitlistPosition: null });
    expect((await attend(dan, event.id)).myAttendance).toEqual({ status: 'WAITLISTED', waitlistPosition: 2 });
    // Interest does not take a place.
    expect((await attend(ann, event.id, 'INTERESTED')).spotsLeft).toBe(0);

    const left = ok(await q(LEAVE, { id: event.id }, bob.token)).leaveEvent;
    expect(left).toMatchObject({ myAttendance: null, spotsLeft: 0, counts: { approved: 1, waitlisted: 1 } });
    expect(ok(await q(EVENT, { id: event.id }, cat.token)).event.myAttendance).toEqual({ status: 'APPROVED', waitlistPosition: null });
    expect(ok(await q(EVENT, { id: event.id }, dan.token)).event.myAttendance).toEqual({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await noticed(cat, 'EVENT_WAITLIST_PROMOTED', event.id)).message).toBe('A place freed up: you are going to “Tiny yoga”');

    const full = await create(ann, { capacity: 1 });
    await attend(bob, full.id);
    expectError(await q(ATTEND, { id: full.id, status: 'GOING' }, cat.token), 'CONFLICT', 'This event is full');
  });

  it('approval with a capacity: approving past it puts the member on the waitlist', async () => {
    const event = await create(ann, { capacity: 1, hasWaitlist: true, requireApproval: true, name: 'Track night' });
    await attend(bob, event.id);
    await attend(cat, event.id);
    await q(DECIDE, { id: event.id, u: bob.user.id, a: true }, ann.token);
    const second = ok(await q(DECIDE, { id: event.id, u: cat.user.id, a: true }, ann.token)).decideEventRequest;
    expect(second.counts).toMatchObject({ approved: 1, waitlisted: 1 });
    expect((await noticed(cat, 'EVENT_APPROVED', event.id)).message).toContain('you are on the waitlist');
    // The organiser declining an approved guest frees the place for the waitlist.
    ok(await q(DECIDE, { id: event.id, u: bob.user.id, a: false }, ann.token));
    expect(ok(await q(EVENT, { id: event.id }, cat.token)).event.myAttendance.status).toBe('APPROVED');
  });

  it('a cancelled event takes no attendance, and everyone attending hears of the change and the cancellation', async () => {
    const event = await create(ann, { name: 'Beach clean' });
    await attend(bob, event.id);
    await attend(cat, event.id, 'INTERESTED');
    expectError(await q('mutation($id: ID!) { updateEvent(id: $id, input: { location: "Ocean Beach" }) { id } }', { id: event.id }, bob.token), 'FORBIDDEN');
    const moved = ok(await q('mutation($id: ID!) { updateEvent(id: $id, input: { location: "Ocean Beach" }) { location } }', { id: event.id }, ann.token));
    expect(moved.updateEvent.location).toBe('Ocean Beach');
    expect((await noticed(bob, 'EVENT_UPDATED', event.id)).message).toBe('“Beach clean” was updated');
    expectError(await q('mutation($id: ID!) { cancelEvent(id: $id) { id } }', { id: event.id }, bob.token), 'FORBIDDEN');
    ok(await q('mutation($id: ID!) { cancelEvent(id: $id) { id } }', { id: event.id }, ann.token));
    await noticed(bob, 'EVENT_CANCELLED', event.id);
    await noticed(cat, 'EVENT_CANCELLED', event.id);
    expectError(await q(ATTEND, { id: event.id, status: 'GOING' }, dan.token), 'CONFLICT', 'This event was cancelled');
  });
});

describe('200 members racing for 50 places', () => {
  it('approves exactly 50, waitlists the rest in order, and promotes them first in line first', async () => {
    const crowd = await crowdOf(200);
    const event = await create(ann, { capacity: 50, hasWaitlist: true, name: 'Marathon expo' });
    const answers = await Promise.all(crowd.map((m) => q(ATTEND, { id: event.id, status: 'GOING' }, m.token)));
    const statuses = answers.map((a) => ok(a).attendEvent.myAttendance);
    expect(statuses.filter((s) => s.status === 'APPROVED')).toHaveLength(50);
    expect(statuses.filter((s) => s.status === 'WAITLISTED')).toHaveLength(150);
    // Each waitlisted member was told a different place in line, 1 to 150.
    expect(
      statuses
        .filter((s) => s.status === 'WAITLISTED')
        .map((s) => s.waitlistPosition)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    const [row] = await sql(
      stack,
      `SELECT approved_count, (SELECT count(*)::int FROM events.attendances WHERE event_id = $1 AND status = 'APPROVED') AS approved FROM events.events WHERE id = $1`,
      [event.id],
    );
    expect(row).toEqual({ approved_count: 50, approved: 50 });

    // The waitlist in order, as the organiser sees it; ten places free at once.
    const line: string[] = ok(await q(ATTENDEES, { id: event.id, s: 'WAITLISTED' }, ann.token)).event.attendees.map((a: { user: { id: string } }) => a.user.id);
    expect(line).toHaveLength(150);
    const approved = crowd.filter((_, i) => statuses[i].status === 'APPROVED').slice(0, 10);
    // Ten leave while ten more try to join: still never more than 50, and the first ten in line get the places.
    const latecomers = await crowdOf(10);
    await Promise.all([...approved.map((m) => q(LEAVE, { id: event.id }, m.token)), ...latecomers.map((m) => q(ATTEND, { id: event.id, status: 'GOING' }, m.token))]);
    const after = ok(await q(EVENT, { id: event.id }, ann.token)).event;
    expect(after.counts).toMatchObject({ approved: 50, waitlisted: 150 });
    const nowApproved = new Set(ok(await q(ATTENDEES, { id: event.id, s: 'APPROVED' }, ann.token)).event.attendees.map((a: { user: { id: string } }) => a.user.id));
    for (const id of line.slice(0, 10)) expect(nowApproved.has(id)).toBe(true);
    const nextLine: string[] = ok(await q(ATTENDEES, { id: event.id, s: 'WAITLISTED' }, ann.token)).event.attendees.map((a: { user: { id: string } }) => a.user.id);
    expect(nextLine.slice(0, 140)).toEqual(line.slice(10));
    expect(new Set(nextLine.slice(140))).toEqual(new Set(latecomers.map((m) => m.user.id)));
  }, 120_000);
});

describe('leaves racing joins', () => {
  it('never passes the capacity, and every freed place goes to the first in line, whatever the order', async () => {
    const crowd = await crowdOf(40);
    const newcomers = await crowdOf(12);
    const event = await create(ann, { capacity: 20, hasWaitlist: true, name: 'Relay night' });
    await Promise.all(crowd.map((m) => q(ATTEND, { id: event.id, status: 'GOING' }, m.token)));
    const idsOf = async (status: string) =>
      (ok(await q(ATTENDEES, { id: event.id, s: status }, ann.token)).event.attendees as { user: { id: string }; waitlistPosition: number | null }[]).map(
        (a) => a.user.id,
      );
    const approved = await idsOf('APPROVED');
    const line = await idsOf('WAITLISTED');
    expect([approved.length, line.length]).toEqual([20, 20]);
    const byId = new Map([...crowd, ...newcomers].map((m) => [m.user.id, m]));
    // Ten guests leave and three say not going (13 places free), the second and fifth in line
    // give up, twelve newcomers join, and one member flips between going and leaving: all at once.
    const leaving = approved.slice(0, 10);
    const notGoing = approved.slice(10, 13);
    const givingUp = [line[1], line[4]];
    const flipper = approved[19];
    const counted: number[] = [];
    let racing = true;
    // What anyone could see during the race, read over and over on one connection.
    const watcher = new pg.Client({ connectionString: stack.database.url });
    await watcher.connect();
    const watch = (async () => {
      while (racing) {
        const { rows } = await watcher.query(
          `SELECT (SELECT approved_count FROM events.events WHERE id = $1) AS c, count(*)::int AS n FROM events.attendances WHERE event_id = $1 AND status IN ('APPROVED', 'PAYMENT_PENDING')`,
          [event.id],
        );
        counted.push(rows[0].c, rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all([
      ...leaving.map((id) => q(LEAVE, { id: event.id }, byId.get(id)!.token)),
      ...notGoing.map((id) => q(ATTEND, { id: event.id, status: 'NOT_GOING' }, byId.get(id)!.token)),
      ...givingUp.map((id) => q(LEAVE, { id: event.id }, byId.get(id)!.token)),
      ...newcomers.map((m) => q(ATTEND, { id: event.id, status: 'GOING' }, m.token)),
      ...[0, 1, 2, 3].map((i) => (i % 2 ? q(LEAVE, { id: event.id }, byId.get(flipper)!.token) : q(ATTEND, { id: event.id, status: 'GOING' }, byId.get(flipper)!.token))),
    ]);
    racing = false;
    await watch;
    await watcher.end();
    for (const answer of answers) ok(answer);
    const joined = answers.slice(leaving.length + notGoing.length + givingUp.length, -4).map((a) => ok(a).attendEvent.myAttendance.status);
    expect(joined).toEqual(newcomers.map(() => 'WAITLISTED'));
    expect(Math.max(...counted)).toBeLessThanOrEqual(20);

    const flipperNow = ok(await q(EVENT, { id: event.id }, byId.get(flipper)!.token)).event.myAttendance?.status ?? null;
    const [row] = await sql(
      stack,
      `SELECT approved_count, (SELECT count(*)::int FROM events.attendances WHERE event_id = $1 AND status = 'APPROVED') AS approved FROM events.events WHERE id = $1`,
      [event.id],
    );
    expect(row.approved_count).toBe(row.approved);
    // The places: those who stayed, then the line (without those who gave up) in its order, as
    // many as were freed; the newcomers are at the end of the line, never on a place.
    const remainingLine = line.filter((id) => !givingUp.includes(id));
    const stayed = approved.slice(13, 19);
    const places = 20 - stayed.length - (flipperNow === 'APPROVED' ? 1 : 0);
    const nowApproved = await idsOf('APPROVED');
    expect(new Set(nowApproved)).toEqual(new Set([...stayed, ...(flipperNow === 'APPROVED' ? [flipper] : []), ...remainingLine.slice(0, places)]));
    expect(nowApproved).toHaveLength(20);
    const nowLine = await idsOf('WAITLISTED');
    expect(nowLine.slice(0, remainingLine.length - places)).toEqual(remainingLine.slice(places));
    expect(new Set(nowLine.slice(remainingLine.length - places))).toEqual(
      new Set([...newcomers.map((m) => m.user.id), ...(flipperNow === 'WAITLISTED' ? [flipper] : [])]),
    );
    // Places in line 1..n, no gap, no duplicate.
    const positions = (ok(await q(ATTENDEES, { id: event.id, s: 'WAITLISTED' }, ann.token)).event.attendees as { waitlistPosition: number }[]).map(
      (a) => a.waitlistPosition,
    );
    expect(positions).toEqual(Array.from({ length: nowLine.length }, (_, i) => i + 1));
    // Each promoted member was told once, in the statement that promoted them (one who gave up
    // may have been promoted before their leave came through, and was told too).
    const told: string[] = (await sql(stack, `SELECT recipient_id FROM events.notices WHERE event_id = $1 AND kind = 'EVENT_WAITLIST_PROMOTED'`, [event.id])).map(
      (n: { recipient_id: string }) => n.recipient_id,
    );
    expect(new Set(told).size).toBe(told.length);
    expect(new Set(told.filter((id) => !givingUp.includes(id)))).toEqual(new Set(remainingLine.slice(0, places)));
  }, 120_000);
});

describe('the .ics file', () => {
  it('is RFC 5545: CRLF lines, UTC times, a UID, escaped text, folded long lines', async () => {
    const event = await create(ann, { name: 'Run, stretch; repeat', description: `Bring water\\shoes\n${'long '.repeat(30)}`, location: 'Pier 39, SF' });
    const res = await fetch(`${stack.url}${event.icsUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded).toContain(`\r\nDTSTART:${stamp(event.startDate)}\r\n`);
    expect(unfolded).toContain(`\r\nDTEND:${stamp(event.endDate)}\r\n`);
    expect(unfolded).toMatch(new RegExp(`\\r\\nUID:${event.id}@[^\\r]+\\r\\n`));
    expect(unfolded).toContain('\r\nSUMMARY:Run\\, stretch\\; repeat\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Bring water\\\\shoes\\nlong long');
    expect(unfolded).toContain('\r\nLOCATION:Pier 39\\, SF\r\n');
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect((await fetch(`${stack.url}/media/e-c000000000000000000000000.ics`)).status).toBe(404);
  });
});

describe('REST', () => {
  it('GET and POST /events, POST /events/{id}/attend {status}', async () => {
    const created = expectOk(
      await api('POST', '/events', {
        token: ann.token,
        body: { ...input({ name: 'REST run' }), image: PNG, capacity: 'unlimited', requireApproval: false, hasWaitlist: true, timezone: 'Europe/London' },
      }),
    ).event;
    expect(created).toMatchObject({ name: 'REST run', capacity: 'unlimited', hasWaitlist: false, timezone: 'Europe/London', status: null });
    expect(created.image).toMatch(/^\/media\/e-/);
    const capped = expectOk(await api('POST', '/events', { token: ann.token, body: { ...input(), capacity: '12', hasWaitlist: true } })).event;
    expect(capped).toMatchObject({ capacity: 12, hasWaitlist: true });
    expectFailure(await api('POST', '/events', { token: ann.token, body: { ...input(), startDate: '' } }), 400, {
      message: 'Please select both start and end dates',
      code: 'BAD_USER_INPUT',
      field: 'startDate',
    });
    expectFailure(await api('POST', '/events', { token: ann.token, body: { ...input(), name: undefined } }), 400, {
      message: 'Event name is required',
      code: 'BAD_USER_INPUT',
      field: 'name',
    });

    const going = expectOk(await api('POST', `/events/${capped.id}/attend`, { token: bob.token, body: { status: 'going' } }));
    expect(going).toMatchObject({ status: 'APPROVED', event: { counts: { approved: 1 }, spotsLeft: 11 } });
    expect(expectOk(await api('POST', `/events/${capped.id}/attend`, { token: bob.token, body: { status: 'not going' } })).status).toBe('NOT_GOING');
    expectFailure(await api('POST', `/events/${capped.id}/attend`, { token: bob.token, body: { status: 'maybe' } }), 400, {
      message: 'Choose going, interested or not going',
      code: 'BAD_USER_INPUT',
      field: 'status',
    });
    expectFailure(await api('POST', `/events/${capped.id}/attend`, { body: { status: 'going' } }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });

    const list = expectOk(await api('GET', '/events?limit=100', { token: cat.token }));
    expect(list.events.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([created.id, capped.id]));
    expect(expectOk(await api('GET', `/events/${capped.id}`, { token: bob.token })).event.status).toBe('NOT_GOING');
    expectFailure(await api('POST', `/events/${capped.id}/approve`, { token: bob.token, body: { userId: cat.user.id } }), 403, {
      message: 'Only the organiser can do this',
      code: 'FORBIDDEN',
    });
  });
});

describe('reminders and notification preferences', () => {
  it('reminds attendees a day before, once; a member who turned events off gets nothing', async () => {
    expect(ok(await q(PREFS, { input: { events: false } }, dan.token)).updateNotificationPreferences).toEqual({ events: false, challenges: true });
    stack.clock.freeze();
    try {
      const event = await create(ann, { name: 'Dawn swim', startDate: at(2), endDate: at(2, 1) });
      await attend(bob, event.id);
      await attend(dan, event.id);
      await attend(cat, event.id, 'INTERESTED');
      // Twelve hours on it is still more than a day ahead; 25 hours on, less.
      stack.clock.advance(12 * 3_600_000);
      stack.clock.advance(13 * 3_600_000);
      const reminder = await noticed(bob, 'EVENT_REMINDER', event.id);
      expect(reminder.message).toMatch(/^Reminder: “Dawn swim” starts /);
      stack.clock.advance(3_600_000);
      // Once, and only to those going: the interested and the member with events off get none.
      await noticed(bob, 'EVENT_REMINDER', event.id);
      const [count] = await sql(stack, `SELECT count(*)::int AS n FROM social.notifications WHERE event_id = $1 AND kind = 'EVENT_REMINDER'`, [event.id]);
      expect(count.n).toBe(1);
      expect((await notes(cat)).filter((n) => n.eventId === event.id)).toEqual([]);
      expect((await notes(dan)).filter((n) => n.eventId === event.id)).toEqual([]);
      const [reminded] = await sql(stack, `SELECT count(*)::int AS n FROM events.attendances WHERE event_id = $1 AND reminded_at IS NOT NULL`, [event.id]);
      expect(reminded.n).toBe(2);
    } finally {
      stack.clock.release();
    }
  });

  it('delivers each notice once, even when social reads the notices again from the start', async () => {
    const event = await create(ann, { requireApproval: true, name: 'Once only' });
    await attend(bob, event.id);
    await noticed(ann, 'EVENT_REQUEST', event.id);
    const before = await sql(stack, 'SELECT count(*)::int AS n, count(DISTINCT source_id)::int AS sources FROM social.notifications WHERE source_id IS NOT NULL');
    // As if social had lost its place: every notice is read again.
    await sql(stack, `UPDATE social.notice_cursors SET txid = '0', seq = 0`);
    await attend(cat, event.id);
    await eventually(async () => (await notes(ann)).filter((n) => n.type === 'EVENT_REQUEST' && n.eventId === event.id).length === 2);
    const [after] = await sql(stack, 'SELECT count(*)::int AS n, count(DISTINCT source_id)::int AS sources FROM social.notifications WHERE source_id IS NOT NULL');
    expect(after.n).toBe(after.sources);
    expect(after.n).toBe(before[0].n + 1);
  });
});

describe('pruning delivered notices', () => {
  it('deletes what social announced as delivered, a batch at a time, and keeps anything beyond it', async () => {
    const events = stack.subgraphs.find((s) => s.name === 'events')!;
    const below = async () =>
      (await sql(stack, `SELECT count(*)::int AS n FROM events.notices n, events.notice_marks m WHERE m.reader = 'social' AND (n.txid, n.seq) <= (m.txid, m.seq)`))[0]
        .n as number;
    // Everything written so far has been delivered and announced.
    const [last] = await sql(stack, 'SELECT txid::text AS txid, seq::text AS seq FROM events.notices ORDER BY txid DESC, seq DESC LIMIT 1');
    await eventually(
      async () => (await sql(stack, `SELECT ($1::xid8, $2::bigint) <= (txid, seq) AS ok FROM events.notice_marks WHERE reader = 'social'`, [last.txid, last.seq]))[0]?.ok,
    );
    const delivered = await below();
    expect(delivered).toBeGreaterThan(4);
    const [{ n: total }] = await sql(stack, 'SELECT count(*)::int AS n FROM events.notices');
    // Nothing is old enough at the stack's now (a week's retention)...
    expect(await pruneDeliveredNotices(events.services.orm.em.fork(), stack.clock.now(), 7 * DAY, 2)).toBe(0);
    // ... a month on, all of it is, two rows per statement.
    expect(await pruneDeliveredNotices(events.services.orm.em.fork(), new Date(stack.clock.now().getTime() + 30 * DAY), 7 * DAY, 2)).toBe(delivered);
    expect(await below()).toBe(0);
    const [{ n: left }] = await sql(stack, 'SELECT count(*)::int AS n FROM events.notices');
    expect(left).toBe(total - delivered);
  });
});

// The calendar through the real gateway: CRUD with its rules (end after start, IANA zones),
// the 62-day range, summaries by day/week/month in a time zone with busy minutes counted once
// for overlapping events, owner-only privacy, and the spec's REST paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, expectFailure, expectOk, members, ok, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
const api = restClient(() => stack);

const FIELDS = 'id title description startsAt endsAt allDay timezone location kind';
const CREATE = `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CalendarEventUpdateInput!) { updateCalendarEvent(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }';
const EVENTS = `query($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { ${FIELDS} } }`;
const SUMMARY = `query($period: CalendarPeriod!, $date: String, $timezone: String) {
  calendarSummary(period: $period, date: $date, timezone: $timezone) { period date timezone from to eventCount busyMinutes events { id } byKind { kind count minutes } } }`;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
});

const create = async (m: Member, input: Record<string, unknown>) => ok(await q(CREATE, { input }, m.token)).createCalendarEvent;

describe('calendar events', () => {
  it('creates, lists in a range, updates and deletes the caller’s own events', async () => {
    const run = await create(ann, {
      title: ' Morning run ',
      startsAt: '2026-03-02T06:00:00Z',
      endsAt: '2026-03-02T07:00:00Z',
      kind: 'WORKOUT',
      timezone: 'Europe/Oslo',
      location: 'Frognerparken',
    });
    expect(run).toMatchObject({ title: 'Morning run', kind: 'WORKOUT', timezone: 'Europe/Oslo', allDay: false, description: '', location: 'Frognerparken' });
    const other = await create(ann, { title: 'Dentist', startsAt: '2026-03-20T09:00:00Z', endsAt: '2026-03-20T09:30:00Z', kind: 'APPOINTMENT' });
    expect(other.timezone).toBe('UTC');

    const march = ok(await q(EVENTS, { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' }, ann.token)).calendarEvents;
    expect(march.map((e: { id: string }) => e.id)).toEqual([run.id, other.id]);
    // An event overlapping the range's start counts.
    const fromMid = ok(await q(EVENTS, { from: '2026-03-02T06:30:00Z', to: '2026-03-03T00:00:00Z' }, ann.token)).calendarEvents;
    expect(fromMid.map((e: { id: string }) => e.id)).toEqual([run.id]);

    const moved = ok(
      await q(UPDATE, { id: run.id, input: { startsAt: '2026-03-02T07:00:00Z', endsAt: '2026-03-02T08:15:00Z', title: 'Long run' } }, ann.token),
    ).updateCalendarEvent;
    expect(moved).toMatchObject({ title: 'Long run', startsAt: '2026-03-02T07:00:00.000Z', endsAt: '2026-03-02T08:15:00.000Z', kind: 'WORKOUT' });

    expect(ok(await q(DELETE, { id: other.id }, ann.token)).deleteCalendarEvent).toBe(other.id);
    const after = ok(await q(EVENTS, { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' }, ann.token)).calendarEvents;
    expect(after.map((e: { id: string }) => e.id)).toEqual([run.id]);
  });

  it('refuses an end before the start, a bad zone, a blank title, a long range and a backwards range', async () => {
    const base = { title: 'x', startsAt: '2026-03-02T06:00:00Z', endsAt: '2026-03-02T07:00:00Z' };
    expectError(await q(CREATE, { input: { ...base, endsAt: '2026-03-02T05:00:00Z' } }, ann.token), 'BAD_USER_INPUT', 'The end must be after the start', 'endsAt');
    expectError(await q(CREATE, { input: { ...base, endsAt: base.startsAt } }, ann.token), 'BAD_USER_INPUT', 'The end must be after the start', 'endsAt');
    expectError(
      await q(CREATE, { input: { ...base, timezone: 'Mars/Olympus' } }, ann.token),
      'BAD_USER_INPUT',
      'Time zone must be an IANA zone such as Europe/Oslo',
      'timezone',
    );
    expectError(await q(CREATE, { input: { ...base, timezone: '+01:00' } }, ann.token), 'BAD_USER_INPUT', undefined, 'timezone');
    expectError(await q(CREATE, { input: { ...base, title: '   ' } }, ann.token), 'BAD_USER_INPUT', 'Title is required', 'title');
    expectError(await q(CREATE, { input: { ...base, title: 'x'.repeat(201) } }, ann.token), 'BAD_USER_INPUT', undefined, 'title');
    expectError(await q(CREATE, { input: { ...base, startsAt: 'soon' } }, ann.token), 'BAD_USER_INPUT', undefined, 'startsAt');
    expectError(await q(CREATE, { input: { ...base, endsAt: '2026-05-02T07:00:00Z' } }, ann.token), 'BAD_USER_INPUT', 'An event can last at most 31 days', 'endsAt');
    // Moving only the start past the end is refused on the result.
    const event = await create(ann, base);
    expectError(await q(UPDATE, { id: event.id, input: { startsAt: '2026-03-02T08:00:00Z' } }, ann.token), 'BAD_USER_INPUT', 'The end must be after the start', 'endsAt');

    expectError(await q(EVENTS, { from: '2026-01-01T00:00:00Z', to: '2026-03-05T00:00:00Z' }, ann.token), 'BAD_USER_INPUT', 'The range can be at most 62 days', 'to');
    ok(await q(EVENTS, { from: '2026-01-01T00:00:00Z', to: '2026-03-04T00:00:00Z' }, ann.token));
    expectError(await q(EVENTS, { from: '2026-03-05T00:00:00Z', to: '2026-03-01T00:00:00Z' }, ann.token), 'BAD_USER_INPUT', '"to" must be after "from"', 'to');
    expectError(await q(EVENTS, { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' }), 'UNAUTHENTICATED');
  });

  it('keeps events private: another member’s event is NOT_FOUND and never listed', async () => {
    const mine = await create(ann, { title: 'Private physio', startsAt: '2026-04-01T10:00:00Z', endsAt: '2026-04-01T11:00:00Z', kind: 'APPOINTMENT' });
    expectError(await q(UPDATE, { id: mine.id, input: { title: 'hijacked' } }, bob.token), 'NOT_FOUND', 'Event not found');
    expectError(await q(DELETE, { id: mine.id }, bob.token), 'NOT_FOUND', 'Event not found');
    expectError(await q(DELETE, { id: UNKNOWN_ID }, ann.token), 'NOT_FOUND');
    const bobs = ok(await q(EVENTS, { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' }, bob.token)).calendarEvents;
    expect(bobs).toEqual([]);
    const bobSummary = ok(await q(SUMMARY, { period: 'DAY', date: '2026-04-01' }, bob.token)).calendarSummary;
    expect(bobSummary.eventCount).toBe(0);
    // Still there for its owner.
    const anns = ok(await q(EVENTS, { from: '2026-04-01T00:00:00Z', to: '2026-04-02T00:00:00Z' }, ann.token)).calendarEvents;
    expect(anns.map((e: { title: string }) => e.title)).toEqual(['Private physio']);
  });
});

describe('calendarSummary', () => {
  it('sums a local day, week and month in the member’s zone; overlapping events are busy once', async () => {
    const [cat] = await members(stack, 1);
    // Tokyo is UTC+9 all year: its 2026-06-10 runs from 2026-06-09T15:00Z to 2026-06-10T15:00Z.
    await create(cat, { title: 'Gym', startsAt: '2026-06-09T22:00:00Z', endsAt: '2026-06-09T23:00:00Z', kind: 'WORKOUT', timezone: 'Asia/Tokyo' });
    await create(cat, { title: 'Lunch', startsAt: '2026-06-09T22:30:00Z', endsAt: '2026-06-09T23:30:00Z', kind: 'MEAL', timezone: 'Asia/Tokyo' });
    // Starts before the local day: only its part inside the day counts.
    await create(cat, { title: 'Night shift', startsAt: '2026-06-09T13:00:00Z', endsAt: '2026-06-09T16:00:00Z', kind: 'OTHER', timezone: 'Asia/Tokyo' });
    // The next local day (Tokyo 2026-06-11), same week.
    await create(cat, { title: 'Doctor', startsAt: '2026-06-10T16:00:00Z', endsAt: '2026-06-10T16:45:00Z', kind: 'APPOINTMENT', timezone: 'Asia/Tokyo' });

    const day = ok(await q(SUMMARY, { period: 'DAY', date: '2026-06-10', timezone: 'Asia/Tokyo' }, cat.token)).calendarSummary;
    expect(day).toMatchObject({
      period: 'DAY',
      date: '2026-06-10',
      timezone: 'Asia/Tokyo',
      from: '2026-06-09T15:00:00.000Z',
      to: '2026-06-10T15:00:00.000Z',
      eventCount: 3,
    });
    // Gym 22:00-23:00 and lunch 22:30-23:30 cover 90 minutes; the shift's 60 minutes after 15:00Z.
    expect(day.busyMinutes).toBe(150);
    expect(day.byKind).toEqual([
      { kind: 'WORKOUT', count: 1, minutes: 60 },
      { kind: 'MEAL', count: 1, minutes: 60 },
      { kind: 'APPOINTMENT', count: 0, minutes: 0 },
      { kind: 'OTHER', count: 1, minutes: 60 },
    ]);
    // 2026-06-10 is a Wednesday: the week starts Monday 2026-06-08 (Tokyo).
    const week = ok(await q(SUMMARY, { period: 'WEEK', date: '2026-06-10', timezone: 'Asia/Tokyo' }, cat.token)).calendarSummary;
    expect(week).toMatchObject({ date: '2026-06-08', from: '2026-06-07T15:00:00.000Z', to: '2026-06-14T15:00:00.000Z', eventCount: 4, busyMinutes: 180 + 90 + 45 });
    const month = ok(await q(SUMMARY, { period: 'MONTH', date: '2026-06-10', timezone: 'Asia/Tokyo' }, cat.token)).calendarSummary;
    expect(month).toMatchObject({ date: '2026-06-01', from: '2026-05-31T15:00:00.000Z', to: '2026-06-30T15:00:00.000Z', eventCount: 4 });
    // The same instants seen from UTC: a different local day.
    const utcDay = ok(await q(SUMMARY, { period: 'DAY', date: '2026-06-10' }, cat.token)).calendarSummary;
    expect(utcDay).toMatchObject({ timezone: 'UTC', eventCount: 1, busyMinutes: 45 });
    // A DST day in New York lasts 23 hours.
    const dst = ok(await q(SUMMARY, { period: 'DAY', date: '2026-03-08', timezone: 'America/New_York' }, cat.token)).calendarSummary;
    expect(new Date(dst.to).getTime() - new Date(dst.from).getTime()).toBe(23 * 3600_000);
  });

  it('refuses a bad time zone and a bad date', async () => {
    expectError(
      await q(SUMMARY, { period: 'DAY', timezone: 'Nowhere/Land' }, ann.token),
      'BAD_USER_INPUT',
      'Time zone must be an IANA zone such as Europe/Oslo',
      'timezone',
    );
    expectError(await q(SUMMARY, { period: 'DAY', date: '2026-02-30' }, ann.token), 'BAD_USER_INPUT', 'Date must be a calendar date (YYYY-MM-DD)', 'date');
    expectError(await q(SUMMARY, { period: 'WEEK' }), 'UNAUTHENTICATED');
  });
});

describe('calendar REST', () => {
  it('serves the spec’s paths', async () => {
    const created = expectOk(
      await api('POST', '/calendar/events', {
        token: ann.token,
        body: { title: 'Yoga', startsAt: '2026-07-01T17:00:00Z', endsAt: '2026-07-01T18:00:00Z', kind: 'workout', timezone: 'Europe/Oslo' },
      }),
    ).event;
    expect(created).toMatchObject({ title: 'Yoga', kind: 'WORKOUT', timezone: 'Europe/Oslo' });
    const listed = expectOk(await api('GET', '/calendar/events?from=2026-07-01T00:00:00Z&to=2026-07-02T00:00:00Z', { token: ann.token }));
    expect(listed.events.map((e: { id: string }) => e.id)).toEqual([created.id]);
    const updated = expectOk(await api('PUT', `/calendar/events/${created.id}`, { token: ann.token, body: { location: 'Studio 2' } })).event;
    expect(updated).toMatchObject({ id: created.id, title: 'Yoga', location: 'Studio 2' });
    const summary = expectOk(await api('GET', '/calendar/summary?period=day&date=2026-07-01&timezone=Europe/Oslo', { token: ann.token })).summary;
    expect(summary).toMatchObject({ period: 'DAY', eventCount: 1, busyMinutes: 60 });
    expectFailure(await api('PUT', `/calendar/events/${created.id}`, { token: bob.token, body: { title: 'x' } }), 404, { code: 'NOT_FOUND', message: 'Event not found' });
    expect(expectOk(await api('DELETE', `/calendar/events/${created.id}`, { token: ann.token }))).toEqual({ success: true, id: created.id });
    const bad = await api('POST', '/calendar/events', { token: ann.token, body: { title: 'x', startsAt: '2026-07-01T17:00:00Z', endsAt: '2026-07-01T16:00:00Z' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'endsAt', message: 'The end must be after the start' });
    const badPeriod = await api('GET', '/calendar/summary?period=year', { token: ann.token });
    expect(badPeriod.status).toBe(400);
    expect((await api('GET', '/calendar/events?from=2026-07-01T00:00:00Z&to=2026-07-02T00:00:00Z')).status).toBe(401);
  });

  it('answers GET /calendar/events with no parameters (spec section 7): the next 30 days from now, an event under way included', async () => {
    const [carol] = await members(stack, 1);
    const now = stack.clock.freeze().now().getTime();
    try {
      const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
      const event = async (title: string, from: number, to: number) =>
        expectOk(await api('POST', '/calendar/events', { token: carol.token, body: { title, startsAt: at(from), endsAt: at(to) } })).event.id as string;
      await event('Last week', -24 * 7, -24 * 7 + 1);
      const underWay = await event('Under way', -1, 1);
      const soon = await event('In ten days', 24 * 10, 24 * 10 + 1);
      const later = await event('In 35 days', 24 * 35, 24 * 35 + 1);
      const ids = (r: Awaited<ReturnType<typeof api>>) => expectOk(r).events.map((e: { id: string }) => e.id);

      expect(ids(await api('GET', '/calendar/events', { token: carol.token }))).toEqual([underWay, soon]);
      expect(ok(await q(`{ calendarEvents { id } }`, {}, carol.token)).calendarEvents.map((e: { id: string }) => e.id)).toEqual([underWay, soon]);
      // One end given: `to` is 30 days after `from`; `from` is now.
      expect(ids(await api('GET', `/calendar/events?from=${encodeURIComponent(at(24 * 20))}`, { token: carol.token }))).toEqual([later]);
      expect(ids(await api('GET', `/calendar/events?to=${encodeURIComponent(at(24 * 11))}`, { token: carol.token }))).toEqual([underWay, soon]);
      expectFailure(await api('GET', `/calendar/events?to=${encodeURIComponent(at(-2))}`, { token: carol.token }), 400, {
        code: 'BAD_USER_INPUT',
        field: 'to',
        message: '"to" must be after "from"',
      });
      expectFailure(await api('GET', `/calendar/events?to=${encodeURIComponent(at(24 * 63))}`, { token: carol.token }), 400, {
        code: 'BAD_USER_INPUT',
        field: 'to',
        message: 'The range can be at most 62 days',
      });
    } finally {
      stack.clock.release();
    }
    // The OpenAPI document says so: neither parameter is required and the default is written down.
    const openapi = (await (await fetch(`${stack.url}/api/openapi.json`)).json()) as any;
    const get = openapi.paths['/calendar/events'].get;
    expect(get.summary).toContain('with no parameters, the next 30 days from now');
    expect(get.parameters.filter((p: { required?: boolean }) => p.required)).toEqual([]);
  });
});

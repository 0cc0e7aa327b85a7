// Authz rows of health's calendar (docs/health-design.md 1.3). Everything is the
// owner's alone: lists show the owner's object to the owner only (OWN_LIST), changes to
// another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too), and
// admins get nothing more than strangers.
import { MEMBERS, OWN_LIST, OWNER_ONLY, memo, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const owner = (f: Fixtures) => f.members.owner.token;

const EVENT_DAY = { from: '2026-05-01T00:00:00Z', to: '2026-05-02T00:00:00Z' };

const newEvent = async (f: Fixtures) =>
  (
    await f.run<{ createCalendarEvent: { id: string } }>(
      'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
      { input: { title: 'authz event', startsAt: '2026-05-01T10:00:00Z', endsAt: '2026-05-01T11:00:00Z', kind: 'WORKOUT' } },
      owner(f),
    )
  ).createCalendarEvent.id;
const event = memo(newEvent);

const meal = memo(
  async (f: Fixtures) =>
    (
      await f.run<{ logMeal: { id: string } }>(
        'mutation($input: LogMealInput!) { logMeal(input: $input) { id } }',
        { input: { name: 'authz calendar meal', nutritionalInfo: { calories: 300 }, eatenAt: '2026-05-01T12:00:00Z' } },
        owner(f),
      )
    ).logMeal.id,
);

const eventBody = { title: 'authz new event', startsAt: '2026-05-03T10:00:00Z', endsAt: '2026-05-03T11:00:00Z' };

const rows: Row[] = [
  {
    operation: 'calendarEvents',
    about: "the owner's event in the range",
    document: 'query($from: DateTime!, $to: DateTime!) { calendarEvents(from: $from, to: $to) { id } }',
    made: (f) => event(f),
    variables: () => EVENT_DAY,
    shows: ['calendarEvents.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /calendar/events', request: () => ({ query: EVENT_DAY }), shows: ['events.*.id', (_f, made) => made] }],
  },
  {
    // The owner's meal, logged for the row at 2026-05-01T12:00Z (inside EVENT_DAY).
    operation: 'calendarRecords',
    about: "the owner's meal in the range",
    document: 'query($from: DateTime!, $to: DateTime!) { calendarRecords(from: $from, to: $to) { meals { id } activities { id } } }',
    made: (f) => meal(f),
    variables: () => EVENT_DAY,
    shows: ['calendarRecords.meals.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'calendarSummary',
    about: "the owner's event in the day",
    document: '{ calendarSummary(period: DAY, date: "2026-05-01", timezone: "UTC") { events { id } } }',
    made: (f) => event(f),
    shows: ['calendarSummary.events.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [
      {
        route: 'GET /calendar/summary',
        request: () => ({ query: { period: 'day', date: '2026-05-01', timezone: 'UTC' } }),
        shows: ['summary.events.*.id', (_f, made) => made],
      },
    ],
  },
  {
    operation: 'createCalendarEvent',
    about: "an event in the caller's own calendar",
    document: 'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
    variables: () => ({ input: eventBody }),
    expect: MEMBERS,
    rest: [{ route: 'POST /calendar/events', request: () => ({ body: eventBody }) }],
  },
  {
    operation: 'updateCalendarEvent',
    about: "the owner's event",
    document: 'mutation($id: ID!) { updateCalendarEvent(id: $id, input: { title: "moved" }) { id } }',
    variables: async (f) => ({ id: await newEvent(f) }),
    expect: OWNER_ONLY,
    rest: [{ route: 'PUT /calendar/events/:id', request: async (f) => ({ params: { id: await newEvent(f) }, body: { title: 'moved' } }) }],
  },
  {
    operation: 'deleteCalendarEvent',
    about: "the owner's event",
    document: 'mutation($id: ID!) { deleteCalendarEvent(id: $id) }',
    variables: async (f) => ({ id: await newEvent(f) }),
    expect: OWNER_ONLY,
    rest: [{ route: 'DELETE /calendar/events/:id', request: async (f) => ({ params: { id: await newEvent(f) } }) }],
  },
  {
    // The owner hid their meals (made before each cell); every other member still reads their
    // own default (shown), so the owner's choice shows in no answer but the owner's.
    operation: 'calendarPreferences',
    about: "the owner's hidden meals",
    document: '{ calendarPreferences { showActivities showMeals } }',
    made: async (f) => {
      await f.run('mutation { updateCalendarPreferences(input: { showMeals: false }) { showMeals } }', {}, owner(f));
      return 'hidden meals';
    },
    shows: ['calendarPreferences.showMeals', () => false],
    expect: OWN_LIST,
  },
  {
    // Only the caller's own choice changes; showActivities, so the read above stays the owner's alone.
    operation: 'updateCalendarPreferences',
    about: "the caller's own calendar choice",
    document: 'mutation { updateCalendarPreferences(input: { showActivities: true }) { showActivities } }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = { rows };

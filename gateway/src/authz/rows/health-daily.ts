// Authz rows of the health daily, calendar, limitations and exercise capabilities
// (docs/health-design.md 1.3). Everything is the owner's alone: lists show the owner's object
// to the owner only (OWN_LIST), changes to another member's object answer NOT_FOUND
// (OWNER_ONLY: existence is private too), and admins get nothing more than strangers.
// exerciseCatalogue and longevityTips are public reference data (NO_OWNED_OBJECT in matrix.ts).
import type { Fixtures } from '../fixtures.js';
import { MEMBERS, OWN_LIST, OWNER_ONLY, type Row } from '../expectations.js';

const owner = (f: Fixtures) => f.members.owner.token;

// The owner's objects that reads look for, made once per fixture set.
const memo = (make: (f: Fixtures) => Promise<string>) => {
  const made = new WeakMap<Fixtures, Promise<string>>();
  return (f: Fixtures): Promise<string> => {
    let found = made.get(f);
    if (!found) {
      found = make(f);
      made.set(f, found);
    }
    return found;
  };
};

const EVENT_DAY = { from: '2026-05-01T00:00:00Z', to: '2026-05-02T00:00:00Z' };

const newGoal = async (f: Fixtures) =>
  (
    await f.run<{ createGoal: { id: string } }>(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
      { input: { name: 'authz goal', target: 8 } },
      owner(f),
    )
  ).createGoal.id;
const newEvent = async (f: Fixtures) =>
  (
    await f.run<{ createCalendarEvent: { id: string } }>(
      'mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
      { input: { title: 'authz event', startsAt: '2026-05-01T10:00:00Z', endsAt: '2026-05-01T11:00:00Z', kind: 'WORKOUT' } },
      owner(f),
    )
  ).createCalendarEvent.id;
// A knee injury: GET /exercise shows it on squat (by body part).
const newLimitation = async (f: Fixtures) =>
  (
    await f.run<{ recordLimitation: { id: string } }>(
      'mutation($input: LimitationInput!) { recordLimitation(input: $input) { id } }',
      { input: { kind: 'INJURY', name: 'authz knee', bodyPart: 'knee', severity: 'MILD' } },
      owner(f),
    )
  ).recordLimitation.id;

const goal = memo(newGoal);
const event = memo(newEvent);
const limitation = memo(newLimitation);

const eventBody = { title: 'authz new event', startsAt: '2026-05-03T10:00:00Z', endsAt: '2026-05-03T11:00:00Z' };

export const healthDailyRows: Row[] = [
  // ---------------------------------------------------------------- daily summary and goals
  {
    operation: 'dailySummary',
    about: "the caller's own day (computed from their own rows only; nothing of another member's can show)",
    document: '{ dailySummary { date sample } }',
    expect: MEMBERS,
  },
  {
    operation: 'healthGoals',
    about: "the owner's goal",
    document: '{ healthGoals { id } }',
    made: (f) => goal(f),
    shows: ['healthGoals.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'createGoal',
    about: "a goal of the caller's own",
    document: 'mutation { createGoal(input: { name: "authz", target: 1 }) { id } }',
    expect: MEMBERS,
  },
  {
    operation: 'updateGoal',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { updateGoal(id: $id, input: { name: "renamed" }) { id } }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'updateGoalProgress',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { updateGoalProgress(id: $id, current: 3) { id } }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'deleteGoal',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { deleteGoal(id: $id) }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
  // ---------------------------------------------------------------- calendar
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
  // ---------------------------------------------------------------- limitations and exercise
  {
    operation: 'myLimitations',
    about: "the owner's lasting limitation (also on the exercises of GET /exercise)",
    document: '{ myLimitations { id } }',
    made: (f) => limitation(f),
    shows: ['myLimitations.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /exercise', shows: ['exercises.*.limitations.*.id', (_f, made) => made] }],
  },
  {
    operation: 'recordLimitation',
    about: "a limitation of the caller's own",
    document: 'mutation { recordLimitation(input: { kind: CONDITION, name: "authz", severity: MILD }) { id } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /limitations', request: () => ({ body: { kind: 'condition', name: 'authz', severity: 'mild' } }) }],
  },
  {
    operation: 'endLimitation',
    about: "the owner's limitation",
    document: 'mutation($id: ID!) { endLimitation(id: $id) { id } }',
    variables: async (f) => ({ id: await newLimitation(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'deleteLimitation',
    about: "the owner's limitation",
    document: 'mutation($id: ID!) { deleteLimitation(id: $id) }',
    variables: async (f) => ({ id: await newLimitation(f) }),
    expect: OWNER_ONLY,
  },
  {
    // Nothing writes analyses yet (the form-analyzer issue will, and its row then gains
    // `shows` on the owner's analysis): today every member pages their own empty list.
    operation: 'myExerciseAnalyses',
    about: "the caller's own analyses",
    document: '{ myExerciseAnalyses { nodes { id } } }',
    expect: MEMBERS,
  },
];

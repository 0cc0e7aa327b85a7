// The stats capability's rows of the authz matrix (docs/authz-matrix.md): admins only, checked
// here and again by each subgraph asked for its series.
import { ADMINS, type AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'adminStats',
      about: 'counts of every member’s sign-ups, activity, posts, messages, calls, meals and events',
      document:
        '{ adminStats(bucket: WEEK) { signups { start count } activeMembers { count } posts { count } messages { count } calls { count } meals { count } events { count } } }',
      expect: ADMINS,
      rest: [{ route: 'GET /admin/stats', request: () => ({ query: { bucket: 'week' } }) }],
    },
    {
      operation: 'signupsByDay',
      about: 'sign-ups a day',
      document: '{ signupsByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }',
      expect: ADMINS,
    },
    { operation: 'postsByDay', about: 'posts a day', document: '{ postsByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }', expect: ADMINS },
    {
      operation: 'messagesByDay',
      about: 'messages a day',
      document: '{ messagesByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }',
      expect: ADMINS,
    },
    {
      operation: 'activeMembersByDay',
      about: 'members active a day, week or month',
      document: '{ activeMembersByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z", bucket: WEEK) { day count } }',
      expect: ADMINS,
    },
    { operation: 'callsByDay', about: 'calls a day', document: '{ callsByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }', expect: ADMINS },
    { operation: 'mealsByDay', about: 'meals a day', document: '{ mealsByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }', expect: ADMINS },
    {
      operation: 'eventsByDay',
      about: 'events a day',
      document: '{ eventsByDay(from: "2026-01-01T00:00:00Z", to: "2026-01-08T00:00:00Z") { day count } }',
      expect: ADMINS,
    },
  ],
};

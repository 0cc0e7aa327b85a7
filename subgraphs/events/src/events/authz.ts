// The events capability's rows of the authz matrix (docs/authz-matrix.md): each operation and
// REST route, tried by every kind of caller, with the outcome promised. GraphQL documents
// only: no resolver or entity is imported here.
import { AUTHOR_CHANGES, MEMBERS, memo, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const CREATE = `mutation($name: String!) { createEvent(input: { name: $name, description: "authz", location: "Park",
  startDate: "2099-01-01T17:00:00Z", endDate: "2099-01-01T19:00:00Z" }) { id } }`;

/** A new event of the owner's (the organiser): for cancelEvent, which ends what it touches. */
const newEvent = async (f: Fixtures) => (await f.run<{ createEvent: { id: string } }>(CREATE, { name: 'authz event' }, owner(f).token)).createEvent.id;
/**
 * One event of the owner's for every row that leaves it usable (a member creates at most 30
 * events an hour): attending, leaving, reading and updating it, and deciding about its guest.
 */
const ownersEvent = memo(newEvent);

/** The owner's event that the stranger goes to: what the organiser decides about (declined, approved again, declined...). */
const eventWithGuest = memo(async (f: Fixtures) => {
  const id = await newEvent(f);
  await f.run('mutation($id: ID!) { attendEvent(id: $id, status: GOING) { id } }', { id }, f.members.stranger.token);
  return id;
});

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'createEvent',
      about: 'an event the caller organises',
      document: CREATE,
      variables: () => ({ name: 'authz' }),
      expect: MEMBERS,
      rest: [
        {
          route: 'POST /events',
          request: () => ({ body: { name: 'authz', description: 'authz', location: 'Park', startDate: '2099-01-01T17:00:00Z', endDate: '2099-01-01T19:00:00Z' } }),
        },
      ],
    },
    {
      operation: 'events',
      about: 'the upcoming events (every member sees them)',
      document: '{ events { nodes { id } } }',
      expect: MEMBERS,
      rest: [{ route: 'GET /events', request: () => ({}) }],
    },
    {
      operation: 'event',
      about: 'one event (every member sees it)',
      document: 'query($id: ID!) { event(id: $id) { id } }',
      made: ownersEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: MEMBERS,
      rest: [{ route: 'GET /events/:id', request: (_f, _actor, made) => ({ params: { id: made! } }) }],
    },
    {
      operation: 'attendEvent',
      about: 'the caller’s own attendance',
      document: 'mutation($id: ID!) { attendEvent(id: $id, status: INTERESTED) { id } }',
      made: ownersEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: MEMBERS,
      rest: [{ route: 'POST /events/:id/attend', request: (_f, _actor, made) => ({ params: { id: made! }, body: { status: 'interested' } }) }],
    },
    {
      operation: 'leaveEvent',
      about: 'the caller’s own attendance',
      document: 'mutation($id: ID!) { leaveEvent(id: $id) { id } }',
      made: ownersEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: MEMBERS,
      rest: [{ route: 'POST /events/:id/leave', request: (_f, _actor, made) => ({ params: { id: made! } }) }],
    },
    {
      operation: 'decideEventRequest',
      about: 'the organiser’s decision',
      document: 'mutation($id: ID!, $u: ID!) { decideEventRequest(eventId: $id, userId: $u, approve: false) { id } }',
      made: eventWithGuest,
      variables: (f, _actor, made) => ({ id: made, u: f.members.stranger.user.id }),
      expect: AUTHOR_CHANGES,
      rest: [
        { route: 'POST /events/:id/approve', request: (f, _actor, made) => ({ params: { id: made! }, body: { userId: f.members.stranger.user.id } }) },
        { route: 'POST /events/:id/decline', request: (f, _actor, made) => ({ params: { id: made! }, body: { userId: f.members.stranger.user.id } }) },
      ],
    },
    {
      operation: 'updateEvent',
      about: 'the organiser’s event',
      document: 'mutation($id: ID!) { updateEvent(id: $id, input: { location: "Beach" }) { id } }',
      made: ownersEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: AUTHOR_CHANGES,
    },
    {
      operation: 'cancelEvent',
      about: 'the organiser’s event',
      document: 'mutation($id: ID!) { cancelEvent(id: $id) { id } }',
      made: newEvent,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: AUTHOR_CHANGES,
    },
  ],
};

// The polls' rows of the authz matrix (docs/authz-matrix.md): the owner's published poll.
import { A, F, U, PUBLIC, AUTHOR_CHANGES, id, path, type Expectations, type Row, type AuthzRows } from '@pulse/kit/authz';

/** Any member but the poll's author (docs/social-posts.md: the author sees the results instead of voting). */
const OTHER_MEMBERS: Expectations = { anonymous: U, stranger: A, owner: F, moderator: A, admin: A, suspended: U };

const rows: Row[] = [
  {
    operation: 'poll',
    about: "the owner's published poll",
    document: 'query($id: ID!) { poll(id: $id) { id } }',
    variables: id((f) => f.poll.id),
    expect: PUBLIC,
    rest: [
      { route: 'GET /polls/:id', request: path((f) => f.poll.id) },
      { route: 'GET /polls/:id/results', request: path((f) => f.poll.id) },
      // The caller's own vote (none when signed out).
      { route: 'GET /polls/:id/vote', request: path((f) => f.poll.id) },
    ],
  },
  {
    operation: 'votePoll',
    about: "the owner's published poll",
    document: 'mutation($id: ID!, $option: ID) { votePoll(pollId: $id, optionId: $option) { id } }',
    variables: async (f) => {
      const poll = await f.fresh.poll();
      return { id: poll.id, option: poll.optionId };
    },
    expect: OTHER_MEMBERS,
    rest: [
      {
        route: 'POST /polls/:id/vote',
        request: async (f) => {
          const poll = await f.fresh.poll();
          return { params: { id: poll.id }, body: { optionId: poll.optionId } };
        },
      },
    ],
  },
  {
    operation: 'deletePoll',
    about: "the owner's published poll",
    document: 'mutation($id: ID!) { deletePoll(id: $id) }',
    variables: async (f) => ({ id: (await f.fresh.poll()).id }),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'DELETE /polls/:id', request: async (f) => ({ params: { id: (await f.fresh.poll()).id } }) }],
  },
];

export const authz: AuthzRows = { rows };

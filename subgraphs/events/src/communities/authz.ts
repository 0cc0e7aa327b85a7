// The communities' rows of the authz matrix (docs/authz-matrix.md). Communities and their
// members are public; joining and creating are for members; running one (moderators, removing
// members, handing over) is for its owners and moderators. The platform's moderator and admin
// columns hold no role in the owner's community, so they are refused like any stranger.
import { A, F, MEMBERS, OWN_LIST, PUBLIC, U, memo, owner, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const CREATE = 'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }';
let counter = 0;
const uniqueName = (label: string) => `authz ${label} ${Date.now().toString(36)} ${++counter}`;

/** A new community of the owner's. */
const freshCommunity = async (f: Fixtures) =>
  (await f.run<{ createCommunity: { id: string } }>(CREATE, { input: { name: uniqueName('community') } }, owner(f).token)).createCommunity.id;
const ownersCommunity = memo(freshCommunity);

/** A new community of the owner's that the participant joined (and, with `moderator`, moderates). */
const withParticipant = async (f: Fixtures, moderator: boolean) => {
  const id = await freshCommunity(f);
  await f.run('mutation($id: ID!) { joinCommunity(id: $id) { id } }', { id }, f.members.participant.token);
  if (moderator)
    await f.run('mutation($c: ID!, $u: ID!) { addCommunityModerator(communityId: $c, userId: $u) { id } }', { c: id, u: f.members.participant.user.id }, owner(f).token);
  return { communityId: id, userId: f.members.participant.user.id };
};

/** Only the community's owners (and moderators) run it; nobody else in the matrix holds a role in it. */
const RUNS_IT: Expectations = { anonymous: U, stranger: F, owner: A, moderator: F, admin: F, suspended: U };

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'createCommunity',
      about: 'a new community',
      document: CREATE,
      variables: () => ({ input: { name: uniqueName('create') } }),
      expect: MEMBERS,
      rest: [{ route: 'POST /community', request: () => ({ body: { name: uniqueName('rest') } }) }],
    },
    {
      operation: 'communities',
      about: 'the owner’s community, looked up by name',
      document: 'query($name: String) { communities(name: $name) { id name } }',
      made: ownersCommunity,
      variables: async (f) => ({
        name: (await f.run<{ community: { name: string } }>('query($id: ID!) { community(id: $id) { name } }', { id: await ownersCommunity(f) })).community.name,
      }),
      shows: ['communities.*.id', (_f, made) => made],
      expect: PUBLIC,
      rest: [{ route: 'GET /communities' }, { route: 'GET /community' }],
    },
    {
      operation: 'community',
      about: 'the owner’s community',
      document: 'query($id: ID!) { community(id: $id) { id members { role } } }',
      made: ownersCommunity,
      variables: (_f, _a, made) => ({ id: made }),
      shows: ['community.id', (_f, made) => made],
      expect: PUBLIC,
    },
    {
      operation: 'myCommunities',
      about: 'the owner’s community',
      document: '{ myCommunities { id } }',
      made: ownersCommunity,
      shows: ['myCommunities.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
    {
      operation: 'joinCommunity',
      about: 'a community of the owner’s',
      document: 'mutation($id: ID!) { joinCommunity(id: $id) { id } }',
      variables: async (f) => ({ id: await freshCommunity(f) }),
      expect: MEMBERS,
      rest: [
        { route: 'POST /communities/:id/join', request: async (f) => ({ params: { id: await freshCommunity(f) } }) },
        { route: 'POST /community/:id/join', request: async (f) => ({ params: { id: await freshCommunity(f) } }) },
      ],
    },
    {
      operation: 'leaveCommunity',
      about: 'a community whose only owner is the owner (the last owner cannot leave)',
      document: 'mutation($id: ID!) { leaveCommunity(id: $id) { id } }',
      variables: async (f) => ({ id: await freshCommunity(f) }),
      expect: { anonymous: U, stranger: A, owner: 'CONFLICT', moderator: A, admin: A, suspended: U },
      rest: [
        { route: 'POST /communities/:id/leave', request: async (f) => ({ params: { id: await freshCommunity(f) } }) },
        { route: 'POST /community/:id/leave', request: async (f) => ({ params: { id: await freshCommunity(f) } }) },
      ],
    },
    {
      operation: 'addCommunityModerator',
      about: 'a member of the owner’s community',
      document: 'mutation($communityId: ID!, $userId: ID!) { addCommunityModerator(communityId: $communityId, userId: $userId) { id } }',
      variables: (f) => withParticipant(f, false),
      expect: RUNS_IT,
      rest: [
        {
          route: 'POST /community/:id/moderator',
          request: async (f) => {
            const made = await withParticipant(f, false);
            return { params: { id: made.communityId }, body: { userId: made.userId } };
          },
        },
      ],
    },
    {
      operation: 'removeCommunityModerator',
      about: 'a moderator of the owner’s community',
      document: 'mutation($communityId: ID!, $userId: ID!) { removeCommunityModerator(communityId: $communityId, userId: $userId) { id } }',
      variables: (f) => withParticipant(f, true),
      expect: RUNS_IT,
      rest: [
        {
          route: 'DELETE /community/:id/moderator',
          request: async (f) => {
            const made = await withParticipant(f, true);
            return { params: { id: made.communityId }, query: { userId: made.userId } };
          },
        },
      ],
    },
    {
      operation: 'removeCommunityMember',
      about: 'a member of the owner’s community',
      document: 'mutation($communityId: ID!, $userId: ID!) { removeCommunityMember(communityId: $communityId, userId: $userId) { id } }',
      variables: (f) => withParticipant(f, false),
      expect: RUNS_IT,
    },
    {
      operation: 'makeCommunityOwner',
      about: 'a member of the owner’s community',
      document: 'mutation($communityId: ID!, $userId: ID!) { makeCommunityOwner(communityId: $communityId, userId: $userId) { id } }',
      variables: (f) => withParticipant(f, false),
      expect: RUNS_IT,
    },
  ],
};

// The challenges' rows of the authz matrix (docs/authz-matrix.md). Challenges, like the posts
// that carry them, are public; creating and joining are for members; progress is the
// participant's own (the owner created the challenge, so takes part; nobody else in the matrix
// joined it).
import { A, F, MEMBERS, OWN_LIST, PARTICIPANTS, PUBLIC, U, memo, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const CREATE = 'mutation($input: CreateChallengeInput!) { createChallenge(input: $input) { id } }';
const input = (metric = 'CHECK_INS') => ({
  title: 'authz challenge',
  description: 'Walk every day',
  category: 'Physical Activity',
  subcategory: 'Walking',
  metric,
  tiers: [{ name: 'Bronze', goal: 1 }],
});

const freshChallenge = async (f: Fixtures, metric?: string) =>
  (await f.run<{ createChallenge: { id: string } }>(CREATE, { input: input(metric) }, owner(f).token)).createChallenge.id;
const ownersChallenge = memo((f) => freshChallenge(f));

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'createChallenge',
      about: 'a new challenge and its post',
      document: CREATE,
      variables: () => ({ input: input() }),
      expect: MEMBERS,
      rest: [{ route: 'POST /challenges', request: () => ({ body: input() }) }],
    },
    {
      operation: 'challenge',
      about: 'the owner’s challenge',
      document: 'query($id: ID!) { challenge(id: $id) { id leaderboard { rank } } }',
      made: ownersChallenge,
      variables: (_f, _a, made) => ({ id: made }),
      shows: ['challenge.id', (_f, made) => made],
      expect: PUBLIC,
      rest: [{ route: 'GET /challenges/:id', request: (_f, _a, made) => ({ params: { id: made! } }) }],
    },
    {
      operation: 'challenges',
      about: 'the newest challenges',
      document: '{ challenges(first: 50) { id } }',
      made: (f) => freshChallenge(f),
      shows: ['challenges.*.id', (_f, made) => made],
      expect: PUBLIC,
    },
    {
      operation: 'myChallenges',
      about: 'a challenge the owner takes part in',
      document: '{ myChallenges { id } }',
      made: ownersChallenge,
      shows: ['myChallenges.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
    {
      operation: 'joinChallenge',
      about: 'a challenge of the owner’s (the owner is already in: unchanged)',
      document: 'mutation($id: ID!) { joinChallenge(id: $id) { id } }',
      variables: async (f) => ({ id: await freshChallenge(f) }),
      expect: MEMBERS,
      rest: [{ route: 'POST /challenges/:id/join', request: async (f) => ({ params: { id: await freshChallenge(f) }, body: {} }) }],
    },
    {
      operation: 'leaveChallenge',
      about: 'a challenge of the owner’s (not in it: unchanged)',
      document: 'mutation($id: ID!) { leaveChallenge(id: $id) { id } }',
      variables: async (f) => ({ id: await freshChallenge(f) }),
      expect: MEMBERS,
    },
    {
      operation: 'logChallengeProgress',
      about: 'the owner’s challenge (only participants log)',
      document: 'mutation($input: LogChallengeProgressInput!) { logChallengeProgress(input: $input) { total } }',
      variables: async (f) => ({ input: { challengeId: await freshChallenge(f) } }),
      expect: PARTICIPANTS,
      rest: [{ route: 'POST /challenges/:id/progress', request: async (f) => ({ params: { id: await freshChallenge(f) }, body: {} }) }],
    },
    {
      operation: 'syncChallengeProgress',
      about: 'the owner’s steps challenge (only participants sync their devices into it)',
      document: 'mutation($id: ID!) { syncChallengeProgress(challengeId: $id) { total } }',
      variables: async (f) => ({ id: await freshChallenge(f, 'STEPS') }),
      expect: { anonymous: U, stranger: F, owner: A, moderator: F, admin: F, suspended: U },
    },
  ],
  noOwnedObject: { challengeOptions: 'The form’s fixed lists: the same for everyone.' },
};

// The users' rows of the authz matrix (docs/authz-matrix.md): who reads a member's email,
// who changes a profile, who suspends, who changes roles, and who hears of a member's changes.
import { A, H, U, MEMBERS, OWN_LIST, ADMINS, id, path, owner, type Row, type AuthzRows } from '@pulse/kit/authz';

const USER_EMAIL = 'query($id: ID!) { user(id: $id) { id email } }';

const rows: Row[] = [
  {
    operation: 'user',
    about: "the owner's email address",
    document: USER_EMAIL,
    variables: id((f) => owner(f).user.id),
    shows: ['user.email', (f) => owner(f).input.email],
    expect: { anonymous: H, stranger: H, owner: A, moderator: H, admin: A, suspended: U },
    rest: [{ route: 'GET /users/:id', request: path((f) => owner(f).user.id), shows: ['user.email', (f) => owner(f).input.email] }],
  },
  {
    operation: 'findUser',
    about: "the owner's email address",
    document: 'query($id: ID) { findUser(id: $id) { id email } }',
    variables: id((f) => owner(f).user.id),
    shows: ['findUser.email', (f) => owner(f).input.email],
    expect: { anonymous: H, stranger: H, owner: A, moderator: H, admin: A, suspended: U },
    rest: [{ route: 'GET /users/find', request: (f) => ({ query: { id: owner(f).user.id } }), shows: ['user.email', (f) => owner(f).input.email] }],
  },
  {
    operation: 'searchUsers',
    about: "the owner's email address (search never lists the caller)",
    document: 'query($q: String!) { searchUsers(q: $q) { id email } }',
    variables: (f) => ({ q: owner(f).user.username }),
    shows: ['searchUsers.*.email', (f) => owner(f).input.email],
    expect: { anonymous: U, stranger: H, owner: H, moderator: H, admin: A, suspended: U },
    rest: [
      {
        route: 'GET /users/search',
        request: (f) => ({ query: { q: owner(f).user.username } }),
        // The REST answer carries no email at all: the owner is found (or, for themself, not).
        shows: ['users.*.id', (f) => owner(f).user.id],
        expect: { stranger: A, moderator: A },
      },
    ],
  },
  {
    operation: 'updateProfile',
    about: "the caller's own profile",
    document: 'mutation { updateProfile(input: { bio: "authz" }) { id } }',
    expect: MEMBERS,
    rest: [
      { route: 'PUT /users/me', request: () => ({ body: { bio: 'authz' } }) },
      { route: 'PUT /users/profile', request: () => ({ body: { bio: 'authz' } }) },
    ],
  },
  {
    operation: 'suspendUser',
    about: 'a member (the owner: themself)',
    document: 'mutation($id: ID!) { suspendUser(userId: $id) { id } }',
    // Only the admin's attempt should work, on a member of its own; the others would hit the participant.
    variables: async (f, actor) => ({ id: actor === 'admin' ? (await f.fresh.member()).user.id : actor === 'owner' ? owner(f).user.id : f.members.participant.user.id }),
    expect: ADMINS,
  },
  {
    operation: 'unsuspendUser',
    about: 'a suspended member (the owner: themself)',
    document: 'mutation($id: ID!) { unsuspendUser(userId: $id) { id } }',
    // Only the admin's attempt should work, on a member of its own; the others would lift the suspended column's suspension.
    variables: async (f, actor) => {
      if (actor === 'owner') return { id: owner(f).user.id };
      if (actor !== 'admin') return { id: f.members.suspended.user.id };
      const target = await f.fresh.member();
      await f.run('mutation($id: ID!) { suspendUser(userId: $id) { id } }', { id: target.user.id }, f.members.admin.token);
      return { id: target.user.id };
    },
    expect: ADMINS,
  },
  {
    operation: 'setUserRole',
    about: "a member's role (the owner: their own)",
    document: 'mutation($id: ID!) { setUserRole(userId: $id, role: MODERATOR) { id } }',
    // Only the admin's attempt should work, on a member of its own (a demotion would end tokens a column uses).
    variables: async (f, actor) => ({ id: actor === 'admin' ? (await f.fresh.member()).user.id : actor === 'owner' ? owner(f).user.id : f.members.participant.user.id }),
    expect: ADMINS,
  },
  // The admin dashboard's record of members (operations/admin-accounts.ts), asked by the admin subgraph.
  {
    operation: 'accountRecords',
    about: 'every member, with email and suspension',
    document: '{ accountRecords(first: 5) { nodes { id email } } }',
    expect: ADMINS,
  },
  {
    operation: 'accountRecord',
    about: "the owner's record",
    document: 'query($id: ID!) { accountRecord(id: $id) { id email } }',
    variables: id((f) => owner(f).user.id),
    expect: ADMINS,
  },
  {
    operation: 'updateAccountRecord',
    about: "a member's name (the owner: their own)",
    document: 'mutation($id: ID!) { updateAccountRecord(id: $id, input: { name: "Renamed By Admin" }) { id } }',
    variables: async (f, actor) => ({ id: actor === 'admin' ? (await f.fresh.member()).user.id : owner(f).user.id }),
    expect: ADMINS,
  },
  {
    operation: 'suspendAccount',
    about: 'a member (the owner: themself)',
    document: 'mutation($id: ID!) { suspendAccount(id: $id, reason: "authz") { id } }',
    variables: async (f, actor) => ({ id: actor === 'admin' ? (await f.fresh.member()).user.id : actor === 'owner' ? owner(f).user.id : f.members.participant.user.id }),
    expect: ADMINS,
  },
  {
    operation: 'unsuspendAccount',
    about: 'a suspended member',
    document: 'mutation($id: ID!) { unsuspendAccount(id: $id) { id } }',
    variables: async (f, actor) => {
      if (actor !== 'admin') return { id: f.members.suspended.user.id };
      const target = await f.fresh.member();
      await f.run('mutation($id: ID!) { suspendAccount(id: $id) { id } }', { id: target.user.id }, f.members.admin.token);
      return { id: target.user.id };
    },
    expect: ADMINS,
  },
  {
    operation: 'userUpdated',
    about: "the owner's public profile",
    document: 'subscription($id: ID!) { userUpdated(id: $id) { id bio } }',
    variables: id((f) => owner(f).user.id),
    trigger: async (f) => {
      await f.run('mutation { updateProfile(input: { bio: "authz event" }) { id } }', {}, owner(f).token);
      return owner(f).user.id;
    },
    shows: ['userUpdated.id', (_f, made) => made],
    expect: MEMBERS,
  },
  {
    operation: 'accountEvent',
    about: "the owner's account",
    document: 'subscription { accountEvent { kind user { id } } }',
    trigger: async (f) => {
      await f.run('mutation { updateProfile(input: { bio: "authz account event" }) { id } }', {}, owner(f).token);
      return owner(f).user.id;
    },
    shows: ['accountEvent.user.id', (_f, made) => made],
    expect: OWN_LIST,
  },
];

export const authz: AuthzRows = { rows };

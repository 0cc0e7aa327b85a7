// The admin members capability's rows of the authz matrix (docs/authz-matrix.md): admins only,
// checked by the admin subgraph and again by accounts. Changes aim at a fresh member in the
// admin's cell, so no other cell's member is touched.
import { ADMINS, id, owner, path, type Actor, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const target = async (f: Fixtures, actor: Actor) => (actor === 'admin' ? (await f.fresh.member()).user.id : owner(f).user.id);

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'adminUsers',
      about: 'every member, with email and suspension',
      document: '{ adminUsers(first: 5) { nodes { id email } } }',
      expect: ADMINS,
      rest: [{ route: 'GET /admin/users', request: () => ({ query: { limit: '5' } }) }],
    },
    {
      operation: 'adminUser',
      about: "the owner's record",
      document: 'query($id: ID!) { adminUser(id: $id) { id email } }',
      variables: id((f) => owner(f).user.id),
      expect: ADMINS,
      rest: [{ route: 'GET /admin/users/:id', request: path((f) => owner(f).user.id) }],
    },
    {
      operation: 'adminUpdateUser',
      about: "a member's name (the owner: their own)",
      document: 'mutation($id: ID!) { adminUpdateUser(id: $id, input: { name: "Renamed By Admin" }) { id } }',
      variables: async (f, actor) => ({ id: await target(f, actor) }),
      expect: ADMINS,
      rest: [{ route: 'PUT /admin/users/:id', request: async (f, actor) => ({ params: { id: await target(f, actor) }, body: { name: 'Renamed By Admin' } }) }],
    },
    {
      operation: 'adminSuspendUser',
      about: 'a member, for a day (the owner: themself)',
      document: 'mutation($id: ID!) { adminSuspendUser(id: $id, input: { reason: "authz", duration: "P1D" }) { id } }',
      variables: async (f, actor) => ({ id: await target(f, actor) }),
      expect: ADMINS,
      rest: [
        {
          route: 'POST /admin/users/:id/suspend',
          request: async (f, actor) => ({ params: { id: await target(f, actor) }, body: { reason: 'authz', duration: 'P1D' } }),
        },
      ],
    },
    {
      operation: 'adminUnsuspendUser',
      about: 'a suspended member',
      document: 'mutation($id: ID!) { adminUnsuspendUser(id: $id) { id } }',
      variables: async (f, actor) => {
        if (actor !== 'admin') return { id: f.members.suspended.user.id };
        const member = await f.fresh.member();
        await f.run('mutation($id: ID!) { adminSuspendUser(id: $id, input: { permanent: true }) { id } }', { id: member.user.id }, f.members.admin.token);
        return { id: member.user.id };
      },
      expect: ADMINS,
    },
  ],
};

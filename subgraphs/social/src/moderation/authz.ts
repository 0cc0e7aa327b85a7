// Social moderation's rows of the authz matrix (docs/authz-matrix.md): moderators and admins
// only. Each actor aims at a fresh published post of the owner, so a removal by one cell does
// not take another cell's target.
import { F, U, A, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

export const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'moderatorRemovePost',
      about: "the owner's published post",
      document: 'mutation($id: ID!) { moderatorRemovePost(id: $id) }',
      variables: async (f: Fixtures) => ({ id: await f.fresh.post('published') }),
      expect: MODERATORS,
    },
  ],
};

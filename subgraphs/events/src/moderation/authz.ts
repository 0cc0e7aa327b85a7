// Events moderation's rows of the authz matrix (docs/authz-matrix.md): moderators and admins
// only. Each actor aims at a fresh community the owner created.
import { F, U, A, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };
const CREATE = 'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }';
let made = 0;

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'moderatorRemoveCommunity',
      about: 'a community the owner created',
      document: 'mutation($id: ID!) { moderatorRemoveCommunity(id: $id) }',
      variables: async (f: Fixtures) => {
        const name = `Removable ${Date.now().toString(36)} ${++made}`;
        const created = await f.run<{ createCommunity: { id: string } }>(CREATE, { input: { name } }, f.members.owner.token);
        return { id: created.createCommunity.id };
      },
      expect: MODERATORS,
    },
  ],
};

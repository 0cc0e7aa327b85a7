// The account-deletion row of the authz matrix: the caller can only ever delete themself, and a
// wrong password deletes nothing, whoever sends it (a right one ends the account: its own gateway test).
import { U, BAD, type AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'deleteAccount',
      about: "the caller's own account, with a wrong password",
      document: 'mutation { deleteAccount(password: "not-the-password-1") }',
      expect: { anonymous: U, stranger: BAD, owner: BAD, moderator: BAD, admin: BAD, suspended: U },
      rest: [{ route: 'DELETE /settings/account', request: () => ({ body: { password: 'not-the-password-1', reason: 'authz' } }) }],
    },
  ],
};

// Connected apps' rows of the authz matrix (docs/authz-matrix.md): each member reads and ends
// their own connections only. The matrix's members connected no app (that takes the OAuth flow
// in a browser): revoking one answers NOT_FOUND to everyone; oauth.gateway.test.ts proves that
// another member cannot end a member's connection and that the member can.
import { MEMBERS, NOBODY_MEMBER, type AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'connectedApps',
      about: "the caller's own connected apps",
      document: '{ connectedApps { id name scopes } }',
      expect: MEMBERS,
    },
    {
      operation: 'revokeConnectedApp',
      about: 'an app nobody connected',
      document: 'mutation($id: ID!) { revokeConnectedApp(appId: $id) }',
      variables: () => ({ id: 'authz-app-nobody-connected' }),
      expect: NOBODY_MEMBER,
    },
  ],
};

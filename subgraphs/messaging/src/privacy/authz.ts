// Messaging's privacy operation in the authz matrix (docs/authz-matrix.md): it changes the
// caller's own choice only (set to the default here, so no other row sees a change). What the
// choice refuses to others is proved in accounts' settings/privacy.gateway.test.ts.
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'updateMessagingPrivacy',
    about: "the caller's own choice of who may message them (set to the default)",
    document: 'mutation { updateMessagingPrivacy(whoMayMessageMe: EVERYONE) { id } }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = { rows };

// The audit capability's rows of the authz matrix (docs/authz-matrix.md): admins only.
import { ADMINS, type AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'auditLog',
      about: 'every admin action',
      document: '{ auditLog(first: 5) { nodes { id action targetId before after } } }',
      expect: ADMINS,
    },
  ],
};

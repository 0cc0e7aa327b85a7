// The sessions' rows of the authz matrix (docs/authz-matrix.md): the caller's own session.
// Registering and signing in touch no owned object: credentials are their authorization.
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  { operation: 'me', about: 'the caller themself', document: '{ me { id } }', expect: MEMBERS, rest: [{ route: 'GET /auth/me' }] },
  {
    operation: 'refresh',
    about: "the caller's session",
    document: 'mutation { refresh { token } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /auth/refresh' }],
  },
  {
    operation: 'logout',
    about: "the caller's session",
    document: 'mutation { logout }',
    freshSession: true,
    expect: MEMBERS,
    rest: [{ route: 'POST /auth/logout' }],
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: {
    register: 'creates an account; its answer is the new member only',
    login: 'credentials are the authorization; lockout has its own tests (accounts)',
  },
  restNoOwnedObject: {
    'POST /auth/login': 'login',
    'POST /auth/register': 'register',
  },
};

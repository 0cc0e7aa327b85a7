// POST /auth/login, POST /auth/register, GET /auth/me, POST /auth/refresh, POST /auth/logout.
import { requireString, type RestRoute } from './router.js';
import { USER_FIELDS } from './user-fields.js';

const AUTH_PAYLOAD = `token expiresAt user { ${USER_FIELDS} }`;

export const authRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/login',
    operation: `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: (req) => ({ input: { email: requireString(req.body, 'email'), password: requireString(req.body, 'password') } }),
    respond: (data) => data.login,
  },
  {
    method: 'post',
    path: '/auth/register',
    operation: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${AUTH_PAYLOAD} } }`,
    variables: (req) => ({
      input: {
        email: requireString(req.body, 'email'),
        password: requireString(req.body, 'password'),
        name: requireString(req.body, 'name'),
        username: requireString(req.body, 'username'),
      },
    }),
    respond: (data) => data.register,
  },
  {
    method: 'get',
    path: '/auth/me',
    operation: `query RestMe { me { ${USER_FIELDS} } }`,
    respond: (data) => ({ user: data.me }),
  },
  {
    method: 'post',
    path: '/auth/refresh',
    operation: `mutation RestRefresh { refresh { ${AUTH_PAYLOAD} } }`,
    respond: (data) => data.refresh,
  },
  {
    method: 'post',
    path: '/auth/logout',
    operation: `mutation RestLogout { logout }`,
    respond: (data) => ({ success: data.logout }),
  },
];

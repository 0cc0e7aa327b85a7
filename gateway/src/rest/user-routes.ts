// GET /users/search?q=, GET /users/find?id&username, GET /users/{id}, PUT /users/me, PUT /users/profile.
import type express from 'express';
import { optionalString, type RestRoute } from './router.js';
import { USER_FIELDS } from './user-fields.js';

const PROFILE_FIELDS = ['name', 'username', 'bio', 'bioLink', 'image'] as const;

function profileInput(req: express.Request) {
  const input: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = optionalString(req.body, field);
    if (value !== undefined) input[field] = value;
  }
  return { input };
}

const updateProfile = `mutation RestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

export const userRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/search',
    operation: `query RestSearchUsers($q: String!) { searchUsers(q: $q) { id name username image } }`,
    variables: (req) => ({ q: optionalString(req.query, 'q') ?? '' }),
    respond: (data) => ({ users: data.searchUsers }),
  },
  {
    method: 'get',
    path: '/users/find',
    operation: `query RestFindUser($id: ID, $username: String) { findUser(id: $id, username: $username) { ${USER_FIELDS} } }`,
    variables: (req) => ({ id: optionalString(req.query, 'id') || null, username: optionalString(req.query, 'username') || null }),
    respond: (data) => ({ user: data.findUser }),
  },
  { method: 'put', path: '/users/me', operation: updateProfile, variables: profileInput, respond: (data) => ({ user: data.updateProfile }) },
  { method: 'put', path: '/users/profile', operation: updateProfile, variables: profileInput, respond: (data) => ({ user: data.updateProfile }) },
  {
    method: 'get',
    path: '/users/:id',
    operation: `query RestUser($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id) }),
    respond: (data) => ({ user: data.user }),
  },
];

// The accounts REST table: the spec's auth paths (POST /auth/login, /auth/register,
// /auth/refresh, /auth/logout, GET /auth/me) and user paths (GET /users/search, /users/find,
// /users/{id}, PUT /users/me and /users/profile), each onto one typed operation. The gateway
// mounts it under /api and documents it in /api/openapi.json.
import { z } from 'zod';
import { ID_MAX_LENGTH, defineRoute, optionalText, pathId, requiredText, type RestTable } from '@pulse/kit/rest';
import {
  RestFindUserDocument,
  RestLoginDocument,
  RestLogoutDocument,
  RestMeDocument,
  RestRefreshDocument,
  RestRegisterDocument,
  RestSearchUsersDocument,
  RestUpdateProfileDocument,
} from './rest.generated.js';
import { settingsRoutes } from './settings/rest.js';
import { dataExportRoutes } from './data-export/rest.js';
import { accountDeletionRoutes } from './account-deletion/rest.js';

/** The spec's client user model. */
export const restUser = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string().nullable().meta({ description: 'Only the member themself and admins see it' }),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    bio: z.string().nullable(),
    bioLink: z.string().nullable(),
    profileURL: z.string(),
    followers: z.number().int(),
    following: z.number().int(),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
    suspended: z.boolean(),
    role: z.enum(['MEMBER', 'MODERATOR', 'ADMIN']),
  })
  .meta({ id: 'User' });

const authAnswer = z
  .object({
    token: z.string().meta({ description: 'A bearer token for the Authorization header, valid for 7 days unless revoked' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
    user: restUser,
  })
  .meta({ id: 'AuthPayload' });

/** Login and register also name the device, so that its next login is told apart from others'. */
const signInAnswer = authAnswer
  .extend({
    deviceId: z.string().nullable().meta({
      description:
        "This device's id (set after every login and register). Keep it and send it with the next login (`deviceId`): failed attempts by others on this account then do not lock this device out",
    }),
  })
  .meta({ id: 'SignInPayload' });

const userAnswer = z.object({ user: restUser });

const profileBody = z.object({
  name: optionalText('name', 200),
  username: optionalText('username', 64),
  bio: optionalText('bio', 160),
  bioLink: optionalText('bioLink', 2048),
  image: optionalText('image', 2048),
});

const updateProfile = (path: string) =>
  defineRoute({
    method: 'put',
    path,
    summary: 'Update your profile',
    description: 'Only the fields given change; null leaves a field as it is.',
    auth: 'member',
    body: profileBody,
    document: RestUpdateProfileDocument,
    variables: ({ body }) => {
      const input: Record<keyof typeof body, string | undefined> = { name: undefined, username: undefined, bio: undefined, bioLink: undefined, image: undefined };
      for (const key of Object.keys(input) as (keyof typeof body)[]) input[key] = body[key] ?? undefined;
      return { input };
    },
    response: userAnswer,
    respond: (data) => ({ user: data.updateProfile }),
  });

export const restTable: RestTable = {
  service: 'accounts',
  routes: [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in',
      auth: 'none',
      body: z.object({
        email: requiredText('email', 254),
        password: requiredText('password', 128),
        deviceId: optionalText('deviceId', 128).meta({ description: 'The `deviceId` an earlier login or register on this device answered' }),
      }),
      document: RestLoginDocument,
      variables: ({ body }) => ({ input: body }),
      response: signInAnswer,
      respond: (data) => data.login,
    }),
    defineRoute({
      method: 'post',
      path: '/auth/register',
      summary: 'Create an account',
      auth: 'none',
      body: z.object({
        email: requiredText('email', 254),
        password: requiredText('password', 128),
        name: requiredText('name', 200),
        username: requiredText('username', 64),
      }),
      document: RestRegisterDocument,
      variables: ({ body }) => ({ input: body }),
      response: signInAnswer,
      respond: (data) => data.register,
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in member',
      auth: 'member',
      document: RestMeDocument,
      variables: () => ({}),
      response: userAnswer,
      respond: (data) => ({ user: data.me }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/refresh',
      summary: 'A fresh token for the same session',
      auth: 'member',
      document: RestRefreshDocument,
      variables: () => ({}),
      response: authAnswer,
      respond: (data) => data.refresh,
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      summary: 'Revoke the token everywhere',
      auth: 'member',
      document: RestLogoutDocument,
      variables: () => ({}),
      response: z.object({ success: z.boolean() }),
      respond: (data) => ({ success: data.logout }),
    }),
    defineRoute({
      method: 'get',
      path: '/users/search',
      summary: 'Search members by name or username',
      description: 'Leaves out the caller; an empty query finds nobody.',
      auth: 'member',
      query: z.object({ q: optionalText('q', 100).meta({ description: 'Part of a name or username' }) }),
      document: RestSearchUsersDocument,
      variables: ({ query }) => ({ q: query.q ?? '' }),
      response: z.object({ users: z.array(z.object({ id: z.string(), name: z.string(), username: z.string(), image: z.string().nullable() })) }),
      respond: (data) => ({ users: data.searchUsers }),
    }),
    defineRoute({
      method: 'get',
      path: '/users/find',
      summary: 'Find a member by id or username',
      auth: 'optional',
      query: z.object({
        id: optionalText('id', ID_MAX_LENGTH).transform((v) => v || null),
        username: optionalText('username', 100)
          .transform((v) => v || null)
          .meta({ description: 'With or without the leading @, any case' }),
      }),
      document: RestFindUserDocument,
      variables: ({ query }) => query,
      response: userAnswer,
      respond: (data) => ({ user: data.findUser }),
    }),
    updateProfile('/users/me'),
    updateProfile('/users/profile'),
    defineRoute({
      method: 'get',
      path: '/users/:id',
      summary: "A member's profile by id",
      description:
        'The email only to its owner. 403 (reason PROFILE_PRIVATE, "This profile is private") when the member\'s profile visibility leaves the caller out: this is the profile, as findUser (docs/settings.md).',
      auth: 'optional',
      params: z.object({ id: pathId('The member id') }),
      document: RestFindUserDocument,
      variables: ({ params }) => ({ id: params.id, username: null }),
      response: userAnswer,
      respond: (data) => ({ user: data.findUser }),
    }),
    ...settingsRoutes,
    ...dataExportRoutes,
    ...accountDeletionRoutes,
  ],
};

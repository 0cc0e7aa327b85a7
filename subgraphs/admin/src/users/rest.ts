// The spec's admin member calls (001 section 7): GET /admin/users (search, filters, sort, cursor
// paging), GET and PUT /admin/users/{id}, POST /admin/users/{id}/suspend {reason, duration,
// permanent}. Each runs the GraphQL operation, so the role is checked and the change audited
// by the admin subgraph, with the same messages. Route declarations and generated documents only.
import { z } from 'zod';
import { caseInsensitiveEnum, defineRoute, limitQuery, optionalFlag, optionalText, pageInfoAnswer, pathId, type RestRoute } from '@pulse/kit/rest';
import {
  RestAdminSuspendUserDocument,
  RestAdminUpdateUserDocument,
  RestAdminUserDocument,
  RestAdminUsersDocument,
  type RestAdminUserFieldsFragment,
} from '../rest.generated.js';

const dateTime = z.string().meta({ format: 'date-time' });
const ROLES = ['MEMBER', 'MODERATOR', 'ADMIN'] as const;
const SORTS = ['NEWEST', 'OLDEST', 'NAME'] as const;

const adminUser = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    suspended: z.boolean(),
    suspendedReason: z.string().nullable(),
    suspendedUntil: dateTime.nullable().meta({ description: 'When a timed suspension ends by itself; null when permanent or none' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'AdminUser' });

const user = (u: RestAdminUserFieldsFragment): z.input<typeof adminUser> => u;
const userId = z.object({ id: pathId('The member id') });

export const userRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/users',
    summary: 'Admins: members, searched by name, username or email (prefix), filtered by role and suspension, sorted, a page at a time',
    auth: 'member',
    query: z.object({
      query: optionalText('query', 100).meta({ description: 'Name, username or email starting with it (case-insensitive)' }),
      role: caseInsensitiveEnum('role', ROLES),
      suspended: z
        .enum(['true', 'false'], { error: 'suspended must be true or false' })
        .optional()
        .transform((v) => (v === undefined ? null : v === 'true')),
      sort: caseInsensitiveEnum('sort', SORTS),
      limit: limitQuery(),
      after: optionalText('after', 512).meta({ description: "The previous page's endCursor" }),
    }),
    document: RestAdminUsersDocument,
    variables: ({ query }) => ({
      first: query.limit ?? null,
      after: query.after ?? null,
      q: query.query ?? null,
      role: query.role ?? null,
      suspended: query.suspended,
      sort: query.sort ?? null,
    }),
    response: z.object({ users: z.array(adminUser), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ users: data.adminUsers.nodes.map(user), pageInfo: data.adminUsers.pageInfo }),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    summary: 'Admins: one member',
    auth: 'member',
    params: userId,
    document: RestAdminUserDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ user: adminUser }),
    respond: (data) => ({ user: user(data.adminUser) }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/users/:id',
    summary: "Admins: change a member's name, username, email or role (audited)",
    auth: 'member',
    params: userId,
    body: z.object({
      name: optionalText('name', 200),
      username: optionalText('username', 64),
      email: optionalText('email', 254),
      role: caseInsensitiveEnum('role', ROLES),
    }),
    document: RestAdminUpdateUserDocument,
    variables: ({ params, body }) => ({
      id: params.id,
      input: { name: body.name ?? undefined, username: body.username ?? undefined, email: body.email ?? undefined, role: body.role ?? undefined },
    }),
    response: z.object({ user: adminUser }),
    respond: (data) => ({ user: user(data.adminUpdateUser) }),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/users/:id/suspend',
    summary: 'Admins: suspend a member for a duration (ISO 8601, e.g. P7D) or permanently; their sessions end at once (audited)',
    auth: 'member',
    params: userId,
    body: z.object({
      reason: optionalText('reason', 500),
      duration: optionalText('duration', 32).meta({ description: 'ISO 8601 in weeks, days, hours or minutes: P7D, PT12H, P1DT6H' }),
      permanent: optionalFlag('permanent'),
    }),
    document: RestAdminSuspendUserDocument,
    variables: ({ params, body }) => ({ id: params.id, input: { reason: body.reason ?? null, duration: body.duration ?? null, permanent: body.permanent ?? null } }),
    response: z.object({ user: adminUser }),
    respond: (data) => ({ user: user(data.adminSuspendUser) }),
  }),
];

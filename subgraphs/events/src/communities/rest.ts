// The spec's two community path families (001 section 7), both kept: `GET /communities`,
// `POST /communities/{id}/join` and `/leave`; and `POST /api/community`, `GET /api/community`,
// `GET /community?name=`, `POST /community/{id}/join` and `/leave`, `POST /community/{id}/moderator
// {userId}`, `DELETE /community/{id}/moderator?userId=`. Every REST path is mounted under /api,
// so the spec's `/api/community` and `/community` are one path here (`/api/community`): GET lists,
// or with `name` looks up that name (docs/communities.md). Route declarations and generated
// documents only (the gateway loads this file).
import { z } from 'zod';
import { defineRoute, optionalText, pathId, requiredId, requiredText, type RestRoute } from '@pulse/kit/rest';
import {
  RestAddCommunityModeratorDocument,
  RestCommunitiesDocument,
  RestCreateCommunityDocument,
  RestJoinCommunityDocument,
  RestLeaveCommunityDocument,
  RestRemoveCommunityModeratorDocument,
} from '../rest.generated.js';

const NAME_MAX = 60;
const DESCRIPTION_MAX = 500;
const SEARCH_MAX = 100;

const community = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  viewerRole: z.enum(['OWNER', 'MODERATOR', 'MEMBER']).nullable().meta({ description: 'Your role; null when you are not a member' }),
  creator: z.object({ id: z.string() }),
});
const withModerators = community.extend({ moderators: z.array(z.object({ role: z.enum(['OWNER', 'MODERATOR', 'MEMBER']), user: z.object({ id: z.string() }) })) });
const communityId = z.object({ id: pathId('The community id') });

const membership = (path: string, join: boolean): RestRoute =>
  join
    ? defineRoute({
        method: 'post',
        path,
        summary: 'Join a community (already a member: unchanged)',
        auth: 'member',
        params: communityId,
        document: RestJoinCommunityDocument,
        variables: ({ params }) => ({ id: params.id }),
        response: z.object({ community }),
        respond: (data) => ({ community: data.joinCommunity }),
      })
    : defineRoute({
        method: 'post',
        path,
        summary: 'Leave a community (the last owner cannot: 409 with reason LAST_OWNER)',
        auth: 'member',
        params: communityId,
        document: RestLeaveCommunityDocument,
        variables: ({ params }) => ({ id: params.id }),
        response: z.object({ community }),
        respond: (data) => ({ community: data.leaveCommunity }),
      });

export const communityRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/communities',
    summary: 'Communities, most members first (optionally searched by part of the name)',
    auth: 'optional',
    query: z.object({ search: optionalText('search', SEARCH_MAX) }),
    document: RestCommunitiesDocument,
    variables: ({ query }) => ({ search: query.search || null, name: null, first: 50 }),
    response: z.object({ communities: z.array(community) }),
    respond: (data) => ({ communities: data.communities }),
  }),
  membership('/communities/:id/join', true),
  membership('/communities/:id/leave', false),
  defineRoute({
    method: 'get',
    path: '/community',
    summary: 'Communities (GET /api/community); with name, the one of that name, case-insensitively (GET /community?name=)',
    auth: 'optional',
    query: z.object({ name: optionalText('name', NAME_MAX), search: optionalText('search', SEARCH_MAX) }),
    document: RestCommunitiesDocument,
    variables: ({ query }) => ({ name: query.name || null, search: query.search || null, first: 50 }),
    response: z.object({
      communities: z.array(community),
      community: community.nullable().meta({ description: 'With name: the community of that name, or null' }),
    }),
    respond: (data, variables) => ({ communities: data.communities, community: variables.name ? (data.communities[0] ?? null) : null }),
  }),
  defineRoute({
    method: 'post',
    path: '/community',
    summary: 'Create a community (POST /api/community); the name is unique whatever its case (409, reason NAME_TAKEN)',
    auth: 'member',
    body: z.object({ name: requiredText('name', NAME_MAX), description: optionalText('description', DESCRIPTION_MAX) }),
    document: RestCreateCommunityDocument,
    variables: ({ body }) => ({ input: { name: body.name, description: body.description ?? null } }),
    response: z.object({ community }),
    respond: (data) => ({ community: data.createCommunity }),
  }),
  membership('/community/:id/join', true),
  membership('/community/:id/leave', false),
  defineRoute({
    method: 'post',
    path: '/community/:id/moderator',
    summary: 'Owners and moderators: make a member a moderator',
    auth: 'member',
    params: communityId,
    body: z.object({ userId: requiredId('userId') }),
    document: RestAddCommunityModeratorDocument,
    variables: ({ params, body }) => ({ communityId: params.id, userId: body.userId }),
    response: z.object({ community: withModerators }),
    respond: (data) => ({ community: data.addCommunityModerator }),
  }),
  defineRoute({
    method: 'delete',
    path: '/community/:id/moderator',
    summary: 'Owners and moderators: make a moderator a plain member again',
    auth: 'member',
    params: communityId,
    query: z.object({ userId: requiredId('userId') }),
    document: RestRemoveCommunityModeratorDocument,
    variables: ({ params, query }) => ({ communityId: params.id, userId: query.userId }),
    response: z.object({ community: withModerators }),
    respond: (data) => ({ community: data.removeCommunityModerator }),
  }),
];

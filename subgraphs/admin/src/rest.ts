// The admin REST table: the spec's /admin paths (001 section 7), each onto one typed document.
// The gateway mounts it under /api (and documents it in /api/openapi.json) because the registry
// entry says `rest: true`. Route declarations and generated documents only: the gateway loads
// this file, so it must not reach a resolver or an entity.
import type { RestTable } from '@pulse/kit/rest';
import { userRoutes } from './users/rest.js';
import { statsRoutes } from './stats/rest.js';
import { moderationRoutes } from './moderation/rest.js';

export const restTable: RestTable = {
  service: 'admin',
  routes: [...userRoutes, ...statsRoutes, ...moderationRoutes],
};

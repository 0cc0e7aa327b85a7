// Members for admins: accounts owns them; this part asks it as the admin and audits each change.
import type { SubgraphPart } from '@pulse/kit';
import { AdminUsersResolver } from './operations/admin-users.js';

export const users: SubgraphPart = {
  name: 'users',
  resolvers: [AdminUsersResolver],
};

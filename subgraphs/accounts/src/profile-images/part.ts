// Profile images: the pictures members upload (POST /media through the gateway) and their
// download route; updateProfile(image:) takes only the caller's own (profile-images.ts).
import type { SubgraphPart } from '@pulse/kit';
import { profileImageMigrations } from './migrations.js';
import { mediaRoutes } from './media-routes.js';
import { profileImageMemberData } from './member-data.js';

export const profileImages: SubgraphPart = {
  name: 'profile-images',
  migrations: profileImageMigrations,
  routes: mediaRoutes,
  memberData: profileImageMemberData,
};

// Profile images: the pictures members upload (POST /media through the gateway) and their
// download route; updateProfile(image:) takes only the caller's own (profile-images.ts). Each is
// screened before others see it; moderators release or remove a held one (screening.ts,
// moderation.ts, docs/image-screening.md).
import type { SubgraphPart } from '@pulse/kit';
import { profileImageMigrations } from './migrations.js';
import { mediaRoutes } from './media-routes.js';
import { profileImageMemberData } from './member-data.js';
import { ProfileImageModerationResolver } from './moderation.js';
import { resumePendingScreenings } from './screening.js';

export const profileImages: SubgraphPart = {
  name: 'profile-images',
  resolvers: [ProfileImageModerationResolver],
  migrations: profileImageMigrations,
  routes: mediaRoutes,
  memberData: profileImageMemberData,
  background: resumePendingScreenings,
};

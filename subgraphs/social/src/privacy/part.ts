// Privacy: the choices social enforces (profile posts, follow lists, reposts in feeds), kept
// here and read as social's fields of the federated PrivacySettings entity (docs/settings.md).
import type { SubgraphPart } from '@pulse/kit';
import { SocialPrivacy } from './entities.js';
import { privacyMigrations } from './migrations.js';
import { ProfileVisibilityFieldResolver, SocialPrivacyResolver, ownSocialPrivacy } from './operations.js';
import { privacyMemberData } from './member-data.js';

export const privacy: SubgraphPart = {
  name: 'privacy',
  resolvers: [SocialPrivacyResolver, ProfileVisibilityFieldResolver],
  entities: [SocialPrivacy],
  memberData: privacyMemberData,
  migrations: privacyMigrations,
  // Only the member's own (accounts' privacySettings answers the caller's alone).
  references: { PrivacySettings: (ref, ctx) => ownSocialPrivacy(ctx, ref.id) },
  orphanedTypes: [SocialPrivacy],
};

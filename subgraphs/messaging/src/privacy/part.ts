// Privacy: who may message a member, kept and enforced here (rules.ts), read as messaging's
// field of the federated PrivacySettings entity (docs/settings.md).
import type { SubgraphPart } from '@pulse/kit';
import { MessagingPrivacy } from './entities.js';
import { privacyMigrations } from './migrations.js';
import { MessagingPrivacyResolver, ownMessagingPrivacy } from './operations.js';
import { privacyMemberData } from './member-data.js';

export const privacy: SubgraphPart = {
  name: 'privacy',
  resolvers: [MessagingPrivacyResolver],
  entities: [MessagingPrivacy],
  memberData: privacyMemberData,
  migrations: privacyMigrations,
  // Only the member's own (accounts' privacySettings answers the caller's alone).
  references: { PrivacySettings: (ref, ctx) => ownMessagingPrivacy(ctx, ref.id) },
  orphanedTypes: [MessagingPrivacy],
};

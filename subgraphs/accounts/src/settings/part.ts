// Settings: the member's general settings, the account facts, and the privacy settings whose
// update accounts coordinates (each choice kept and enforced by its owner: accounts keeps
// `discoverable` and enforces it in user search, and enforces profile visibility on its own
// profile fields by asking social). docs/settings.md.
import type { SubgraphPart } from '@pulse/kit';
import { AccountsPrivacy, MemberSettings } from './entities.js';
import { settingsMigrations } from './migrations.js';
import { SettingsResolver } from './settings.js';
import { PrivacySettingsResolver, ownAccountsPrivacy } from './privacy.js';
import { ProfileFieldsResolver } from './profile-access.js';
import { DiscoverableFieldResolver } from './discoverable.js';
import { settingsMemberData } from './member-data.js';

export const settings: SubgraphPart = {
  name: 'settings',
  resolvers: [SettingsResolver, PrivacySettingsResolver, ProfileFieldsResolver, DiscoverableFieldResolver],
  entities: [MemberSettings],
  memberData: settingsMemberData,
  migrations: settingsMigrations,
  references: { PrivacySettings: (ref, ctx) => ownAccountsPrivacy(ctx, ref.id) },
  orphanedTypes: [AccountsPrivacy],
};

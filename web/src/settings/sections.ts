// The sections of /settings, in order: each is a file of this folder and one line here
// (docs/settings.md). A section is reached at /settings/<path> ('' is /settings itself).
import type { ComponentType } from 'react';
import { GeneralSection } from './general-section';
import { PrivacySection } from './privacy-section';
import { RoutePrivacySection } from './route-privacy-section';
import { AccountSection } from './account-section';
import { MutedBlockedSection } from '../safety/muted-blocked-section';
import { YourDataSection } from './your-data-section';
import { ConnectedAppsSection } from './connected-apps-section';
import { PersonalAccessTokensSection } from './personal-access-tokens-section';

export interface SettingsSection {
  path: string;
  label: string;
  Component: ComponentType;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: '', label: 'General', Component: GeneralSection },
  { path: 'privacy', label: 'Privacy', Component: PrivacySection },
  { path: 'route-privacy', label: 'Route privacy', Component: RoutePrivacySection },
  { path: 'muted-blocked', label: 'Muted and blocked', Component: MutedBlockedSection },
  { path: 'account', label: 'Account', Component: AccountSection },
  { path: 'your-data', label: 'Your data', Component: YourDataSection },
  { path: 'connected-apps', label: 'Connected apps', Component: ConnectedAppsSection },
  { path: 'developer', label: 'Developer', Component: PersonalAccessTokensSection },
];

// The settings' rows of the authz matrix (docs/authz-matrix.md): every operation reads or
// changes the caller's own settings only, so every signed-in member may call it and nobody
// reaches another's. The updates write the defaults, so no other row sees a changed choice.
// What each privacy choice refuses to others is proved in settings/privacy.gateway.test.ts.
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'settings',
    about: "the caller's own general settings",
    document: '{ settings { theme compactMode language } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /settings', request: () => ({}) }],
  },
  {
    operation: 'updateSettings',
    about: "the caller's own general settings (set to the defaults)",
    document: 'mutation { updateSettings(input: { theme: SYSTEM, compactMode: false, language: "en" }) { theme } }',
    expect: MEMBERS,
    rest: [{ route: 'PUT /settings', request: () => ({ body: { theme: 'SYSTEM', compactMode: false, language: 'en' } }) }],
  },
  {
    operation: 'privacySettings',
    about: "the caller's own privacy settings, gathered from accounts, social and messaging",
    document: '{ privacySettings { id discoverable profileVisibility whoMayMessageMe followListsVisibility activityInFeeds } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /settings/privacy', request: () => ({}) }],
  },
  {
    operation: 'updatePrivacySettings',
    about: "the caller's own privacy settings (set to the defaults)",
    document:
      'mutation { updatePrivacySettings(input: { profileVisibility: EVERYONE, whoMayMessageMe: EVERYONE, followListsVisibility: EVERYONE, activityInFeeds: true, discoverable: true }) { id } }',
    expect: MEMBERS,
    rest: [
      {
        route: 'PUT /settings/privacy',
        request: () => ({
          body: { profileVisibility: 'EVERYONE', whoMayMessageMe: 'EVERYONE', followListsVisibility: 'EVERYONE', activityInFeeds: true, discoverable: true },
        }),
      },
    ],
  },
  {
    operation: 'accountFacts',
    about: "the caller's own account",
    document: '{ accountFacts { id email activeSessions } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /settings/account', request: () => ({}) }],
  },
];

export const authz: AuthzRows = { rows };

// Social's privacy operation in the authz matrix (docs/authz-matrix.md): it changes the caller's
// own choices only (set to the defaults here, so no other row sees a change). What the choices
// refuse to others is proved in accounts' settings/privacy.gateway.test.ts.
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'updateSocialPrivacy',
    about: "the caller's own profile, follow lists and activity choices (set to the defaults)",
    document: 'mutation { updateSocialPrivacy(input: { profileVisibility: EVERYONE, followListsVisibility: EVERYONE, activityInFeeds: true }) { id } }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = { rows };

// Route privacy in the authz matrix (docs/authz-matrix.md): the setting is the caller's own
// (read and replaced by the member alone, nobody's id in the arguments). What it hides from
// others is proved in route-privacy.gateway.test.ts.
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  { operation: 'myRoutePrivacy', about: "the caller's own route privacy", document: '{ myRoutePrivacy { id hideEndsMetres } }', expect: MEMBERS },
  {
    operation: 'updateRoutePrivacy',
    about: "the caller's own route privacy (set to the defaults)",
    document: 'mutation { updateRoutePrivacy(input: { hideEndsMetres: 0, zones: [], paceVisibility: EVERYONE, heartRateVisibility: EVERYONE }) { id } }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = { rows };

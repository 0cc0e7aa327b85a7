// Maps touch no owned object: the map settings are reference data (docs/authz-matrix.md).
import type { AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [],
  noOwnedObject: { mapSettings: 'the public map token (a pk. token is public by design): reference data' },
};

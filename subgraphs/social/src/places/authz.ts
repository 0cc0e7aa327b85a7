// Places touch no owned object: the offline gazetteer is public reference data (docs/authz-matrix.md).
import type { AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [],
  noOwnedObject: {
    searchPlaces: 'the offline gazetteer: public reference data',
    nearestPlace: 'the offline gazetteer: public reference data',
  },
};

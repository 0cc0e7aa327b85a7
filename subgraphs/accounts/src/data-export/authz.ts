// The data-export rows of the authz matrix (docs/authz-matrix.md): a member's exports, and so
// their download links, are listed to that member only.
import { OWN_LIST, memo, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

/** One export of the owner's, started once per fixture set (one at a time, a few a day). */
const ownersExport = memo(
  async (f: Fixtures) => (await f.run<{ startDataExport: { id: string } }>('mutation { startDataExport { id } }', {}, owner(f).token)).startDataExport.id,
);

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'dataExports',
      about: "the owner's export and its download link",
      made: ownersExport,
      document: '{ dataExports { id downloadUrl } }',
      shows: ['dataExports.*.id', (_f, made) => made],
      expect: OWN_LIST,
      rest: [{ route: 'GET /settings/exports', shows: ['exports.*.id', (_f, made) => made] }],
    },
  ],
  noOwnedObject: {
    startDataExport: "starts an export of the caller's own data; no argument names anything (its list is the dataExports row)",
  },
  restNoOwnedObject: { 'POST /settings/export': 'startDataExport' },
};

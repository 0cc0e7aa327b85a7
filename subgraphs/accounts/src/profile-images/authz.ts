// Profile picture screening's rows of the authz matrix (docs/authz-matrix.md): releasing or
// removing a member's picture is for moderators and admins, checked in accounts. The matrix
// names a member with nothing held and no picture: members are refused before the lookup,
// moderators and admins pass the role check and find nothing (the held and removed paths are
// profile-image-screening.gateway.test.ts's).
import { F, N, U, type AuthzRows, type Expectations } from '@pulse/kit/authz';

const NOTHING_HELD: Expectations = { anonymous: U, stranger: F, owner: F, moderator: N, admin: N, suspended: U };
/** A member id no account has (so nobody has a picture held or set under it). */
const NOBODY = 'authz-member-without-picture';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'releaseProfileImage',
      about: 'a member with no picture held',
      document: 'mutation($memberId: ID!) { releaseProfileImage(memberId: $memberId) { id image } }',
      variables: () => ({ memberId: NOBODY }),
      expect: NOTHING_HELD,
    },
    {
      operation: 'moderatorRemoveProfileImage',
      about: 'a member with no picture',
      document: 'mutation($memberId: ID!) { moderatorRemoveProfileImage(memberId: $memberId) { id image } }',
      variables: () => ({ memberId: NOBODY }),
      expect: NOTHING_HELD,
    },
  ],
};

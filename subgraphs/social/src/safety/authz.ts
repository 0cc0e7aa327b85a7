// Safety's rows of the authz matrix (docs/authz-matrix.md): each member blocks and mutes for
// themselves. The target is a new member per cell, so no row's block hides the fixtures'
// members from the rows after it; the lists are the caller's own.
import { MEMBERS, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const someone = async (f: Fixtures) => ({ id: (await f.fresh.member()).user.id });

const change = (operation: string, about: string): Row => ({
  operation,
  about,
  document: `mutation($id: ID!) { ${operation}(userId: $id) { id } }`,
  variables: someone,
  expect: MEMBERS,
});

const rows: Row[] = [
  change('blockUser', 'a new member, blocked by the caller'),
  change('unblockUser', 'a new member, unblocked by the caller'),
  change('muteUser', 'a new member, muted by the caller'),
  change('unmuteUser', 'a new member, unmuted by the caller'),
  { operation: 'blockedMembers', about: "the caller's own list", document: 'query { blockedMembers { nodes { id } } }', expect: MEMBERS },
  { operation: 'membersBlockedEitherWay', about: "the caller's own blocks, both ways", document: 'query { membersBlockedEitherWay }', expect: MEMBERS },
  { operation: 'mutedMembers', about: "the caller's own list", document: 'query { mutedMembers { nodes { id } } }', expect: MEMBERS },
];

export const authz: AuthzRows = { rows };

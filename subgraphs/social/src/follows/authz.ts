// The follows' rows of the authz matrix (docs/authz-matrix.md): following the owner, and the
// public lists of followers and followed.
import { PUBLIC, NOT_SELF, id, path, owner, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'follow',
    about: 'the owner',
    document: 'mutation($id: ID!) { follow(userId: $id) { id } }',
    variables: id((f) => owner(f).user.id),
    expect: NOT_SELF,
    rest: [
      { route: 'POST /users/follow', request: (f) => ({ body: { userId: owner(f).user.id } }) },
      { route: 'POST /users/:id/follow', request: path((f) => owner(f).user.id) },
    ],
  },
  {
    operation: 'unfollow',
    about: 'the owner',
    document: 'mutation($id: ID!) { unfollow(userId: $id) { id } }',
    variables: id((f) => owner(f).user.id),
    expect: NOT_SELF,
    rest: [
      { route: 'POST /users/unfollow', request: (f) => ({ body: { userId: owner(f).user.id } }) },
      { route: 'POST /users/:id/unfollow', request: path((f) => owner(f).user.id) },
    ],
  },
  {
    operation: 'followersOf',
    about: "the owner's followers (public)",
    document: 'query($id: ID!) { followersOf(userId: $id) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    expect: PUBLIC,
  },
  {
    operation: 'followingOf',
    about: 'whom the owner follows (public)',
    document: 'query($id: ID!) { followingOf(userId: $id) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    expect: PUBLIC,
  },
];

export const authz: AuthzRows = { rows };

// The feed's rows of the authz matrix (docs/authz-matrix.md): no list shows the owner's draft,
// and the saved list shows the owner's bookmark to the owner only.
import { H, U, OWN_LIST, id, owner, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'userPosts',
    about: "the owner's draft among their posts",
    document: 'query($id: ID!) { userPosts(userId: $id, first: 50) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    shows: ['userPosts.nodes.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'userReplies',
    about: "the owner's draft among their replies",
    document: 'query($id: ID!) { userReplies(userId: $id, first: 50) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    shows: ['userReplies.nodes.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'homeFeed',
    about: "the owner's draft",
    document: '{ homeFeed(first: 50) { nodes { id } } }',
    shows: ['homeFeed.nodes.*.id', (f) => f.draft],
    expect: { anonymous: U, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'savedPosts',
    about: "the owner's bookmark",
    document: '{ savedPosts(first: 50) { nodes { id } } }',
    shows: ['savedPosts.nodes.*.id', (f) => f.bookmarked],
    expect: OWN_LIST,
    rest: [
      { route: 'GET /posts/saved', shows: ['posts.*.id', (f) => f.bookmarked] },
      { route: 'GET /bookmarks', shows: ['bookmarks.*.id', (f) => f.bookmarked] },
    ],
  },
];

export const authz: AuthzRows = { rows };

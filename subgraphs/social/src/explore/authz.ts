// Explore's rows of the authz matrix (docs/authz-matrix.md): the public lists never show the
// owner's draft, and the local feed shows the owner's published post to everyone.
import { H, U, PUBLIC, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'localFeed',
    about: "the owner's draft",
    document: '{ localFeed(first: 50) { nodes { id } } }',
    shows: ['localFeed.nodes.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'localFeed',
    about: "the owner's published post (public), made just before",
    document: '{ localFeed(first: 50) { nodes { id } } }',
    made: (f) => f.fresh.post('published'),
    shows: ['localFeed.nodes.*.id', (_f, made) => made],
    expect: PUBLIC,
  },
  {
    operation: 'trendingPosts',
    about: "the owner's draft",
    document: '{ trendingPosts(window: WEEK, first: 50) { id } }',
    shows: ['trendingPosts.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: {
    trendingHashtags: 'counts of tags in public posts: no post or member is named',
    suggestedMembers: "computed for the caller from public follows and posts; names no owner's object (UNAUTHENTICATED signed out)",
  },
};

// The posts' rows of the authz matrix (docs/authz-matrix.md): reading the owner's draft,
// scheduled and published posts, writing them, and interacting with them.
import {
  H,
  U,
  MEMBERS,
  PUBLIC,
  OWN_LIST,
  AUTHOR_UNSEEN,
  AUTHOR_MEMBER_UNSEEN,
  AUTHOR_CHANGES,
  NOBODY_MEMBER,
  NOBODY_PUBLIC,
  id,
  path,
  owner,
  type Fixtures,
  type Row,
  type AuthzRows,
} from '@pulse/kit/authz';

const POST = 'query($id: ID!) { post(id: $id) { id } }';
const fresh = (status: 'draft' | 'scheduled' | 'published') => async (f: Fixtures) => ({ id: await f.fresh.post(status) });
const freshPath = (status: 'draft' | 'scheduled' | 'published') => async (f: Fixtures) => ({ params: { id: await f.fresh.post(status) } });

// Interactions with someone's post: any member may on a published post (the owner's, here), and
// nobody may on a draft, its author included.
function interaction(operation: string, document: string, rest: { route: string; body?: unknown }[], published = MEMBERS, draft = NOBODY_MEMBER): Row[] {
  const restOf = (status: 'draft' | 'published') =>
    rest.map((r) => ({ route: r.route, request: async (f: Fixtures) => ({ ...(await freshPath(status)(f)), ...(r.body ? { body: r.body } : {}) }) }));
  return [
    { operation, about: "the owner's published post", document, variables: fresh('published'), expect: published, rest: restOf('published') },
    { operation, about: "the owner's draft", document, variables: fresh('draft'), expect: draft, rest: restOf('draft') },
  ];
}

const rows: Row[] = [
  {
    operation: 'post',
    about: "the owner's published post",
    document: POST,
    variables: id((f) => f.published),
    expect: PUBLIC,
    rest: [
      { route: 'GET /posts/:id', request: path((f) => f.published) },
      // The caller's own bookmark state (false when signed out).
      { route: 'GET /posts/:id/bookmarks/status', request: path((f) => f.published) },
    ],
  },
  {
    operation: 'post',
    about: "the owner's draft",
    document: POST,
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [
      { route: 'GET /posts/:id', request: path((f) => f.draft) },
      { route: 'GET /posts/:id/bookmarks/status', request: path((f) => f.draft) },
    ],
  },
  {
    operation: 'post',
    about: "the owner's scheduled post",
    document: POST,
    variables: id((f) => f.scheduled),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id', request: path((f) => f.scheduled) }],
  },
  {
    operation: 'postThread',
    about: "the owner's draft",
    document: 'query($id: ID!) { postThread(id: $id) { id } }',
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id/thread', request: path((f) => f.draft) }],
  },
  {
    operation: 'replies',
    about: "the owner's draft",
    document: 'query($id: ID!) { replies(postId: $id) { id } }',
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id/replies', request: path((f) => f.draft) }],
  },
  {
    operation: 'posts',
    about: "the owner's draft among their posts",
    document: 'query($id: ID!) { posts(limit: 50, filter: { userId: $id }) { posts { id } } }',
    variables: id((f) => owner(f).user.id),
    shows: ['posts.posts.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
    rest: [
      { route: 'GET /posts', request: (f) => ({ query: { limit: '50', filter: JSON.stringify({ userId: owner(f).user.id }) } }), shows: ['posts.*.id', (f) => f.draft] },
    ],
  },
  {
    operation: 'myDrafts',
    about: "the owner's draft",
    document: '{ myDrafts { id } }',
    shows: ['myDrafts.*.id', (f) => f.draft],
    expect: OWN_LIST,
  },
  {
    operation: 'myScheduledPosts',
    about: "the owner's scheduled post",
    document: '{ myScheduledPosts { id } }',
    shows: ['myScheduledPosts.*.id', (f) => f.scheduled],
    expect: OWN_LIST,
  },
  {
    operation: 'createPost',
    about: "the caller's own new post",
    document: 'mutation { createPost(input: { content: "authz" }) { id } }',
    expect: MEMBERS,
    rest: [
      { route: 'POST /posts', request: () => ({ body: { content: 'authz' } }) },
      { route: 'POST /posts/scheduled', request: () => ({ body: { content: 'authz', scheduledFor: new Date(Date.now() + 7 * 24 * 3600_000).toISOString() } }) },
      { route: 'POST /polls', request: () => ({ body: { content: 'authz?', poll: { options: ['a', 'b'] } } }) },
    ],
  },
  {
    operation: 'updatePost',
    about: "the owner's published post",
    document: 'mutation($id: ID!) { updatePost(id: $id, input: { content: "authz edit" }) { id } }',
    variables: fresh('published'),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'PUT /posts/:id', request: async (f) => ({ ...(await freshPath('published')(f)), body: { content: 'authz edit' } }) }],
  },
  {
    operation: 'updatePost',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { updatePost(id: $id, input: { content: "authz edit" }) { id } }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'PUT /posts/:id', request: async (f) => ({ ...(await freshPath('draft')(f)), body: { content: 'authz edit' } }) }],
  },
  {
    operation: 'publishDraft',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { publishDraft(id: $id) { id } }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'POST /posts/:id/publish', request: freshPath('draft') }],
  },
  {
    operation: 'cancelSchedule',
    about: "the owner's scheduled post",
    document: 'mutation($id: ID!) { cancelSchedule(id: $id) { id } }',
    variables: fresh('scheduled'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'POST /posts/:id/cancel-schedule', request: freshPath('scheduled') }],
  },
  {
    operation: 'deletePost',
    about: "the owner's published post",
    document: 'mutation($id: ID!) { deletePost(id: $id) }',
    variables: fresh('published'),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'DELETE /posts/:id', request: freshPath('published') }],
  },
  {
    operation: 'deletePost',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { deletePost(id: $id) }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'DELETE /posts/:id', request: freshPath('draft') }],
  },
  ...interaction('likePost', 'mutation($id: ID!) { likePost(id: $id) { id } }', [{ route: 'POST /posts/:id/like' }]),
  ...interaction('unlikePost', 'mutation($id: ID!) { unlikePost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/like' }]),
  ...interaction('bookmarkPost', 'mutation($id: ID!) { bookmarkPost(id: $id) { id } }', [{ route: 'POST /posts/:id/bookmark' }]),
  ...interaction('unbookmarkPost', 'mutation($id: ID!) { unbookmarkPost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/bookmark' }]),
  ...interaction('repost', 'mutation($id: ID!) { repost(id: $id) { id } }', [{ route: 'POST /posts/:id/repost' }]),
  ...interaction('undoRepost', 'mutation($id: ID!) { undoRepost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/repost' }]),
  ...interaction('quotePost', 'mutation($id: ID!) { quotePost(id: $id, content: "authz quote") { id } }', [
    { route: 'POST /posts/:id/quote', body: { content: 'authz quote' } },
  ]),
  ...interaction('createReply', 'mutation($id: ID!) { createReply(postId: $id, input: { content: "authz reply" }) { id } }', [
    { route: 'POST /posts/:id/replies', body: { content: 'authz reply' } },
  ]),
  // Views and shares are counted for signed-out readers too.
  ...interaction('recordPostView', 'mutation($id: ID!) { recordPostView(id: $id) { id } }', [{ route: 'POST /posts/:id/view' }], PUBLIC, NOBODY_PUBLIC),
  ...interaction('recordShare', 'mutation($id: ID!) { recordShare(id: $id, method: COPY_LINK) }', [], PUBLIC, NOBODY_PUBLIC),
];

export const authz: AuthzRows = { rows };

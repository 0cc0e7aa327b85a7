// Social's page cursors through the gateway: every cursor-taking operation (the home feed, a
// member's posts, saved posts, notifications, followers and following) and the REST paths
// that take one refuse forged, truncated, wrong-kind and other-list cursors with
// BAD_USER_INPUT 'Invalid cursor' naming the argument, before any query runs, and still page
// on with the cursors they hand out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, expectError, expectFailure, expectOk, forgedCursors, gql, members, restClient, type Member, type Stack, startStack } from '@pulse/dev-env';

const PAGE = 'pageInfo { hasNextPage endCursor }';
const OPERATIONS = {
  homeFeed: `query($after: String) { homeFeed(first: 1, after: $after) { nodes { id } ${PAGE} } }`,
  userPosts: `query($after: String, $u: ID!) { userPosts(userId: $u, first: 1, after: $after) { nodes { id } ${PAGE} } }`,
  savedPosts: `query($after: String) { savedPosts(first: 1, after: $after) { nodes { id } ${PAGE} } }`,
  notifications: `query($after: String) { notifications(first: 1, after: $after) { nodes { id } ${PAGE} } }`,
  followersOf: `query($after: String, $u: ID!) { followersOf(userId: $u, first: 1, after: $after) { nodes { id } ${PAGE} } }`,
  followingOf: `query($after: String, $u: ID!) { followingOf(userId: $u, first: 1, after: $after) { nodes { id } ${PAGE} } }`,
} as const;
type Operation = keyof typeof OPERATIONS;

/** Whose list each operation reads, and which other list's cursor it is offered as a forgery. */
const CASES: { op: Operation; reader: 'ann' | 'bob'; of?: 'ann' | 'bob'; other: Operation }[] = [
  { op: 'homeFeed', reader: 'bob', other: 'savedPosts' },
  { op: 'userPosts', reader: 'bob', of: 'ann', other: 'notifications' },
  { op: 'savedPosts', reader: 'bob', other: 'homeFeed' },
  { op: 'notifications', reader: 'ann', other: 'followersOf' },
  { op: 'followersOf', reader: 'bob', of: 'ann', other: 'followingOf' },
  { op: 'followingOf', reader: 'bob', of: 'bob', other: 'followersOf' },
];

let stack: Stack;
let ann: Member;
let bob: Member;
let carl: Member;
const call = caller(() => stack);
const api = restClient(() => stack);
const who = (name: 'ann' | 'bob') => (name === 'ann' ? ann : bob);
/** The first page's end cursor of each operation, as its reader gets it. */
const firstCursor = {} as Record<Operation, string>;

function variablesOf(c: (typeof CASES)[number], after: string | null): Record<string, unknown> {
  return c.of ? { after, u: who(c.of).user.id } : { after };
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '10000' } });
  [ann, bob, carl] = await members(stack, 3);
  // Two of everything, so that every list has a second page to reach with its first cursor.
  for (const [follower, followee] of [
    [bob, ann],
    [carl, ann],
    [bob, carl],
  ]) {
    await call('mutation($u: ID!) { follow(userId: $u) { id } }', { u: followee.user.id }, follower);
  }
  for (const content of ['first', 'second', 'third']) {
    const { createPost } = await call('mutation($c: String!) { createPost(input: { content: $c }) { id } }', { c: content }, ann);
    await call('mutation($id: ID!) { likePost(id: $id) { id } }', { id: createPost.id }, bob);
    await call('mutation($id: ID!) { bookmarkPost(id: $id) { id } }', { id: createPost.id }, bob);
  }
  for (const c of CASES) {
    const data = await call(OPERATIONS[c.op], variablesOf(c, null), who(c.reader));
    expect(data[c.op].pageInfo.hasNextPage, c.op).toBe(true);
    firstCursor[c.op] = data[c.op].pageInfo.endCursor;
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('GraphQL', () => {
  describe.each(CASES)('$op', (c) => {
    it('pages on with its own cursor', async () => {
      const first = await call(OPERATIONS[c.op], variablesOf(c, null), who(c.reader));
      const second = await call(OPERATIONS[c.op], variablesOf(c, firstCursor[c.op]), who(c.reader));
      expect(second[c.op].nodes).toHaveLength(1);
      expect(second[c.op].nodes[0].id).not.toBe(first[c.op].nodes[0].id);
    });

    it('refuses every forged cursor on `after`, as bad input', async () => {
      for (const [label, cursor] of forgedCursors(firstCursor[c.op], firstCursor[c.other])) {
        const res = await fetch(stack.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${who(c.reader).token}` },
          body: JSON.stringify({ query: OPERATIONS[c.op], variables: variablesOf(c, cursor) }),
        });
        expect(res.status, label).toBe(200);
        const body = (await res.json()) as Awaited<ReturnType<typeof gql>>;
        expect(body.data, label).toBeNull();
        expect(body.errors?.[0]?.extensions?.code, `${label}: ${JSON.stringify(body)}`).toBe('BAD_USER_INPUT');
        expectError(body, 'BAD_USER_INPUT', 'Invalid cursor', 'after');
      }
    });
  });

  it('refuses the untagged cursors written before lists were named', async () => {
    const [, key, id] = JSON.parse(Buffer.from(firstCursor.homeFeed, 'base64url').toString('utf8')) as string[];
    const untagged = Buffer.from(JSON.stringify([key, id])).toString('base64url');
    expectError(await gql(stack.graphqlUrl, OPERATIONS.homeFeed, { after: untagged }, bob.token), 'BAD_USER_INPUT', 'Invalid cursor', 'after');
  });

  it('takes a post cursor from either posts feed (both page by publication time)', async () => {
    const { userPosts } = await call(OPERATIONS.userPosts, { u: ann.user.id, after: null }, bob);
    const { homeFeed } = await call(OPERATIONS.homeFeed, { after: userPosts.pageInfo.endCursor }, bob);
    expect(homeFeed.nodes).toHaveLength(1);
  });
});

describe('REST', () => {
  const PATHS = [
    { path: '/posts/saved', reader: () => bob, list: 'savedPosts', other: 'notifications' },
    { path: '/bookmarks', reader: () => bob, list: 'savedPosts', other: 'homeFeed' },
    { path: '/notifications', reader: () => ann, list: 'notifications', other: 'savedPosts' },
  ] as const;

  it.each(PATHS)('GET $path pages on with its own cursor, under either name', async ({ path, reader, list }) => {
    for (const name of ['cursor', 'after']) {
      const page = expectOk(await api('GET', `${path}?limit=1&${name}=${firstCursor[list]}`, { token: reader().token }));
      expect(page.pageInfo.endCursor).toEqual(expect.any(String));
    }
  });

  it.each(PATHS)('GET $path answers 400 naming the parameter for every forged cursor', async ({ path, reader, list, other }) => {
    for (const name of ['cursor', 'after']) {
      for (const [label, cursor] of forgedCursors(firstCursor[list], firstCursor[other])) {
        const reply = await api('GET', `${path}?limit=1&${name}=${encodeURIComponent(cursor)}`, { token: reader().token });
        expect(reply.status, `${name}: ${label}: ${reply.text}`).toBe(400);
        expectFailure(reply, 400, { message: 'Invalid cursor', code: 'BAD_USER_INPUT', field: name });
      }
    }
  });
});

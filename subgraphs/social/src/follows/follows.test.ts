// Follows through the gateway against a fresh database: follow / unfollow and their
// failure paths, the lists in cursor pages, and the User fields other subgraphs' users get
// from social (counts, followedByMe, followsMe) batched per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@pulse/kit';
import { caller, failureOf, gql, members as newMembers, type Stack, startStack } from '@pulse/dev-env';

const FOLLOW = 'mutation($u: ID!) { follow(userId: $u) { id username followers following followedByMe followsMe } }';
const UNFOLLOW = 'mutation($u: ID!) { unfollow(userId: $u) { id followers followedByMe } }';
const USER = 'query($id: ID!) { user(id: $id) { id name followers following followedByMe followsMe } }';
const FOLLOWERS = `query($u: ID!, $first: Int, $after: String) {
  followersOf(userId: $u, first: $first, after: $after) { nodes { id username followedByMe } pageInfo { hasNextPage endCursor } } }`;
const FOLLOWING = `query($u: ID!, $first: Int, $after: String) {
  followingOf(userId: $u, first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  countFollowStatements();
});
afterAll(async () => {
  await stack?.stop();
});

const members = (n: number) => newMembers(stack, n);
const call = caller(() => stack);
const failure = async (query: string, variables: Record<string, unknown>, token?: string) => failureOf(await gql(stack.graphqlUrl, query, variables, token));

describe('follow and unfollow', () => {
  it('follows, shows it on both members, and is idempotent', async () => {
    const [ann, bob] = await members(2);
    const followed = await call(FOLLOW, { u: bob.user.id }, ann);
    expect(followed.follow).toEqual({ id: bob.user.id, username: bob.user.username, followers: 1, following: 0, followedByMe: true, followsMe: false });
    // Again: still one follow.
    expect((await call(FOLLOW, { u: bob.user.id }, ann)).follow.followers).toBe(1);

    expect((await call(USER, { id: ann.user.id }, ann)).user).toMatchObject({ followers: 0, following: 1, followedByMe: false, followsMe: false });
    expect((await call(USER, { id: ann.user.id }, bob)).user).toMatchObject({ followers: 0, following: 1, followedByMe: false, followsMe: true });
    expect((await call(USER, { id: bob.user.id }, bob)).user).toMatchObject({ followers: 1, following: 0, followedByMe: false, followsMe: false });
    // Signed out: counts, and no relation to anyone.
    expect((await call(USER, { id: bob.user.id })).user).toMatchObject({ followers: 1, followedByMe: false, followsMe: false });

    const undone = await call(UNFOLLOW, { u: bob.user.id }, ann);
    expect(undone.unfollow).toEqual({ id: bob.user.id, followers: 0, followedByMe: false });
    expect((await call(UNFOLLOW, { u: bob.user.id }, ann)).unfollow.followers).toBe(0);
    expect((await call(USER, { id: ann.user.id }, ann)).user.following).toBe(0);
  });

  it('counts concurrent follows exactly once each', async () => {
    const [star, ...fans] = await members(6);
    await Promise.all(fans.flatMap((fan) => [call(FOLLOW, { u: star.user.id }, fan), call(FOLLOW, { u: star.user.id }, fan)]));
    expect((await call(USER, { id: star.user.id })).user.followers).toBe(5);
  });

  it('keeps the counts equal to the follow rows through racing follows, unfollows and bulk SQL', async () => {
    // Four members are enough for every race: each pair is mutual, and each member is at once
    // follower and followee of three others (36 racing calls; six members made 90, which a
    // loaded machine could not finish within the test's time).
    const group = await members(4);
    // Everyone follows and unfollows everyone at once, mutual pairs included (the trigger's
    // ordered locking is what keeps two members following each other from deadlocking).
    const ops = group.flatMap((a) =>
      group.filter((b) => b !== a).flatMap((b) => [call(FOLLOW, { u: b.user.id }, a), call(UNFOLLOW, { u: b.user.id }, a), call(FOLLOW, { u: b.user.id }, a)]),
    );
    const results = await Promise.allSettled(ops);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Which of each pair's racing calls landed last is up to the scheduler: settle on "all follow all".
    await Promise.all(group.flatMap((a) => group.filter((b) => b !== a).map((b) => call(FOLLOW, { u: b.user.id }, a))));

    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const ids = group.map((m) => m.user.id);
      // Writers that bypass the API keep the counts exact too.
      await db.query(`DELETE FROM social.follows WHERE follower_id = $1`, [ids[0]]);
      await db.query(`INSERT INTO social.follows (follower_id, followee_id, created_at) SELECT $1, unnest($2::text[]), now() ON CONFLICT DO NOTHING`, [
        ids[0],
        ids.slice(1, 3),
      ]);
      const { rows } = await db.query(
        `
        SELECT u.id, coalesce(fc.followers, 0) AS followers, coalesce(fc.following, 0) AS following,
               (SELECT count(*)::int FROM social.follows WHERE followee_id = u.id) AS real_followers,
               (SELECT count(*)::int FROM social.follows WHERE follower_id = u.id) AS real_following
        FROM unnest($1::text[]) AS u(id) LEFT JOIN social.follow_counts fc ON fc.user_id = u.id`,
        [ids],
      );
      for (const row of rows) expect([row.followers, row.following]).toEqual([row.real_followers, row.real_following]);
      expect(rows.find((r) => r.id === ids[0]).following).toBe(2);
      // Followed by everyone but itself and ids[0], whose bulk rewrite left it out.
      expect(rows.find((r) => r.id === ids[3]).followers).toBe(2);
    } finally {
      await db.end();
    }
    expect((await call(USER, { id: group[3].user.id })).user.followers).toBe(2);
    // 36 racing calls through the gateway, each a transaction with the trigger's locks: a
    // minute's allowance on a machine whose two cores other test files share.
  }, 120_000);

  it('refuses the signed-out, oneself, unknown members and malformed ids', async () => {
    const [ann] = await members(1);
    expect(await failure(FOLLOW, { u: ann.user.id })).toEqual({ message: 'Please log in to follow users', code: 'UNAUTHENTICATED', field: undefined });
    expect(await failure(UNFOLLOW, { u: ann.user.id })).toMatchObject({ message: 'Please log in to follow users', code: 'UNAUTHENTICATED' });
    // A dead token keeps the message the client signs out on.
    expect(await failure(FOLLOW, { u: ann.user.id }, 'not-a-jwt')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await failure(FOLLOW, { u: ann.user.id }, ann.token)).toEqual({ message: 'You cannot follow yourself', code: 'BAD_USER_INPUT', field: 'userId' });
    expect(await failure(UNFOLLOW, { u: ann.user.id }, ann.token)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await failure(FOLLOW, { u: newId() }, ann.token)).toEqual({ message: 'User not found', code: 'NOT_FOUND', field: undefined });
    expect(await failure(UNFOLLOW, { u: newId() }, ann.token)).toMatchObject({ message: 'User not found', code: 'NOT_FOUND' });
    expect(await failure(FOLLOW, { u: 'bob' }, ann.token)).toEqual({ message: 'Invalid user id', code: 'BAD_USER_INPUT', field: 'userId' });
    expect((await call(USER, { id: ann.user.id })).user.following).toBe(0);
  });
});

describe('when accounts cannot be reached', () => {
  it('says the service is unavailable and follows no one', async () => {
    const [ann, bob] = await members(2);
    const accountsUrl = stack.config.subgraphUrls.accounts;
    stack.config.subgraphUrls.accounts = 'http://127.0.0.1:9/graphql';
    try {
      expect(await failure(FOLLOW, { u: bob.user.id }, ann.token)).toEqual({
        message: 'Members cannot be looked up right now. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
        field: undefined,
      });
    } finally {
      stack.config.subgraphUrls.accounts = accountsUrl;
    }
    expect((await call(USER, { id: bob.user.id })).user.followers).toBe(0);
  });
});

describe('followersOf and followingOf', () => {
  it('lists the most recent first, in pages that neither skip nor repeat', async () => {
    const [star, ...fans] = await members(5);
    for (const fan of fans) await call(FOLLOW, { u: star.user.id }, fan);
    await call(FOLLOW, { u: fans[0].user.id }, star);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: any = (await call(FOLLOWERS, { u: star.user.id, first: 2, after }, fans[0])).followersOf;
      seen.push(...page.nodes.map((n: any) => n.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(2);
    expect(seen).toEqual(fans.map((f) => f.user.id).reverse());

    // Federated fields of the listed users resolve too (accounts' username, social's relation).
    const first = (await call(FOLLOWERS, { u: star.user.id, first: 4 }, star)).followersOf.nodes;
    expect(first.map((n: any) => n.username)).toEqual(fans.map((f) => f.user.username).reverse());
    expect(first.map((n: any) => n.followedByMe)).toEqual([false, false, false, true]);

    expect((await call(FOLLOWING, { u: fans[2].user.id })).followingOf).toEqual({
      nodes: [{ id: star.user.id }],
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
    });
    expect((await call(FOLLOWING, { u: newId() })).followingOf.nodes).toEqual([]);
  });

  it('refuses a bad cursor and page size', async () => {
    const [ann] = await members(1);
    expect(await failure(FOLLOWERS, { u: ann.user.id, after: 'nonsense' })).toMatchObject({ message: 'Invalid cursor', code: 'BAD_USER_INPUT' });
    expect(await failure(FOLLOWING, { u: ann.user.id, first: 0 })).toMatchObject({ message: 'first must be between 1 and 100', code: 'BAD_USER_INPUT' });
  });

  it('answers the counts of a page of users in a constant number of queries', async () => {
    const [viewer, small, big, ...others] = await members(9);
    for (const other of others.slice(0, 2)) await call(FOLLOW, { u: small.user.id }, other);
    for (const other of others) await call(FOLLOW, { u: big.user.id }, other);
    await call(FOLLOW, { u: others[0].user.id }, viewer);
    const count = async (userId: string) => {
      const before = followStatements;
      const page = await call(`query($u: ID!) { followersOf(userId: $u, first: 10) { nodes { id followers following followedByMe followsMe } } }`, { u: userId }, viewer);
      return { statements: followStatements - before, nodes: page.followersOf.nodes };
    };
    const two = await count(small.user.id);
    const six = await count(big.user.id);
    expect(six.nodes).toHaveLength(6);
    expect(six.nodes.find((n: any) => n.id === others[0].user.id)).toEqual({ id: others[0].user.id, followers: 1, following: 2, followedByMe: true, followsMe: false });
    // The page itself, the counts, followedByMe and followsMe, however many users the page holds.
    expect(two.statements).toBe(4);
    expect(six.statements).toBe(4);
  });
});

/** SQL statements social has run that read the follows tables, whether the ORM or hand-written SQL wrote them. */
let followStatements = 0;
function countFollowStatements(): void {
  const social = stack.subgraphs.find((s) => s.name === 'social')!;
  social.services.orm.em
    .getConnection()
    .getKnex()
    .on('query', (query: { sql: string }) => {
      if (/\."?follow(s|_counts)"?(\s|$)/.test(query.sql)) followStatements++;
    });
}

// Social's string maxima, through the gateway: a value at its maximum is stored, one
// character more is refused with HTTP 400, BAD_USER_INPUT, TOO_LONG and the field (with the
// rule's own words), before anything reaches PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, members, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let ann: Member;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  [ann] = await members(stack, 1);
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown>, token = ann.token) => gql(stack.graphqlUrl, query, variables, token);
const CREATE = `mutation($input: CreatePostInput!) { createPost(input: $input) { id content } }`;

function expectTooLong(r: Awaited<ReturnType<typeof gql>>, field: string, message?: string) {
  expect(r.status, JSON.stringify(r)).toBe(400);
  expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason: 'TOO_LONG' });
  if (message) expect(r.errors![0].message).toBe(message);
}

const postsOf = async (marker: string) => (await sql(stack, `SELECT id FROM social.posts WHERE content LIKE $1`, [`${marker}%`])).length;

describe('social string maxima', () => {
  it('content of 5000, a client id of 100, a location name of 200 are stored; one more is refused and nothing is posted', async () => {
    const marker = `len${Date.now()}`;
    const content = marker.padEnd(5000, 'c');
    const created = await q(CREATE, { input: { content, clientId: marker.padEnd(100, 'k'), location: { name: 'l'.repeat(200) } } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createPost.content).toHaveLength(5000);
    expectTooLong(await q(CREATE, { input: { content: `${content}c` } }), 'content', 'Content must be at most 5000 characters');
    expectTooLong(await q(CREATE, { input: { content: marker, clientId: marker.padEnd(101, 'k') } }), 'clientId');
    expectTooLong(await q(CREATE, { input: { content: marker, location: { name: 'l'.repeat(201) } } }), 'location.name', 'Location name must be at most 200 characters');
    expect(await postsOf(marker)).toBe(1);
  });

  it('poll options, meal entries and search texts are bounded by their rules', async () => {
    const marker = `poll${Date.now()}`;
    const poll = (option: string) => ({ input: { type: 'POLL', content: marker, poll: { options: ['yes', option] } } });
    expect((await q(CREATE, poll('o'.repeat(100)))).errors).toBeUndefined();
    expectTooLong(await q(CREATE, poll('o'.repeat(101))), 'poll.options', 'A poll option can be at most 100 characters');
    const meal = (ingredient: string) => ({ input: { type: 'MEAL', content: marker, meal: { name: 'Oats', ingredients: [ingredient] } } });
    expect((await q(CREATE, meal('i'.repeat(200)))).errors).toBeUndefined();
    expectTooLong(await q(CREATE, meal('i'.repeat(201))), 'meal.ingredients');
    expect(await postsOf(marker)).toBe(2);
    expectTooLong(await q(`query($q: String!) { searchPlaces(q: $q) { name } }`, { q: 'p'.repeat(1001) }), 'q');
    expectTooLong(await q(`query($f: PostFilter) { posts(filter: $f) { total } }`, { f: { q: 'f'.repeat(201) } }), 'q');
    expect((await q(`query($f: PostFilter) { posts(filter: $f) { total } }`, { f: { q: 'f'.repeat(200) } })).data.posts.total).toBe(0);
  });
});

// Accounts' string maxima, through the gateway: a value at its maximum is stored (it fits its
// column and index), one character more is refused with HTTP 400, BAD_USER_INPUT, TOO_LONG and
// the field, before anything reaches PostgreSQL. The maxima are the zod rules' (@maxLength).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, registerMember, sql, startStack, type Stack } from '@pulse/dev-env';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown>, token?: string) => gql(stack.graphqlUrl, query, variables, token);
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { user { id email } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token } }`;

function expectTooLong(r: Awaited<ReturnType<typeof gql>>, field: string) {
  expect(r.status, JSON.stringify(r)).toBe(400);
  expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason: 'TOO_LONG' });
}

/** An email of exactly `length` characters. */
const emailOf = (length: number) => `${'e'.repeat(length - '@example.com'.length)}@example.com`;

describe('accounts string maxima', () => {
  it('an email of 254 characters registers (unique index included); 255 is refused and nobody is created', async () => {
    const input = { password: 'correct-horse-42', name: 'Long Mail', username: `lm_${Date.now().toString(36)}` };
    const ok = await q(REGISTER, { input: { ...input, email: emailOf(254) } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.register.user.email).toHaveLength(254);
    expectTooLong(await q(REGISTER, { input: { ...input, username: `${input.username}x`, email: emailOf(255) } }), 'email');
    expect(await sql(stack, `SELECT 1 FROM accounts.users WHERE username = $1`, [`${input.username}x`])).toHaveLength(0);
  });

  it('login: a 254-character unknown email is an ordinary wrong login, a 6,000-character one a 400', async () => {
    expect((await q(LOGIN, { input: { email: emailOf(254), password: 'x' } })).errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    expectTooLong(await q(LOGIN, { input: { email: emailOf(6000), password: 'x' } }), 'email');
    expectTooLong(await q(LOGIN, { input: { email: emailOf(30), password: 'p'.repeat(129) } }), 'password');
  });

  it('lookups: 100 characters are looked up, 101 refused', async () => {
    const m = await registerMember(stack);
    expect((await q(`query($u: String) { findUser(username: $u) { id } }`, { u: 'u'.repeat(100) })).errors![0].extensions?.code).toBe('NOT_FOUND');
    expectTooLong(await q(`query($u: String) { findUser(username: $u) { id } }`, { u: 'u'.repeat(101) }), 'username');
    expect((await q(`query($q: String!) { searchUsers(q: $q) { id } }`, { q: 's'.repeat(100) }, m.token)).data.searchUsers).toEqual([]);
    expectTooLong(await q(`query($q: String!) { searchUsers(q: $q) { id } }`, { q: 's'.repeat(101) }, m.token), 'q');
    expectTooLong(await q(`query($id: ID!) { user(id: $id) { id } }`, { id: 'c'.repeat(65) }), 'id');
  });

  it('profile: a bio of 160 and a link of 2048 characters are stored; more is refused and nothing changes', async () => {
    const m = await registerMember(stack);
    const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { bio bioLink } }`;
    const link = `https://example.com/${'l'.repeat(2048 - 'https://example.com/'.length)}`;
    const saved = await q(UPDATE, { input: { bio: 'b'.repeat(160), bioLink: link } }, m.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfile.bioLink).toHaveLength(2048);
    expectTooLong(await q(UPDATE, { input: { bioLink: `${link}x` } }, m.token), 'bioLink');
    expectTooLong(await q(UPDATE, { input: { name: 'n'.repeat(201) } }, m.token), 'name');
    expect((await sql(stack, `SELECT bio_link FROM accounts.users WHERE id = $1`, [m.user.id]))[0].bio_link).toBe(link);
  });
});

// The accounts subgraph as members reach it: every operation through the real gateway's
// /graphql, against a fresh database, with the exact messages and codes clients rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '@pulse/kit';
import { expectFailure, expectOk, gql, registerMember, restClient, sql, type Stack, startStack, TEST_JWT_SECRET } from '@pulse/dev-env';
import { TestClock } from '@pulse/kit/clock';
import { PAIR_MAX_DELAY_SECONDS, accountKeyOf, pairKeyOf } from './sessions/operations/login.js';

type Result = Awaited<ReturnType<typeof gql<any>>>;

const USER = 'id name username email emailVerified image bio bioLink profileURL followers following createdAt updatedAt suspended role';
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token expiresAt user { ${USER} } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token expiresAt deviceId user { ${USER} } } }`;
const ME = `{ me { ${USER} } }`;
const FIND = `query($id: ID, $username: String) { findUser(id: $id, username: $username) { id username email } }`;
const SEARCH = `query($q: String!, $first: Int) { searchUsers(q: $q, first: $first) { id name username image } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER} } }`;
const SUSPEND = `mutation($id: ID!, $reason: String) { suspendUser(userId: $id, reason: $reason) { id suspended } }`;
const UNSUSPEND = `mutation($id: ID!) { unsuspendUser(userId: $id) { id suspended } }`;

const PASSWORD = 'correct-horse-42';
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_TOKEN = 'Invalid or expired token';

let seq = 0;
/** Short, unique, lowercase alphanumerics: safe inside usernames (max 30) and emails. */
function uniq(): string {
  seq += 1;
  return `${Date.now().toString(36).slice(-4)}${seq.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

function input(over: Partial<{ email: string; password: string; name: string; username: string }> = {}) {
  const s = uniq();
  return { email: `u${s}@example.com`, password: PASSWORD, name: `User ${s}`, username: `u_${s}`, ...over };
}

/** Exactly one error with this code (and message / field when given), and no data for it. */
function expectError(r: Result, code: string, message?: string | RegExp, field?: string) {
  expect(r.errors, JSON.stringify(r)).toHaveLength(1);
  const [error] = r.errors!;
  expect(error.extensions?.code).toBe(code);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  if (field !== undefined) expect(error.extensions?.field).toBe(field);
  return error;
}

let stack: Stack;
let limited: Stack;
/** Trusts X-Forwarded-For, so each test request can come from the address it names. */
let proxied: Stack;

/** Runs `body` with the stack's clock stopped, so no back-off runs out while a loaded machine answers. */
async function frozen<T>(on: Stack, body: (clock: TestClock) => Promise<T>): Promise<T> {
  on.clock.freeze();
  try {
    return await body(on.clock);
  } finally {
    on.clock.release();
  }
}

beforeAll(async () => {
  // Every registration here comes from 127.0.0.1, so the per-address register limit is raised.
  stack = await startStack({ env: { ADMIN_EMAILS: 'admin@example.com', REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

/** The one admin (ADMIN_EMAILS), registered on first use whichever test needs it first. */
let adminPromise: ReturnType<typeof registerMember> | undefined;
const getAdmin = () => (adminPromise ??= registerMember(stack, { email: 'Admin@Example.com' }));

const q = (query: string, variables: Record<string, unknown> = {}, token?: string, headers?: Record<string, string>) =>
  gql(stack.graphqlUrl, query, variables, token, headers);

describe('register', () => {
  it('returns a token and the new member, email lowercased, role MEMBER', async () => {
    const s = uniq();
    const r = await q(REGISTER, { input: { email: `  Mixed.${s}@Example.COM `, password: PASSWORD, name: '  Ann   Lee ', username: `@Ann_${s}` } });
    expect(r.errors).toBeUndefined();
    const { token, expiresAt, user } = r.data.register;
    expect(token.split('.')).toHaveLength(3);
    // 7 days, give or take the test's own duration.
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
    expect(user.id).toHaveLength(25);
    expect(user.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(user).toMatchObject({
      email: `mixed.${s}@example.com`,
      name: 'Ann Lee',
      username: `Ann_${s}`, // leading @ dropped, case kept
      role: 'MEMBER',
      emailVerified: false,
      suspended: false,
      bio: null,
      bioLink: null,
      image: null,
      followers: 0,
      following: 0,
    });
    expect(user.profileURL).toMatch(new RegExp(`^https?://[^/]+/Ann_${s}$`));
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);

    const me = await q(ME, {}, token);
    expect(me.errors).toBeUndefined();
    expect(me.data.me.id).toBe(user.id);
  });

  it('reports each validation failure with its message and field', async () => {
    const cases: [Partial<ReturnType<typeof input>>, string, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
      [{ email: 'two@@example.com' }, 'Please enter a valid email address', 'email'],
      [{ email: '   ' }, 'Email is required', 'email'],
      [{ name: '' }, 'Name is required', 'name'],
      [{ name: '    ' }, 'Name is required', 'name'],
      [{ name: 'n'.repeat(51) }, 'Name must be at most 50 characters', 'name'],
      [{ username: 'ab' }, 'Username must be 3-30 characters: letters, numbers and underscores only', 'username'],
      [{ username: 'a'.repeat(31) }, 'Username must be 3-30 characters: letters, numbers and underscores only', 'username'],
      [{ username: 'bad-name!' }, 'Username must be 3-30 characters: letters, numbers and underscores only', 'username'],
      [{ username: 'has space' }, 'Username must be 3-30 characters: letters, numbers and underscores only', 'username'],
      [{ username: '' }, 'Username is required', 'username'],
      [{ username: '1234567' }, 'Username must contain at least one letter', 'username'],
      [{ username: 'messages' }, 'This username is not available', 'username'],
      [{ username: 'Messages' }, 'This username is not available', 'username'],
      [{ username: '@graphql' }, 'This username is not available', 'username'],
      [{ password: 'short1' }, 'Password must be at least 8 characters', 'password'],
      [{ password: 'x1'.repeat(65) }, 'Password must be at most 128 characters', 'password'],
      [{ password: 'no-digits-here' }, 'Password must contain at least one letter and one number', 'password'],
      [{ password: '1234567890' }, 'Password must contain at least one letter and one number', 'password'],
      [{ username: 'runner42x', password: 'Runner42X' }, 'Password must not be your email or username', 'password'],
      [{ email: 'pw1@mail.example', password: 'PW1@mail.example' }, 'Password must not be your email or username', 'password'],
    ];
    for (const [over, message, field] of cases) {
      const attempt = input(over);
      const r = await q(REGISTER, { input: attempt });
      expect(r.data?.register ?? null, JSON.stringify(over)).toBeNull();
      expectError(r, 'BAD_USER_INPUT', message, field);
      // Nothing was created by the failed attempt.
      if (field !== 'username') {
        const found = await q(FIND, { username: attempt.username });
        expectError(found, 'NOT_FOUND', 'User not found');
      }
    }
  });

  it('refuses common and personal passwords with the reason, after the length and character rules', async () => {
    const cases: [Partial<ReturnType<typeof input>>, string][] = [
      [{ password: 'password1' }, 'This is a commonly used password. Add more words that are less common.'],
      [{ password: 'qwerty123' }, 'This is a commonly used password. Add more words that are less common.'],
      [{ password: 'Password1' }, 'This is a commonly used password. Add more words that are less common.'],
      [{ password: 'iloveyou2' }, 'This is a commonly used password. Add more words that are less common.'],
      // No dictionary knows it, but it is a season and a year.
      [{ password: 'Summer2024' }, 'This password is too easy to guess. Add more words that are less common.'],
      // The member's own name and email, which the attacker knows too.
      [{ name: 'Marguerite Okonkwo', password: 'okonkwo1970' }, 'There should not be any personal or page related data. Add more words that are less common.'],
      [
        { email: 'zephyrine.quast@example.com', password: 'zephyrine.quast1' },
        'There should not be any personal or page related data. Add more words that are less common.',
      ],
    ];
    for (const [over, message] of cases) {
      const attempt = input(over);
      const r = await q(REGISTER, { input: attempt });
      expect(r.data?.register ?? null, JSON.stringify(over)).toBeNull();
      expectError(r, 'BAD_USER_INPUT', message, 'password');
      expectError(await q(FIND, { username: attempt.username }), 'NOT_FOUND', 'User not found');
    }
    // The simpler rules still speak first for a password that breaks them and is common too.
    expectError(await q(REGISTER, { input: input({ password: 'letmein' }) }), 'BAD_USER_INPUT', 'Password must be at least 8 characters', 'password');
    expectError(await q(REGISTER, { input: input({ password: 'password' }) }), 'BAD_USER_INPUT', 'Password must contain at least one letter and one number', 'password');
    // A long random-looking one, and the passphrases the test helpers use, pass.
    for (const password of [PASSWORD, 'lantern-basil-73', 'browser-pass-1', 'q8Vd!w2mZp']) {
      const r = await q(REGISTER, { input: input({ password }) });
      expect(r.errors, password).toBeUndefined();
    }
  });

  it('rejects a missing field at the GraphQL layer: 400 in application/graphql-response+json, 200 in application/json', async () => {
    const { name: _omit, ...partial } = input();
    const r = await q(REGISTER, { input: partial }, undefined, { accept: 'application/graphql-response+json' });
    expect(r.status).toBe(400);
    const error = expectError(r, 'BAD_USER_INPUT');
    expect(error.message).toContain('"name"');
    const legacy = await q(REGISTER, { input: partial });
    expect(legacy.status).toBe(200);
    expect(expectError(legacy, 'BAD_USER_INPUT').message).toBe(error.message);
  });

  it('refuses a duplicate email or username, whatever their case', async () => {
    const first = input();
    expect((await q(REGISTER, { input: first })).errors).toBeUndefined();

    const sameEmail = await q(REGISTER, { input: input({ email: first.email.toUpperCase() }) });
    expectError(sameEmail, 'CONFLICT', 'An account with this email already exists', 'email');

    const sameUsername = await q(REGISTER, { input: input({ username: first.username.toUpperCase() }) });
    expectError(sameUsername, 'CONFLICT', 'This username is already taken', 'username');

    const withAt = await q(REGISTER, { input: input({ username: `@${first.username}` }) });
    expectError(withAt, 'CONFLICT', 'This username is already taken', 'username');

    // Both taken: one answer names both fields (extensions.fields), so the form shows them at once.
    const both = await q(REGISTER, { input: input({ email: first.email, username: first.username }) });
    expectError(both, 'CONFLICT', 'An account with this email already exists', 'email');
    expect(both.errors?.[0]?.extensions?.fields).toEqual({ email: 'An account with this email already exists', username: 'This username is already taken' });
  });

  it('lets exactly one of two simultaneous registrations of a username win', async () => {
    const username = `race_${uniq()}`;
    const results = await Promise.all([q(REGISTER, { input: input({ username }) }), q(REGISTER, { input: input({ username: username.toUpperCase() }) })]);
    const ok = results.filter((r) => !r.errors);
    const failed = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expectError(failed[0], 'CONFLICT', 'This username is already taken', 'username');
    const found = await q(FIND, { username });
    expect(found.data.findUser.id).toBe(ok[0].data.register.user.id);
  });

  it('lets exactly one of two simultaneous registrations of an email win', async () => {
    const email = `race${uniq()}@example.com`;
    const results = await Promise.all([q(REGISTER, { input: input({ email }) }), q(REGISTER, { input: input({ email: email.toUpperCase() }) })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const failed = results.filter((r) => r.errors);
    expect(failed).toHaveLength(1);
    expectError(failed[0], 'CONFLICT', 'An account with this email already exists', 'email');
  });
});

describe('login and tokens', () => {
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    member = await registerMember(stack);
  });

  it('signs in with the right password, email in any case and with spaces', async () => {
    const r = await q(LOGIN, { input: { email: `  ${member.input.email.toUpperCase()} `, password: PASSWORD } });
    expect(r.errors).toBeUndefined();
    expect(r.data.login.user).toMatchObject({ id: member.user.id, email: member.input.email, role: 'MEMBER' });
    expect(r.data.login.token).not.toBe(member.token);
    const me = await q(ME, {}, r.data.login.token);
    expect(me.data.me.id).toBe(member.user.id);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const wrong = await q(LOGIN, { input: { email: member.input.email, password: 'wrong-password-1' } });
    const unknown = await q(LOGIN, { input: { email: `nobody${uniq()}@example.com`, password: PASSWORD } });
    const caseOnly = await q(LOGIN, { input: { email: member.input.email, password: PASSWORD.toUpperCase() } });
    for (const r of [wrong, unknown, caseOnly]) {
      expect(r.data?.login ?? null).toBeNull();
      const error = expectError(r, 'UNAUTHENTICATED', INVALID_CREDENTIALS);
      expect(Object.keys(error.extensions ?? {}).sort()).toEqual(['code', 'serviceName']);
    }
    expect(JSON.stringify(wrong.errors)).toBe(JSON.stringify(unknown.errors));
  });

  it('answers me with the token, and UNAUTHENTICATED without one', async () => {
    const me = await q(ME, {}, member.token);
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({ id: member.user.id, username: member.input.username, email: member.input.email });

    const anonymous = await q(ME);
    expect(anonymous.data).toBeNull();
    expectError(anonymous, 'UNAUTHENTICATED', 'Authentication required');
  });

  it('accepts the bearer scheme in any case', async () => {
    const r = await q(ME, {}, undefined, { authorization: `bearer ${member.token}` });
    expect(r.data?.me.id).toBe(member.user.id);
  });

  it('calls a garbage token malformed', async () => {
    for (const token of ['garbage', 'a.b.c', 'x.y']) {
      const r = await q(ME, {}, token);
      const error = expectError(r, 'UNAUTHENTICATED');
      expect(error.message).toContain('malformed');
    }
  });

  it('rejects tokens signed with another secret, expired, or unsigned', async () => {
    const claims = { userId: member.user.id, sessionId: 'c' + 'x'.repeat(24), role: 'admin' as const };
    const foreign = (await new TokenService('another-secret-that-is-long-enough-for-hs256', 3600).issue(claims)).token;
    expectError(await q(ME, {}, foreign), 'UNAUTHENTICATED', INVALID_TOKEN);

    const expired = (await new TokenService(TEST_JWT_SECRET, -120).issue(claims)).token;
    expectError(await q(ME, {}, expired), 'UNAUTHENTICATED', INVALID_TOKEN);

    // alg "none" with the member's claims and no signature must not be believed.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const [, payload] = member.token.split('.');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const r = await q(ME, {}, unsigned);
    expect(r.data).toBeNull();
    expectError(r, 'UNAUTHENTICATED', INVALID_TOKEN);

    // A real token with one signature character changed.
    const sig = member.token.slice(-4);
    const tampered = member.token.slice(0, -4) + (sig === 'AAAA' ? 'BBBB' : 'AAAA');
    expectError(await q(ME, {}, tampered), 'UNAUTHENTICATED', INVALID_TOKEN);
  });

  it('refresh returns a new working token for the same member', async () => {
    const r = await q(`mutation { refresh { token expiresAt user { id role } } }`, {}, member.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.refresh.user).toEqual({ id: member.user.id, role: 'MEMBER' });
    expect(r.data.refresh.token).not.toBe(member.token);
    expect(Date.parse(r.data.refresh.expiresAt)).toBeGreaterThan(Date.now());
    const me = await q(ME, {}, r.data.refresh.token);
    expect(me.data.me.id).toBe(member.user.id);

    expectError(await q(`mutation { refresh { token } }`), 'UNAUTHENTICATED', 'Authentication required');
  });

  it('logout kills that token and every refresh of it at once, not other sign-ins', async () => {
    const m = await registerMember(stack);
    const other = (await q(LOGIN, { input: { email: m.input.email, password: PASSWORD } })).data.login.token as string;
    const refreshed = (await q(`mutation { refresh { token } }`, {}, m.token)).data.refresh.token as string;
    // Both tokens have been seen alive (and cached as such) before the logout.
    expect((await q(ME, {}, m.token)).data.me.id).toBe(m.user.id);
    expect((await q(ME, {}, refreshed)).data.me.id).toBe(m.user.id);

    const out = await q(`mutation { logout }`, {}, m.token);
    expect(out).toMatchObject({ data: { logout: true } });

    const again = await q(ME, {}, m.token);
    expect(again.data).toBeNull();
    expectError(again, 'UNAUTHENTICATED', INVALID_TOKEN);
    expectError(await q(ME, {}, refreshed), 'UNAUTHENTICATED', INVALID_TOKEN);
    // A revoked session cannot be extended or logged out twice.
    expectError(await q(`mutation { refresh { token } }`, {}, refreshed), 'UNAUTHENTICATED', INVALID_TOKEN);
    expectError(await q(`mutation { logout }`, {}, m.token), 'UNAUTHENTICATED', INVALID_TOKEN);
    // The other sign-in is a different session and lives on.
    expect((await q(ME, {}, other)).data.me.id).toBe(m.user.id);
  });

  it('logout without a token is UNAUTHENTICATED', async () => {
    expectError(await q(`mutation { logout }`), 'UNAUTHENTICATED', 'Authentication required');
  });

  it('stores argon2id hashes at the configured cost (the test cost here), never the password', async () => {
    const m = await registerMember(stack);
    const [row] = await sql(stack, `SELECT password_hash FROM accounts.users WHERE id = $1`, [m.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=\d+,t=1\$/);
    expect(row.password_hash).not.toContain(m.input.password);
  });

  it('lets one address try an account 3 times back to back, then makes it wait; a success forgets the count', async () => {
    const m = await registerMember(stack);
    const attempt = (password: string) => q(LOGIN, { input: { email: m.input.email, password } });
    await frozen(stack, async (clock) => {
      for (let i = 0; i < 3; i++) expectError(await attempt('wrong-pass-1'), 'UNAUTHENTICATED', INVALID_CREDENTIALS);
      // The fourth must wait a second, and the wait holds even for the right password.
      expect(expectError(await attempt(PASSWORD), 'RATE_LIMITED').extensions?.retryAfter).toBe(1);
      clock.advance(999);
      expect(expectError(await attempt(PASSWORD), 'RATE_LIMITED').extensions?.retryAfter).toBe(1);
      clock.advance(1);
      expect((await attempt(PASSWORD)).errors).toBeUndefined();
      // Forgotten: three more back to back, then the wait again.
      for (let i = 0; i < 3; i++) expectError(await attempt('wrong-pass-1'), 'UNAUTHENTICATED', INVALID_CREDENTIALS);
      expectError(await attempt('wrong-pass-1'), 'RATE_LIMITED', 'Too many attempts. Please try again later.');
    });
  });

  it('does not let parallel guesses from one address slip past its back-to-back allowance', async () => {
    const m = await registerMember(stack);
    const guesses = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => q(LOGIN, { input: { email: m.input.email, password: `guess-${i}-pass` } })));
    const codes = (results: Result[]) => results.map((r) => r.errors?.[0]?.extensions?.code);
    const pairRow = async () => {
      const rows = await sql(stack, `SELECT key, hits FROM accounts.rate_limits WHERE key LIKE $1`, [`login:pair:${accountKeyOf(m.input.email)}:%`]);
      expect(rows).toHaveLength(1);
      return rows[0] as { key: string; hits: number };
    };

    await frozen(stack, async (clock) => {
      // From a fresh start: the three free attempts go through at once and the others must
      // wait (the clock stands still, so however long the burst takes, no delay runs out).
      const burst = codes(await guesses(12));
      const admitted = burst.filter((c) => c === 'UNAUTHENTICATED').length;
      expect(burst.filter((c) => c === 'RATE_LIMITED')).toHaveLength(12 - admitted);
      expect(admitted, burst.join()).toBe(3);
      // Refused attempts count nowhere: the server counted exactly the ones it let through.
      expect((await pairRow()).hits).toBe(admitted);

      // The same at a boundary: once a five-minute delay has run out, twelve parallel guesses
      // get one attempt in, and the other eleven wait five minutes.
      const { key } = await pairRow();
      expect(
        await sql(stack, `UPDATE accounts.rate_limits SET hits = 12, window_start = $2::timestamptz - interval '301 seconds' WHERE key = $1 RETURNING key`, [
          key,
          clock.now(),
        ]),
      ).toHaveLength(1);
      // The account's window (5 failures) would refuse a sixth on its own; empty it so only the pair rule decides.
      await sql(stack, `DELETE FROM accounts.rate_limits WHERE key = $1`, [`login:account:${accountKeyOf(m.input.email)}`]);
      const results = await guesses(12);
      expect(codes(results).filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(1);
      const waits = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED').map((r) => r.errors![0].extensions!.retryAfter as number);
      expect(waits).toHaveLength(11);
      for (const wait of waits) expect(wait).toBeGreaterThan(290);
      for (const wait of waits) expect(wait).toBeLessThanOrEqual(PAIR_MAX_DELAY_SECONDS);
      expect((await pairRow()).hits).toBe(13);
      expect((await q(LOGIN, { input: { email: m.input.email, password: PASSWORD } })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });
    // A registration and up to six password checks (argon2): seconds each on a loaded machine.
  }, 90_000);
});

describe('suspension', () => {
  let admin: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    // ADMIN_EMAILS matches whatever case the address was typed in.
    admin = await getAdmin();
  });

  it('gives the configured address the ADMIN role', async () => {
    const me = await q(ME, {}, admin.token);
    expect(me.data.me).toMatchObject({ email: 'admin@example.com', role: 'ADMIN' });
  });

  it('suspending kills the member’s tokens at once and blocks sign-in; unsuspending does not revive old tokens', async () => {
    const m = await registerMember(stack, { name: `Suspect ${uniq()}` });
    const watcher = await registerMember(stack);
    expect((await q(ME, {}, m.token)).data.me.id).toBe(m.user.id); // cached alive
    expect((await q(SEARCH, { q: m.input.name }, watcher.token)).data.searchUsers.map((u: { id: string }) => u.id)).toEqual([m.user.id]);

    const s = await q(SUSPEND, { id: m.user.id, reason: 'spam' }, admin.token);
    expect(s.errors).toBeUndefined();
    expect(s.data.suspendUser).toEqual({ id: m.user.id, suspended: true });

    expectError(await q(ME, {}, m.token), 'UNAUTHENTICATED', INVALID_TOKEN);
    const login = await q(LOGIN, { input: { email: m.input.email, password: PASSWORD } });
    expect(login.data?.login ?? null).toBeNull();
    const error = expectError(login, 'FORBIDDEN', 'This account has been suspended');
    expect(error.extensions?.reason).toBe('ACCOUNT_SUSPENDED');
    // Suspended members drop out of search, but their profile still reads as suspended.
    expect((await q(SEARCH, { q: m.input.name }, watcher.token)).data.searchUsers).toEqual([]);
    expect((await q(`query($id: ID!) { user(id: $id) { suspended } }`, { id: m.user.id }, watcher.token)).data.user.suspended).toBe(true);
    // A wrong password on a suspended account still says only "invalid".
    expectError(await q(LOGIN, { input: { email: m.input.email, password: 'wrong-pass-9' } }), 'UNAUTHENTICATED', INVALID_CREDENTIALS);

    const u = await q(UNSUSPEND, { id: m.user.id }, admin.token);
    expect(u.data.unsuspendUser).toEqual({ id: m.user.id, suspended: false });
    const back = await q(LOGIN, { input: { email: m.input.email, password: PASSWORD } });
    expect(back.errors).toBeUndefined();
    expect((await q(ME, {}, back.data.login.token)).data.me.id).toBe(m.user.id);
    expectError(await q(ME, {}, m.token), 'UNAUTHENTICATED', INVALID_TOKEN);
  });

  it('only admins may suspend or unsuspend, and not themselves', async () => {
    const m = await registerMember(stack);
    const victim = await registerMember(stack);
    const bySelf = await q(SUSPEND, { id: victim.user.id }, m.token);
    expect(bySelf.data?.suspendUser ?? null).toBeNull();
    expectError(bySelf, 'FORBIDDEN', 'Admins only');
    expectError(await q(UNSUSPEND, { id: victim.user.id }, m.token), 'FORBIDDEN', 'Admins only');
    expectError(await q(SUSPEND, { id: victim.user.id }), 'UNAUTHENTICATED');
    // The refused call changed nothing.
    expect((await q(ME, {}, victim.token)).data.me.suspended).toBe(false);

    expectError(await q(SUSPEND, { id: admin.user.id }, admin.token), 'FORBIDDEN', 'You cannot suspend yourself');
    expectError(await q(SUSPEND, { id: 'c' + '0'.repeat(24) }, admin.token), 'NOT_FOUND', 'User not found');
  });
});

describe('email visibility', () => {
  it('shows the address to its owner and admins only', async () => {
    const ann = await registerMember(stack);
    const bob = await registerMember(stack);
    const admin = (await getAdmin()).token;
    const byId = `query($id: ID!) { user(id: $id) { id email } }`;
    expect((await q(byId, { id: ann.user.id }, ann.token)).data.user.email).toBe(ann.input.email);
    expect((await q(byId, { id: ann.user.id }, bob.token)).data.user).toEqual({ id: ann.user.id, email: null });
    expect((await q(byId, { id: ann.user.id })).data.user).toEqual({ id: ann.user.id, email: null });
    expect((await q(FIND, { username: ann.input.username }, bob.token)).data.findUser.email).toBeNull();
    expect((await q(byId, { id: ann.user.id }, admin)).data.user.email).toBe(ann.input.email);
    expectError(await q(byId, { id: 'c' + 'z'.repeat(24) }, bob.token), 'NOT_FOUND', 'User not found');
  });
});

describe('findUser', () => {
  let target: Awaited<ReturnType<typeof registerMember>>;
  let caller: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    [target, caller] = await Promise.all([registerMember(stack, { username: `Finder_${uniq()}` }), registerMember(stack)]);
  });
  const find = (vars: { id?: string | null; username?: string | null }) => q(FIND, vars, caller.token);

  it('finds by id, by username in any case, and by @username', async () => {
    for (const vars of [
      { id: target.user.id },
      { username: target.input.username },
      { username: target.input.username.toLowerCase() },
      { username: `@${target.input.username}` },
      { username: `  ${target.input.username} ` },
      { id: target.user.id, username: 'someone_else' }, // id wins
    ]) {
      const r = await find(vars);
      expect(r.errors, JSON.stringify(vars)).toBeUndefined();
      expect(r.data.findUser).toMatchObject({ id: target.user.id, username: target.input.username });
    }
  });

  it('treats an unknown id-shaped value as an id, never as a username', async () => {
    const idShaped = 'c' + 'q'.repeat(24);
    expectError(await find({ id: idShaped }), 'NOT_FOUND', 'User not found');
    expectError(await find({ username: idShaped }), 'NOT_FOUND', 'User not found');
    // So a username of that shape could never be found: registration refuses it.
    const s = uniq().replace(/[0-9]/g, 'a');
    const shaped = ('c' + s + 'b'.repeat(24)).slice(0, 25);
    expect(shaped).toMatch(/^c[a-z]{24}$/);
    await expect(registerMember(stack, { username: shaped })).rejects.toThrow('This username is not available');
  });

  it('treats a UUID as an id', async () => {
    const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expectError(await find({ id: uuid }), 'NOT_FOUND', 'User not found');
    expectError(await find({ username: uuid.toUpperCase() }), 'NOT_FOUND', 'User not found');
  });

  it('treats 25 characters not starting with c, or 24 starting with c, as a username', async () => {
    const s = uniq();
    const x25 = ('x' + s + '0'.repeat(24)).slice(0, 25);
    const c24 = ('c' + s + '1'.repeat(23)).slice(0, 24);
    const [a, b] = await Promise.all([registerMember(stack, { username: x25 }), registerMember(stack, { username: c24 })]);
    expect((await find({ username: x25 })).data.findUser.id).toBe(a.user.id);
    expect((await find({ id: x25 })).data.findUser.id).toBe(a.user.id); // the shape decides, not the argument
    expect((await find({ username: c24 })).data.findUser.id).toBe(b.user.id);
    expectError(await find({ username: `nobody_${s}` }), 'NOT_FOUND', 'User not found');
  });

  it('asks for an id or username when neither is given', async () => {
    for (const vars of [{}, { id: null, username: null }, { id: '', username: '  ' }, { username: '@' }]) {
      const r = await find(vars);
      expect(r.data?.findUser ?? null).toBeNull();
      expectError(r, 'BAD_USER_INPUT', 'Must provide either id or username');
    }
  });
});

describe('searchUsers', () => {
  const ids = (r: Result) => (r.data.searchUsers as { id: string }[]).map((u) => u.id).sort();

  it('matches name and username case-insensitively and never returns the caller', async () => {
    const tag = `k${uniq()}`;
    const [byName, byUsername, caller] = await Promise.all([
      registerMember(stack, { name: `Runner ${tag.toUpperCase()}` }),
      registerMember(stack, { name: 'Plain Person', username: `${tag}_lifts` }),
      registerMember(stack, { name: `Caller ${tag}` }),
      registerMember(stack, { name: 'Nobody Relevant' }),
    ]);
    const r = await q(SEARCH, { q: tag.toUpperCase() }, caller.token);
    expect(r.errors).toBeUndefined();
    expect(ids(r)).toEqual([byName.user.id, byUsername.user.id].sort());
    expect(r.data.searchUsers.find((u: { id: string }) => u.id === byUsername.user.id)).toEqual({
      id: byUsername.user.id,
      name: 'Plain Person',
      username: `${tag}_lifts`,
      image: null,
    });
    // The caller appears in someone else's search.
    expect(ids(await q(SEARCH, { q: tag }, byName.token))).toEqual([byUsername.user.id, caller.user.id].sort());
    // A leading @ searches usernames the way people type them.
    expect(ids(await q(SEARCH, { q: `@${tag}_LIFTS` }, caller.token))).toEqual([byUsername.user.id]);
    // first caps the number of results.
    expect((await q(SEARCH, { q: tag, first: 1 }, caller.token)).data.searchUsers).toHaveLength(1);
  });

  it('ranks an exact username first, then prefixes', async () => {
    const tag = `r${uniq()}`;
    const [contains, exact, prefix, caller] = await Promise.all([
      registerMember(stack, { name: `Aaron ${tag}` }),
      registerMember(stack, { name: 'Zed Exact', username: tag }),
      registerMember(stack, { name: `${tag} Prefix` }),
      registerMember(stack),
    ]);
    const r = await q(SEARCH, { q: tag }, caller.token);
    expect(r.data.searchUsers.map((u: { id: string }) => u.id)).toEqual([exact.user.id, prefix.user.id, contains.user.id]);
  });

  it('answers [] for an empty or blank query', async () => {
    const m = await registerMember(stack);
    for (const text of ['', '   ', '@']) {
      const r = await q(SEARCH, { q: text }, m.token);
      expect(r.errors).toBeUndefined();
      expect(r.data.searchUsers).toEqual([]);
    }
  });

  it('refuses page sizes outside 1..50 and anonymous callers', async () => {
    const m = await registerMember(stack);
    for (const first of [51, 0, -1]) {
      const r = await q(SEARCH, { q: 'a', first }, m.token);
      expect(r.data).toBeNull();
      expectError(r, 'BAD_USER_INPUT', 'first must be between 1 and 50', 'first');
    }
    expect((await q(SEARCH, { q: 'a', first: 50 }, m.token)).errors).toBeUndefined();
    const anonymous = await q(SEARCH, { q: 'a' });
    expect(anonymous.data).toBeNull();
    expectError(anonymous, 'UNAUTHENTICATED', 'Authentication required');
  });

  it('takes % and _ literally', async () => {
    const tag = `p${uniq()}`;
    const [percent, , underscore, , caller] = await Promise.all([
      registerMember(stack, { name: `Club ${tag}%Fit` }),
      registerMember(stack, { name: `Club ${tag}xFit` }),
      registerMember(stack, { username: `${tag}_z9` }),
      registerMember(stack, { username: `${tag}az9` }),
      registerMember(stack),
    ]);
    expect(ids(await q(SEARCH, { q: `${tag}%f` }, caller.token))).toEqual([percent.user.id]);
    expect(ids(await q(SEARCH, { q: `${tag}_z` }, caller.token))).toEqual([underscore.user.id]);
    // Only the one name in this database holds a % sign.
    expect(ids(await q(SEARCH, { q: '%' }, caller.token))).toEqual([percent.user.id]);
    const slash = await q(SEARCH, { q: '\\' }, caller.token);
    expect(slash.errors).toBeUndefined();
    expect(slash.data.searchUsers).toEqual([]);
  });
});

describe('updateProfile', () => {
  it('updates name, bio, bioLink, image and username, and clears with an empty string', async () => {
    const m = await registerMember(stack);
    const newUsername = `Renamed_${uniq()}`;
    const r = await q(
      UPDATE,
      {
        input: { name: '  New   Name ', bio: '  Lifting every day  ', bioLink: 'https://example.com/me', username: `@${newUsername}` },
      },
      m.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateProfile).toMatchObject({
      id: m.user.id,
      name: 'New Name',
      bio: 'Lifting every day',
      bioLink: 'https://example.com/me',
      image: null,
      username: newUsername,
    });
    expect(r.data.updateProfile.profileURL.endsWith(`/${newUsername}`)).toBe(true);
    expect(Date.parse(r.data.updateProfile.updatedAt)).toBeGreaterThanOrEqual(Date.parse(r.data.updateProfile.createdAt));

    // Persisted: visible to me and to lookups, the old username is free of it.
    expect((await q(ME, {}, m.token)).data.me).toMatchObject({ name: 'New Name', username: newUsername, bio: 'Lifting every day' });
    expect((await q(FIND, { username: newUsername.toLowerCase() })).data.findUser.id).toBe(m.user.id);
    expectError(await q(FIND, { username: m.input.username }), 'NOT_FOUND', 'User not found');

    // Profile pictures are only our own stored images: see profile-image.gateway.test.ts.
    const cleared = await q(UPDATE, { input: { bio: '', bioLink: '  ', image: '' } }, m.token);
    expect(cleared.data.updateProfile).toMatchObject({ bio: null, bioLink: null, image: null, name: 'New Name' });

    // Changing only the case of one's own username is allowed.
    const recased = await q(UPDATE, { input: { username: newUsername.toUpperCase() } }, m.token);
    expect(recased.data.updateProfile.username).toBe(newUsername.toUpperCase());
  });

  it('rejects unsafe links, long bios, taken and reserved usernames, and changes nothing', async () => {
    const m = await registerMember(stack);
    const other = await registerMember(stack);
    const cases: [Record<string, string>, string, string, string][] = [
      [{ bioLink: 'javascript:alert(1)' }, 'BAD_USER_INPUT', 'Please enter a valid http(s) link', 'bioLink'],
      [{ bioLink: 'data:text/html,<script>alert(1)</script>' }, 'BAD_USER_INPUT', 'Please enter a valid http(s) link', 'bioLink'],
      [{ bioLink: 'example.com' }, 'BAD_USER_INPUT', 'Please enter a valid http(s) link', 'bioLink'],
      [{ image: 'javascript:alert(1)' }, 'BAD_USER_INPUT', 'Upload an image or give an https link to one', 'image'],
      [{ image: '//evil.example/x.png' }, 'BAD_USER_INPUT', 'Upload an image or give an https link to one', 'image'],
      // Relative paths were once taken as they were; only our own stored pictures are now.
      [{ image: '/uploads/avatar.png' }, 'BAD_USER_INPUT', 'Upload an image or give an https link to one', 'image'],
      [{ image: '/media/u-c000000000000000000000000.png' }, 'BAD_USER_INPUT', 'This image was not found: upload it again', 'image'],
      // Links are fetched by the server, and never from a private address (this stack allows none).
      [{ image: 'http://127.0.0.1:9/a.png' }, 'BAD_USER_INPUT', 'Could not use that image link: only https links are allowed', 'image'],
      [{ image: 'https://127.0.0.1/a.png' }, 'BAD_USER_INPUT', 'Could not use that image link: that address is not on the public internet', 'image'],
      [{ image: 'https://169.254.169.254/latest/meta-data/' }, 'BAD_USER_INPUT', 'Could not use that image link: that address is not on the public internet', 'image'],
      [{ bio: 'b'.repeat(161) }, 'BAD_USER_INPUT', 'Bio must be at most 160 characters', 'bio'],
      [{ name: '   ' }, 'BAD_USER_INPUT', 'Name is required', 'name'],
      [{ username: 'settings' }, 'BAD_USER_INPUT', 'This username is not available', 'username'],
      [{ username: 'no way' }, 'BAD_USER_INPUT', 'Username must be 3-30 characters: letters, numbers and underscores only', 'username'],
      [{ username: other.input.username.toUpperCase() }, 'CONFLICT', 'This username is already taken', 'username'],
      // A valid change alongside an invalid one is not half-applied.
      [{ name: 'Half Applied', bioLink: 'javascript:void(0)' }, 'BAD_USER_INPUT', 'Please enter a valid http(s) link', 'bioLink'],
    ];
    for (const [change, code, message, field] of cases) {
      const r = await q(UPDATE, { input: change }, m.token);
      // A value over its maximum is refused before execution (HTTP 400, no data entry at all).
      expect(r.data ?? null, JSON.stringify(change)).toBeNull();
      expectError(r, code, message, field);
    }
    const me = (await q(ME, {}, m.token)).data.me;
    expect(me).toMatchObject({ name: m.input.name, username: m.input.username, bio: null, bioLink: null, image: null });

    const exactly = await q(UPDATE, { input: { bio: 'b'.repeat(160) } }, m.token);
    expect(exactly.data.updateProfile.bio).toHaveLength(160);
  });

  it('needs a signed-in member', async () => {
    expectError(await q(UPDATE, { input: { name: 'Anon' } }), 'UNAUTHENTICATED', 'Authentication required');
  });
});

describe('rate limits (3 failures per account, 6 per address, 3 registrations per address)', () => {
  // The other stacks of this file run one at a time beside the main one: fewer connections.
  beforeAll(async () => {
    // A stopped clock: no window or pause runs out while a loaded machine checks passwords.
    limited = await startStack({ env: { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '6', REGISTER_LIMIT_PER_IP: '3' }, clock: new TestClock().freeze() });
  });
  afterAll(async () => {
    await limited?.stop();
  });
  const lq = (query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) => gql(limited.graphqlUrl, query, variables, undefined, headers);
  const login = (email: string, password: string, headers?: Record<string, string>) => lq(LOGIN, { input: { email, password } }, headers);
  let registered = 0; // registrations from this address so far
  const registerHere = async () => {
    const m = await registerMember(limited);
    registered += 1;
    return m;
  };

  function expectLimited(r: Result) {
    expect(r.data?.login ?? r.data?.register ?? null).toBeNull();
    const error = expectError(r, 'RATE_LIMITED', 'Too many attempts. Please try again later.');
    const retryAfter = error.extensions?.retryAfter as number;
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    return retryAfter;
  }

  it('blocks unknown devices on an account after 3 failures (even with the right password), not its known device; then an address after 6', async () => {
    const a = await registerHere();
    const d = await registerHere();
    // a signs in once on this device, which makes it known.
    const first = await lq(LOGIN, { input: { email: a.input.email, password: PASSWORD } });
    const deviceId = first.data.login.deviceId as string;
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (let i = 0; i < 3; i++) expectError(await login(a.input.email, 'wrong-pass-1'), 'UNAUTHENTICATED', INVALID_CREDENTIALS);
    const retry = expectLimited(await login(a.input.email, PASSWORD));
    expect(retry).toBeGreaterThan(1); // the account's window, not this address's one-second pause
    expect(retry).toBeLessThanOrEqual(900); // the default 15-minute window
    expectLimited(await login(a.input.email.toUpperCase(), PASSWORD)); // same account, other spelling

    // The known device only waits out this address's one-second pause after three failures.
    expect(expectLimited(await lq(LOGIN, { input: { email: a.input.email, password: PASSWORD, deviceId } }))).toBe(1);
    limited.clock.advance(1000);
    const known = await lq(LOGIN, { input: { email: a.input.email, password: PASSWORD, deviceId } });
    expect(known.errors).toBeUndefined();
    expect(known.data.login.deviceId).toBe(deviceId);
    // Unknown devices are still refused: the success on the known device did not open the account to them.
    expectLimited(await login(a.input.email, PASSWORD));

    // Another account from the same address is not blocked yet (3 of 6 address failures).
    expect((await login(d.input.email, PASSWORD)).errors).toBeUndefined();

    // Three failures on three different (unknown) accounts fill the address's window ...
    for (let i = 0; i < 3; i++) {
      expectError(await login(`ghost${i}${uniq()}@example.com`, 'whatever-1'), 'UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    // ... so now even a fresh account with the right password is refused, known device or not,
    expectLimited(await login(d.input.email, PASSWORD));
    expectLimited(await lq(LOGIN, { input: { email: a.input.email, password: PASSWORD, deviceId } }));
    // and a client-supplied X-Forwarded-For does not buy a new address.
    expectLimited(await login(d.input.email, PASSWORD, { 'x-forwarded-for': '203.0.113.7' }));
  });

  it('limits registrations per address', async () => {
    while (registered < 3) await registerHere();
    // Validation failures are refused before they count; the fourth real attempt is not.
    expectError(await lq(REGISTER, { input: input({ email: 'nope' }) }), 'BAD_USER_INPUT', 'Please enter a valid email address', 'email');
    const r = await lq(REGISTER, { input: input() });
    const retry = expectLimited(r);
    expect(retry).toBeLessThanOrEqual(3600);
  });
});

describe('lockout by account and address (X-Forwarded-For trusted; 6 per account from unknown devices, 10 per address)', () => {
  beforeAll(async () => {
    // A stopped clock: each pause is exactly as long as the rule says, whatever the machine's load.
    proxied = await startStack({
      env: { TRUST_PROXY: 'true', LOGIN_LIMIT_PER_ACCOUNT: '6', LOGIN_LIMIT_PER_IP: '10', REGISTER_LIMIT_PER_IP: '1000' },
      clock: new TestClock().freeze(),
    });
  });
  afterAll(async () => {
    await proxied?.stop();
  });
  let next = 10;
  /** A fresh documentation address per call (TEST-NET-2), so tests do not share address counters. */
  const address = () => `198.51.100.${next++}`;
  const from = (ip: string, input: Record<string, unknown>) => gql(proxied.graphqlUrl, LOGIN, { input }, undefined, { 'x-forwarded-for': ip });
  const member = async () => {
    const credentials = input();
    const r = await gql(proxied.graphqlUrl, `mutation($input: RegisterInput!) { register(input: $input) { deviceId user { id } } }`, { input: credentials }, undefined, {
      'x-forwarded-for': address(),
    });
    expect(r.errors).toBeUndefined();
    return { email: credentials.email, deviceId: r.data.register.deviceId as string, id: r.data.register.user.id as string };
  };
  const code = (r: Result) => r.errors?.[0]?.extensions?.code;

  it('register hands out a device id that a later login on that device gets back, and another device gets its own', async () => {
    const m = await member();
    expect(m.deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const same = await from(address(), { email: m.email, password: PASSWORD, deviceId: m.deviceId });
    expect(same.data.login.deviceId).toBe(m.deviceId);
    const other = await from(address(), { email: m.email, password: PASSWORD });
    expect(other.data.login.deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other.data.login.deviceId).not.toBe(m.deviceId);
    // Only a hash is stored.
    const rows = await sql(proxied, `SELECT token_hash FROM accounts.known_devices WHERE user_id = $1`, [m.id]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token_hash)).not.toContain(m.deviceId);
    // A device id is worth nothing on another account.
    const n = await member();
    const foreign = await from(address(), { email: n.email, password: PASSWORD, deviceId: m.deviceId });
    expect(foreign.data.login.deviceId).not.toBe(m.deviceId);
  });

  it('an attacker hammering from other addresses cannot lock the owner out of their known device', async () => {
    const owner = await member();
    // Five addresses, three guesses each would be 15; the account stops unknown devices after 6.
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const ip = address();
      for (let j = 0; j < 3; j++) codes.push(code(await from(ip, { email: owner.email, password: `guess-${i}-${j}-x` })));
    }
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(6);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(9);
    // Even the right password from a new address and an unknown (or made-up) device is refused ...
    expect(code(await from(address(), { email: owner.email, password: PASSWORD }))).toBe('RATE_LIMITED');
    expect(code(await from(address(), { email: owner.email, password: PASSWORD, deviceId: 'A'.repeat(43) }))).toBe('RATE_LIMITED');
    // ... the owner's own address gives no pass without the device ...
    const home = address();
    expect(code(await from(home, { email: owner.email, password: PASSWORD }))).toBe('RATE_LIMITED');
    // ... and the device that signed in before still does.
    const r = await from(home, { email: owner.email, password: PASSWORD, deviceId: owner.deviceId });
    expect(r.errors).toBeUndefined();
    expect(r.data.login.user.id).toBe(owner.id);
    expect(r.data.login.deviceId).toBe(owner.deviceId);
  });

  it('the REST shim (POST /api/auth/register and /login) hands out and takes the device id the same way', async () => {
    const api = restClient(() => proxied);
    const rest = (ip: string, path: string, body: unknown) => api('POST', path, { body, headers: { 'x-forwarded-for': ip } });
    const credentials = input();
    const registered = expectOk(await rest(address(), '/auth/register', credentials));
    expect(registered.deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const owner = { email: credentials.email, deviceId: registered.deviceId as string };
    const again = expectOk(await rest(address(), '/auth/login', { email: owner.email, password: PASSWORD, deviceId: owner.deviceId }));
    expect(again.deviceId).toBe(owner.deviceId);
    expect(again.user.id).toBe(registered.user.id);
    const elsewhere = expectOk(await rest(address(), '/auth/login', { email: owner.email, password: PASSWORD }));
    expect(elsewhere.deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(elsewhere.deviceId).not.toBe(owner.deviceId);

    // Others fill the account's window for unknown devices (6, at most 3 per address) ...
    for (let i = 0; i < 3; i++) {
      const ip = address();
      for (let j = 0; j < 2; j++)
        expectFailure(await rest(ip, '/auth/login', { email: owner.email, password: `guess-${i}-${j}-x` }), 401, {
          message: INVALID_CREDENTIALS,
          code: 'UNAUTHENTICATED',
        });
    }
    // ... so the right password without the device is refused, over REST as over GraphQL ...
    const refused = await rest(address(), '/auth/login', { email: owner.email, password: PASSWORD });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    expect(code(await from(address(), { email: owner.email, password: PASSWORD }))).toBe('RATE_LIMITED');
    // ... and the REST client that kept its device id still signs in.
    const known = expectOk(await rest(address(), '/auth/login', { email: owner.email, password: PASSWORD, deviceId: owner.deviceId }));
    expect(known).toMatchObject({ deviceId: owner.deviceId, user: { id: registered.user.id } });
    expect(Object.keys(known).sort()).toEqual(['deviceId', 'expiresAt', 'token', 'user']);

    // A device id that is not a string is named like any other field.
    expectFailure(await rest(address(), '/auth/login', { email: owner.email, password: PASSWORD, deviceId: 42 }), 400, {
      message: 'deviceId must be a string',
      code: 'BAD_USER_INPUT',
      field: 'deviceId',
    });
    // About a dozen password hashes and checks (argon2): seconds each on a loaded machine.
  }, 90_000);

  it('makes one address wait 1 s, 2 s, 4 s ... between attempts on one account, capped, while other addresses are unaffected', async () => {
    const owner = await member();
    const ip = address();
    const guess = () => from(ip, { email: owner.email, password: 'wrong-pass-1' });
    for (let i = 0; i < 3; i++) expect(code(await guess())).toBe('UNAUTHENTICATED');
    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      const refused = await guess();
      expect(code(refused)).toBe('RATE_LIMITED');
      const wait = refused.errors![0].extensions!.retryAfter as number;
      waits.push(wait);
      // Too early (a millisecond short) is refused again and does not count.
      proxied.clock.advance(wait * 1000 - 1);
      expect(code(await guess())).toBe('RATE_LIMITED');
      proxied.clock.advance(1);
      expect(code(await guess())).toBe('UNAUTHENTICATED');
    }
    const third = await guess();
    waits.push(third.errors![0].extensions!.retryAfter as number);
    // Each wait counts from the previous attempt, on a clock that stands still meanwhile.
    expect(waits).toEqual([1, 2, 4]);
    // The owner's known device from elsewhere is not slowed.
    expect((await from(address(), { email: owner.email, password: PASSWORD, deviceId: owner.deviceId })).errors).toBeUndefined();
    // The delay stops growing at five minutes.
    const key = pairKeyOf(owner.email, ip);
    expect(await sql(proxied, `UPDATE accounts.rate_limits SET hits = 60, window_start = $2 WHERE key = $1 RETURNING key`, [key, proxied.clock.now()])).toHaveLength(1);
    const capped = (await guess()).errors![0].extensions!.retryAfter as number;
    expect(capped).toBeGreaterThan(295);
    expect(capped).toBeLessThanOrEqual(PAIR_MAX_DELAY_SECONDS);
  });

  it('still stops password spraying: one address trying many accounts', async () => {
    const [target, other] = await Promise.all([member(), member()]);
    const sprayer = address();
    // Ten accounts, one guess each, fill the address's window of 10.
    for (let i = 0; i < 10; i++) {
      expect(code(await from(sprayer, { email: `victim${i}${uniq()}@example.com`, password: 'Spring2025!' }))).toBe('UNAUTHENTICATED');
    }
    const refused = await from(sprayer, { email: target.email, password: PASSWORD });
    expect(code(refused)).toBe('RATE_LIMITED');
    expect(refused.errors![0].extensions!.retryAfter).toBeGreaterThan(800);
    // From there, no account is reachable, not even with a device id of another account's.
    expect(code(await from(sprayer, { email: other.email, password: PASSWORD, deviceId: other.deviceId }))).toBe('RATE_LIMITED');
    // The targets themselves are not locked for anyone else.
    expect((await from(address(), { email: target.email, password: PASSWORD })).errors).toBeUndefined();
  });

  it('counts an IPv6 client by its /64: a fresh address per guess buys no fresh budget', async () => {
    const target = await member();
    // Ten guesses, each from another address of one /64 (a client holds 2^64 of them).
    for (let i = 0; i < 10; i++) {
      expect(code(await from(`2001:db8:77:${next}::${(i + 1).toString(16)}`, { email: `victim${i}${uniq()}@example.com`, password: 'Spring2025!' }))).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(code(await from(`2001:db8:77:${next}:ffff::1`, { email: target.email, password: PASSWORD }))).toBe('RATE_LIMITED');
    // The next /64 is another client.
    expect((await from(`2001:db8:77:${next + 1}::1`, { email: target.email, password: PASSWORD })).errors).toBeUndefined();
    next += 2;
  });

  it('counts parallel guesses from many addresses against the account exactly', async () => {
    const owner = await member();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => from(address(), { email: owner.email, password: `guess-${i}-pass` })));
    const codes = results.map(code);
    expect(codes.filter((c) => c === 'UNAUTHENTICATED')).toHaveLength(6);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(6);
    expect(code(await from(address(), { email: owner.email, password: PASSWORD }))).toBe('RATE_LIMITED');
    expect((await from(address(), { email: owner.email, password: PASSWORD, deviceId: owner.deviceId })).errors).toBeUndefined();
  });
});

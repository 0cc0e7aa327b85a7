// The REST shims under /api: the documented paths and shapes, HTTP statuses mapped from the
// GraphQL error codes, JSON (never HTML) for every failure, and the CSRF rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, registerMember, restClient, type Stack, startStack } from '@pulse/dev-env';

const CLIENT_USER_FIELDS = [
  'id',
  'name',
  'username',
  'email',
  'emailVerified',
  'image',
  'bio',
  'bioLink',
  'profileURL',
  'followers',
  'following',
  'createdAt',
  'updatedAt',
  'suspended',
];
const PASSWORD = 'correct-horse-42';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { LOGIN_LIMIT_PER_ACCOUNT: '3', REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const api = restClient(() => stack);

function expectClientUser(user: Record<string, unknown>) {
  // The client model, plus the role; never a password, hash or token field.
  expect(Object.keys(user).sort()).toEqual([...CLIENT_USER_FIELDS, 'role'].sort());
  for (const key of Object.keys(user)) expect(key).not.toMatch(/password|hash|token/i);
}

function credentials() {
  const s = uniq();
  return { email: `rest${s}@example.com`, password: PASSWORD, name: `Rest ${s}`, username: `rest_${s}` };
}

describe('POST /api/auth/register and /api/auth/login', () => {
  it('register answers {token, user, deviceId} with the client user model', async () => {
    const input = credentials();
    const r = await api('POST', '/auth/register', { body: { ...input, email: input.email.toUpperCase() } });
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['deviceId', 'expiresAt', 'token', 'user']);
    expect(r.json.token.split('.')).toHaveLength(3);
    expectClientUser(r.json.user);
    expect(r.json.user).toMatchObject({ email: input.email, username: input.username, name: input.name, suspended: false, emailVerified: false });
    expect(r.json.user.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(r.text).not.toContain('$argon2');
    expect(r.text).not.toContain(PASSWORD);
    // The token works at once.
    const me = await api('GET', '/auth/me', { token: r.json.token });
    expect(me.json.user.id).toBe(r.json.user.id);
  });

  it('register maps validation and conflict errors to 400 and 409 with the field', async () => {
    const taken = await registerMember(stack);
    expectFailure(await api('POST', '/auth/register', { body: { ...credentials(), username: 'messages' } }), 400, {
      message: 'This username is not available',
      code: 'BAD_USER_INPUT',
      field: 'username',
    });
    expectFailure(await api('POST', '/auth/register', { body: { ...credentials(), password: 'short1' } }), 400, {
      message: 'Password must be at least 8 characters',
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
    expectFailure(await api('POST', '/auth/register', { body: { ...credentials(), email: taken.input.email } }), 409, {
      message: 'An account with this email already exists',
      code: 'CONFLICT',
      field: 'email',
    });
    expectFailure(await api('POST', '/auth/register', { body: { ...credentials(), username: taken.input.username.toUpperCase() } }), 409, {
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    const { username: _omit, ...noUsername } = credentials();
    expectFailure(await api('POST', '/auth/register', { body: noUsername }), 400, {
      message: 'username is required',
      code: 'BAD_USER_INPUT',
      field: 'username',
    });
  });

  it('login answers {token, user, deviceId}; a wrong password or unknown email is 401 with the same message', async () => {
    const m = await registerMember(stack);
    const ok = await api('POST', '/auth/login', { body: { email: m.input.email, password: PASSWORD } });
    expect(ok.status, ok.text).toBe(200);
    expect(Object.keys(ok.json).sort()).toEqual(['deviceId', 'expiresAt', 'token', 'user']);
    expectClientUser(ok.json.user);
    expect(ok.json.user).toMatchObject({ id: m.user.id, email: m.input.email });

    const wrong = await api('POST', '/auth/login', { body: { email: m.input.email, password: 'wrong-pass-1' } });
    const unknown = await api('POST', '/auth/login', { body: { email: `nobody${uniq()}@example.com`, password: PASSWORD } });
    for (const r of [wrong, unknown]) expectFailure(r, 401, { message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
  });

  it('names a missing or non-string field with 400', async () => {
    expectFailure(await api('POST', '/auth/login', { body: { password: PASSWORD } }), 400, {
      message: 'email is required',
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expectFailure(await api('POST', '/auth/login', { body: { email: 42, password: PASSWORD } }), 400, {
      message: 'email is required',
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expectFailure(await api('POST', '/auth/login', { body: { email: 'a@b.co' } }), 400, {
      message: 'password is required',
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
    expectFailure(await api('POST', '/auth/login', { body: [] }), 400, {
      message: 'email is required',
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    // A JSON content type with no body at all.
    expectFailure(await api('POST', '/auth/login', { headers: { 'content-type': 'application/json' } }), 400, {
      message: 'email is required',
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
  });

  it('answers a malformed or oversized JSON body with JSON, not an HTML error page', async () => {
    const malformed = await api('POST', '/auth/login', { raw: '{"email": "a@b.co", ', headers: { 'content-type': 'application/json' } });
    expectFailure(malformed, 400, { message: 'Malformed request body', code: 'BAD_USER_INPUT' });

    const huge = await api('POST', '/auth/login', {
      raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(huge, 413, { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 429 with Retry-After once an account has failed too often', async () => {
    const m = await registerMember(stack);
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', '/auth/login', { body: { email: m.input.email, password: 'wrong-pass-1' } })).status).toBe(401);
    }
    const r = await api('POST', '/auth/login', { body: { email: m.input.email, password: PASSWORD } });
    expect(r.status, r.text).toBe(429);
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(r.json).toEqual({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED', retryAfter });
  });
});

describe('GET /api/auth/me, POST /api/auth/refresh, POST /api/auth/logout', () => {
  it('me answers {user} with a bearer token and 401 without or with a bad one', async () => {
    const m = await registerMember(stack);
    const me = await api('GET', '/auth/me', { token: m.token });
    expect(me.status).toBe(200);
    expect(Object.keys(me.json)).toEqual(['user']);
    expectClientUser(me.json.user);
    expect(me.json.user).toMatchObject({ id: m.user.id, email: m.input.email, username: m.input.username });

    expectFailure(await api('GET', '/auth/me'), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
    const garbage = await api('GET', '/auth/me', { token: 'garbage' });
    expect(garbage.status).toBe(401);
    expect(garbage.json.message).toContain('malformed');
    expectFailure(await api('GET', '/auth/me', { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }), 401, {
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refresh answers a new working token, with or without a JSON body', async () => {
    const m = await registerMember(stack);
    // The client sends a JSON content type only when there is a body.
    const bare = await api('POST', '/auth/refresh', { token: m.token });
    expect(bare.status, bare.text).toBe(200);
    expect(Object.keys(bare.json).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(bare.json.token).not.toBe(m.token);
    expect(bare.json.user.id).toBe(m.user.id);
    expect((await api('GET', '/auth/me', { token: bare.json.token })).json.user.id).toBe(m.user.id);

    const withBody = await api('POST', '/auth/refresh', { token: m.token, body: {} });
    expect(withBody.status, withBody.text).toBe(200);

    expectFailure(await api('POST', '/auth/refresh', { body: {} }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('logout revokes the token at once', async () => {
    const m = await registerMember(stack);
    expect((await api('GET', '/auth/me', { token: m.token })).status).toBe(200);
    const out = await api('POST', '/auth/logout', { token: m.token });
    expect(out.status, out.text).toBe(200);
    expect(out.json).toEqual({ success: true });

    const me = await api('GET', '/auth/me', { token: m.token });
    expect(me.status).toBe(401);
    expect(me.json.message).toContain('Invalid or expired token');
    expect((await api('POST', '/auth/refresh', { token: m.token })).status).toBe(401);
    expect((await api('POST', '/auth/logout', { token: m.token })).status).toBe(401);
  });
});

describe('/api/users', () => {
  it('search answers {users} without the caller, [] for an empty query, 401 anonymously', async () => {
    const tag = `s${uniq()}`;
    const [a, b, caller] = await Promise.all([
      registerMember(stack, { name: `Alpha ${tag}` }),
      registerMember(stack, { username: `${tag}_b` }),
      registerMember(stack, { name: `Caller ${tag}` }),
    ]);
    const r = await api('GET', `/users/search?q=${encodeURIComponent(tag.toUpperCase())}`, { token: caller.token });
    expect(r.status, r.text).toBe(200);
    expect(Object.keys(r.json)).toEqual(['users']);
    expect(r.json.users.map((u: { id: string }) => u.id).sort()).toEqual([a.user.id, b.user.id].sort());
    for (const user of r.json.users) expect(Object.keys(user).sort()).toEqual(['id', 'image', 'name', 'username']);

    for (const path of ['/users/search?q=', '/users/search?q=%20%20', '/users/search']) {
      const empty = await api('GET', path, { token: caller.token });
      expect(empty.status).toBe(200);
      expect(empty.json).toEqual({ users: [] });
    }
    expectFailure(await api('GET', '/users/search?q=a&q=b', { token: caller.token }), 400, {
      message: 'q must be a string',
      code: 'BAD_USER_INPUT',
      field: 'q',
    });
    expectFailure(await api('GET', `/users/search?q=${tag}`), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('find answers {user} by username or id, 400 with neither, 404 for nobody', async () => {
    const target = await registerMember(stack);
    const viewer = await registerMember(stack);
    for (const query of [
      `username=${target.input.username}`,
      `username=${encodeURIComponent('@' + target.input.username.toUpperCase())}`,
      `id=${target.user.id}`,
      `id=${target.user.id}&username=someone_else`,
    ]) {
      const r = await api('GET', `/users/find?${query}`, { token: viewer.token });
      expect(r.status, query).toBe(200);
      expect(Object.keys(r.json)).toEqual(['user']);
      expectClientUser(r.json.user);
      expect(r.json.user).toMatchObject({ id: target.user.id, email: null });
    }
    for (const query of ['', '?id=&username=', '?username=%20']) {
      expectFailure(await api('GET', `/users/find${query}`, { token: viewer.token }), 400, {
        message: 'Must provide either id or username',
        code: 'BAD_USER_INPUT',
      });
    }
    expectFailure(await api('GET', `/users/find?username=nobody_${uniq()}`, { token: viewer.token }), 404, { message: 'User not found', code: 'NOT_FOUND' });
    expectFailure(await api('GET', `/users/find?id=c${'0'.repeat(24)}`, { token: viewer.token }), 404, { message: 'User not found', code: 'NOT_FOUND' });
  });

  it('GET /api/users/{id} answers {user}, the email only to its owner; 404 for an unknown id', async () => {
    const target = await registerMember(stack);
    const viewer = await registerMember(stack);
    const own = await api('GET', `/users/${target.user.id}`, { token: target.token });
    expect(own.status).toBe(200);
    expectClientUser(own.json.user);
    expect(own.json.user).toMatchObject({ id: target.user.id, email: target.input.email });
    expect((await api('GET', `/users/${target.user.id}`, { token: viewer.token })).json.user.email).toBeNull();
    expect((await api('GET', `/users/${target.user.id}`)).json.user.email).toBeNull();
    expectFailure(await api('GET', `/users/c${'1'.repeat(24)}`, { token: viewer.token }), 404, { message: 'User not found', code: 'NOT_FOUND' });
    expectFailure(await api('GET', '/users/not-an-id', { token: viewer.token }), 404, { message: 'User not found', code: 'NOT_FOUND' });
  });

  it('PUT /api/users/me and /api/users/profile update the profile and answer {user}', async () => {
    const m = await registerMember(stack);
    const r1 = await api('PUT', '/users/me', { token: m.token, body: { bio: 'Squats daily', bioLink: 'https://example.com/ann' } });
    expect(r1.status, r1.text).toBe(200);
    expect(Object.keys(r1.json)).toEqual(['user']);
    expectClientUser(r1.json.user);
    expect(r1.json.user).toMatchObject({ id: m.user.id, bio: 'Squats daily', bioLink: 'https://example.com/ann', name: m.input.name });

    const username = `renamed_${uniq()}`;
    const r2 = await api('PUT', '/users/profile', { token: m.token, body: { name: 'Renamed Member', username, image: null } });
    expect(r2.status, r2.text).toBe(200);
    expect(r2.json.user).toMatchObject({ name: 'Renamed Member', username, bio: 'Squats daily' });
    expect(r2.json.user.profileURL.endsWith(`/${username}`)).toBe(true);

    const me = await api('GET', '/auth/me', { token: m.token });
    expect(me.json.user).toMatchObject({ name: 'Renamed Member', username, bio: 'Squats daily', bioLink: 'https://example.com/ann' });
  });

  it('PUT rejects invalid input with 400 and the field, a taken username with 409, anonymous with 401', async () => {
    const m = await registerMember(stack);
    const other = await registerMember(stack);
    expectFailure(await api('PUT', '/users/me', { token: m.token, body: { bioLink: 'javascript:alert(1)' } }), 400, {
      message: 'Please enter a valid http(s) link',
      code: 'BAD_USER_INPUT',
      field: 'bioLink',
    });
    expectFailure(await api('PUT', '/users/profile', { token: m.token, body: { bio: 'x'.repeat(161) } }), 400, {
      message: 'Bio must be at most 160 characters',
      code: 'BAD_USER_INPUT',
      field: 'bio',
      reason: 'TOO_LONG',
    });
    expectFailure(await api('PUT', '/users/me', { token: m.token, body: { bio: 5 } }), 400, {
      message: 'bio must be a string',
      code: 'BAD_USER_INPUT',
      field: 'bio',
    });
    expectFailure(await api('PUT', '/users/me', { token: m.token, body: { username: other.input.username } }), 409, {
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    expectFailure(await api('PUT', '/users/me', { body: { name: 'Anonymous' } }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
    // Nothing stuck.
    const me = await api('GET', '/auth/me', { token: m.token });
    expect(me.json.user).toMatchObject({ username: m.input.username, bio: null, bioLink: null });
  });
});

describe('unknown paths and CSRF', () => {
  it('answers an unknown /api path with 404 JSON, even to a browser', async () => {
    const notFound = { message: 'Not found', code: 'NOT_FOUND' };
    expectFailure(await api('GET', '/nope'), 404, notFound);
    expectFailure(await api('GET', '/auth/nope', { headers: { accept: 'text/html' } }), 404, notFound);
    expectFailure(await api('POST', '/auth/nope', { body: {} }), 404, notFound);
    expectFailure(await api('GET', '/auth/login'), 404, notFound); // wrong method
    expectFailure(await api('DELETE', '/users/me', { body: {} }), 404, notFound);
  });

  it('rejects a state-changing request a cross-site form could send', async () => {
    const input = credentials();
    const rejected = { message: 'This request needs a JSON content type or an apollo-require-preflight header (CSRF protection)', code: 'CSRF_REJECTED' };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'Text/Plain; charset=utf-8']) {
      const r = await api('POST', '/auth/register', { raw: JSON.stringify(input), headers: { 'content-type': type } });
      expectFailure(r, 400, rejected);
    }
    expectFailure(
      await api('POST', '/auth/login', { raw: `email=${input.email}&password=${PASSWORD}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      400,
      rejected,
    );
    expectFailure(await api('POST', '/auth/logout'), 400, rejected); // no content type, no token
    expectFailure(await api('PUT', '/users/me', { raw: '{}', headers: { 'content-type': 'text/plain' } }), 400, rejected);
    // None of the rejected registrations happened.
    expect((await api('POST', '/auth/login', { body: { email: input.email, password: PASSWORD } })).status).toBe(401);

    // The preflight header lets the request through (a text body is simply not parsed as JSON).
    for (const header of ['apollo-require-preflight', 'x-apollo-operation-name']) {
      const r = await api('POST', '/auth/login', { raw: JSON.stringify(input), headers: { 'content-type': 'text/plain', [header]: 'true' } });
      expectFailure(r, 400, { message: 'email is required', code: 'BAD_USER_INPUT', field: 'email' });
    }
  });

  it('sends the security headers on /api responses', async () => {
    const r = await api('GET', '/users/search?q=');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('x-powered-by')).toBeNull();
  });
});

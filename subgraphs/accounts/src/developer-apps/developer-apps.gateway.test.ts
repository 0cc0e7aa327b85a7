// The app registry from the outside (issue 25, docs/developer-platform.md): a member registers,
// lists, edits, rotates and deletes their apps through the gateway; bad input answers
// BAD_USER_INPUT naming the field; the cap; nobody else sees an app; API tokens are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createApiToken, hashApiToken, pgExecute } from '@pulse/kit';
import { client, expectError, members, ok, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { APP_NOT_FOUND, LOGIN_ONLY, TOO_MANY_APPS, hashClientSecret } from './apps.js';
import { APPS_PER_MEMBER, LOGO_URL_RULE, REDIRECT_URI_RULE } from './inputs.js';

let stack: Stack;
let gql: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const APP = 'id name logoUrl redirectUris public secretHint createdAt updatedAt';
const REGISTER = `mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { ${APP} } clientSecret } }`;
const MY_APPS = `{ myApps { ${APP} } }`;
const ONE = `query($id: ID!) { developerApp(id: $id) { ${APP} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateAppInput!) { updateApp(id: $id, input: $input) { ${APP} } }`;
const ROTATE = `mutation($id: ID!) { rotateAppSecret(id: $id) { app { ${APP} } clientSecret } }`;
const DELETE = 'mutation($id: ID!) { deleteApp(id: $id) }';

const register = async (m: Member, input: Record<string, unknown>) => ok(await gql(REGISTER, { input }, m.token)).registerApp;

describe('registering an app', () => {
  it('answers a confidential client with its secret once, stored only as a hash with a hint', async () => {
    const [a] = await members(stack, 1);
    const made = await register(a, {
      name: '  Step Sync ',
      redirectUris: ['https://sync.example.com/cb', 'http://127.0.0.1:8123/cb', 'http://localhost/cb', 'https://sync.example.com/cb'],
      logoUrl: 'https://sync.example.com/logo.png',
    });
    expect(made.app).toMatchObject({
      name: 'Step Sync',
      redirectUris: ['https://sync.example.com/cb', 'http://127.0.0.1:8123/cb', 'http://localhost/cb'],
      logoUrl: 'https://sync.example.com/logo.png',
      public: false,
    });
    expect(made.clientSecret).toMatch(/^pulse_cs_[A-Za-z0-9_-]{43}$/);
    expect(made.app.secretHint).toBe(made.clientSecret.slice(-4));
    const [row] = await sql(stack, 'SELECT secret_hash, owner_id FROM accounts.developer_apps WHERE id = $1', [made.app.id]);
    expect(row).toEqual({ secret_hash: hashClientSecret(made.clientSecret), owner_id: a.user.id });
    expect(ok(await gql(MY_APPS, {}, a.token)).myApps).toEqual([made.app]);
    expect(ok(await gql(ONE, { id: made.app.id }, a.token)).developerApp).toEqual(made.app);
  });

  it('gives a public client no secret, and rotating one is refused', async () => {
    const [a] = await members(stack, 1);
    const made = await register(a, { name: 'Phone app', redirectUris: ['https://phone.example.com/cb'], public: true });
    expect(made.clientSecret).toBeNull();
    expect(made.app).toMatchObject({ public: true, secretHint: null, logoUrl: null });
    expectError(await gql(ROTATE, { id: made.app.id }, a.token), 'BAD_USER_INPUT', 'A public client has no secret');
  });

  it.each([
    [{ name: '', redirectUris: ['https://a.example.com/cb'] }, 'name', 'The name is required'],
    [{ name: '   ', redirectUris: ['https://a.example.com/cb'] }, 'name', 'The name is required'],
    [{ name: 'x'.repeat(61), redirectUris: ['https://a.example.com/cb'] }, 'name', undefined],
    [{ name: 'App', redirectUris: [] }, 'redirectUris', 'At least one redirect URI is required'],
    [{ name: 'App', redirectUris: Array.from({ length: 11 }, (_, i) => `https://a.example.com/${i}`) }, 'redirectUris', 'At most 10 redirect URIs'],
    [{ name: 'App', redirectUris: ['http://a.example.com/cb'] }, 'redirectUris', REDIRECT_URI_RULE],
    [{ name: 'App', redirectUris: ['https://a.example.com/cb#frag'] }, 'redirectUris', REDIRECT_URI_RULE],
    [{ name: 'App', redirectUris: ['javascript:alert(1)'] }, 'redirectUris', REDIRECT_URI_RULE],
    [{ name: 'App', redirectUris: ['/relative'] }, 'redirectUris', REDIRECT_URI_RULE],
    [{ name: 'App', redirectUris: ['https://user:pw@a.example.com/cb'] }, 'redirectUris', REDIRECT_URI_RULE],
    [{ name: 'App', redirectUris: ['https://a.example.com/cb'], logoUrl: 'http://a.example.com/logo.png' }, 'logoUrl', LOGO_URL_RULE],
    [{ name: 'App', redirectUris: ['https://a.example.com/cb'], logoUrl: 'data:image/png;base64,AAAA' }, 'logoUrl', LOGO_URL_RULE],
  ])('refuses %j naming %s', async (input, field, message) => {
    const [a] = await members(stack, 1);
    const r = await gql(REGISTER, { input }, a.token);
    const error = expectError(r, 'BAD_USER_INPUT');
    expect(String(error.extensions?.field)).toContain(field);
    if (message) expect(error.message).toBe(message);
    expect(await sql(stack, 'SELECT 1 FROM accounts.developer_apps WHERE owner_id = $1', [a.user.id])).toEqual([]);
  });

  it(`stops at ${APPS_PER_MEMBER} apps a member, even asked all at once`, async () => {
    const [a, b] = await members(stack, 2);
    const input = { name: 'Many', redirectUris: ['https://many.example.com/cb'] };
    const answers = await Promise.all(Array.from({ length: APPS_PER_MEMBER + 3 }, () => gql(REGISTER, { input }, a.token)));
    expect(answers.filter((r) => !r.errors)).toHaveLength(APPS_PER_MEMBER);
    for (const r of answers.filter((x) => x.errors)) expectError(r, 'CONFLICT', TOO_MANY_APPS);
    expect(ok(await gql(MY_APPS, {}, a.token)).myApps).toHaveLength(APPS_PER_MEMBER);
    // Another member's count is their own.
    await register(b, input);
  });
});

describe('an app is its owner alone', () => {
  it('is NOT_FOUND to anyone else, for reading, changing, rotating and deleting', async () => {
    const [owner, other] = await members(stack, 2);
    const made = await register(owner, { name: 'Mine', redirectUris: ['https://mine.example.com/cb'] });
    const id = made.app.id;
    expectError(await gql(ONE, { id }, other.token), 'NOT_FOUND', APP_NOT_FOUND);
    expectError(await gql(UPDATE, { id, input: { name: 'Taken over' } }, other.token), 'NOT_FOUND', APP_NOT_FOUND);
    expectError(await gql(ROTATE, { id }, other.token), 'NOT_FOUND', APP_NOT_FOUND);
    expectError(await gql(DELETE, { id }, other.token), 'NOT_FOUND', APP_NOT_FOUND);
    expect(ok(await gql(MY_APPS, {}, other.token)).myApps).toEqual([]);
    expectError(await gql(ONE, { id }), 'UNAUTHENTICATED');
    expect(ok(await gql(ONE, { id }, owner.token)).developerApp).toEqual(made.app);
  });

  it('edits, rotates (the old secret hash replaced) and deletes, ending every token of the app', async () => {
    const [owner] = await members(stack, 1);
    const made = await register(owner, { name: 'Edit me', redirectUris: ['https://edit.example.com/cb'], logoUrl: 'https://edit.example.com/l.png' });
    const id = made.app.id;
    const edited = ok(await gql(UPDATE, { id, input: { name: 'Edited', redirectUris: ['https://edit.example.com/new'], logoUrl: '' } }, owner.token)).updateApp;
    expect(edited).toMatchObject({ name: 'Edited', redirectUris: ['https://edit.example.com/new'], logoUrl: null });
    expectError(await gql(UPDATE, { id, input: { redirectUris: ['ftp://x.example.com'] } }, owner.token), 'BAD_USER_INPUT', REDIRECT_URI_RULE);
    // Left out keeps a value.
    expect(ok(await gql(UPDATE, { id, input: {} }, owner.token)).updateApp).toMatchObject({ name: 'Edited', redirectUris: ['https://edit.example.com/new'] });

    const rotated = ok(await gql(ROTATE, { id }, owner.token)).rotateAppSecret;
    expect(rotated.clientSecret).not.toBe(made.clientSecret);
    const [row] = await sql(stack, 'SELECT secret_hash FROM accounts.developer_apps WHERE id = $1', [id]);
    expect(row.secret_hash).toBe(hashClientSecret(rotated.clientSecret));

    // A token the OAuth server issued to the app for another member.
    const [user] = await members(stack, 1);
    const pool = new pg.Pool({ connectionString: stack.database.url, max: 1 });
    try {
      const { token } = await createApiToken(pgExecute(pool), {
        kind: 'oauth',
        userId: user.user.id,
        role: 'member',
        appId: id,
        grantId: 'grant-of-deleted-app',
        scopes: ['profile:read'],
        expiresAt: new Date(Date.now() + 3_600_000),
        token: 'x'.repeat(10) + Math.random().toString(36).slice(2).padEnd(33, 'y'),
      });
      expect(ok(await gql('{ me { id } }', {}, token)).me.id).toBe(user.user.id);
      expect(ok(await gql(DELETE, { id }, owner.token)).deleteApp).toBe(true);
      expectError(await gql('{ me { id } }', {}, token), 'UNAUTHENTICATED');
      const [revoked] = await sql(stack, 'SELECT revoked_at FROM platform.api_tokens WHERE token_hash = $1', [hashApiToken(token)]);
      expect(revoked.revoked_at).not.toBeNull();
    } finally {
      await pool.end();
    }
    expectError(await gql(ONE, { id }, owner.token), 'NOT_FOUND', APP_NOT_FOUND);
    expect(await sql(stack, 'SELECT 1 FROM accounts.developer_apps WHERE id = $1', [id])).toEqual([]);
  });

  it('refuses API tokens: apps are made and changed with the member’s own login only', async () => {
    const [owner] = await members(stack, 1);
    const made = await register(owner, { name: 'Own login', redirectUris: ['https://own.example.com/cb'] });
    const pool = new pg.Pool({ connectionString: stack.database.url, max: 1 });
    try {
      const { token } = await createApiToken(pgExecute(pool), {
        kind: 'personal',
        userId: owner.user.id,
        role: 'member',
        scopes: ['profile:read', 'profile:write'],
        expiresAt: new Date(Date.now() + 3_600_000),
        name: 'script',
      });
      expectError(await gql(MY_APPS, {}, token), 'FORBIDDEN', LOGIN_ONLY);
      expectError(await gql(ONE, { id: made.app.id }, token), 'FORBIDDEN', LOGIN_ONLY);
      expectError(await gql(REGISTER, { input: { name: 'By token', redirectUris: ['https://t.example.com/cb'] } }, token), 'FORBIDDEN', LOGIN_ONLY);
      expectError(await gql(DELETE, { id: made.app.id }, token), 'FORBIDDEN', LOGIN_ONLY);
    } finally {
      await pool.end();
    }
  });
});

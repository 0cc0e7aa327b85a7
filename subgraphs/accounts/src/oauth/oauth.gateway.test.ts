// The OAuth 2.1 server over HTTP through the gateway (issue 25, docs/developer-platform.md): an
// app sends a member to /oauth/auth, the consent endpoints approve (with the member's login
// and the browser's interaction cookie), the app trades the code with its PKCE verifier, uses
// the access token on /graphql, refreshes (rotation: the old refresh token then fails), and
// the token dies by revocation at /oauth/token/revocation and by revokeConnectedApp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, CookieBrowser, expectError, members, ok, pkcePair, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { hashApiToken } from '@pulse/kit';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { accounts } from '../index.js';

let stack: Stack;
let gql: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const REDIRECT = 'http://127.0.0.1:9/callback';

async function registerApp(owner: Member, extra: Record<string, unknown> = {}) {
  const r = await gql(
    'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } clientSecret } }',
    { input: { name: 'Step Sync', redirectUris: [REDIRECT], ...extra } },
    owner.token,
  );
  const made = ok(r).registerApp;
  return { clientId: made.app.id as string, secret: made.clientSecret as string | null };
}

function authorizeUrl(clientId: string, challenge: string, scope = 'profile:read posts:read', redirectUri = REDIRECT) {
  const q = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state: 'st4te',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/oauth/auth?${q}`;
}

/** Starts the flow in a browser: the consent page's uid. */
async function start(browser: CookieBrowser, clientId: string, challenge: string, scope?: string): Promise<string> {
  const res = await browser.go(authorizeUrl(clientId, challenge, scope));
  expect(res.status, await res.clone().text()).toBe(303);
  const location = res.headers.get('location')!;
  const match = /^\/oauth\/consent\/([^/?]+)$/.exec(new URL(location, stack.url).pathname);
  expect(match, location).not.toBeNull();
  return match![1];
}

/** Follows redirects from the resume URL until the app's redirect URI: its query. */
async function arrive(browser: CookieBrowser, redirectTo: string): Promise<URLSearchParams> {
  let next = redirectTo;
  for (let hop = 0; hop < 5; hop++) {
    if (next.startsWith(REDIRECT)) return new URL(next).searchParams;
    const res = await browser.go(next);

    expect([302, 303], await res.clone().text()).toContain(res.status);
    next = new URL(res.headers.get('location')!, stack.url).href;
  }
  throw new Error('too many redirects');
}

async function approve(browser: CookieBrowser, uid: string, member: Member): Promise<URLSearchParams> {
  const res = await browser.go(`/oauth/consent/${uid}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return arrive(browser, ((await res.json()) as { redirectTo: string }).redirectTo);
}

function basic(clientId: string, secret: string) {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

async function token(form: Record<string, string>, auth?: string) {
  const res = await fetch(`${stack.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(auth ? { authorization: auth } : {}) },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

/** A member's approval of the app: its code trade answered. */
async function connect(member: Member, app: { clientId: string; secret: string | null }, scope?: string) {
  const browser = new CookieBrowser(stack.url);
  const { verifier, challenge } = pkcePair();
  const uid = await start(browser, app.clientId, challenge, scope);
  const params = await approve(browser, uid, member);
  expect(params.get('state')).toBe('st4te');
  const code = params.get('code')!;
  const traded = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app.clientId, app.secret!));
  expect(traded.status, JSON.stringify(traded.body)).toBe(200);
  return traded.body;
}

const ME = '{ me { id } }';

describe('the authorization code flow with PKCE', () => {
  it('discovery answers on the gateway origin with the issuer and S256 only', async () => {
    const res = await fetch(`${stack.url}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${stack.url}/oauth`);
    expect(doc.token_endpoint).toBe(`${stack.url}/oauth/token`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.registration_endpoint).toBeUndefined();
    expect(doc.scopes_supported).toContain('health:read');
  });

  it('consent, code, token, the token works on /graphql, refresh rotates, revocation ends it', async () => {
    const [owner, member] = await members(stack, 2);
    const app = await registerApp(owner, { logoUrl: 'https://sync.example.com/logo.png' });
    const browser = new CookieBrowser(stack.url);
    const { verifier, challenge } = pkcePair();
    const uid = await start(browser, app.clientId, challenge, 'openid profile:read posts:read health:read admin:read');

    // The consent page's details: the app, its owner, the scopes in words; needs this browser's cookie.
    const details = await browser.go(`/oauth/consent/${uid}/details`);
    expect(details.status).toBe(200);
    const shown = (await details.json()) as { app: Record<string, unknown>; scopes: { scope: string; sensitive: boolean; adminOnly: boolean; words: string }[] };
    expect(shown.app).toMatchObject({ id: app.clientId, name: 'Step Sync', logoUrl: 'https://sync.example.com/logo.png', owner: { username: owner.user.username } });
    expect(shown.scopes.map((s) => s.scope)).toEqual(['profile:read', 'posts:read', 'health:read', 'admin:read']);
    expect(shown.scopes.find((s) => s.scope === 'health:read')).toMatchObject({ sensitive: true, words: 'Read your meals, exercise, wearables and health measures' });
    expect(shown.scopes.find((s) => s.scope === 'admin:read')?.adminOnly).toBe(true);
    // Another browser (no interaction cookie) cannot read or approve it.
    expect((await new CookieBrowser(stack.url).go(`/oauth/consent/${uid}/details`)).status).toBe(404);
    const stranger = await new CookieBrowser(stack.url).go(`/oauth/consent/${uid}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
    expect(stranger.status).toBe(404);
    // Approving needs the member's login.
    expect((await browser.go(`/oauth/consent/${uid}/confirm`, { method: 'POST' })).status).toBe(401);

    const params = await approve(browser, uid, member);
    expect(params.get('iss')).toBe(`${stack.url}/oauth`);
    const code = params.get('code')!;

    // The wrong verifier is refused, and so is a code used twice.
    const wrong = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: pkcePair().verifier }, basic(app.clientId, app.secret!));
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The right verifier then trades the same code.
    const traded = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app.clientId, app.secret!));
    expect(traded.status, JSON.stringify(traded.body)).toBe(200);
    const first = traded.body;
    expect(first.token_type).toBe('Bearer');
    expect(Number(first.expires_in)).toBe(3600);
    expect(first.refresh_token).toBeTruthy();
    expect(first.id_token.split('.')).toHaveLength(3);
    // The member is no admin: admin:read was left out.
    expect(first.scope.split(' ').sort()).toEqual(['health:read', 'openid', 'posts:read', 'profile:read']);
    const [row] = await sql(stack, 'SELECT kind, app_id, user_id, scopes, grant_id FROM platform.api_tokens WHERE token_hash = $1', [hashApiToken(first.access_token)]);
    expect(row).toMatchObject({ kind: 'oauth', app_id: app.clientId, user_id: member.user.id, scopes: ['profile:read', 'posts:read', 'health:read'] });
    expect(row.grant_id).toBeTruthy();
    expect(ok(await gql(ME, {}, first.access_token)).me.id).toBe(member.user.id);
    // A code works once; its replay ends what it was traded for (RFC 6749 4.1.2).
    const twice = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, basic(app.clientId, app.secret!));
    expect(twice).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expectError(await gql(ME, {}, first.access_token), 'UNAUTHENTICATED');

    const tokens = await connect(member, app);
    expect(ok(await gql(ME, {}, tokens.access_token)).me.id).toBe(member.user.id);

    // A wrong secret is refused.
    const badSecret = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(app.clientId, 'pulse_cs_wrong'));
    expect(badSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });

    // Refresh rotates: a new pair; the new access token works; the old refresh token then fails.
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(app.clientId, app.secret!));
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.body.access_token).not.toBe(tokens.access_token);
    expect(ok(await gql(ME, {}, refreshed.body.access_token)).me.id).toBe(member.user.id);
    const replay = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(app.clientId, app.secret!));
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // Replaying a rotated refresh token is theft: the whole grant ends (RFC 9700 4.14.2).
    expectError(await gql(ME, {}, refreshed.body.access_token), 'UNAUTHENTICATED');

    // Revocation at the endpoint ends an access token everywhere at once.
    const again = await connect(member, app);
    expect(ok(await gql(ME, {}, again.access_token)).me.id).toBe(member.user.id);
    const revoked = await fetch(`${stack.url}/oauth/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(app.clientId, app.secret!) },
      body: new URLSearchParams({ token: again.access_token, token_type_hint: 'access_token' }),
    });
    expect(revoked.status).toBe(200);
    expectError(await gql(ME, {}, again.access_token), 'UNAUTHENTICATED');
  });

  it('connected apps lists the app; revoking it ends its access and refresh tokens at once', async () => {
    const [owner, member, other] = await members(stack, 3);
    const app = await registerApp(owner);
    const tokens = await connect(member, app, 'profile:read notifications:read');
    const CONNECTED = '{ connectedApps { id name logoUrl scopes grantedAt lastUsedAt } }';
    expect(ok(await gql(ME, {}, tokens.access_token)).me.id).toBe(member.user.id);
    const [listed] = ok(await gql(CONNECTED, {}, member.token)).connectedApps;
    expect(listed).toMatchObject({ id: app.clientId, name: 'Step Sync', scopes: ['profile:read', 'notifications:read'] });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(ok(await gql(CONNECTED, {}, other.token)).connectedApps).toEqual([]);
    // Someone else cannot disconnect it for the member.
    expectError(await gql('mutation($id: ID!) { revokeConnectedApp(appId: $id) }', { id: app.clientId }, other.token), 'NOT_FOUND');
    // An API token cannot see or end connections.
    expectError(await gql(CONNECTED, {}, tokens.access_token), 'FORBIDDEN');

    expect(ok(await gql('mutation($id: ID!) { revokeConnectedApp(appId: $id) }', { id: app.clientId }, member.token)).revokeConnectedApp).toBe(true);
    expectError(await gql(ME, {}, tokens.access_token), 'UNAUTHENTICATED');
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(app.clientId, app.secret!));
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(ok(await gql(CONNECTED, {}, member.token)).connectedApps).toEqual([]);
  });

  it('a public client trades its code with PKCE alone', async () => {
    const [owner, member] = await members(stack, 1 + 1);
    const app = await registerApp(owner, { public: true });
    const browser = new CookieBrowser(stack.url);
    const { verifier, challenge } = pkcePair();
    const uid = await start(browser, app.clientId, challenge);
    const code = (await approve(browser, uid, member)).get('code')!;
    const traded = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: app.clientId });
    expect(traded.status, JSON.stringify(traded.body)).toBe(200);
    expect(ok(await gql(ME, {}, traded.body.access_token)).me.id).toBe(member.user.id);
  });
});

describe('refusals', () => {
  it('an unknown redirect_uri is refused at the server, never redirected to', async () => {
    const [owner] = await members(stack, 1);
    const app = await registerApp(owner);
    const res = await new CookieBrowser(stack.url).go(authorizeUrl(app.clientId, pkcePair().challenge, 'profile:read', 'https://evil.example.com/cb'));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(((await res.json()) as { error: string }).error).toBe('invalid_redirect_uri');
  });

  it('no PKCE challenge is refused', async () => {
    const [owner] = await members(stack, 1);
    const app = await registerApp(owner);
    const q = new URLSearchParams({ client_id: app.clientId, response_type: 'code', redirect_uri: REDIRECT, scope: 'profile:read', state: 's' });
    const res = await new CookieBrowser(stack.url).go(`/oauth/auth?${q}`);
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('hostile requests answer 4xx, never a server error', async () => {
    const [member] = await members(stack, 1);
    const auth = { authorization: `Bearer ${member.token}` };
    for (const uid of ['%00', 'x'.repeat(5000), '..%2F..%2Fetc', '%F0%9F%98%80', 'unknown-uid']) {
      for (const [path, method] of [
        ['details', 'GET'],
        ['confirm', 'POST'],
        ['deny', 'POST'],
      ] as const) {
        const res = await new CookieBrowser(stack.url).go(`/oauth/consent/${uid}/${path}`, { method, headers: auth });
        expect(res.status, `${method} ${uid.slice(0, 20)} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${uid.slice(0, 20)} ${path}`).toBeLessThan(500);
      }
    }
    for (const body of ['grant_type=authorization_code&code=%00', 'grant_type=nope', 'garbage', 'a='.repeat(30_000)]) {
      const res = await fetch(`${stack.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Basic Og==' },
        body,
      });
      expect(res.status, body.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 30)).toBeLessThan(500);
    }
    const json = await fetch(`${stack.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    expect(json.status).toBeLessThan(500);
    const [owner] = await members(stack, 1);
    const app = await registerApp(owner);
    for (const hostile of ['%00', 'x'.repeat(4000), '%F0%9F%98%80']) {
      const revoke = await fetch(`${stack.url}/oauth/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(app.clientId, app.secret!) },
        body: `token=${hostile}`,
      });
      expect(revoke.status, hostile.slice(0, 10)).toBeLessThan(500);
      const refresh = await token({ grant_type: 'refresh_token', refresh_token: decodeURIComponent(hostile) }, basic(app.clientId, app.secret!));
      expect(refresh.status, hostile.slice(0, 10)).toBe(400);
    }
    const auth2 = await new CookieBrowser(stack.url).go(`/oauth/auth?client_id=${'%00'.repeat(10)}&response_type=code`);
    expect(auth2.status).toBeLessThan(500);
  });

  it('deny sends the member back to the app with access_denied', async () => {
    const [owner, member] = await members(stack, 2);
    const app = await registerApp(owner);
    const browser = new CookieBrowser(stack.url);
    const uid = await start(browser, app.clientId, pkcePair().challenge);
    const res = await browser.go(`/oauth/consent/${uid}/deny`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    const params = await arrive(browser, ((await res.json()) as { redirectTo: string }).redirectTo);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('code')).toBeNull();
  });

  it('a deleted app can no longer be authorized, and its tokens die', async () => {
    const [owner, member] = await members(stack, 2);
    const app = await registerApp(owner);
    const tokens = await connect(member, app);
    ok(await gql('mutation($id: ID!) { deleteApp(id: $id) }', { id: app.clientId }, owner.token));
    expectError(await gql(ME, {}, tokens.access_token), 'UNAUTHENTICATED');
    const res = await new CookieBrowser(stack.url).go(authorizeUrl(app.clientId, pkcePair().challenge));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
  });
});

describe("the member's data (docs/member-data.md)", () => {
  it('exports the apps a member connected (no tokens) and erases every OAuth row of theirs, ending their tokens', async () => {
    const [owner, member] = await members(stack, 2);
    const app = await registerApp(owner);
    const tokens = await connect(member, app, 'profile:read posts:read');
    const exported = await exportMember(accounts, servicesOf(stack, 'accounts'), member.user.id);
    expect(exported.json['connected-apps']).toEqual([expect.objectContaining({ appId: app.clientId, appName: 'Step Sync', scopes: 'profile:read posts:read' })]);
    expect(JSON.stringify(exported.json)).not.toContain(tokens.access_token);
    await eraseMember(accounts, servicesOf(stack, 'accounts'), member.user.id);
    await eraseMember(accounts, servicesOf(stack, 'accounts'), member.user.id);
    expect((await schemaHolding(stack, 'accounts', member.user.id)).filter((c) => c.includes('oauth_store'))).toEqual([]);
    expectError(await gql(ME, {}, tokens.access_token), 'UNAUTHENTICATED');
  });
});

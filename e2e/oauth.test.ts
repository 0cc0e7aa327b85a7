// OAuth end to end in Chromium against the real stack (issue 25, docs/developer-platform.md):
// a tiny loopback HTTP server acts as a third-party app (redirect URI on 127.0.0.1). Ann opens
// the app, which sends her to Pulse; she signs in (the consent screen sends her to /login and
// back), the consent screen lists what the app asks for in plain words (health apart, with a
// warning), she allows it; the app gets the code, trades it with its PKCE verifier and secret,
// reads `me` with the token and refreshes it; then Ann disconnects it in Settings > Connected
// apps and the token is refused. The developer portal: from the API page, register an app (a bad
// redirect URI named), the secret shown once and copied, redirect URIs edited, the secret rotated,
// the app deleted. Any console error or warning fails.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
}

/** The third-party app: /start sends the member to Pulse; /callback trades the code and reads `me`. */
function startClientApp(pulse: string, client: { id: string; secret: string }, redirectUri: () => string) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const got: { tokens?: Tokens; me?: { username: string } } = {};
  // Read when used: the app is registered once this server listens (its redirect URI names the port).
  const basic = () => `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/start') {
        const q = new URLSearchParams({
          client_id: client.id,
          response_type: 'code',
          redirect_uri: redirectUri(),
          scope: 'profile:read posts:read health:read',
          state,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        });
        res.writeHead(302, { location: `${pulse}/oauth/auth?${q}` }).end();
        return;
      }
      if (url.pathname === '/callback') {
        if (url.searchParams.get('state') !== state || !url.searchParams.get('code')) {
          res.writeHead(400, { 'content-type': 'text/html' }).end(`<p id="result">Refused: ${url.searchParams.get('error') ?? 'bad state'}</p>`);
          return;
        }
        const token = await fetch(`${pulse}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic() },
          body: new URLSearchParams({ grant_type: 'authorization_code', code: url.searchParams.get('code')!, redirect_uri: redirectUri(), code_verifier: verifier }),
        });
        got.tokens = (await token.json()) as Tokens;
        const me = await fetch(`${pulse}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${got.tokens.access_token}` },
          body: JSON.stringify({ query: '{ me { username } }' }),
        });
        got.me = ((await me.json()) as { data: { me: { username: string } } }).data.me;
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<!doctype html><title>Step Sync</title><link rel="icon" href="data:,"><p id="result">Connected as @${got.me.username}</p>`);
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  return {
    got,
    basic,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
};

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

it('a member signs in, allows an app on the consent screen, the app uses and refreshes its token, and disconnecting it ends it', async () => {
  const suffix = Date.now() % 100000;
  const dev = await registerMember(stack, { name: 'Dev Eloper', username: `dev_oauth_${suffix}` });
  const ann = await registerMember(stack, { name: 'Ann Member', username: `ann_oauth_${suffix}`, password: 'correct-horse-42' });

  // The developer registers the app; its redirect URI is the loopback app's (its port once listening).
  let base = '';
  const app = { id: '', secret: '' };
  const client = startClientApp(stack.url, app, () => `${base}/callback`);
  base = await client.listen();
  try {
    const registered = await gql(dev.token, 'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } clientSecret } }', {
      input: { name: 'Step Sync', redirectUris: [`${base}/callback`] },
    });
    app.id = registered.data!.registerApp.app.id;
    app.secret = registered.data!.registerApp.clientSecret;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(40_000);
    watchPageErrors(page, pageErrors, { label: 'Ann' });

    // Signed out: the app sends her to Pulse, whose consent screen sends her to log in first.
    await page.goto(`${base}/start`);
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-email').fill(ann.user.email);
    await page.getByTestId('login-password').fill('correct-horse-42');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/oauth\/consent\/[^/]+$/);

    const consent = page.getByTestId('consent-page');
    await consent.waitFor();
    expect(await page.getByTestId('consent-app-name').textContent()).toBe('Step Sync wants to use your Pulse account');
    expect(await page.getByTestId('consent-app-owner').textContent()).toBe(`Made by Dev Eloper (@dev_oauth_${suffix})`);
    expect(await page.getByTestId('consent-scopes').getByTestId('consent-scope').allTextContents()).toEqual([
      "See your profile, your settings and other members' profiles",
      'Read feeds, posts, comments, hashtags, lists and search',
    ]);
    // Health data apart, with its warning.
    const sensitive = page.getByTestId('consent-sensitive');
    await sensitive.getByText('Only allow this if you trust this app with it.').waitFor();
    expect(await sensitive.getByTestId('consent-scope').allTextContents()).toEqual(['Read your meals, exercise, wearables and health measures']);
    // The consent screen fits a phone (390x844), where most members meet it: no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toBe('');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByTestId('consent-allow').click();
    // Back at the app, which traded the code and read `me` with the token.
    await page.waitForURL(`${base}/callback?**`, { waitUntil: 'commit' });
    await page.getByText(`Connected as @ann_oauth_${suffix}`).waitFor();
    const tokens = client.got.tokens!;
    expect(tokens.scope.split(' ').sort()).toEqual(['health:read', 'posts:read', 'profile:read']);

    // The app refreshes: a new pair, and the new access token works.
    const refreshed = await fetch(`${stack.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: client.basic() },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const fresh = (await refreshed.json()) as Tokens;
    expect(fresh.refresh_token).not.toBe(tokens.refresh_token);
    expect((await gql(fresh.access_token, '{ me { id } }')).data?.me.id).toBe(ann.user.id);

    // Ann disconnects it in Settings > Connected apps.
    await page.goto(`${stack.url}/settings`);
    await page.getByTestId('settings-tab-connected-apps').click();
    const row = page.getByTestId('connected-app').filter({ hasText: 'Step Sync' });
    await row.waitFor();
    expect(await row.getByTestId('connected-app-scopes').textContent()).toBe('profile:read, posts:read, health:read');
    await row.getByTestId('disconnect-app').click();
    await page.getByTestId('confirm-disconnect-app').click();
    await page.getByTestId('no-connected-apps').getByText('You have not connected any apps.').waitFor();

    // The token is refused at once, and so is the refresh token.
    expect((await gql(fresh.access_token, '{ me { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await fetch(`${stack.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: client.basic() },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: fresh.refresh_token }),
    });
    expect(again.status).toBe(400);
    await context.close();
  } finally {
    await client.close();
  }
  expect(pageErrors).toEqual([]);
});

it('the developer portal registers an app (secret shown once), edits its redirect URIs, rotates its secret and deletes it', async () => {
  const suffix = Date.now() % 100000;
  const dev = await registerMember(stack, { name: 'Dev Portal', username: `dev_portal_${suffix}` });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), dev.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'Dev' });

  // From the footer's API page.
  await page.goto(`${stack.url}/api-docs`);
  await page.getByTestId('api-docs-developers').click();
  await page.waitForURL(`${stack.url}/developers`);
  await page.getByTestId('no-apps').getByText('You have not registered any apps yet.').waitFor();
  expect(await page.getByTestId('developer-references').getByRole('link').allTextContents()).toEqual([
    'GraphQL explorer and schema reference',
    'REST reference (OpenAPI)',
    'API guide',
    'Personal access tokens',
  ]);

  // A redirect URI the server refuses is named beside the field.
  await page.getByTestId('app-name').fill('Portal App');
  await page.getByTestId('app-redirect-uris').fill('http://portal.example.com/cb');
  await page.getByTestId('register-app').click();
  await page.getByText('A redirect URI must be an absolute https URL (http only for localhost or 127.0.0.1) without a fragment').waitFor();
  await page.getByTestId('app-redirect-uris').fill('https://portal.example.com/cb\nhttp://127.0.0.1:8123/cb');
  await page.getByTestId('register-app').click();
  await page.waitForURL(/\/developers\/apps\/[0-9a-f]{32}$/);
  const clientId = page.url().split('/').pop()!;
  expect(await page.getByTestId('client-id').textContent()).toBe(clientId);
  const secret = (await page.getByTestId('client-secret-value').textContent())!.trim();
  expect(secret).toMatch(/^pulse_cs_/);
  // The app's page, its long client id and one-time secret included, fits a phone (390x844).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBe('');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('copy-client-secret').click();
  await page.getByText('Client secret copied to clipboard').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Shown once: a reload no longer shows it.
  await page.reload();
  await page.getByTestId('developer-app-name').getByText('Portal App').waitFor();
  expect(await page.getByTestId('client-secret').count()).toBe(0);

  await page.getByTestId('edit-redirect-uris').fill('https://portal.example.com/new');
  await page.getByTestId('save-redirect-uris').click();
  await page.getByText('Redirect URIs saved').first().waitFor();
  const saved = await gql(dev.token, 'query($id: ID!) { developerApp(id: $id) { redirectUris } }', { id: clientId });
  expect(saved.data?.developerApp.redirectUris).toEqual(['https://portal.example.com/new']);

  await page.getByTestId('rotate-secret').click();
  await page.getByTestId('confirm-rotate-secret').click();
  const rotated = (await page.getByTestId('client-secret-value').textContent())!.trim();
  expect(rotated).toMatch(/^pulse_cs_/);
  expect(rotated).not.toBe(secret);

  await page.getByTestId('delete-app').click();
  await page.getByTestId('confirm-delete-app').click();
  await page.waitForURL(`${stack.url}/developers`);
  await page.getByTestId('no-apps').getByText('You have not registered any apps yet.').waitFor();
  expect((await gql(dev.token, '{ myApps { id } }')).data?.myApps).toEqual([]);
  await context.close();
  expect(pageErrors).toEqual([]);
});

// The developer guide's worked example (quickstart.mjs) against a real stack: its own server
// takes the authorization code back from a member's browser (driven here over HTTP, with the
// interaction cookies a browser keeps), trades it with PKCE, reads the home feed with the access
// token, refreshes, receives a signed webhook when someone follows the member (a forged one is
// refused), and finds that replaying a used refresh token ends the grant.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, CookieBrowser, ok, registerMember, startStack, type Member, type Stack } from '@pulse/dev-env';
import { authorizeUrl, exchangeCode, homeFeed, pkcePair, refresh, startAppServer, verifyPulseSignature, type WebhookEvent } from './quickstart.mjs';

let stack: Stack;
let app: Awaited<ReturnType<typeof startAppServer>>;
let gql: ReturnType<typeof client>;
const events: WebhookEvent[] = [];

beforeAll(async () => {
  app = await startAppServer({ port: 0, onEvent: (e) => events.push(e), now: () => stack.clock.now().getTime() / 1000 });
  const port = new URL(app.webhookUrl).port;
  stack = await startStack({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}`, REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  await app?.close();
});

/** What a browser does between the authorize URL and the app's redirect URI, keeping path-scoped cookies. */
async function memberApproves(startUrl: string, member: Member): Promise<void> {
  const browser = new CookieBrowser(stack.url);
  const go = (url: string, init?: RequestInit) => browser.go(url, init);
  const consent = new URL((await go(startUrl)).headers.get('location')!, stack.url);
  expect(consent.pathname).toMatch(/^\/oauth\/consent\/[^/]+$/);
  const confirmed = await go(`${consent.pathname}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  expect(confirmed.status).toBe(200);
  let next = ((await confirmed.json()) as { redirectTo: string }).redirectTo;
  // The resume URL redirects to the app's redirect URI, which the browser then opens.
  for (let hop = 0; hop < 5 && !next.startsWith(app.redirectUri); hop++) next = new URL((await go(next)).headers.get('location')!, stack.url).href;
  expect(next.startsWith(app.redirectUri)).toBe(true);
  expect((await fetch(next)).status).toBe(200);
}

describe('the developer quickstart', () => {
  it('connects through OAuth, reads the home feed, refreshes, and receives a verified webhook', async () => {
    const developer = await registerMember(stack, { name: 'Dev Eloper', username: `dev_${Date.now() % 100000}` });
    const member = await registerMember(stack, { name: 'Mia Member', username: `mia_${Date.now() % 100000}` });
    const friend = await registerMember(stack, { name: 'Finn Friend', username: `finn_${Date.now() % 100000}` });
    ok(await gql('mutation($id: ID!) { follow(userId: $id) { id } }', { id: friend.user.id }, member.token));
    ok(await gql('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { i: { content: 'Tempo run, 8 km' } }, friend.token));

    const registered = ok(
      await gql(
        'mutation($i: RegisterAppInput!) { registerApp(input: $i) { app { id } clientSecret } }',
        { i: { name: 'Quickstart', redirectUris: [app.redirectUri] } },
        developer.token,
      ),
    ).registerApp;
    const clientId = registered.app.id as string;
    const clientSecret = registered.clientSecret as string;
    const hook = ok(
      await gql(
        'mutation($a: ID!, $i: CreateWebhookInput!) { createWebhook(appId: $a, input: $i) { secret } }',
        { a: clientId, i: { url: app.webhookUrl, events: ['follower.created'] } },
        developer.token,
      ),
    ).createWebhook;

    const { verifier, challenge } = pkcePair();
    const start = authorizeUrl({
      pulseUrl: stack.url,
      clientId,
      redirectUri: app.redirectUri,
      scopes: ['profile:read', 'posts:read', 'follows:read'],
      state: 'quick-1',
      challenge,
    });
    const code = app.codeFor('quick-1');
    await memberApproves(start, member);
    const { code: authorizationCode, error } = await code;
    expect(error).toBeNull();

    const tokens = await exchangeCode({ pulseUrl: stack.url, clientId, clientSecret, code: authorizationCode!, redirectUri: app.redirectUri, verifier });
    expect(tokens.scope.split(' ').sort()).toEqual(['follows:read', 'posts:read', 'profile:read']);
    const feed = await homeFeed({ pulseUrl: stack.url, accessToken: tokens.access_token });
    expect(feed.posts.map((p) => `${p.user.username}: ${p.content}`)).toContain(`${friend.user.username}: Tempo run, 8 km`);
    expect(feed.remaining).toBeGreaterThan(0);

    const renewed = await refresh({ pulseUrl: stack.url, clientId, clientSecret, refreshToken: tokens.refresh_token });
    expect((await homeFeed({ pulseUrl: stack.url, accessToken: renewed.access_token })).posts.length).toBe(feed.posts.length);

    // The webhook's signing secret is shown once, when it is made: the app keeps it.
    app.setWebhookSecret(hook.secret);
    ok(await gql('mutation($id: ID!) { follow(userId: $id) { id } }', { id: member.user.id }, friend.token));
    await expect.poll(() => events.filter((e) => e.type === 'follower.created').map((e) => e.member.id), { timeout: 20_000 }).toEqual([member.user.id]);
    // A delivery that is not Pulse's (a wrong signature) is refused and never reaches the app.
    const forged = await fetch(app.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'pulse-signature': `t=${Math.floor(stack.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}` },
      body: JSON.stringify({ ...events[0], type: 'post.created' }),
    });
    expect(forged.status).toBe(401);
    expect(events.map((e) => e.type)).toEqual(['follower.created']);

    // A refresh token works once: played again, it is refused and ends the whole grant (someone
    // else may hold a copy), so the newest access token stops working too.
    await expect(refresh({ pulseUrl: stack.url, clientId, clientSecret, refreshToken: tokens.refresh_token })).rejects.toThrow(/invalid_grant/);
    await expect(homeFeed({ pulseUrl: stack.url, accessToken: renewed.access_token })).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it('verifies a signature as Pulse makes it, and refuses a stale or altered one', () => {
    const body = '{"type":"follower.created"}';
    const t = 1_800_000_000;
    const v1 = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(verifyPulseSignature('whsec_test', `t=${t},v1=${v1}`, body, { nowSeconds: t + 10 })).toBe(true);
    expect(verifyPulseSignature('whsec_test', `t=${t},v1=${v1}`, body, { nowSeconds: t + 301 })).toBe(false);
    expect(verifyPulseSignature('whsec_test', `t=${t},v1=${v1}`, body.replace('follower', 'post'), { nowSeconds: t })).toBe(false);
    expect(verifyPulseSignature('whsec_other', `t=${t},v1=${v1}`, body, { nowSeconds: t })).toBe(false);
    expect(verifyPulseSignature('whsec_test', 'nonsense', body, { nowSeconds: t })).toBe(false);
  });
});

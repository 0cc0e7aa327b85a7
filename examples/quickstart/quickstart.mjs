// The Pulse developer quickstart (docs/developer-guide.md), in plain Node 20 with no packages:
//   1. a member connects your app through OAuth 2.1 (authorization code + PKCE), the redirect
//      landing on a small HTTP server on this machine;
//   2. the app reads the member's home feed with the access token (and prints its budget);
//   3. it refreshes the token (each refresh token works once);
//   4. the same server receives your app's webhooks and checks their signatures.
// Run: PULSE_URL=http://localhost:4000 PULSE_CLIENT_ID=... PULSE_CLIENT_SECRET=... \
//      PULSE_WEBHOOK_SECRET=whsec_... node examples/quickstart/quickstart.mjs
// The app's redirect URI must be http://127.0.0.1:8787/callback (PORT changes 8787).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Where to send the member: Pulse's consent screen for these scopes. */
export function authorizeUrl({ pulseUrl, clientId, redirectUri, scopes, state, challenge }) {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${pulseUrl}/oauth/auth?${query}`;
}

/** POST /oauth/token: a confidential app authenticates with its secret, a public one sends its id. */
async function tokenRequest(pulseUrl, clientId, clientSecret, form) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  if (clientSecret) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
  else form = { ...form, client_id: clientId };
  const res = await fetch(`${pulseUrl}/oauth/token`, { method: 'POST', headers, body: new URLSearchParams(form) });
  const body = await res.json();
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${body.error} ${body.error_description ?? ''}`);
  return body; // { access_token, refresh_token, expires_in, scope, token_type }
}

export const exchangeCode = ({ pulseUrl, clientId, clientSecret, code, redirectUri, verifier }) =>
  tokenRequest(pulseUrl, clientId, clientSecret, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });

export const refresh = ({ pulseUrl, clientId, clientSecret, refreshToken }) =>
  tokenRequest(pulseUrl, clientId, clientSecret, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** The member's home feed, newest first, and what is left of the app's hourly budget. */
export async function homeFeed({ pulseUrl, accessToken, first = 10 }) {
  const res = await fetch(`${pulseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      query: 'query Home($first: Int) { homeFeed(first: $first) { nodes { id content createdAt user { username } } } }',
      variables: { first },
    }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  return { posts: body.data.homeFeed.nodes, remaining: Number(res.headers.get('x-ratelimit-remaining')) };
}

/**
 * Whether a webhook is from Pulse: Pulse-Signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the webhook's secret>`. A delivery older than `toleranceSeconds` is
 * refused too, so a captured one cannot be replayed later.
 */
export function verifyPulseSignature(secret, header, rawBody, { nowSeconds = Date.now() / 1000, toleranceSeconds = 300 } = {}) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((p) => p.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

/**
 * The app's own small server: /callback takes the authorization code back from the browser,
 * /webhook takes deliveries (answer 2xx quickly; Pulse retries anything else).
 */
export function startAppServer({ port = 8787, webhookSecret = '', onEvent = () => {}, now } = {}) {
  const waiting = new Map(); // state -> resolve
  let secret = webhookSecret;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/callback') {
      const resolve = waiting.get(url.searchParams.get('state'));
      if (!resolve) return void res.writeHead(400).end('Unknown state');
      waiting.delete(url.searchParams.get('state'));
      resolve({ code: url.searchParams.get('code'), error: url.searchParams.get('error') });
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('Connected to Pulse. You can close this tab.');
    }
    if (req.method === 'POST' && url.pathname === '/webhook') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (!verifyPulseSignature(secret, req.headers['pulse-signature'], raw, now ? { nowSeconds: now() } : {})) return void res.writeHead(401).end();
        res.writeHead(204).end();
        onEvent(JSON.parse(raw));
      });
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        redirectUri: `${base}/callback`,
        webhookUrl: `${base}/webhook`,
        /** The code the browser brings back for this state. */
        codeFor: (state) => new Promise((r) => waiting.set(state, r)),
        /** The signing secret createWebhook showed (once). */
        setWebhookSecret: (value) => {
          secret = value;
        },
        close: () => new Promise((r) => server.close(r)),
      });
    }),
  );
}

async function main() {
  const pulseUrl = (process.env.PULSE_URL ?? 'http://localhost:4000').replace(/\/$/, '');
  const clientId = process.env.PULSE_CLIENT_ID;
  const clientSecret = process.env.PULSE_CLIENT_SECRET || undefined;
  if (!clientId) throw new Error('Set PULSE_CLIENT_ID (and PULSE_CLIENT_SECRET for a confidential app): register one at /developers.');
  const app = await startAppServer({
    port: Number(process.env.PORT ?? 8787),
    webhookSecret: process.env.PULSE_WEBHOOK_SECRET ?? '',
    onEvent: (event) => console.log(`webhook: ${event.type} for @${event.member.username}`, event.data),
  });
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(16).toString('hex');
  console.log(
    'Open this in a browser where you are signed in to Pulse:\n',
    authorizeUrl({ pulseUrl, clientId, redirectUri: app.redirectUri, scopes: ['profile:read', 'posts:read', 'follows:read'], state, challenge }),
  );
  const { code, error } = await app.codeFor(state);
  if (error) throw new Error(`The member did not connect the app: ${error}`);
  const tokens = await exchangeCode({ pulseUrl, clientId, clientSecret, code, redirectUri: app.redirectUri, verifier });
  const { posts, remaining } = await homeFeed({ pulseUrl, accessToken: tokens.access_token });
  for (const post of posts) console.log(`@${post.user.username}: ${post.content}`);
  console.log(`${remaining} points left this hour`);
  const renewed = await refresh({ pulseUrl, clientId, clientSecret, refreshToken: tokens.refresh_token });
  console.log(`refreshed: the new token expires in ${renewed.expires_in} s. Waiting for webhooks at ${app.webhookUrl} (Ctrl-C stops).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

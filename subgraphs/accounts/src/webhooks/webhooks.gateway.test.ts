// Webhooks through the real stack (issue 25 items 5 and 7, docs/developer-platform.md
// "Webhooks"): a receiver on loopback (a real HTTP server, allowed by WEBHOOK_ALLOWED_HOSTS)
// checks every delivery's signature with the documented helper; a delivery answered 500 is
// retried once the kit clock reaches its next attempt (the clock is frozen: nothing waits for
// real time); redelivery; members who did not grant the app, or granted it without the event's
// scope, get nothing; a deleted webhook gets nothing more; a webhook failing for 3 days is
// turned off; the owner-only and login-only rules, the cap and the input rules.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, CookieBrowser, eventually, expectError, ok, pkcePair, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { verifyPulseSignature } from './signature.js';
import { pruneWebhookRows } from './sources.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let stack: Stack;
let q: ReturnType<typeof client>;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Status codes the receiver answers next, in order (200 once they run out). */
const script: number[] = [];

const CREATE = 'mutation($appId: ID!, $input: CreateWebhookInput!) { createWebhook(appId: $appId, input: $input) { secret webhook { id url events active } } }';
const DELIVERIES =
  'query($id: ID!) { webhookDeliveries(webhookId: $id, first: 50) { nodes { id eventId eventType status attempts responseCode lastError nextAttemptAt durationMs requestBody redeliveryOf } pageInfo { hasNextPage endCursor } } }';
const PING = 'mutation($id: ID!) { pingWebhook(id: $id) { id status } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = script.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  stack = await startStack({ env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}`, REGISTER_LIMIT_PER_IP: '1000' } });
  // Frozen: retries are due only when the test moves the clock.
  stack.clock.freeze();
  q = client(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const REDIRECT = 'http://127.0.0.1:9/callback';
const apps = new Map<string, string>();

async function newApp(owner: Member): Promise<string> {
  const input = { name: `App ${randomUUID().slice(0, 6)}`, redirectUris: [REDIRECT] };
  const made = ok(await q('mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } clientSecret } }', { input }, owner.token)).registerApp;
  apps.set(made.app.id, made.clientSecret);
  return made.app.id;
}

/** The member approves the app for these scopes through the OAuth server (consent, code, token), as a real app would have them do. */
async function grant(member: Member, appId: string, scopes: string[]): Promise<void> {
  const browser = new CookieBrowser(stack.url);
  const { verifier, challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: appId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: scopes.join(' '),
    state: 'st4te',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const started = await browser.go(`/oauth/auth?${params}`);
  expect(started.status, await started.clone().text()).toBe(303);
  const uid = /\/oauth\/consent\/([^/?]+)$/.exec(new URL(started.headers.get('location')!, stack.url).pathname)![1];
  const confirmed = await browser.go(`/oauth/consent/${uid}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  let next = ((await confirmed.json()) as { redirectTo: string }).redirectTo;
  for (let hop = 0; !next.startsWith(REDIRECT); hop++) {
    expect(hop).toBeLessThan(5);
    const res = await browser.go(next);
    next = new URL(res.headers.get('location')!, stack.url).href;
  }
  const code = new URL(next).searchParams.get('code')!;
  const res = await fetch(`${stack.url}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(appId)}:${encodeURIComponent(apps.get(appId)!)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function createWebhook(owner: Member, appId: string, path: string, events: string[]) {
  return ok(await q(CREATE, { appId, input: { url: `${base}${path}`, events } }, owner.token)).createWebhook as {
    secret: string;
    webhook: { id: string };
  };
}

async function deliveries(owner: Member, webhookId: string) {
  return ok(await q(DELIVERIES, { id: webhookId }, owner.token)).webhookDeliveries.nodes as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    responseCode: number | null;
    lastError: string | null;
    nextAttemptAt: string | null;
    requestBody: string;
    redeliveryOf: string | null;
  }[];
}

const at = (path: string) => received.filter((r) => r.path === path);
const payload = (r: Received) => JSON.parse(r.body) as { id: string; type: string; member: { id: string; username: string }; data: Record<string, any> };

// First in the file: the stack has no webhook yet.
describe('with no webhook on', () => {
  it('moves the cursors past published events without reading them', async () => {
    const [a, b] = await Promise.all([registerMember(stack), registerMember(stack)]);
    ok(await q(FOLLOW, { id: b.user.id }, a.token));
    const published = await eventually(async () => {
      const [row] = await sql<{ published_at: Date }>(stack, `SELECT published_at FROM social.outbox WHERE topic = 'followCreated' AND published_at IS NOT NULL`);
      return row?.published_at;
    });
    // The follow's event wakes a pass (the bus), which moves the social cursor up to it.
    await eventually(async () => {
      const [cursor] = await sql<{ read_until: Date }>(stack, `SELECT read_until FROM accounts.webhook_source_cursors WHERE source = 'social'`);
      return cursor && cursor.read_until.getTime() >= published.getTime();
    });
    // Nothing was read: no event is recorded as turned into deliveries.
    expect(await sql(stack, 'SELECT 1 FROM accounts.webhook_seen_events')).toEqual([]);
  });
});

describe('webhook deliveries', () => {
  let owner: Member;
  let appId: string;
  let secret: string;
  let hookId: string;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let dave: Member;

  beforeAll(async () => {
    [owner, alice, bob, carol, dave] = await Promise.all([0, 1, 2, 3, 4].map(() => registerMember(stack)));
    appId = await newApp(owner);
    ({
      secret,
      webhook: { id: hookId },
    } = await createWebhook(owner, appId, '/main', ['follower.created', 'post.created', 'notification.created']));
    await grant(alice, appId, ['follows:read', 'posts:read', 'notifications:read']);
    // Bob granted the app, but not follows:read nor notifications:read; Carol granted nothing.
    await grant(bob, appId, ['posts:read', 'profile:read']);
  });

  it('signs each delivery for a member who granted the scope, and nobody else', async () => {
    // Carol's and Bob's first: once Alice's has arrived, theirs were read before it.
    ok(await q(FOLLOW, { id: carol.user.id }, dave.token));
    ok(await q(FOLLOW, { id: bob.user.id }, dave.token));
    ok(await q(FOLLOW, { id: alice.user.id }, dave.token));
    await eventually(async () => at('/main').length >= 2 && at('/main'), 30_000);
    const got = at('/main').map(payload);
    expect(got.map((p) => `${p.type} ${p.member.id}`).sort()).toEqual([`follower.created ${alice.user.id}`, `notification.created ${alice.user.id}`]);
    const follower = at('/main').find((r) => payload(r).type === 'follower.created')!;
    expect(payload(follower)).toMatchObject({
      member: { id: alice.user.id, username: alice.user.username },
      data: { follower: { id: dave.user.id, username: dave.user.username } },
    });
    expect(follower.headers['pulse-event']).toBe('follower.created');
    expect(follower.headers['user-agent']).toMatch(/^Pulse-Webhooks\//);
    expect(follower.headers['content-type']).toBe('application/json');
    // The receiver recomputes the HMAC over the raw body; the time is the kit clock's.
    expect(verifyPulseSignature(secret, follower.headers['pulse-signature'] as string, follower.body, { now: stack.clock.now() })).toBe(true);
    expect(
      verifyPulseSignature(secret, follower.headers['pulse-signature'] as string, follower.body.replace(alice.user.id, bob.user.id), { now: stack.clock.now() }),
    ).toBe(false);
    const rows = await deliveries(owner, hookId);
    const row = rows.find((d) => d.id === follower.headers['pulse-delivery'])!;
    expect(row).toMatchObject({ eventType: 'follower.created', status: 'DELIVERED', attempts: 1, responseCode: 200, lastError: null, nextAttemptAt: null });
    expect(row.requestBody).toBe(follower.body);
    expect(row.eventId).toBe(payload(follower).id);
    // Only Alice's deliveries exist: Bob's grant lacks the scopes, Carol has none.
    expect(rows).toHaveLength(2);
  });

  it('sends post.created to the followers of the author who granted posts:read', async () => {
    ok(await q(FOLLOW, { id: dave.user.id }, carol.token));
    ok(await q(FOLLOW, { id: dave.user.id }, alice.token));
    ok(await q(FOLLOW, { id: dave.user.id }, bob.token));
    const before = at('/main').length;
    const post = ok(await q('mutation($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: 'hello webhooks' } }, dave.token)).createPost;
    const posts = await eventually(async () => {
      const found = at('/main')
        .slice(before)
        .map(payload)
        .filter((p) => p.type === 'post.created');
      return found.length >= 2 && found;
    }, 30_000);
    expect(posts.map((p) => p.member.id).sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(posts[0].data).toEqual({ post: { id: post.id }, author: { id: dave.user.id, username: dave.user.username } });
  });

  it('sends nothing more for a member who disconnected the app', async () => {
    ok(await q('mutation($id: ID!) { revokeConnectedApp(appId: $id) }', { id: appId }, bob.token));
    const before = at('/main').length;
    const post = ok(await q('mutation($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { content: 'second post' } }, dave.token)).createPost;
    // Alice's and Bob's deliveries would be made in the same pass: once Alice's is in, Bob's would be.
    await eventually(
      async () =>
        at('/main')
          .slice(before)
          .some((r) => payload(r).data.post?.id === post.id),
      30_000,
    );
    expect(
      at('/main')
        .slice(before)
        .map((r) => payload(r).member.id),
    ).toEqual([alice.user.id]);
  });

  it('retries a delivery answered 500 when the kit clock reaches its next attempt', async () => {
    script.push(500);
    const ping = ok(await q(PING, { id: hookId }, owner.token)).pingWebhook;
    const failed = await eventually(async () => (await deliveries(owner, hookId)).find((d) => d.id === ping.id && d.status === 'RETRYING'), 30_000);
    expect(failed).toMatchObject({ attempts: 1, responseCode: 500, lastError: 'The server answered 500' });
    expect(new Date(failed.nextAttemptAt!).getTime()).toBe(stack.clock.now().getTime() + 10_000);
    // Not due yet: a second look still finds it waiting (the clock has not moved).
    expect((await deliveries(owner, hookId)).find((d) => d.id === ping.id)?.status).toBe('RETRYING');
    stack.clock.advance(10_000);
    const done = await eventually(async () => (await deliveries(owner, hookId)).find((d) => d.id === ping.id && d.status === 'DELIVERED'), 30_000);
    expect(done).toMatchObject({ attempts: 2, responseCode: 200, lastError: null });
    const sent = at('/main').filter((r) => r.headers['pulse-delivery'] === ping.id);
    expect(sent).toHaveLength(2);
    expect(payload(sent[1])).toMatchObject({ type: 'ping', member: { id: owner.user.id } });
    expect(verifyPulseSignature(secret, sent[1].headers['pulse-signature'] as string, sent[1].body, { now: stack.clock.now() })).toBe(true);
  });

  it('redelivers the same body under a new delivery id', async () => {
    const [original] = (await deliveries(owner, hookId)).filter((d) => d.eventType === 'follower.created');
    const again = ok(
      await q('mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id status redeliveryOf } }', { id: original.id }, owner.token),
    ).redeliverWebhookDelivery;
    expect(again).toMatchObject({ status: 'PENDING', redeliveryOf: original.id });
    const sent = await eventually(async () => at('/main').find((r) => r.headers['pulse-delivery'] === again.id), 30_000);
    expect(sent.body).toBe(original.requestBody);
    expect(verifyPulseSignature(secret, sent.headers['pulse-signature'] as string, sent.body, { now: stack.clock.now() })).toBe(true);
  });

  it('sends nothing more to a deleted webhook', async () => {
    const other = await createWebhook(owner, appId, '/kept', ['follower.created']);
    const gone = await createWebhook(owner, appId, '/deleted', ['follower.created']);
    expect(ok(await q('mutation($id: ID!) { deleteWebhook(id: $id) }', { id: gone.webhook.id }, owner.token)).deleteWebhook).toBe(true);
    const erin = await registerMember(stack);
    ok(await q(FOLLOW, { id: alice.user.id }, erin.token));
    // Both webhooks' deliveries are made in the same pass: once the kept one has its event, the deleted one would have had it.
    await eventually(async () => at('/kept').length >= 1, 30_000);
    expect(at('/deleted')).toEqual([]);
    expect(payload(at('/kept')[0]).data.follower.id).toBe(erin.user.id);
    expectError(await q(DELIVERIES, { id: gone.webhook.id }, owner.token), 'NOT_FOUND', 'Webhook not found');
    await q('mutation($id: ID!) { deleteWebhook(id: $id) }', { id: other.webhook.id }, owner.token);
  });

  it('turns off a webhook failing for 3 days, refusing private addresses on the way', async () => {
    const app = await newApp(owner);
    const created = ok(await q(CREATE, { appId: app, input: { url: 'https://10.1.2.3/hook', events: ['post.created'] } }, owner.token)).createWebhook;
    const ping = ok(await q(PING, { id: created.webhook.id }, owner.token)).pingWebhook;
    const first = await eventually(async () => (await deliveries(owner, created.webhook.id)).find((d) => d.id === ping.id && d.status === 'RETRYING'), 30_000);
    expect(first.lastError).toBe('The address is not on the public internet');
    stack.clock.advance(3 * 24 * 3_600_000);
    const list = 'query($appId: ID!) { webhooks(appId: $appId) { id active failingSince disabledReason } }';
    const off = await eventually(async () => ok(await q(list, { appId: app }, owner.token)).webhooks.find((w: { active: boolean }) => !w.active), 30_000);
    expect(off.disabledReason).toBe('Turned off after failing for 3 days. Fix your endpoint, then turn the webhook back on.');
    // Turned back on by its owner: the failures before are forgotten.
    const on = ok(
      await q('mutation($id: ID!) { updateWebhook(id: $id, input: { active: true }) { active failingSince disabledReason } }', { id: off.id }, owner.token),
    ).updateWebhook;
    expect(on).toEqual({ active: true, failingSince: null, disabledReason: null });
  });
  it('forgets finished deliveries after 30 days, keeps those still under way', async () => {
    const accounts = stack.subgraphs.find((sg) => sg.name === 'accounts')!;
    // A webhook that is off: its test event waits PENDING (nothing is sent to a webhook that is off).
    const kept = ok(await q(CREATE, { appId, input: { url: `${base}/later`, events: ['follower.created'], active: false } }, owner.token)).createWebhook;
    const ping = ok(await q(PING, { id: kept.webhook.id }, owner.token)).pingWebhook;
    expect((await deliveries(owner, hookId)).length).toBeGreaterThan(0);
    stack.clock.advance(31 * 86_400_000);
    await pruneWebhookRows(accounts.services);
    expect(await deliveries(owner, hookId)).toEqual([]);
    expect((await deliveries(owner, kept.webhook.id)).map((d) => [d.id, d.status])).toEqual([[ping.id, 'PENDING']]);
    expect(at('/later')).toEqual([]);
  });
});

describe('messages and RSVPs', () => {
  it('sends message.received to the receivers, not the sender, and event.rsvp to the organiser, each with the scope', async () => {
    const [owner, alice, bob] = await Promise.all([registerMember(stack), registerMember(stack), registerMember(stack)]);
    const appId = await newApp(owner);
    const { secret } = await createWebhook(owner, appId, '/inbox', ['message.received', 'event.rsvp']);
    await grant(alice, appId, ['messages:read', 'events:read']);
    // Bob granted messages but not events.
    await grant(bob, appId, ['messages:read']);
    const conversation = ok(await q('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: alice.user.id }, bob.token)).createConversation.id;
    const send = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
    const fromBob = ok(await q(send, { input: { conversationId: conversation, body: 'hi Alice' } }, bob.token)).sendMessage.id;
    const fromAlice = ok(await q(send, { input: { conversationId: conversation, body: 'hi Bob' } }, alice.token)).sendMessage.id;
    const messages = await eventually(async () => at('/inbox').length >= 2 && at('/inbox').map(payload), 30_000);
    expect(messages.map((p) => `${p.data.message.id} ${p.member.id}`).sort()).toEqual([`${fromBob} ${alice.user.id}`, `${fromAlice} ${bob.user.id}`].sort());
    expect(messages.find((p) => p.member.id === alice.user.id)!.data).toEqual({
      message: { id: fromBob, conversationId: conversation },
      sender: { id: bob.user.id, username: bob.user.username },
    });
    for (const r of at('/inbox')) expect(verifyPulseSignature(secret, r.headers['pulse-signature'] as string, r.body, { now: stack.clock.now() })).toBe(true);

    const start = new Date(stack.clock.now().getTime() + 4 * 86_400_000);
    const input = (name: string) => ({
      name,
      description: 'Open to all',
      location: 'Dolores Park',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 7_200_000).toISOString(),
    });
    const create = 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }';
    const attend = 'mutation($id: ID!) { attendEvent(id: $id, status: GOING) { id } }';
    // Bob's event first (he did not grant events:read): once Alice's RSVP has arrived, his was read before it.
    const bobsEvent = ok(await q(create, { input: input("Bob's picnic") }, bob.token)).createEvent.id;
    ok(await q(attend, { id: bobsEvent }, alice.token));
    const alicesEvent = ok(await q(create, { input: input("Alice's run") }, alice.token)).createEvent.id;
    ok(await q(attend, { id: alicesEvent }, bob.token));
    const rsvp = await eventually(
      async () =>
        at('/inbox')
          .map(payload)
          .find((p) => p.type === 'event.rsvp'),
      30_000,
    );
    expect(rsvp).toMatchObject({
      member: { id: alice.user.id },
      data: { event: { id: alicesEvent }, attendee: { id: bob.user.id, username: bob.user.username }, status: 'GOING' },
    });
    expect(
      at('/inbox')
        .map(payload)
        .filter((p) => p.type === 'event.rsvp'),
    ).toHaveLength(1);
  });
});

describe('webhook management', () => {
  it("is the app owner's, with their own login, within the limits", async () => {
    const [owner, stranger] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const appId = await newApp(owner);
    const input = { url: 'https://hooks.example/pulse', events: ['post.created'] };
    // Another member's app is no app.
    expectError(await q(CREATE, { appId, input }, stranger.token), 'NOT_FOUND', 'App not found');
    expectError(await q('query($appId: ID!) { webhooks(appId: $appId) { id } }', { appId }, stranger.token), 'NOT_FOUND', 'App not found');
    const { webhook } = ok(await q(CREATE, { appId, input }, owner.token)).createWebhook;
    expectError(await q(PING, { id: webhook.id }, stranger.token), 'NOT_FOUND', 'Webhook not found');
    expectError(await q(DELIVERIES, { id: webhook.id }, stranger.token), 'NOT_FOUND', 'Webhook not found');
    expectError(await q('mutation($id: ID!) { deleteWebhook(id: $id) }', { id: webhook.id }, stranger.token), 'NOT_FOUND', 'Webhook not found');
    // An API token (even the owner's own personal one) never manages webhooks.
    const token = ok(
      await q(
        'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }',
        { input: { name: 'script', scopes: ['profile:read', 'posts:read'], expiresInDays: 7 } },
        owner.token,
      ),
    ).createPersonalAccessToken.token as string;
    const refused = await q('query($appId: ID!) { webhooks(appId: $appId) { id } }', { appId }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Input rules.
    expectError(await q(CREATE, { appId, input: { ...input, url: 'http://hooks.example/' } }, owner.token), 'BAD_USER_INPUT', undefined, 'url');
    expectError(await q(CREATE, { appId, input: { ...input, url: `https://x.example/${'a'.repeat(2000)}` } }, owner.token), 'BAD_USER_INPUT', undefined, 'url');
    expectError(await q(CREATE, { appId, input: { ...input, events: ['post.deleted'] } }, owner.token), 'BAD_USER_INPUT', undefined, 'events');
    expectError(await q(CREATE, { appId, input: { ...input, events: [] } }, owner.token), 'BAD_USER_INPUT', 'Choose at least one event type', 'events');
    // At most 10 an app.
    for (let i = 1; i < 10; i++) ok(await q(CREATE, { appId, input }, owner.token));
    expectError(await q(CREATE, { appId, input }, owner.token), 'CONFLICT', 'An app can have at most 10 webhooks');
    // The secret is shown once: the list never has it, rotation gives a new one.
    const rotated = ok(await q('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret webhook { id } } }', { id: webhook.id }, owner.token)).rotateWebhookSecret;
    expect(rotated.secret).toMatch(/^whsec_/);
    const types = ok(await q('{ webhookEventTypes { name scope } }')).webhookEventTypes;
    expect(types).toContainEqual({ name: 'message.received', scope: 'messages:read' });
  });
});

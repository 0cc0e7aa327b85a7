// Scope rows of the authz matrix (issue 25, docs/developer-platform.md): through the real stack,
// a personal access token with a scope may run a representative read and write of every area
// (health and medical included), and one with every other scope is FORBIDDEN naming it; login
// rows refuse every token; admin scopes are an admin's; a revoked or expired token is
// UNAUTHENTICATED at once; subscriptions over graphql-ws are checked the same way, and a revoked
// token's socket closes with 4401. Also the personal-access-token operations themselves: their
// input rules, the 50-token cap, the list with statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { SCOPES, type Scope } from '@pulse/kit';
import { client, collect, eventually, ok, registerMember, sql, startStack, until, type Member, type Stack } from '@pulse/dev-env';

const ADMIN_EMAIL = 'scopes-admin@example.com';
const CREATE =
  'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token personalAccessToken { id name scopes createdAt expiresAt lastUsedAt status } } }';
const LIST = '{ personalAccessTokens { id name scopes status lastUsedAt revokedAt } }';
const REVOKE = 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id status revokedAt } }';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let stack: Stack;
let q: ReturnType<typeof client>;
let member: Member;
let other: Member;
let admin: Member;

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [member, other, admin] = await Promise.all([registerMember(stack), registerMember(stack), registerMember(stack, { email: ADMIN_EMAIL })]);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

async function pat(owner: Member, scopes: readonly string[], name = 'scopes test') {
  const data = ok(await q(CREATE, { input: { name, scopes, expiresInDays: 7 } }, owner.token)) as {
    createPersonalAccessToken: { token: string; personalAccessToken: { id: string; status: string } };
  };
  return { token: data.createPersonalAccessToken.token, id: data.createPersonalAccessToken.personalAccessToken.id };
}

interface ScopeRow {
  scope: Scope;
  document: string;
  variables?: () => Record<string, unknown>;
  /** Who holds the token (admin rows: the admin). */
  as?: () => Member;
  /** Past the scope check, the operation's own answer: none (allowed), or this code (an unknown id). */
  passes?: 'NOT_FOUND';
}

// At least one read and one write of every area.
const ROWS: ScopeRow[] = [
  { scope: 'profile:read', document: '{ me { id name } }' },
  { scope: 'profile:write', document: 'mutation { updateSettings(input: { compactMode: true }) { __typename } }' },
  { scope: 'posts:read', document: '{ homeFeed(first: 3) { __typename } }' },
  { scope: 'posts:write', document: 'mutation { createPost(input: { content: "from a script" }) { id } }' },
  { scope: 'follows:read', document: '{ blockedMembers { __typename } }' },
  { scope: 'follows:write', document: 'mutation($id: ID!) { follow(userId: $id) { id } }', variables: () => ({ id: other.user.id }) },
  { scope: 'messages:read', document: '{ unreadMessageCount }' },
  { scope: 'messages:write', document: 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }', variables: () => ({ id: other.user.id }) },
  { scope: 'notifications:read', document: '{ unreadNotificationCount }' },
  { scope: 'notifications:write', document: 'mutation { markAllNotificationsRead }' },
  { scope: 'health:read', document: '{ healthGoals { __typename } }' },
  { scope: 'health:write', document: `mutation { deleteMeal(id: "${UNKNOWN}") }`, passes: 'NOT_FOUND' },
  { scope: 'medical:read', document: '{ medicalScans { __typename } }' },
  { scope: 'medical:write', document: `mutation { deleteMedicalScan(id: "${UNKNOWN}") }`, passes: 'NOT_FOUND' },
  { scope: 'events:read', document: '{ events(first: 3) { __typename } }' },
  { scope: 'events:write', document: `mutation { leaveEvent(id: "${UNKNOWN}") { id } }`, passes: 'NOT_FOUND' },
  { scope: 'shop:read', document: '{ myOrders { __typename } }' },
  { scope: 'shop:write', document: `mutation { cancelOrder(orderId: "${UNKNOWN}") { id } }`, passes: 'NOT_FOUND' },
  { scope: 'admin:read', document: '{ adminStats { __typename } }', as: () => admin },
  { scope: 'admin:write', document: `mutation { moderatorRemovePost(id: "${UNKNOWN}") }`, as: () => admin, passes: 'NOT_FOUND' },
];

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('scope rows', () => {
  it('covers every scope with a read or a write', () => {
    expect(new Set(ROWS.map((r) => r.scope))).toEqual(new Set(SCOPES.map((s) => s.scope)));
  });

  it('a token with the scope may; one with every other scope is FORBIDDEN naming it', async () => {
    const problems: string[] = [];
    for (const row of ROWS) {
      const owner = row.as?.() ?? member;
      const withIt = await pat(owner, [row.scope]);
      const without = await pat(
        owner,
        SCOPES.map((s) => s.scope).filter((s) => s !== row.scope && (owner === admin || !s.startsWith('admin:'))),
      );
      const variables = row.variables?.() ?? {};
      const allowed = await q(row.document, variables, withIt.token);
      if ((codeOf(allowed) ?? 'allowed') !== (row.passes ?? 'allowed')) problems.push(`${row.scope} with it: ${JSON.stringify(allowed.errors)}`);
      const refused = await q(row.document, variables, without.token);
      const error = refused.errors?.[0] as { message?: string; extensions?: { code?: string; scope?: string } } | undefined;
      if (error?.extensions?.code !== 'FORBIDDEN' || error.extensions.scope !== row.scope || error.message !== `This token lacks the scope ${row.scope}`) {
        problems.push(`${row.scope} without it: ${JSON.stringify(refused.errors ?? refused.data)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);

  it("an entity field another subgraph adds needs that area's scope (User.postCount from social)", async () => {
    const profileOnly = await pat(member, ['profile:read']);
    ok(await q('{ me { id name } }', {}, profileOnly.token));
    const r = await q('{ me { id postCount } }', {}, profileOnly.token);
    expect(r.errors?.[0]).toMatchObject({ message: 'This token lacks the scope posts:read', extensions: { code: 'FORBIDDEN', scope: 'posts:read' } });
    const both = await pat(member, ['profile:read', 'posts:read']);
    expect(ok(await q('{ me { id postCount } }', {}, both.token)).me.postCount).toBeGreaterThanOrEqual(0);
  });

  it("a subgraph's questions on the caller's behalf need no scope of their own (sending a message asks social about blocks)", async () => {
    const writer = await pat(member, ['messages:write']);
    const conversation = ok(await q('mutation($id: ID!) { createConversation(targetUserId: $id) { id } }', { id: other.user.id }, writer.token)).createConversation.id;
    const sent = await q(
      'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }',
      { input: { conversationId: conversation, body: 'from a bot' } },
      writer.token,
    );
    expect(sent.errors).toBeUndefined();
  });

  it('login rows refuse every token, whatever its scopes, and a login token may', async () => {
    const everything = await pat(
      admin,
      SCOPES.map((s) => s.scope),
    );
    for (const document of ['mutation { startDataExport { id } }', LIST, 'mutation { deleteAccount(password: "not-checked-first") }']) {
      const r = await q(document, {}, everything.token);
      expect(r.errors?.[0], document).toMatchObject({ message: 'This operation needs your own login, not an API token', extensions: { code: 'FORBIDDEN' } });
    }
    // A token cannot make another token.
    const r = await q(CREATE, { input: { name: 'child', scopes: ['posts:read'], expiresInDays: 7 } }, everything.token);
    expect(r.errors?.[0]?.message).toBe('This operation needs your own login, not an API token');
    ok(await q(LIST, {}, member.token));
  });

  it("admin scopes are an admin's: a member cannot make such a token", async () => {
    const r = await q(CREATE, { input: { name: 'admin', scopes: ['posts:read', 'admin:read'], expiresInDays: 7 } }, member.token);
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'scopes' } });
    // Even were one made (a demoted admin's, before it is cut off), admin:* counts only for admins and moderators.
    const made = await pat(admin, ['admin:read']);
    await sql(stack, `UPDATE platform.api_tokens SET role = 'member' WHERE id = $1`, [made.id]);
    const refused = await q('{ adminStats { __typename } }', {}, made.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', scope: 'admin:read' } });
  });

  it('a revoked token is UNAUTHENTICATED at once, and so is an expired one', async () => {
    const t = await pat(member, ['profile:read']);
    ok(await q('{ me { id } }', {}, t.token));
    expect(ok(await q(REVOKE, { id: t.id }, member.token)).revokePersonalAccessToken.status).toBe('REVOKED');
    expect(codeOf(await q('{ me { id } }', {}, t.token))).toBe('UNAUTHENTICATED');

    const e = await pat(member, ['profile:read']);
    await sql(stack, `UPDATE platform.api_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1`, [e.id]);
    expect(codeOf(await q('{ me { id } }', {}, e.token))).toBe('UNAUTHENTICATED');
    const listed = ok(await q(LIST, {}, member.token)).personalAccessTokens as { id: string; status: string }[];
    expect(listed.find((x) => x.id === t.id)?.status).toBe('REVOKED');
    expect(listed.find((x) => x.id === e.id)?.status).toBe('EXPIRED');
  });
});

describe('subscriptions with a token', () => {
  const open: Client[] = [];
  afterAll(async () => {
    for (const c of open) await c.dispose();
  });
  const connect = (token: string) => {
    const closes: number[] = [];
    const c = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    open.push(c);
    return { c, closes };
  };

  it('are answered with the scope, FORBIDDEN naming it without, and closed with 4401 once revoked', async () => {
    const reader = await pat(member, ['notifications:read']);
    const stranger = await pat(member, ['posts:read', 'profile:read']);
    const withIt = connect(reader.token);
    const without = connect(stranger.token);
    const allowed = collect(withIt.c, 'subscription { notificationCreated { id } }');
    const refused = collect(without.c, 'subscription { notificationCreated { id } }');
    await until(() => refused.errors.length > 0, 'the refusal');
    expect(JSON.stringify(refused.errors)).toContain('This token lacks the scope notifications:read');
    expect(JSON.stringify(refused.errors)).toContain('"scope":"notifications:read"');
    // The member gets a notification (a follow) and the token with the scope hears it.
    await until(() => allowed.errors.length === 0, 'subscribed');
    // graphql-ws does not acknowledge a subscription: the gateway says when it hears the bus for it.
    await until(() => stack.gateway.realtimeSubscriptions(member.user.id) === 1, 'the subscription hearing the bus');
    const post = ok(await q('mutation { createPost(input: { content: "like me" }) { id } }', {}, member.token)).createPost.id;
    await q('mutation($id: ID!) { likePost(id: $id) { id } }', { id: post }, other.token);
    await until(() => allowed.results.length > 0 || allowed.errors.length > 0, 'the notification');
    expect(allowed.errors).toEqual([]);
    expect(allowed.results.length).toBeGreaterThan(0);

    ok(await q(REVOKE, { id: reader.id }, member.token));
    await until(() => withIt.closes.includes(4401), 'the revoked token’s socket closed with 4401');
    expect(without.closes).toEqual([]);
  }, 60_000);
});

describe('subscription events with a token', () => {
  it("are looked up on the subscriber's behalf: messages:read hears a message with its sender (user(id) would ask profile:read)", async () => {
    // A sender no realtime lookup has seen yet, so the gateway's cache of members' cards cannot answer for it.
    const sender = await registerMember(stack);
    const conversationId = ok(await q('mutation($id: ID!) { createConversation(targetUserId: $id) { id } }', { id: member.user.id }, sender.token)).createConversation.id;
    const reader = await pat(member, ['messages:read']);
    // The previous test's subscription is let go of once its socket closed.
    await until(() => stack.gateway.realtimeSubscriptions(member.user.id) === 0, 'no subscription of the member');
    const c = createClient({ url: stack.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${reader.token}` }, retryAttempts: 0 });
    try {
      const heard = collect(c, 'subscription { messageCreated { id body sender { id name } } }', {}, (data) => data.messageCreated);
      // graphql-ws does not acknowledge a subscription: the gateway says when it hears the bus for it.
      await until(() => stack.gateway.realtimeSubscriptions(member.user.id) === 1 || heard.errors.length > 0, 'the subscription hearing the bus');
      ok(await q('mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', { input: { conversationId, body: 'hello bot' } }, sender.token));
      await until(() => heard.results.length > 0 || heard.errors.length > 0, 'the message');
      expect(heard.errors).toEqual([]);
      expect(heard.results[0]).toMatchObject({ body: 'hello bot', sender: { id: sender.user.id, name: sender.user.name } });
    } finally {
      await c.dispose();
    }
  });
});

describe('personal access tokens', () => {
  it('show the token once, list newest first with what they may do, and refuse bad input naming the field', async () => {
    const someone = await registerMember(stack);
    const made = ok(
      await q(CREATE, { input: { name: '  Nightly backup  ', scopes: ['posts:read', 'posts:read', 'health:read'], expiresInDays: 30 } }, someone.token),
    ).createPersonalAccessToken;
    expect(made.token).toMatch(/^pulse_pat_[A-Za-z0-9_-]{43}$/);
    expect(made.personalAccessToken).toMatchObject({ name: 'Nightly backup', scopes: ['posts:read', 'health:read'], lastUsedAt: null, status: 'ACTIVE' });
    const days = (new Date(made.personalAccessToken.expiresAt).getTime() - new Date(made.personalAccessToken.createdAt).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    // Only its hash is kept.
    expect(await sql(stack, `SELECT 1 FROM platform.api_tokens WHERE token_hash = $1 OR name = $1`, [made.token])).toEqual([]);
    const second = await pat(someone, ['profile:read'], 'second');
    const listed = ok(await q(LIST, {}, someone.token)).personalAccessTokens as { id: string }[];
    expect(listed.map((t) => t.id)).toEqual([second.id, made.personalAccessToken.id]);
    // Nobody else sees or revokes them.
    expect(ok(await q(LIST, {}, other.token)).personalAccessTokens.map((t: { id: string }) => t.id)).not.toContain(second.id);
    expect(codeOf(await q(REVOKE, { id: second.id }, other.token))).toBe('NOT_FOUND');

    const bad = async (input: Record<string, unknown>) => (await q(CREATE, { input }, someone.token)).errors?.[0];
    const good = { name: 'ok', scopes: ['posts:read'], expiresInDays: 7 };
    expect(await bad({ ...good, name: '   ' })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect(await bad({ ...good, name: 'x'.repeat(101) })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect(await bad({ ...good, scopes: [] })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'scopes' } });
    expect(await bad({ ...good, scopes: ['posts:read', 'everything'] })).toMatchObject({
      message: 'Unknown scope: everything',
      extensions: { code: 'BAD_USER_INPUT', field: 'scopes' },
    });
    expect(await bad({ ...good, expiresInDays: 14 })).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'expiresInDays' } });
    expect(codeOf(await q(CREATE, { input: good }))).toBe('UNAUTHENTICATED');
  });

  it('a member holds at most 50 live tokens; a revoked one frees a place', async () => {
    const someone = await registerMember(stack);
    await sql(
      stack,
      `INSERT INTO platform.api_tokens (token_hash, id, kind, user_id, role, name, scopes, expires_at)
       SELECT 'cap-' || $1 || '-' || n, 'cap-' || $1 || '-' || n, 'personal', $1, 'member', 'filler', ARRAY['posts:read'], now() + interval '7 days'
         FROM generate_series(1, 49) n`,
      [someone.user.id],
    );
    const fiftieth = await pat(someone, ['posts:read']);
    const r = await q(CREATE, { input: { name: 'one too many', scopes: ['posts:read'], expiresInDays: 7 } }, someone.token);
    expect(r.errors?.[0]).toMatchObject({ message: 'You can have at most 50 personal access tokens; revoke one first', extensions: { code: 'CONFLICT' } });
    ok(await q(REVOKE, { id: fiftieth.id }, someone.token));
    await pat(someone, ['posts:read']);
  });

  it("end with the member's account: refused at once, and their rows erased", async () => {
    const leaving = await registerMember(stack);
    const t = await pat(leaving, ['profile:read']);
    ok(await q('{ me { id } }', {}, t.token));
    ok(await q('mutation($p: String!) { deleteAccount(password: $p) }', { p: leaving.password }, leaving.token));
    expect(codeOf(await q('{ me { id } }', {}, t.token))).toBe('UNAUTHENTICATED');
    await eventually(async () => ((await sql(stack, `SELECT 1 FROM platform.api_tokens WHERE user_id = $1`, [leaving.user.id])).length === 0 ? true : undefined), 30_000);
  });

  it('apiScopes lists every scope with its plain words, to anyone', async () => {
    const scopes = ok(await q('{ apiScopes { name description adminOnly } }')).apiScopes;
    expect(scopes).toEqual(SCOPES.map((s) => ({ name: s.scope, description: s.words, adminOnly: s.scope.startsWith('admin:') })));
  });
});

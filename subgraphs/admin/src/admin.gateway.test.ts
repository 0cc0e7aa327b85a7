// The admin subgraph (issue 23 item 2, docs/admin.md) through the gateway, GraphQL and REST:
// members for admins (list, read, edit, role, suspend for a duration or for good, lift), the
// audit row each change writes and the database's refusal to change one, the role checked by
// the subgraph for every kind of caller, and a timed suspension lifted by the accounts sweep
// once the stack's clock passes its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  expectError,
  expectFailure,
  expectOk,
  members,
  ok,
  realtimeClients,
  registerMember,
  restClient,
  sql,
  startStack,
  until,
  UNKNOWN_ID,
  type Member,
  type Stack,
} from '@pulse/dev-env';
import { DURATION_FORMAT, DURATION_OR_PERMANENT, DURATION_TOO_LONG } from './users/duration.js';

const ADMIN_EMAIL = 'admin-dash@example.com';
const USER_FIELDS = 'id name username email role suspended suspendedReason suspendedUntil createdAt';
const USERS = `query($first: Int, $after: String, $q: String, $role: Role, $suspended: Boolean, $sort: AdminUserSort) {
  adminUsers(first: $first, after: $after, q: $q, role: $role, suspended: $suspended, sort: $sort) { nodes { ${USER_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const USER = `query($id: ID!) { adminUser(id: $id) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const SUSPEND = `mutation($id: ID!, $input: AdminSuspendInput!) { adminSuspendUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
const UNSUSPEND = `mutation($id: ID!) { adminUnsuspendUser(id: $id) { ${USER_FIELDS} } }`;
const AUDIT = `query($first: Int, $after: String, $actorId: ID, $action: String, $targetId: ID, $from: DateTime, $to: DateTime) {
  auditLog(first: $first, after: $after, actorId: $actorId, action: $action, targetId: $targetId, from: $from, to: $to) {
    nodes { id actorId action targetType targetId before after requestId createdAt } pageInfo { hasNextPage endCursor } } }`;
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
const ME = '{ me { id } }';

let stack: Stack;
let gql: ReturnType<typeof client>;
let api: ReturnType<typeof restClient>;
let admin: Member;
let moderator: Member;
const realtime = realtimeClients(() => stack);

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
  api = restClient(() => stack);
  admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Ada Admin' });
  moderator = await registerMember(stack);
  await sql(stack, `UPDATE accounts.users SET role = 'moderator' WHERE id = $1`, [moderator.user.id]);
  moderator = { ...moderator, token: ok(await gql(LOGIN, { input: { email: moderator.input.email, password: moderator.input.password } })).login.token };
});
afterAll(async () => {
  await realtime.disposeAll();
  await stack?.stop();
});

const auditOf = async (targetId: string) => ok(await gql(AUDIT, { targetId }, admin.token)).auditLog.nodes;

describe('who may', () => {
  it('refuses every admin operation to anonymous callers, members, moderators and suspended members, at the subgraph', async () => {
    const [member, suspended] = await members(stack, 2);
    ok(await gql(SUSPEND, { id: suspended.user.id, input: { permanent: true } }, admin.token));
    const calls: [string, Record<string, unknown>][] = [
      [USERS, {}],
      [USER, { id: member.user.id }],
      [UPDATE, { id: member.user.id, input: { name: 'Nope' } }],
      [SUSPEND, { id: member.user.id, input: { permanent: true } }],
      [UNSUSPEND, { id: suspended.user.id }],
      [AUDIT, {}],
    ];
    for (const [query, variables] of calls) {
      expectError(await gql(query, variables), 'UNAUTHENTICATED');
      expectError(await gql(query, variables, member.token), 'FORBIDDEN', 'Admins only');
      expectError(await gql(query, variables, moderator.token), 'FORBIDDEN', 'Admins only');
      expectError(await gql(query, variables, suspended.token), 'UNAUTHENTICATED');
    }
    // Asked directly, the admin subgraph checks the role itself (not only the gateway).
    const direct = await fetch(stack.subgraphs.find((s) => s.name === 'admin')!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ query: '{ auditLog { nodes { id } } }' }),
    });
    expect((await direct.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    // Nothing changed for the member.
    expect(ok(await gql(USER, { id: member.user.id }, admin.token)).adminUser).toMatchObject({ name: member.input.name, suspended: false });
  });
});

describe('members for admins', () => {
  it('searches by name, username or email prefix, filters by role and suspension, and pages by keyset in each sort', async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 7)}`;
    const made: Member[] = [];
    for (const name of ['Carol', 'alice', 'Bob']) made.push(await registerMember(stack, { name: `${name} ${tag}`, username: `${tag}_${name.toLowerCase()}` }));
    const q = async (variables: Record<string, unknown>) => ok(await gql(USERS, variables, admin.token)).adminUsers;
    // By name (any case), by username, by email: the three members of this test.
    expect((await q({ q: 'ALICE ' + tag })).nodes.map((u: { id: string }) => u.id)).toEqual([made[1].user.id]);
    expect((await q({ q: `@${tag}_b` })).nodes.map((u: { id: string }) => u.id)).toEqual([made[2].user.id]);
    expect((await q({ q: made[0].input.email.toUpperCase() })).nodes.map((u: { id: string }) => u.id)).toEqual([made[0].user.id]);
    // Name order, two at a time: alice, Bob, then Carol with no page after.
    const byName = await q({ q: tag, sort: 'NAME', first: 2 });
    expect(byName.nodes.map((u: { name: string }) => u.name)).toEqual([`alice ${tag}`, `Bob ${tag}`]);
    expect(byName.pageInfo.hasNextPage).toBe(true);
    const rest = await q({ q: tag, sort: 'NAME', first: 2, after: byName.pageInfo.endCursor });
    expect(rest.nodes.map((u: { name: string }) => u.name)).toEqual([`Carol ${tag}`]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // Newest first by default, oldest first on request, across pages of one.
    const newest: string[] = [];
    let after: string | null = null;
    do {
      const page: { nodes: { id: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } = await q({ q: tag, first: 1, after });
      newest.push(...page.nodes.map((u) => u.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(newest).toEqual(made.map((m) => m.user.id).reverse());
    expect((await q({ q: tag, sort: 'OLDEST' })).nodes.map((u: { id: string }) => u.id)).toEqual(made.map((m) => m.user.id));
    // Filters.
    ok(await gql(SUSPEND, { id: made[2].user.id, input: { duration: 'P1D', reason: 'filter' } }, admin.token));
    expect((await q({ q: tag, suspended: true })).nodes.map((u: { id: string }) => u.id)).toEqual([made[2].user.id]);
    expect((await q({ q: tag, suspended: false })).nodes).toHaveLength(2);
    expect((await q({ q: 'admin-dash', role: 'ADMIN' })).nodes.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    expect((await q({ q: tag, role: 'ADMIN' })).nodes).toEqual([]);
    // A forged cursor: a clear refusal, never a 500.
    expectError(await gql(USERS, { after: 'not-a-cursor' }, admin.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });

  it('reads one member (NOT_FOUND for an unknown id) and edits name, username, email and role, each change audited with before and after', async () => {
    const [member, other] = await members(stack, 2);
    expectError(await gql(USER, { id: UNKNOWN_ID }, admin.token), 'NOT_FOUND', 'User not found');
    expectError(await gql(UPDATE, { id: UNKNOWN_ID, input: { name: 'X' } }, admin.token), 'NOT_FOUND', 'User not found');
    const read = ok(await gql(USER, { id: member.user.id }, admin.token)).adminUser;
    expect(read).toMatchObject({ id: member.user.id, email: member.input.email, role: 'MEMBER', suspended: false, suspendedUntil: null });

    const username = `ed_${Math.random().toString(36).slice(2, 8)}`;
    const edited = ok(
      await gql(UPDATE, { id: member.user.id, input: { name: '  Edited   Name ', username, email: `${username}@Example.com` } }, admin.token),
    ).adminUpdateUser;
    expect(edited).toMatchObject({ name: 'Edited Name', username, email: `${username}@example.com` });
    // Taken and invalid values: the field named, nothing changed.
    const taken = expectError(await gql(UPDATE, { id: member.user.id, input: { email: other.input.email } }, admin.token), 'CONFLICT');
    expect(taken.extensions?.field).toBe('email');
    const bad = expectError(await gql(UPDATE, { id: member.user.id, input: { username: 'a b' } }, admin.token), 'BAD_USER_INPUT');
    expect(bad.extensions?.field).toBe('username');
    // The role, through accounts' setUserRole: not the admin's own.
    expect(ok(await gql(UPDATE, { id: member.user.id, input: { role: 'MODERATOR' } }, admin.token)).adminUpdateUser.role).toBe('MODERATOR');
    expectError(await gql(UPDATE, { id: admin.user.id, input: { role: 'MEMBER' } }, admin.token), 'FORBIDDEN', 'You cannot change your own role');

    const rows = await auditOf(member.user.id);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['user.role', 'user.update']);
    expect(rows[0]).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: member.user.id });
    expect(JSON.parse(rows[0].before)).toEqual({ role: 'MEMBER' });
    expect(JSON.parse(rows[0].after)).toEqual({ role: 'MODERATOR' });
    expect(JSON.parse(rows[1].before)).toEqual({ name: member.input.name, username: member.user.username ?? read.username, email: member.input.email });
    expect(JSON.parse(rows[1].after)).toEqual({ name: 'Edited Name', username, email: `${username}@example.com` });
    expect(rows[1].requestId).toEqual(expect.any(String));
  });
});

describe('suspension', () => {
  it('suspends for a duration: the token, the socket and the login end at once; lifting lets the member in again; both audited', async () => {
    const [member] = await members(stack, 1);
    const socket = await realtime.connect(member);
    // Closed as an ended session (4401) with the suspension's words, which the web client shows.
    const closedWith = new Promise<[number, string]>((resolve) => realtime.socketOf(socket).once('close', (code, reason) => resolve([code, reason.toString()])));
    const suspended = ok(await gql(SUSPEND, { id: member.user.id, input: { reason: 'Spam', duration: 'P7D' } }, admin.token)).adminSuspendUser;
    expect(suspended).toMatchObject({ suspended: true, suspendedReason: 'Spam' });
    const until = new Date(suspended.suspendedUntil).getTime() - stack.clock.now().getTime();
    expect(until).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(until).toBeLessThanOrEqual(7 * 86_400_000);
    expectError(await gql(ME, {}, member.token), 'UNAUTHENTICATED');
    await until_closed(socket);
    expect(await closedWith).toEqual([4401, 'This account has been suspended']);
    expectError(await gql(LOGIN, { input: { email: member.input.email, password: member.input.password } }), 'FORBIDDEN', 'This account has been suspended');

    const lifted = ok(await gql(UNSUSPEND, { id: member.user.id }, admin.token)).adminUnsuspendUser;
    expect(lifted).toMatchObject({ suspended: false, suspendedReason: null, suspendedUntil: null });
    // The old token stays dead; a new login works.
    expectError(await gql(ME, {}, member.token), 'UNAUTHENTICATED');
    const token = ok(await gql(LOGIN, { input: { email: member.input.email, password: member.input.password } })).login.token;
    expect(ok(await gql(ME, {}, token)).me.id).toBe(member.user.id);

    const rows = await auditOf(member.user.id);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(JSON.parse(rows[1].before)).toEqual({ suspended: false, suspendedReason: null, suspendedUntil: null });
    expect(JSON.parse(rows[1].after)).toEqual({ suspended: true, suspendedReason: 'Spam', suspendedUntil: suspended.suspendedUntil });
    expect(JSON.parse(rows[0].after)).toEqual({ suspended: false, suspendedReason: null, suspendedUntil: null });
  });

  it('suspends permanently over REST (the spec path), and refuses bad durations with the field named', async () => {
    const [member] = await members(stack, 1);
    const path = `/admin/users/${member.user.id}/suspend`;
    const refused = async (body: unknown, message: string) =>
      expectFailure(await api('POST', path, { token: admin.token, body }), 400, { code: 'BAD_USER_INPUT', message, field: 'duration', fields: { duration: message } });
    await refused({ reason: 'x', duration: '7 days' }, DURATION_FORMAT);
    await refused({ duration: 'P1M' }, DURATION_FORMAT);
    await refused({ duration: 'PT0M' }, DURATION_FORMAT);
    await refused({ duration: 'P3651D' }, DURATION_TOO_LONG);
    await refused({ duration: 'P1D', permanent: true }, DURATION_OR_PERMANENT);
    await refused({ reason: 'neither' }, DURATION_OR_PERMANENT);
    expect(ok(await gql(USER, { id: member.user.id }, admin.token)).adminUser.suspended).toBe(false);
    expect(await auditOf(member.user.id)).toEqual([]);

    const answer = expectOk(await api('POST', path, { token: admin.token, body: { reason: 'Abuse', permanent: true } }));
    expect(answer.user).toMatchObject({ id: member.user.id, suspended: true, suspendedReason: 'Abuse', suspendedUntil: null });
    expectError(await gql(ME, {}, member.token), 'UNAUTHENTICATED');
    // Unknown member and oneself.
    expectFailure(await api('POST', `/admin/users/${UNKNOWN_ID}/suspend`, { token: admin.token, body: { permanent: true } }), 404, {
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    expectError(await gql(SUSPEND, { id: admin.user.id, input: { permanent: true } }, admin.token), 'FORBIDDEN', 'You cannot suspend yourself');
    // A member over REST: refused by the subgraph.
    const [other] = await members(stack, 1);
    expectFailure(await api('POST', path, { token: other.token, body: { permanent: true } }), 403, { code: 'FORBIDDEN', message: 'Admins only' });
  });

  it('GET and PUT /admin/users/{id} and GET /admin/users answer as the GraphQL operations', async () => {
    const [member] = await members(stack, 1);
    const got = expectOk(await api('GET', `/admin/users/${member.user.id}`, { token: admin.token }));
    expect(got.user).toMatchObject({ id: member.user.id, email: member.input.email, role: 'MEMBER' });
    const put = expectOk(await api('PUT', `/admin/users/${member.user.id}`, { token: admin.token, body: { name: 'Put Name', role: 'moderator' } }));
    expect(put.user).toMatchObject({ name: 'Put Name', role: 'MODERATOR' });
    const list = expectOk(await api('GET', `/admin/users?query=${encodeURIComponent(member.input.email)}&limit=5`, { token: admin.token }));
    expect(list.users.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    expectFailure(await api('GET', '/admin/users?role=king', { token: admin.token }), 400, {
      code: 'BAD_USER_INPUT',
      message: 'role must be one of MEMBER, MODERATOR, ADMIN',
      field: 'role',
      fields: { role: 'role must be one of MEMBER, MODERATOR, ADMIN' },
    });
  });
});

describe('the audit log', () => {
  it('filters by actor, action, target and time, pages newest first, and the database refuses to change or delete a row', async () => {
    const [a, b] = await members(stack, 2);
    ok(await gql(UPDATE, { id: a.user.id, input: { name: 'Audit One' } }, admin.token));
    ok(await gql(UPDATE, { id: b.user.id, input: { name: 'Audit Two' } }, admin.token));
    ok(await gql(SUSPEND, { id: b.user.id, input: { permanent: true } }, admin.token));
    const log = async (variables: Record<string, unknown>) => ok(await gql(AUDIT, variables, admin.token)).auditLog;
    expect((await log({ targetId: b.user.id, action: 'user.suspend' })).nodes).toHaveLength(1);
    const mine = await log({ actorId: admin.user.id, first: 2 });
    expect(mine.nodes.map((r: { targetId: string; action: string }) => [r.action, r.targetId])).toEqual([
      ['user.suspend', b.user.id],
      ['user.update', b.user.id],
    ]);
    const next = await log({ actorId: admin.user.id, first: 1, after: mine.pageInfo.endCursor });
    expect(next.nodes.map((r: { targetId: string }) => r.targetId)).toEqual([a.user.id]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await log({ from: future })).nodes).toEqual([]);
    expect((await log({ to: new Date(0).toISOString() })).nodes).toEqual([]);
    expect((await log({ actorId: a.user.id })).nodes).toEqual([]);
    expectError(await gql(AUDIT, { after: 'forged' }, admin.token), 'BAD_USER_INPUT', 'Invalid cursor');

    // Append-only, whoever asks: even the database owner cannot edit or remove a row.
    const id = next.nodes[0].id;
    await expect(sql(stack, `UPDATE admin.audit_log SET action = 'nothing' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(stack, `DELETE FROM admin.audit_log WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(sql(stack, `TRUNCATE admin.audit_log`)).rejects.toThrow(/append-only/);
    expect((await sql(stack, `SELECT action FROM admin.audit_log WHERE id = $1`, [id]))[0]).toEqual({ action: 'user.update' });
  });
});

describe('stats', () => {
  const STATS = `query($from: DateTime, $to: DateTime, $bucket: StatsBucket) {
    adminStats(from: $from, to: $to, bucket: $bucket) { bucket signups { start count } posts { start count } messages { start count } } }`;
  const total = (series: { count: number }[]) => series.reduce((n, p) => n + p.count, 0);

  it('counts sign-ups, posts (not replies) and messages a day, by week and month, every bucket present; refuses a bad range', async () => {
    const now = stack.clock.now();
    const range = { from: new Date(now.getTime() - 3 * 86_400_000).toISOString(), to: new Date(now.getTime() + 3 * 86_400_000).toISOString() };
    const stats = async (bucket: string) => ok(await gql(STATS, { ...range, bucket }, admin.token)).adminStats;
    const before = await stats('DAY');
    expect(before.signups).toHaveLength(7);
    expect(before.signups.map((p: { start: string }) => p.start)[0]).toBe(range.from.slice(0, 10));

    const [a, b] = await members(stack, 2);
    const post = ok(await gql('mutation { createPost(input: { content: "stats post" }) { id } }', {}, a.token)).createPost.id;
    ok(await gql('mutation($id: ID!) { createReply(postId: $id, input: { content: "a reply, not a post" }) { id } }', { id: post }, b.token));
    const conversation = ok(await gql('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: b.user.id }, a.token)).createConversation.id;
    for (const body of ['one', 'two', 'three'])
      ok(await gql('mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { id } }', { c: conversation, b: body }, a.token));

    const after = await stats('DAY');
    expect(total(after.signups) - total(before.signups)).toBe(2);
    expect(total(after.posts) - total(before.posts)).toBe(1);
    expect(total(after.messages) - total(before.messages)).toBe(3);
    // Today's bucket holds them.
    const today = now.toISOString().slice(0, 10);
    const on = (series: { start: string; count: number }[]) => series.find((p) => p.start === today)!.count;
    expect(on(after.messages) - on(before.messages)).toBe(3);
    // Weeks from Monday, months from the 1st: the same totals.
    const weekly = await stats('WEEK');
    expect(weekly.signups.every((p: { start: string }) => new Date(`${p.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(total(weekly.messages)).toBe(total(after.messages));
    const monthly = await stats('MONTH');
    expect(monthly.posts.every((p: { start: string }) => p.start.endsWith('-01'))).toBe(true);
    expect(total(monthly.posts)).toBe(total(after.posts));

    // Over REST (the spec path), and the range rules with the field named.
    const rest = expectOk(await api('GET', `/admin/stats?from=${range.from}&to=${range.to}&bucket=week`, { token: admin.token }));
    expect(rest).toMatchObject({ bucket: 'WEEK', messages: weekly.messages });
    expectError(await gql(STATS, { from: range.to, to: range.from }, admin.token), 'BAD_USER_INPUT', 'from must be before to');
    const long = expectError(await gql(STATS, { from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, admin.token), 'BAD_USER_INPUT', 'At most 400 days at once');
    expect(long.extensions?.field).toBe('to');
    // Each owning subgraph checks the role too.
    for (const field of ['signupsByDay', 'postsByDay', 'messagesByDay']) {
      expectError(await gql(`query($from: DateTime!, $to: DateTime!) { ${field}(from: $from, to: $to) { day } }`, range, a.token), 'FORBIDDEN', 'Admins only');
    }
    expectError(await gql(STATS, range, moderator.token), 'FORBIDDEN', 'Admins only');
    expectFailure(await api('GET', '/admin/stats', { token: a.token }), 403, { code: 'FORBIDDEN', message: 'Admins only' });
  });
});

describe('a timed suspension', () => {
  // Last: it moves the stack's clock an hour on.
  it('ends by itself when the clock passes its end (the accounts sweep), and the member signs in again', async () => {
    const [member, permanent] = await members(stack, 2);
    ok(await gql(SUSPEND, { id: member.user.id, input: { duration: 'PT1H', reason: 'cool off' } }, admin.token));
    ok(await gql(SUSPEND, { id: permanent.user.id, input: { permanent: true } }, admin.token));
    const login = (m: Member) => gql(LOGIN, { input: { email: m.input.email, password: m.input.password } });
    expectError(await login(member), 'FORBIDDEN', 'This account has been suspended');
    stack.clock.advance(59 * 60_000);
    // Not yet: a minute is left.
    expectError(await login(member), 'FORBIDDEN', 'This account has been suspended');
    stack.clock.advance(60_000);
    const suspendedOf = async (id: string) =>
      (await sql<{ suspended: boolean; suspended_until: Date | null }>(stack, 'SELECT suspended, suspended_until FROM accounts.users WHERE id = $1', [id]))[0];
    await until_async(async () => !(await suspendedOf(member.user.id)).suspended, 'the sweep to lift the suspension');
    expect(await suspendedOf(member.user.id)).toEqual({ suspended: false, suspended_until: null });
    expect(ok(await login(member)).login.token).toEqual(expect.any(String));
    // A permanent one stays.
    expect((await suspendedOf(permanent.user.id)).suspended).toBe(true);
    expectError(await login(permanent), 'FORBIDDEN', 'This account has been suspended');
  });
});

async function until_closed(socket: Awaited<ReturnType<typeof realtime.connect>>): Promise<void> {
  const ws = realtime.socketOf(socket);
  await until(() => ws.readyState === ws.CLOSED, 'the suspended member’s socket to close');
}

async function until_async(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

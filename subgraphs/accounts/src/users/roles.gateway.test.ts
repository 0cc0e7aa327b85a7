// Roles (issue 23 item 1): the first admin from `npm run admin -- grant EMAIL`, then admins
// change roles with setUserRole. The role is checked by the subgraph; a promotion reaches the
// member's session as an account event and their next token; a demotion ends their tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCommand,
  client,
  collect,
  eventually,
  expectError,
  members,
  ok,
  realtimeClients,
  registerMember,
  UNKNOWN_ID,
  sql,
  startStack,
  until,
  type Member,
  type Stack,
} from '@pulse/dev-env';

const SUSPEND = 'mutation($id: ID!) { suspendUser(userId: $id) { id } }';
const SET_ROLE = 'mutation($id: ID!, $role: Role!) { setUserRole(userId: $id, role: $role) { id role } }';
const REFRESH = 'mutation { refresh { token user { role } } }';
const ME = 'query { me { id role } }';

let stack: Stack;
let gql: ReturnType<typeof client>;
const realtime = realtimeClients(() => stack);
beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: 'roles-admin@example.com', REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
});
afterAll(async () => {
  await realtime.disposeAll();
  await stack?.stop();
});

const roleOf = async (id: string) => (await sql<{ role: string }>(stack, 'SELECT role FROM accounts.users WHERE id = $1', [id]))[0].role;

describe('npm run admin', () => {
  it('grants admin to a member by email (any case); the member hears of it and their next token is an admin one', async () => {
    const [member, target] = await members(stack, 2);
    const ws = await realtime.connect(member);
    const events = collect(ws, 'subscription { accountEvent { kind user { id } } }', {}, (d) => d.accountEvent);
    // The subscription is live once an event of the member's own arrives (no fixed wait).
    ok(await gql('mutation { updateProfile(input: { bio: "before the grant" }) { id } }', {}, member.token));
    await until(() => events.results.some((e) => e.kind === 'PROFILE_UPDATED'), 'the subscription to be live');
    // Before: the subgraph refuses, whatever the web client would show.
    expectError(await gql(SUSPEND, { id: target.user.id }, member.token), 'FORBIDDEN', 'Admins only');

    const granted = await adminCommand(stack, 'grant', member.input.email.toUpperCase());
    expect(granted.err).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.out.trim()).toBe(`${member.input.email} is now admin (was member).`);
    expect(await roleOf(member.user.id)).toBe('admin');
    await until(() => events.results.some((e) => e.kind === 'ROLE_CHANGED' && e.user.id === member.user.id), 'the ROLE_CHANGED account event');

    // The old token still says member (tokens carry the role) and keeps working as one.
    expectError(await gql(SUSPEND, { id: target.user.id }, member.token), 'FORBIDDEN', 'Admins only');
    const refreshed = ok(await gql(REFRESH, {}, member.token)).refresh;
    expect(refreshed.user.role).toBe('ADMIN');
    expect(ok(await gql(SUSPEND, { id: target.user.id }, refreshed.token)).suspendUser.id).toBe(target.user.id);

    // Again: nothing changes, and it says so.
    const again = await adminCommand(stack, 'grant', member.input.email);
    expect(again.code).toBe(0);
    expect(again.out.trim()).toBe(`${member.input.email} is already admin.`);
  });

  it('grants moderator with --role, and revoke ends every token the member had', async () => {
    const [member] = await members(stack, 1);
    expect((await adminCommand(stack, 'grant', member.input.email, '--role', 'moderator')).out.trim()).toBe(`${member.input.email} is now moderator (was member).`);
    const moderator = ok(await gql(REFRESH, {}, member.token)).refresh;
    expect(moderator.user.role).toBe('MODERATOR');
    // A moderator is no admin.
    expectError(await gql(SUSPEND, { id: member.user.id }, moderator.token), 'FORBIDDEN', 'Admins only');

    const revoked = await adminCommand(stack, 'revoke', member.input.email);
    expect(revoked.code).toBe(0);
    expect(revoked.out.trim()).toBe(`${member.input.email} is now member (was moderator). Every session they had has ended.`);
    expect(await roleOf(member.user.id)).toBe('member');
    // Both tokens (the first and the refreshed moderator's) are dead everywhere.
    expectError(await gql(ME, {}, moderator.token), 'UNAUTHENTICATED');
    expectError(await gql(ME, {}, member.token), 'UNAUTHENTICATED');
    const login = ok(
      await gql('mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { user { role } } }', {
        email: member.input.email,
        password: member.password,
      }),
    );
    expect(login.login.user.role).toBe('MEMBER');
  });

  it('refuses an unknown email, a malformed one, a bad role and a wrong verb with a clear message and no change', async () => {
    const unknown = await adminCommand(stack, 'grant', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err.trim()).toBe('No member signed up with nobody-here@example.com.');
    const malformed = await adminCommand(stack, 'grant', 'not-an-email');
    expect(malformed.code).toBe(2);
    expect(malformed.err).toContain('Not an email address: not-an-email');
    const [member] = await members(stack, 1);
    const badRole = await adminCommand(stack, 'grant', member.input.email, '--role', 'owner');
    expect(badRole.code).toBe(2);
    expect(badRole.err).toContain('--role is admin or moderator, not owner');
    const verb = await adminCommand(stack, 'promote', member.input.email);
    expect(verb.code).toBe(2);
    expect(verb.err).toContain('npm run admin -- grant EMAIL');
    expect(await roleOf(member.user.id)).toBe('member');
  });
});

describe('setUserRole', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await registerMember(stack, { email: 'roles-admin@example.com' });
  });

  it('lets an admin make a member a moderator and take it back; the demoted tokens die', async () => {
    const [member] = await members(stack, 1);
    expect(ok(await gql(SET_ROLE, { id: member.user.id, role: 'MODERATOR' }, admin.token)).setUserRole).toEqual({ id: member.user.id, role: 'MODERATOR' });
    expect(await roleOf(member.user.id)).toBe('moderator');
    const moderator = ok(await gql(REFRESH, {}, member.token)).refresh;
    expect(moderator.user.role).toBe('MODERATOR');
    expect(ok(await gql(SET_ROLE, { id: member.user.id, role: 'MEMBER' }, admin.token)).setUserRole.role).toBe('MEMBER');
    // accounts ends the tokens in the database and its own cache at once; the gateway's cache of
    // this session (alive at the refresh) is evicted by the bus announcement, a moment later on a
    // busy machine (CI once answered `me` in between).
    const refused = await eventually(async () => {
      const r = await gql(ME, {}, moderator.token);
      return r.errors ? r : null;
    });
    expectError(refused, 'UNAUTHENTICATED');
  });

  it('is refused to members, moderators, the admin on themself, and for an unknown member', async () => {
    const [member, moderatorMember, target] = await members(stack, 3);
    expectError(await gql(SET_ROLE, { id: target.user.id, role: 'ADMIN' }, member.token), 'FORBIDDEN', 'Admins only');
    ok(await gql(SET_ROLE, { id: moderatorMember.user.id, role: 'MODERATOR' }, admin.token));
    const moderator = ok(await gql(REFRESH, {}, moderatorMember.token)).refresh;
    expectError(await gql(SET_ROLE, { id: target.user.id, role: 'MODERATOR' }, moderator.token), 'FORBIDDEN', 'Admins only');
    expectError(await gql(SET_ROLE, { id: admin.user.id, role: 'MEMBER' }, admin.token), 'FORBIDDEN', 'You cannot change your own role');
    expectError(await gql(SET_ROLE, { id: UNKNOWN_ID, role: 'ADMIN' }, admin.token), 'NOT_FOUND', 'User not found');
    expect(failureCode(await gql(SET_ROLE, { id: target.user.id, role: 'OWNER' }, admin.token))).toBe('BAD_USER_INPUT');
    expectError(await gql(SET_ROLE, { id: target.user.id, role: 'ADMIN' }), 'UNAUTHENTICATED');
    expect(await roleOf(target.user.id)).toBe('member');
  });
});

function failureCode(r: { errors?: { extensions?: { code?: unknown } }[] }): unknown {
  return r.errors?.[0]?.extensions?.code;
}

// Accounts' audit records reaching the audit log (issue 23 item 2, docs/admin.md "The audit
// log"): accounts writes each record in the change's own transaction, the admin subgraph's
// reader appends it once. A timed suspension ending by itself (the stack's clock) gives exactly
// one row, by "system"; accounts' older suspendUser, unsuspendUser and setUserRole, called
// directly, give theirs; and with the admin subgraph stopped while changes happen, nothing is
// lost and nothing doubled when it starts again, also when its cursor is set back. A record about
// a member who deleted their account reaches the log anonymised, whenever it commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@pulse/kit';
import { client, eventually, expectError, members, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { admin as adminSubgraph } from '../index.js';

const ADMIN_EMAIL = 'admin-outbox@example.com';
const SUSPEND = `mutation($id: ID!, $input: AdminSuspendInput!) { adminSuspendUser(id: $id, input: $input) { id suspendedUntil } }`;
const AUDIT = `query($targetId: ID, $action: String) { auditLog(targetId: $targetId, action: $action, first: 50) {
  nodes { id actorId action targetType targetId before after createdAt } } }`;

type Row = { id: string; actorId: string; action: string; targetType: string; targetId: string; before: string; after: string; createdAt: string };
let stack: Stack;
let gql: ReturnType<typeof client>;
let admin: Member;

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000' } });
  gql = client(stack);
  admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Outbox Admin' });
});
afterAll(async () => {
  await stack?.stop();
});

const auditOf = async (targetId: string): Promise<Row[]> => ok(await gql(AUDIT, { targetId }, admin.token)).auditLog.nodes;
const adminIndex = () => stack.subgraphs.findIndex((s) => s.name === 'admin');
async function stopAdmin() {
  await stack.subgraphs[adminIndex()].stop();
}
async function startAdmin() {
  const old = stack.subgraphs[adminIndex()];
  stack.subgraphs[adminIndex()] = await startSubgraph(adminSubgraph, {
    config: old.services.config,
    databaseUrl: stack.database.url,
    port: old.port,
    clock: stack.clock,
  });
}
const cursor = async () => (await sql(stack, `SELECT txid::text AS txid, seq::text AS seq FROM admin.audit_cursors WHERE source = 'accounts'`))[0];
/** The audit rows of these members straight from the table, oldest first. */
const rowsOf = async (ids: string[]) =>
  sql<{ id: string; actor_id: string; action: string; target_id: string }>(
    stack,
    'SELECT id, actor_id, action, target_id FROM admin.audit_log WHERE target_id = ANY($1) ORDER BY created_at, id',
    [ids],
  );

describe('accounts’ own admin mutations', () => {
  it('suspendUser, unsuspendUser and setUserRole called directly are audited with before and after', async () => {
    const [member] = await members(stack, 1);
    ok(await gql('mutation($u: ID!) { suspendUser(userId: $u, reason: "Direct") { id } }', { u: member.user.id }, admin.token));
    ok(await gql('mutation($u: ID!) { unsuspendUser(userId: $u) { id } }', { u: member.user.id }, admin.token));
    ok(await gql('mutation($u: ID!) { setUserRole(userId: $u, role: MODERATOR) { id } }', { u: member.user.id }, admin.token));
    // Setting the role it already has changes nothing, and records nothing.
    ok(await gql('mutation($u: ID!) { setUserRole(userId: $u, role: MODERATOR) { id } }', { u: member.user.id }, admin.token));
    // Refused: nothing to record.
    expectError(await gql('mutation($u: ID!) { suspendUser(userId: $u) { id } }', { u: admin.user.id }, admin.token), 'FORBIDDEN');
    const rows = await eventually(async () => {
      const found = await auditOf(member.user.id);
      return found.length >= 3 && found;
    });
    expect(rows.map((r) => r.action)).toEqual(['user.role', 'user.unsuspend', 'user.suspend']);
    for (const row of rows) expect(row).toMatchObject({ actorId: admin.user.id, targetType: 'user', targetId: member.user.id });
    expect(JSON.parse(rows[2].before)).toEqual({ suspended: false, suspendedReason: null, suspendedUntil: null });
    expect(JSON.parse(rows[2].after)).toEqual({ suspended: true, suspendedReason: 'Direct', suspendedUntil: null });
    expect(JSON.parse(rows[1].after)).toEqual({ suspended: false, suspendedReason: null, suspendedUntil: null });
    expect(JSON.parse(rows[0].before)).toEqual({ role: 'MEMBER' });
    expect(JSON.parse(rows[0].after)).toEqual({ role: 'MODERATOR' });
    expect(await auditOf(admin.user.id)).toEqual([]);
  });
});

describe('the admin subgraph stopped while accounts changes members', () => {
  it('appends every record once, in commit order, when it starts again; a cursor set back appends nothing twice', async () => {
    const [a, b] = await members(stack, 2);
    const before = await cursor();
    await stopAdmin();
    ok(await gql('mutation($u: ID!) { suspendUser(userId: $u, reason: "While down") { id } }', { u: a.user.id }, admin.token));
    ok(await gql('mutation($u: ID!) { setUserRole(userId: $u, role: MODERATOR) { id } }', { u: b.user.id }, admin.token));
    ok(await gql('mutation($u: ID!) { unsuspendUser(userId: $u) { id } }', { u: a.user.id }, admin.token));
    // Written by accounts, read by nobody yet.
    const queued = await sql<{ id: string }>(stack, 'SELECT id FROM accounts.audit_outbox WHERE target_id = ANY($1) ORDER BY txid, seq', [[a.user.id, b.user.id]]);
    expect(queued).toHaveLength(3);
    expect(await rowsOf([a.user.id, b.user.id])).toEqual([]);
    expect(await cursor()).toEqual(before);

    await startAdmin();
    const rows = await eventually(async () => {
      const found = await rowsOf([a.user.id, b.user.id]);
      return found.length === 3 && found;
    }, 30_000);
    // The record's id is the row's: each one once, in the order accounts committed them.
    expect(rows.map((r) => r.id)).toEqual(queued.map((r) => r.id));
    expect(rows.map((r) => [r.action, r.target_id])).toEqual([
      ['user.suspend', a.user.id],
      ['user.role', b.user.id],
      ['user.unsuspend', a.user.id],
    ]);

    // As if the process had stopped after appending but before its cursor moved.
    await stopAdmin();
    if (before) {
      await sql(stack, `UPDATE admin.audit_cursors SET txid = $1::xid8, seq = $2::bigint WHERE source = 'accounts'`, [before.txid, before.seq]);
    } else {
      await sql(stack, `DELETE FROM admin.audit_cursors WHERE source = 'accounts'`);
    }
    const [c] = await members(stack, 1);
    ok(await gql('mutation($u: ID!) { suspendUser(userId: $u) { id } }', { u: c.user.id }, admin.token));
    await startAdmin();
    await eventually(async () => (await rowsOf([c.user.id])).length === 1, 30_000);
    const [last] = await sql(stack, `SELECT txid::text AS txid, seq::text AS seq FROM accounts.audit_outbox WHERE target_id = $1`, [c.user.id]);
    await eventually(async () => {
      const now = await cursor();
      return now && (BigInt(now.txid) > BigInt(last.txid) || (now.txid === last.txid && BigInt(now.seq) >= BigInt(last.seq)));
    });
    expect(await rowsOf([a.user.id, b.user.id])).toEqual(rows);
    expect(await rowsOf([c.user.id])).toHaveLength(1);
  }, 120_000);
});

describe('a record about a member already erased', () => {
  it('is appended without them: committed after the deletion, it still reaches the log anonymised', async () => {
    // As an admin's change racing the deletion would leave it: the erasure committed first (the
    // deletion's anonymising of the outbox could not see this record), the record after it.
    const [gone] = await members(stack, 1);
    await sql(stack, 'INSERT INTO accounts.erasures (member_id, requested_at) VALUES ($1, now())', [gone.user.id]);
    const id = `late-${gone.user.id}`;
    await sql(
      stack,
      `INSERT INTO accounts.audit_outbox (id, actor_id, action, target_type, target_id, before, after, at) VALUES ($1, $2, 'user.update', 'user', $3, $4, $5, now())`,
      [
        id,
        admin.user.id,
        gone.user.id,
        JSON.stringify({ name: gone.input.name, email: gone.input.email, role: 'MEMBER' }),
        JSON.stringify({ name: 'Renamed', email: gone.input.email, role: 'MODERATOR' }),
      ],
    );
    const row = await eventually(async () => (await sql(stack, 'SELECT actor_id, target_id, before, after FROM admin.audit_log WHERE id = $1', [id]))[0], 30_000);
    expect(row).toEqual({
      actor_id: admin.user.id,
      target_id: 'Deleted member',
      before: { name: 'Deleted member', email: 'Deleted member', role: 'MEMBER' },
      after: { name: 'Deleted member', email: 'Deleted member', role: 'MODERATOR' },
    });
    // A record about someone not erased is appended as written.
    const [kept] = await members(stack, 1);
    ok(await gql('mutation($u: ID!) { suspendUser(userId: $u, reason: "Spam") { id } }', { u: kept.user.id }, admin.token));
    const [suspended] = await eventually(async () => {
      const found = await sql(stack, 'SELECT target_id, after FROM admin.audit_log WHERE target_id = $1', [kept.user.id]);
      return found.length === 1 && found;
    }, 30_000);
    expect(suspended.after).toMatchObject({ suspended: true, suspendedReason: 'Spam' });
  }, 60_000);
});

describe('a timed suspension ending by itself', () => {
  // Last: it moves the stack's clock.
  it('is audited exactly once, by "system", with the suspension before and after', async () => {
    const [member, later] = await members(stack, 2);
    const suspended = ok(await gql(SUSPEND, { id: member.user.id, input: { duration: 'PT2H', reason: 'Cool off' } }, admin.token)).adminSuspendUser;
    ok(await gql(SUSPEND, { id: later.user.id, input: { duration: 'PT3H' } }, admin.token));
    stack.clock.advance(2 * 3_600_000 - 60_000);
    // Not yet: a minute is left.
    expect((await auditOf(member.user.id)).map((r) => r.action)).toEqual(['user.suspend']);
    stack.clock.advance(60_000);
    const rows = await eventually(async () => {
      const found = await auditOf(member.user.id);
      return found.length === 2 && found;
    });
    expect(rows[0]).toMatchObject({ actorId: 'system', action: 'user.unsuspend', targetType: 'user', targetId: member.user.id });
    expect(JSON.parse(rows[0].before)).toEqual({ suspended: true, suspendedReason: 'Cool off', suspendedUntil: suspended.suspendedUntil });
    expect(JSON.parse(rows[0].after)).toEqual({ suspended: false, suspendedReason: null, suspendedUntil: null });
    // The sweep runs again as the clock moves on (it lifts the later one): nothing more for the first.
    stack.clock.advance(3_600_000);
    await eventually(async () => (await auditOf(later.user.id)).length === 2);
    const [{ n }] = await sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM accounts.audit_outbox WHERE target_id = $1', [member.user.id]);
    expect(n).toBe(2);
    expect(await auditOf(member.user.id)).toEqual(rows);
  });
});

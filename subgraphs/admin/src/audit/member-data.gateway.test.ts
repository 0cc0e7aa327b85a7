// The admin subgraph's share of a member's data (docs/member-data-subgraphs.md), through a whole
// stack: audit rows made by real admin actions, then the subgraph's own export and erase hooks
// called as the export job and the erasure reader call them. The export holds the rows about the
// member and, for an admin, the actions they took; erasure keeps every row (the legal record)
// with the member and their personal values replaced by "Deleted member", twice without harm,
// and the log stays append-only for everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, members, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { admin as adminSubgraph } from '../index.js';

const ADMIN_EMAIL = 'audit-erasure-admin@example.com';
const UPDATE = `mutation($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { id } }`;
const SUSPEND = `mutation($id: ID!, $input: AdminSuspendInput!) { adminSuspendUser(id: $id, input: $input) { id } }`;
const UNSUSPEND = `mutation($id: ID!) { adminUnsuspendUser(id: $id) { id } }`;

let stack: Stack;
let gql: ReturnType<typeof client>;
let admin: Member;
let member: Member;
let bystander: Member;
const tag = Math.random().toString(36).slice(2, 10);
const NEW_NAME = `Renamed ${tag}`;
const NEW_EMAIL = `renamed_${tag}@example.com`;
const REASON = `spam from ${tag}`;

type AuditRow = { id: string; actor_id: string; action: string; target_id: string; before: Record<string, unknown>; after: Record<string, unknown> };
const rows = () => sql<AuditRow>(stack, 'SELECT id, actor_id, action, target_id, before, after FROM admin.audit_log ORDER BY created_at, id');

/** The audit rows once they stop arriving (accounts' records reach the log a moment after the action). */
async function settled(): Promise<AuditRow[]> {
  let last = -1;
  for (;;) {
    const now = await rows();
    if (now.length === last) return now;
    last = now.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
}

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  gql = client(stack);
  admin = await registerMember(stack, { email: ADMIN_EMAIL });
  [member, bystander] = await members(stack, 2);
  ok(await gql(UPDATE, { id: member.user.id, input: { name: NEW_NAME, email: NEW_EMAIL } }, admin.token));
  ok(await gql(SUSPEND, { id: member.user.id, input: { permanent: true, reason: REASON } }, admin.token));
  ok(await gql(UNSUSPEND, { id: member.user.id }, admin.token));
  ok(await gql(UPDATE, { id: bystander.user.id, input: { name: `Bystander ${tag}` } }, admin.token));
  await settled();
}, 120_000);
afterAll(() => stack?.stop());

describe('audit member data', () => {
  it('exports the rows about the member, and an admin’s own actions', async () => {
    const services = servicesOf(stack, 'admin');
    const mine = (await exportMember(adminSubgraph, services, member.user.id)).json.audit as { aboutYou: AuditRow[]; actionsYouTook: AuditRow[] };
    expect(mine.aboutYou.map((r) => r.action)).toEqual(expect.arrayContaining(['user.update', 'user.suspend', 'user.unsuspend']));
    expect(JSON.stringify(mine.aboutYou)).toContain(NEW_EMAIL);
    expect(JSON.stringify(mine.aboutYou)).toContain(REASON);
    expect(mine.actionsYouTook).toEqual([]);
    expect(JSON.stringify(mine)).not.toContain(bystander.user.id);
    const theirs = (await exportMember(adminSubgraph, services, admin.user.id)).json.audit as { actionsYouTook: { targetId: string }[] };
    expect(theirs.actionsYouTook.map((r) => r.targetId)).toEqual(expect.arrayContaining([member.user.id, bystander.user.id]));
  });

  it('anonymises the member’s rows and keeps them (what was done, when), twice without harm', async () => {
    const before = await rows();
    const services = servicesOf(stack, 'admin');
    await eraseMember(adminSubgraph, services, member.user.id);
    await eraseMember(adminSubgraph, services, member.user.id);
    for (const marker of [member.user.id, NEW_NAME, NEW_EMAIL, member.input.email, member.input.name, REASON])
      expect(await schemaHolding(stack, 'admin', marker), marker).toEqual([]);
    const after = await rows();
    expect(after.map((r) => [r.id, r.action])).toEqual(before.map((r) => [r.id, r.action]));
    const suspension = after.find((r) => r.action === 'user.suspend' && r.target_id === 'Deleted member');
    expect(suspension).toMatchObject({ actor_id: admin.user.id, before: { suspended: false }, after: { suspended: true, suspendedReason: 'Deleted member' } });
    // The bystander's rows are as they were.
    expect(after.filter((r) => r.target_id === bystander.user.id)).toEqual(before.filter((r) => r.target_id === bystander.user.id));
  });

  it('anonymises an admin as the actor of what they did, and the log stays append-only otherwise', async () => {
    const services = servicesOf(stack, 'admin');
    await eraseMember(adminSubgraph, services, admin.user.id);
    expect(await schemaHolding(stack, 'admin', admin.user.id)).toEqual([]);
    const bystanders = (await rows()).filter((r) => r.target_id === bystander.user.id);
    expect(bystanders.length).toBeGreaterThan(0);
    for (const r of bystanders) expect(r).toMatchObject({ actor_id: 'Deleted member', after: { name: `Bystander ${tag}` } });
    await expect(sql(stack, `UPDATE admin.audit_log SET action = 'x' WHERE target_id = $1`, [bystander.user.id])).rejects.toThrow(/append-only/);
    await expect(sql(stack, 'DELETE FROM admin.audit_log WHERE target_id = $1', [bystander.user.id])).rejects.toThrow(/append-only/);
    await expect(
      sql(stack, `WITH on_ AS (SELECT set_config('pulse.audit_member_erasure', 'on', false)) UPDATE admin.audit_log SET action = 'x' FROM on_ WHERE target_id = $1`, [
        bystander.user.id,
      ]),
    ).rejects.toThrow(/append-only/);
  });
});

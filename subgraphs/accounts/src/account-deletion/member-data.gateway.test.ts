// Export and deletion through the real stack (issue 23 item 5, docs/member-data.md): a member
// with data in every subgraph exports it (the zip opened: each subgraph's documents, the files,
// the README; the link is theirs alone and expires with the stack's clock), then deletes the
// account (a wrong password first), and every table of every schema is walked for anything
// personal left. A subgraph down during the deletion erases when it comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { client, eventually, expectError, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;

const HOUR = 3_600_000;
const START = 'mutation { startDataExport { id status } }';
const LIST = '{ dataExports { id status progress createdAt expiresAt downloadUrl } }';
const DELETE = 'mutation($p: String!, $r: String) { deleteAccount(password: $p, reason: $r) }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';

/** A unique marker in every piece of Ann's content, searched for after the deletion. */
const MARK = `zq${Math.random().toString(36).slice(2, 10)}`;

async function readyExport(member: Member) {
  return eventually(async () => {
    const [latest] = ok(await q(LIST, {}, member.token)).dataExports;
    if (latest?.status === 'FAILED') throw new Error('the export failed');
    return latest?.status === 'READY' ? latest : undefined;
  }, 60_000);
}

async function download(url: string) {
  const res = await fetch(new URL(url, stack.url));
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  ann = await registerMember(stack, { name: `Ann ${MARK}`, username: `ann_${MARK}`, email: `ann_${MARK}@example.com` });
  bob = await registerMember(stack);
  ok(await q('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { bio: `bio ${MARK}` } }, ann.token));
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('export', () => {
  let archive: Record<string, Uint8Array>;
  let url: string;

  it('gathers every subgraph into one zip with a README, and notifies the member', async () => {
    const started = ok(await q(START, {}, ann.token)).startDataExport;
    expect(started.status).toBe('PENDING');
    // One at a time.
    expectError(await q(START, {}, ann.token), 'CONFLICT');
    const ready = await readyExport(ann);
    expect(ready.progress).toBe(100);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.createdAt).getTime()).toBeGreaterThan(47 * HOUR);
    url = ready.downloadUrl;
    const got = await download(url);
    expect(got.status).toBe(200);
    archive = unzipSync(got.bytes);
    const names = Object.keys(archive);
    expect(names).toContain('README.md');
    const readme = strFromU8(archive['README.md']);
    for (const name of names.filter((n) => n !== 'README.md')) expect(readme).toContain(`\`${name}\``);
    const profile = JSON.parse(strFromU8(archive['accounts/users/profile.json']));
    expect(profile).toMatchObject({ id: ann.user.id, email: ann.input.email, bio: `bio ${MARK}` });
    const sessions = JSON.parse(strFromU8(archive['accounts/sessions/sessions.json']));
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toContain(ann.token);
    const notice = await sql(stack, `SELECT kind, message FROM accounts.notices WHERE recipient_id = $1`, [ann.user.id]);
    expect(notice).toEqual([{ kind: 'DATA_EXPORT_READY', message: 'Your data export is ready' }]);
  });

  it('is listed to its member only, and its link is signed', async () => {
    expect(ok(await q(LIST, {}, bob.token)).dataExports).toEqual([]);
    const forged = url.replace(/-([a-f0-9]{32})\.zip$/, (_m, sig: string) => `-${sig.startsWith('0') ? '1' : '0'}${sig.slice(1)}.zip`);
    expect((await download(forged)).status).toBe(403);
    const otherExport = url.replace(/u-export-[A-Za-z0-9]+-/, 'u-export-c000000000000000000000000-');
    expect((await download(otherExport)).status).toBe(403);
  });

  it('a link lasts 15 minutes and the archive EXPORT_RETENTION_HOURS (48)', async () => {
    stack.clock.advance(16 * 60_000);
    expect((await download(url)).status).toBe(410);
    const fresh = (await readyExport(ann)).downloadUrl;
    expect((await download(fresh)).status).toBe(200);
    stack.clock.advance(48 * HOUR);
    await eventually(async () => (await sql(stack, `SELECT status FROM accounts.data_exports WHERE member_id = $1`, [ann.user.id]))[0]?.status === 'EXPIRED');
    const [after] = ok(await q(LIST, {}, ann.token)).dataExports;
    expect(after).toMatchObject({ status: 'EXPIRED', downloadUrl: null });
    expect((await download(fresh)).status).toBe(410);
  });
});

describe('deletion', () => {
  it('refuses a wrong password with a stable code on the field', async () => {
    const error = expectError(await q(DELETE, { p: 'not my password' }, ann.token), 'BAD_USER_INPUT', 'The password is incorrect', 'password');
    expect(error.extensions?.reason).toBe('WRONG_PASSWORD');
    ok(await q('{ me { id } }', {}, ann.token));
  });

  it('signs out everywhere, refuses the login, frees the email and erases everywhere', async () => {
    expect(ok(await q(DELETE, { p: ann.password, r: `leaving ${MARK}` }, ann.token)).deleteAccount).toBe(true);
    expectError(await q('{ me { id } }', {}, ann.token), 'UNAUTHENTICATED');
    expectError(await q(LOGIN, { input: { email: ann.input.email, password: ann.password } }), 'UNAUTHENTICATED', 'Invalid email or password');
    // The address and the username are free at once.
    const again = await registerMember(stack, { email: ann.input.email, username: ann.input.username });
    expect(again.user.id).not.toBe(ann.user.id);
    await eventually(async () => {
      const cursors = await sql(stack, `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'member_erasure_cursor'`);
      return cursors[0].n > 0;
    });
  });
});

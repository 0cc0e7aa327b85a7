// Export and deletion through the real stack (issue 23 item 5, docs/member-data.md): a member
// with data in every subgraph exports it (the zip opened: each subgraph's documents, the files,
// the README; the link is theirs alone and expires with the stack's clock), then deletes the
// account (a wrong password first), and every table of every schema is walked for anything
// personal left. A subgraph down during the deletion erases when it comes back; an admin's record
// about the member still in accounts' audit outbox reaches the audit log anonymised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { unzipSync, strFromU8 } from 'fflate';
import { startSubgraph } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { mp4, png, uploadFiles } from '@pulse/dev-env/media';
import { client, eventually, expectError, loadSubgraph, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

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
  await annHasDataEverywhere();
}, 180_000);

const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id poll { id options { id } } } }';
let annPost: string;
let bobPost: string;
let conversation: string;
let videoKey: string;
let imageKey: string;

/** Ann's data in every subgraph the test can reach quickly: social, messaging, events, health. */
async function annHasDataEverywhere() {
  const upload = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'clip.mp4', bytes: mp4(4096) }], { token: ann.token });
  const video = (upload.body as { medias: { url: string; type: string }[] }).medias[0];
  videoKey = video.url.replace('/media/', '');
  // An image uploaded and never posted: only the image screening's verdict row records it.
  const image = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'unposted.png', bytes: await png(), type: 'image/png' }], { token: ann.token });
  imageKey = (image.body as { medias: { url: string }[] }).medias[0].url.replace('/media/', '');
  annPost = ok(await q(CREATE_POST, { input: { content: `A run ${MARK}`, medias: [video] } }, ann.token)).createPost.id;
  bobPost = ok(await q(CREATE_POST, { input: { content: 'Bob says hi' } }, bob.token)).createPost.id;
  const bobPoll = ok(await q(CREATE_POST, { input: { content: 'Bob asks', type: 'POLL', poll: { options: ['a', 'b'] } } }, bob.token)).createPost.poll;
  ok(
    await q(
      'mutation($id: ID!, $input: ReplyInput!) { createReply(postId: $id, input: $input) { id } }',
      { id: bobPost, input: { content: `Reply ${MARK}` } },
      ann.token,
    ),
  );
  ok(await q('mutation($id: ID!, $input: ReplyInput!) { createReply(postId: $id, input: $input) { id } }', { id: annPost, input: { content: 'Nice run' } }, bob.token));
  ok(await q('mutation($id: ID!) { likePost(id: $id) { id } }', { id: bobPost }, ann.token));
  ok(await q('mutation($id: ID!) { likePost(id: $id) { id } }', { id: annPost }, bob.token));
  ok(await q('mutation($id: ID!) { bookmarkPost(id: $id) { id } }', { id: bobPost }, ann.token));
  ok(await q('mutation($p: ID!, $o: ID) { votePoll(pollId: $p, optionId: $o) { id } }', { p: bobPoll.id, o: bobPoll.options[0].id }, ann.token));
  ok(await q('mutation($id: ID!) { follow(userId: $id) { id } }', { id: bob.user.id }, ann.token));
  ok(await q('mutation($id: ID!) { follow(userId: $id) { id } }', { id: ann.user.id }, bob.token));
  conversation = ok(await q('mutation($id: ID!) { createConversation(targetUserId: $id) { id } }', { id: bob.user.id }, ann.token)).createConversation.id;
  ok(await q('mutation($c: ID!) { sendMessage(input: { conversationId: $c, body: "see you at the park" }) { id } }', { c: conversation }, ann.token));
  ok(await q('mutation($c: ID!) { sendMessage(input: { conversationId: $c, body: "sure" }) { id } }', { c: conversation }, bob.token));
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  ok(
    await q(
      'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
      { input: { name: `Park run ${MARK}`, description: `Meet ${MARK}`, location: 'Park', startDate: at(30), endDate: at(31) } },
      ann.token,
    ),
  );
  ok(await q('mutation($input: LogMealInput!) { logMeal(input: $input) { id } }', { input: { name: `Oats ${MARK}`, description: `Breakfast ${MARK}` } }, ann.token));
}
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
    // Social: the posts (with the video as a file), the like, the bookmark, the vote, the follows.
    const posts = JSON.parse(strFromU8(archive['social/posts/posts.json']));
    expect(posts.map((p: { content: string }) => p.content)).toEqual(expect.arrayContaining([`A run ${MARK}`, `Reply ${MARK}`]));
    expect(archive[`social/posts/files/${videoKey}`]?.length).toBe(4096);
    // The image never posted: with its screening verdict.
    expect(archive[`social/screening/files/${imageKey}`]?.length).toBeGreaterThan(0);
    expect(JSON.parse(strFromU8(archive['social/posts/likes.json']))).toEqual([expect.objectContaining({ postId: bobPost })]);
    expect(JSON.parse(strFromU8(archive['social/posts/bookmarks.json']))).toEqual([expect.objectContaining({ postId: bobPost })]);
    expect(JSON.parse(strFromU8(archive['social/posts/poll-votes.json']))).toHaveLength(1);
    const follows = JSON.parse(strFromU8(archive['social/follows/follows.json']));
    expect(follows.following).toEqual([expect.objectContaining({ memberId: bob.user.id })]);
    expect(follows.followers).toEqual([expect.objectContaining({ memberId: bob.user.id })]);
    // Messaging: the conversation and its messages as stored, both sides.
    expect(JSON.parse(strFromU8(archive['messaging/conversations/conversations.json']))).toEqual([expect.objectContaining({ id: conversation })]);
    const messages = JSON.parse(strFromU8(archive['messaging/conversations/messages.json']));
    expect(messages.map((m: { body: string }) => m.body)).toEqual(['see you at the park', 'sure']);
    expect(names.some((n) => n.startsWith('messaging/devices/'))).toBe(true);
    const sessions = JSON.parse(strFromU8(archive['accounts/sessions/sessions.json']));
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toContain(ann.token);
    const notice = await sql(stack, `SELECT kind, message FROM accounts.notices WHERE recipient_id = $1`, [ann.user.id]);
    expect(notice).toEqual([{ kind: 'DATA_EXPORT_READY', message: 'Your data export is ready' }]);
    // social delivers it as a notification (its reader of accounts' notices, a kind it knows).
    const notifications = '{ notifications(first: 20) { nodes { type message } } }';
    await eventually(async () => {
      const nodes = ok<{ notifications: { nodes: { type: string; message: string }[] } }>(await q(notifications, {}, ann.token)).notifications.nodes;
      return nodes.some((n) => n.type === 'DATA_EXPORT_READY' && n.message === 'Your data export is ready');
    }, 30_000);
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

  it('signs out everywhere and refuses the login (social is down meanwhile)', async () => {
    await stopSocial();
    // The admin subgraph is down too, with an admin's record about Ann still in accounts' audit outbox.
    await stopSubgraph('admin');
    await pendingAuditRecord();
    expect(ok(await q(DELETE, { p: ann.password, r: `leaving ${MARK}` }, ann.token)).deleteAccount).toBe(true);
    expectError(await q('{ me { id } }', {}, ann.token), 'UNAUTHENTICATED');
    expectError(await q(LOGIN, { input: { email: ann.input.email, password: ann.password } }), 'UNAUTHENTICATED', 'Invalid email or password');
  });

  it('a subgraph down during the deletion erases when it comes back', async () => {
    // Social stopped before the deletion (previous test) still holds Ann's posts; started again, it erases them.
    expect(await sql(stack, `SELECT id FROM social.posts WHERE user_id = $1`, [ann.user.id])).not.toEqual([]);
    await startSocial();
    await eventually(async () => (await sql(stack, `SELECT id FROM social.posts WHERE user_id = $1`, [ann.user.id])).length === 0, 30_000);
    // Screening's hook, the one owner of its tables: the verdicts gone, and the image never posted with them.
    await eventually(async () => (await sql(stack, `SELECT key FROM social.media_screenings WHERE user_id = $1`, [ann.user.id])).length === 0, 30_000);
    expect((await download(`/media/${imageKey}`)).status).toBe(404);
    // The counts Ann added to Bob's posts are given back; Bob's reply to Ann's post keeps his words.
    const [post] = await sql(stack, `SELECT like_count, reply_count, bookmark_count FROM social.posts WHERE id = $1`, [bobPost]);
    expect(post).toEqual({ like_count: 0, reply_count: 0, bookmark_count: 0 });
    expect(await sql(stack, `SELECT content FROM social.posts WHERE user_id = $1 AND content = 'Nice run'`, [bob.user.id])).toHaveLength(1);
    expect(await sql(stack, `SELECT followers, following FROM social.follow_counts WHERE user_id = $1`, [bob.user.id])).toEqual([{ followers: 0, following: 0 }]);
  });

  it("an admin's record about her still in the outbox reaches the audit log without her", async () => {
    await startSubgraphAgain('admin');
    const appended = await eventually(
      async () => (await sql(stack, 'SELECT actor_id, target_id, before, after FROM admin.audit_log WHERE id = $1', [pendingAudit]))[0],
      30_000,
    );
    expect(appended).toEqual({
      actor_id: bob.user.id,
      target_id: 'Deleted member',
      before: { name: 'Deleted member', email: 'Deleted member', role: 'MEMBER' },
      after: { name: 'Deleted member', email: 'Deleted member', role: 'MEMBER' },
    });
  });

  it("the other member's conversation shows Deleted member", async () => {
    const mine = ok(await q('{ conversations { id users { id name } messages(first: 10) { nodes { body } } } }', {}, bob.token)).conversations;
    const kept = mine.find((c: { id: string }) => c.id === conversation);
    expect(kept.users).toEqual(expect.arrayContaining([{ id: ann.user.id, name: 'Deleted member' }]));
  });

  it('leaves nothing personal in any table of any schema, but what docs/member-data.md keeps on purpose', async () => {
    // Every subgraph with erase hooks has run them (its cursor is past Ann's erasure row).
    const erasing = [];
    for (const entry of SUBGRAPHS) if ((await loadSubgraph(entry)).memberData?.some((p) => p.hooks.erase)) erasing.push(entry.name);
    expect(erasing).toEqual(expect.arrayContaining(['accounts', 'social', 'messaging']));
    for (const schema of erasing) {
      await eventually(
        async () =>
          (
            await sql(stack, `SELECT 1 FROM "${schema}".member_erasure_cursor c, accounts.erasures e WHERE e.member_id = $1 AND (c.txid, c.seq) >= (e.txid, e.seq)`, [
              ann.user.id,
            ])
          ).length === 1,
        30_000,
      );
    }
    const found = await personalTraces([ann.user.id, ann.input.email, ann.input.username, ann.input.name, MARK]);
    expect(found.filter((hit) => !KEPT_ON_PURPOSE.some((kept) => kept(hit)))).toEqual([]);
  }, 120_000);

  it('frees the email and the username at once', async () => {
    const again = await registerMember(stack, { email: ann.input.email, username: ann.input.username });
    expect(again.user.id).not.toBe(ann.user.id);
  });
});

interface Trace {
  table: string;
  column: string;
  needle: string;
}

/** What docs/member-data.md lists as kept on purpose: the member's opaque id, where it stands for "Deleted member". */
const KEPT_ON_PURPOSE: ((hit: Trace) => boolean)[] = [
  (h) => h.needle === ann.user.id && ['accounts.users', 'accounts.erasures', 'platform.user_access'].includes(h.table),
  // Outbox rows name members by id only and are pruned after a day; rate-limit counters the same.
  (h) => h.needle === ann.user.id && (h.table.endsWith('.outbox') || h.table.endsWith('.rate_limits')),
  // The conversation Bob still has (its direct key pairs the two ids): Ann's participant row, her messages as Bob holds them, her device, the call history.
  (h) =>
    h.needle === ann.user.id &&
    ['messaging.conversations', 'messaging.participants', 'messaging.messages', 'messaging.devices', 'messaging.calls', 'messaging.call_participants'].includes(h.table),
];

/** Every text-like column of every table in every schema, searched for each needle (one query a table, on one connection). */
async function personalTraces(needles: string[]): Promise<Trace[]> {
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  try {
    const { rows: columns } = await db.query<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
      `SELECT c.table_schema, c.table_name, c.column_name, c.data_type FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'bytea')`,
    );
    const byTable = new Map<string, typeof columns>();
    for (const column of columns) {
      const key = `${column.table_schema}.${column.table_name}`;
      byTable.set(key, [...(byTable.get(key) ?? []), column]);
    }
    const found: Trace[] = [];
    for (const [table, cols] of byTable) {
      const [schema, name] = table.split('.');
      const values = cols
        .map((c) => `('${c.column_name}', ${c.data_type === 'bytea' ? `encode(t."${c.column_name}", 'escape')` : `t."${c.column_name}"::text`})`)
        .join(', ');
      const { rows } = await db.query<{ needle: string; column: string }>(
        `SELECT DISTINCT n.needle, col.name AS column FROM "${schema}"."${name}" t CROSS JOIN unnest($1::text[]) AS n(needle)
           CROSS JOIN LATERAL (VALUES ${values}) AS col(name, value)
          WHERE position(lower(n.needle) IN lower(col.value)) > 0`,
        [needles],
      );
      for (const row of rows) found.push({ table, column: row.column, needle: row.needle });
    }
    return found;
  } finally {
    await db.end();
  }
}

let pendingAudit: string;
/** What accounts writes when an admin renames a member (audit/outbox.ts), left undelivered: the admin subgraph is down. */
async function pendingAuditRecord() {
  pendingAudit = `audit-${Math.random().toString(36).slice(2, 12)}`;
  await sql(
    stack,
    `INSERT INTO accounts.audit_outbox (id, actor_id, action, target_type, target_id, before, after, at) VALUES ($1, $2, 'user.update', 'user', $3, $4, $5, now())`,
    [
      pendingAudit,
      bob.user.id,
      ann.user.id,
      JSON.stringify({ name: ann.input.name, email: ann.input.email, role: 'MEMBER' }),
      JSON.stringify({ name: `Ann B ${MARK}`, email: ann.input.email, role: 'MEMBER' }),
    ],
  );
}

const indexOf = (name: string) => stack.subgraphs.findIndex((s) => s.name === name);
async function stopSubgraph(name: string) {
  await stack.subgraphs[indexOf(name)].stop();
}
async function startSubgraphAgain(name: string) {
  const old = stack.subgraphs[indexOf(name)];
  const definition = await loadSubgraph(SUBGRAPHS.find((entry) => entry.name === name)!);
  stack.subgraphs[indexOf(name)] = await startSubgraph(definition, { config: old.services.config, databaseUrl: stack.database.url, port: old.port, clock: stack.clock });
}

const socialIndex = () => stack.subgraphs.findIndex((s) => s.name === 'social');
async function stopSocial() {
  await stack.subgraphs[socialIndex()].stop();
}
async function startSocial() {
  const old = stack.subgraphs[socialIndex()];
  const social = await loadSubgraph(SUBGRAPHS.find((entry) => entry.name === 'social')!);
  stack.subgraphs[socialIndex()] = await startSubgraph(social, { config: old.services.config, databaseUrl: stack.database.url, port: old.port, clock: stack.clock });
}

// Moderation (issue 23 item 3, docs/moderation.md) through the gateway: members report each kind
// of target, seen as the reporter sees it (a message they were never sent is NOT_FOUND), once
// per target, never themselves, within the hourly limit; the queue for moderators and admins
// only, grouped by target; each decision's effect (the content gone for everyone, the warning
// and the reporters' notifications through social, the suspension, the audit row); and flagged
// images from the screening's table queued as reports of "Automatic image screening".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  eventually,
  expectError,
  expectFailure,
  expectOk,
  members,
  ok,
  registerMember,
  restClient,
  sql,
  startStack,
  UNKNOWN_ID,
  type Member,
  type Stack,
} from '@pulse/dev-env';

const ADMIN_EMAIL = 'moderation-admin@example.com';
const LIMIT = 25;
const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id kind targetId reason details status } }';
const CASE_FIELDS =
  'id kind targetId status reportCount reasons automatic resolution note resolvedById content { text mediaUrls authorId claimed screening } reports { reporterId reporter reason details evidence }';
const QUEUE = `query($first: Int, $after: String, $kind: ReportKind, $status: ReportStatus, $reason: ReportReason) {
  moderationQueue(first: $first, after: $after, kind: $kind, status: $status, reason: $reason) { nodes { ${CASE_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const CASE = `query($id: ID!) { moderationCase(id: $id) { ${CASE_FIELDS} } }`;
const RESOLVE = `mutation($input: ResolveReportInput!) { resolveReport(input: $input) { ${CASE_FIELDS} } }`;
const POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
const REPLY = 'mutation($postId: ID!, $input: ReplyInput!) { createReply(postId: $postId, input: $input) { id } }';
const READ_POST = 'query($id: ID!) { post(id: $id) { id } }';
const CONVERSATION = 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const READ_MESSAGE = 'query($id: ID!) { message(id: $id) { id } }';
const COMMUNITY = 'mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { id } }';
const READ_COMMUNITY = 'query($id: ID!) { community(id: $id) { id } }';
const NOTES = '{ notifications(first: 50) { nodes { type message } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';

let stack: Stack;
let q: ReturnType<typeof client>;
let admin: Member;
let moderator: Member;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;

const post = async (author: Member, content: string) => ok(await q(POST, { input: { content } }, author.token)).createPost.id as string;
const report = (by: Member, kind: string, id: string, reason = 'SPAM', extra: Record<string, unknown> = {}) =>
  q(REPORT, { input: { kind, id, reason, ...extra } }, by.token);
const caseFor = async (targetId: string, status = 'OPEN') =>
  (ok(await q(QUEUE, { first: 100, status }, moderator.token)).moderationQueue.nodes as { id: string; targetId: string }[]).find((c) => c.targetId === targetId);
const resolve = (caseId: string, action: string, extra: Record<string, unknown> = {}, by: Member = moderator) =>
  q(RESOLVE, { input: { id: caseId, action, ...extra } }, by.token);
const notes = async (m: Member) => ok(await q(NOTES, {}, m.token)).notifications.nodes as { type: string; message: string }[];
const noted = (m: Member, type: string, message: string) => eventually(async () => (await notes(m)).some((n) => n.type === type && n.message === message), 30_000);
const auditRows = (targetId: string) =>
  sql(stack, 'SELECT actor_id, action, target_type, before, after FROM admin.audit_log WHERE target_id = $1 ORDER BY created_at', [targetId]);

beforeAll(async () => {
  stack = await startStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL, REGISTER_LIMIT_PER_IP: '1000', REPORT_LIMIT_PER_HOUR: String(LIMIT) } });
  q = client(stack);
  admin = await registerMember(stack, { email: ADMIN_EMAIL, name: 'Ada Admin' });
  moderator = await registerMember(stack);
  await sql(stack, `UPDATE accounts.users SET role = 'moderator' WHERE id = $1`, [moderator.user.id]);
  moderator = { ...moderator, token: ok(await q(LOGIN, { input: { email: moderator.input.email, password: moderator.input.password } })).login.token };
  [ann, bob, cat, dan] = await members(stack, 4);
});
afterAll(async () => {
  await stack?.stop();
});

describe('reporting', () => {
  it('reports a post, a comment, a member and a community, each with its snapshot', async () => {
    const p = await post(ann, 'Buy cheap followers at example.com');
    const reply = ok(await q(REPLY, { postId: p, input: { content: 'a rude comment' } }, bob.token)).createReply.id as string;
    const community = ok(await q(COMMUNITY, { input: { name: `Spam club ${Date.now()}` } }, ann.token)).createCommunity.id as string;

    const r = ok(await report(cat, 'POST', p, 'SPAM', { details: '  links everywhere  ' })).reportContent;
    expect(r).toMatchObject({ kind: 'POST', targetId: p, reason: 'SPAM', details: 'links everywhere', status: 'OPEN' });
    ok(await report(cat, 'COMMENT', reply, 'HARASSMENT'));
    ok(await report(cat, 'MEMBER', ann.user.id, 'OTHER'));
    ok(await report(cat, 'COMMUNITY', community, 'HATE'));

    const postCase = ok(await q(CASE, { id: (await caseFor(p))!.id }, moderator.token)).moderationCase;
    expect(postCase).toMatchObject({ kind: 'POST', reportCount: 1, reasons: ['SPAM'], automatic: false });
    expect(postCase.content).toMatchObject({ text: 'Buy cheap followers at example.com', authorId: ann.user.id, claimed: false });
    expect(postCase.reports).toEqual([{ reporterId: cat.user.id, reporter: 'Member', reason: 'SPAM', details: 'links everywhere', evidence: null }]);
    expect(await caseFor(reply)).toMatchObject({ kind: 'COMMENT', content: { text: 'a rude comment', authorId: bob.user.id } });
    expect(await caseFor(ann.user.id)).toMatchObject({ kind: 'MEMBER', content: { authorId: ann.user.id } });
    expect(await caseFor(community)).toMatchObject({ kind: 'COMMUNITY', content: { authorId: ann.user.id } });

    // A post reported as a comment is not one.
    expectError(await report(dan, 'COMMENT', p), 'NOT_FOUND', 'Comment not found');
    expectError(await report(dan, 'POST', UNKNOWN_ID), 'NOT_FOUND', 'Post not found');
    expectError(await report(dan, 'POST', p, 'IMAGE_SCREENING'), 'BAD_USER_INPUT', 'Choose a reason');
    expectError(await q(REPORT, { input: { kind: 'POST', id: p, reason: 'SPAM' } }), 'UNAUTHENTICATED');
  }, 120_000);

  it('reports a message only for a participant, with the text the reporter shares', async () => {
    const conversation = ok(await q(CONVERSATION, { id: bob.user.id }, ann.token)).createConversation.id as string;
    const message = ok(await q(SEND, { input: { conversationId: conversation, body: 'you will regret this' } }, ann.token)).sendMessage.id as string;
    // Dan was never sent it: as far as he can tell there is no such message.
    expectError(await report(dan, 'MESSAGE', message, 'HARASSMENT'), 'NOT_FOUND', 'Message not found');
    ok(await report(bob, 'MESSAGE', message, 'HARASSMENT', { evidence: 'you will regret this' }));
    const c = await caseFor(message);
    // A plaintext message: the server's own text (an encrypted one keeps the reporter's claim, claimed: true).
    expect(c).toMatchObject({ kind: 'MESSAGE', content: { text: 'you will regret this', authorId: ann.user.id, claimed: false } });
    // The sender cannot report their own message.
    expectError(await report(ann, 'MESSAGE', message), 'BAD_USER_INPUT', 'You cannot report your own content');
  }, 60_000);

  it('answers the open report again for a second report of the same target, and groups reporters', async () => {
    const p = await post(ann, 'Twice reported');
    const first = ok(await report(bob, 'POST', p, 'SPAM')).reportContent;
    const again = ok(await report(bob, 'POST', p, 'HATE', { details: 'changed my mind' })).reportContent;
    expect(again).toEqual(first);
    ok(await report(cat, 'POST', p, 'MISINFORMATION'));
    const c = await caseFor(p);
    expect(c).toMatchObject({ reportCount: 2, reasons: ['SPAM', 'MISINFORMATION'] });
    const [{ n }] = await sql(
      stack,
      'SELECT count(*)::int AS n FROM admin.moderation_reports r JOIN admin.moderation_cases c ON c.id = r.case_id WHERE c.target_id = $1',
      [p],
    );
    expect(n).toBe(2);
  }, 60_000);

  it('POST /reports: the same rules over REST, reasons in lower case', async () => {
    const api = restClient(() => stack);
    const p = await post(ann, 'Reported over REST');
    const answer = expectOk(await api('POST', '/reports', { token: bob.token, body: { kind: 'POST', id: p, reason: 'self-harm', details: 'worrying' } }));
    expect(answer.report).toMatchObject({ kind: 'POST', targetId: p, reason: 'SELF_HARM', details: 'worrying', status: 'OPEN' });
    expect(await caseFor(p)).toMatchObject({ reasons: ['SELF_HARM'] });
    expectFailure(await api('POST', '/reports', { token: ann.token, body: { kind: 'POST', id: p, reason: 'spam' } }), 400, {
      code: 'BAD_USER_INPUT',
      message: 'You cannot report your own content',
      field: 'id',
    });
    expectFailure(await api('POST', '/reports', { token: bob.token, body: { kind: 'POST', id: UNKNOWN_ID, reason: 'spam' } }), 404, {
      code: 'NOT_FOUND',
      message: 'Post not found',
    });
    expect((await api('POST', '/reports', { token: bob.token, body: { kind: 'POST', id: p, reason: 'rude' } })).status).toBe(400);
    expect((await api('POST', '/reports', { body: { kind: 'POST', id: p, reason: 'spam' } })).status).toBe(401);
  }, 60_000);

  it('refuses reporting yourself or your own content', async () => {
    expectError(await report(dan, 'MEMBER', dan.user.id), 'BAD_USER_INPUT', 'You cannot report yourself', 'id');
    expectError(await report(dan, 'POST', await post(dan, 'mine')), 'BAD_USER_INPUT', 'You cannot report your own content', 'id');
  }, 30_000);

  it('limits reports per member and hour', async () => {
    const [eve] = await members(stack, 1);
    const target = await post(ann, 'reported over and over');
    // Every attempt counts, also one that answers the open report again.
    for (let i = 0; i < LIMIT; i++) ok(await report(eve, 'POST', target));
    const refused = expectError(await report(eve, 'POST', target), 'RATE_LIMITED', 'You are sending too many reports; try again later');
    expect(refused.extensions?.retryAfter).toBeGreaterThan(0);
    // Another member is not held back by it.
    ok(await report(dan, 'POST', target));
  }, 60_000);
});

describe('the queue', () => {
  it('is for moderators and admins only', async () => {
    expectError(await q(QUEUE, {}, ann.token), 'FORBIDDEN', 'Moderators only');
    expectError(await q(QUEUE, {}), 'UNAUTHENTICATED');
    ok(await q(QUEUE, {}, moderator.token));
    ok(await q(QUEUE, {}, admin.token));
    expectError(await q(CASE, { id: UNKNOWN_ID }, moderator.token), 'NOT_FOUND', 'Report not found');
    expectError(await resolve(UNKNOWN_ID, 'DISMISS', {}, ann), 'FORBIDDEN');
  });

  it('lists newest report first, filtered, a page at a time', async () => {
    const a = await post(ann, 'queue a');
    const b = await post(ann, 'queue b');
    ok(await report(bob, 'POST', a, 'VIOLENCE'));
    ok(await report(bob, 'POST', b, 'SELF_HARM'));
    const firstPage = ok(await q(QUEUE, { first: 1, kind: 'POST' }, moderator.token)).moderationQueue;
    expect(firstPage.nodes.map((c: { targetId: string }) => c.targetId)).toEqual([b]);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const next = ok(await q(QUEUE, { first: 1, kind: 'POST', after: firstPage.pageInfo.endCursor }, moderator.token)).moderationQueue;
    expect(next.nodes.map((c: { targetId: string }) => c.targetId)).toEqual([a]);
    const violent = ok(await q(QUEUE, { reason: 'VIOLENCE' }, moderator.token)).moderationQueue.nodes.map((c: { targetId: string }) => c.targetId);
    expect(violent).toContain(a);
    expect(violent).not.toContain(b);
    expect(ok(await q(QUEUE, { kind: 'MEMBER' }, moderator.token)).moderationQueue.nodes.every((c: { kind: string }) => c.kind === 'MEMBER')).toBe(true);
    expectError(await q(QUEUE, { after: 'nonsense' }, moderator.token), 'BAD_USER_INPUT', 'Invalid cursor');
  });
});

describe('decisions', () => {
  it('REMOVE_CONTENT: the post is gone for everyone, audited, the author and the reporters notified', async () => {
    const p = await post(ann, 'Remove me');
    ok(await report(bob, 'POST', p, 'HATE'));
    ok(await report(cat, 'POST', p, 'HATE'));
    const c = (await caseFor(p))!;
    const done = ok(await resolve(c.id, 'REMOVE_CONTENT', { note: 'Hate speech' })).resolveReport;
    expect(done).toMatchObject({ status: 'RESOLVED', resolution: 'REMOVE_CONTENT', note: 'Hate speech', resolvedById: moderator.user.id });
    for (const m of [ann, bob, dan]) expectError(await q(READ_POST, { id: p }, m.token), 'NOT_FOUND');
    const [row] = await auditRows(p);
    expect(row).toMatchObject({ actor_id: moderator.user.id, action: 'report.remove_content', target_type: 'post' });
    expect(row.before).toMatchObject({ status: 'OPEN', reportCount: 2, content: { text: 'Remove me' } });
    expect(row.after).toMatchObject({ status: 'RESOLVED', resolution: 'REMOVE_CONTENT', note: 'Hate speech' });
    await noted(bob, 'REPORT_RESOLVED', 'Thanks for your report. We removed the post.');
    await noted(cat, 'REPORT_RESOLVED', 'Thanks for your report. We removed the post.');
    await noted(ann, 'MODERATION_REMOVED', 'A moderator removed your post: Hate speech');
    // Decided once: a second decision is a conflict; the case is no longer in the open queue.
    expectError(await resolve(c.id, 'DISMISS'), 'CONFLICT', 'This report was already resolved');
    expect(await caseFor(p)).toBeUndefined();
    expect(await caseFor(p, 'RESOLVED')).toMatchObject({ resolution: 'REMOVE_CONTENT' });
  }, 90_000);

  it('REMOVE_CONTENT removes a message for everyone and a community', async () => {
    const conversation = ok(await q(CONVERSATION, { id: cat.user.id }, bob.token)).createConversation.id as string;
    const message = ok(await q(SEND, { input: { conversationId: conversation, body: 'threat' } }, bob.token)).sendMessage.id as string;
    ok(await report(cat, 'MESSAGE', message, 'VIOLENCE'));
    ok(await resolve((await caseFor(message))!.id, 'REMOVE_CONTENT'));
    for (const m of [bob, cat]) expectError(await q(READ_MESSAGE, { id: message }, m.token), 'NOT_FOUND');

    const community = ok(await q(COMMUNITY, { input: { name: `Removable ${Date.now()}` } }, bob.token)).createCommunity.id as string;
    ok(await report(cat, 'COMMUNITY', community, 'SPAM'));
    ok(await resolve((await caseFor(community))!.id, 'REMOVE_CONTENT'));
    expectError(await q(READ_COMMUNITY, { id: community }, cat.token), 'NOT_FOUND');
    await noted(cat, 'REPORT_RESOLVED', 'Thanks for your report. We removed the community.');

    // A member is not content.
    const [fay] = await members(stack, 1);
    ok(await report(cat, 'MEMBER', fay.user.id, 'SPAM'));
    expectError(await resolve((await caseFor(fay.user.id))!.id, 'REMOVE_CONTENT'), 'BAD_USER_INPUT', 'A member cannot be removed: warn or suspend them');
  }, 90_000);

  it('WARN: the author reads the note; DISMISS: the reporter hears no violation was found', async () => {
    const p = await post(ann, 'Borderline');
    ok(await report(bob, 'POST', p, 'HARASSMENT'));
    const c = (await caseFor(p))!;
    expectError(await resolve(c.id, 'WARN'), 'BAD_USER_INPUT', 'Write the note the member will read', 'note');
    ok(await resolve(c.id, 'WARN', { note: 'Please keep it civil' }));
    await noted(ann, 'MODERATION_WARNING', 'A moderator warned you about your post: Please keep it civil');
    await noted(bob, 'REPORT_RESOLVED', 'Thanks for your report. We reviewed the post and warned its author.');
    ok(await q(READ_POST, { id: p }, bob.token));

    const fine = await post(ann, 'Perfectly fine');
    ok(await report(cat, 'POST', fine, 'OTHER'));
    ok(await resolve((await caseFor(fine))!.id, 'DISMISS'));
    await noted(cat, 'REPORT_RESOLVED', 'Thanks for your report. We reviewed the post and did not find a violation.');
    ok(await q(READ_POST, { id: fine }, cat.token));
    expect((await auditRows(fine))[0]).toMatchObject({ action: 'report.dismiss', actor_id: moderator.user.id });
  }, 90_000);

  it('SUSPEND: admins only, through the suspension', async () => {
    const [gus] = await members(stack, 1);
    ok(await report(bob, 'MEMBER', gus.user.id, 'SPAM'));
    const c = (await caseFor(gus.user.id))!;
    expectError(await resolve(c.id, 'SUSPEND', { duration: 'P7D' }), 'FORBIDDEN', 'Only admins can suspend members');
    expectError(await resolve(c.id, 'SUSPEND', {}, admin), 'BAD_USER_INPUT', 'Give either a duration or permanent: true');
    ok(await resolve(c.id, 'SUSPEND', { duration: 'P7D', note: 'Spam account' }, admin));
    const [user] = await sql(stack, 'SELECT suspended, suspended_reason FROM accounts.users WHERE id = $1', [gus.user.id]);
    expect(user).toEqual({ suspended: true, suspended_reason: 'Spam account' });
    expectError(await q('{ me { id } }', {}, gus.token), 'UNAUTHENTICATED');
    const rows = await auditRows(gus.user.id);
    expect(rows.some((r) => r.action === 'report.suspend' && r.actor_id === admin.user.id && r.after.permanent === false)).toBe(true);
    await noted(bob, 'REPORT_RESOLVED', 'Thanks for your report. We reviewed the account and suspended the member.');
  }, 90_000);
});

describe('moderators over REST', () => {
  it('GET /admin/reports, GET /admin/reports/{id}, POST /admin/reports/{id}/resolve: moderators only, bad input 400, unknown 404', async () => {
    const api = restClient(() => stack);
    const a = await post(ann, 'REST queue a');
    const b = await post(ann, 'REST queue b');
    // Reporters of their own: the others have used much of their hourly limit above.
    const [hal, ivy] = await members(stack, 2);
    ok(await report(hal, 'POST', a, 'HATE'));
    ok(await report(ivy, 'POST', b, 'SELF_HARM', { details: 'over REST' }));

    // A page at a time, newest report first, the queue's filters in any case.
    const first = expectOk(await api('GET', '/admin/reports?kind=post&limit=1', { token: moderator.token }));
    expect(first.reports.map((c: { targetId: string }) => c.targetId)).toEqual([b]);
    expect(first.reports[0]).toMatchObject({
      kind: 'POST',
      status: 'OPEN',
      reportCount: 1,
      reasons: ['SELF_HARM'],
      automatic: false,
      content: { text: 'REST queue b', authorId: ann.user.id },
    });
    expect(first.reports[0].reports).toEqual([expect.objectContaining({ reporterId: ivy.user.id, reporter: 'Member', reason: 'SELF_HARM', details: 'over REST' })]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = expectOk(await api('GET', `/admin/reports?kind=POST&limit=1&after=${encodeURIComponent(first.pageInfo.endCursor)}`, { token: moderator.token }));
    expect(next.reports.map((c: { targetId: string }) => c.targetId)).toEqual([a]);
    const hateful = expectOk(await api('GET', '/admin/reports?reason=hate', { token: admin.token })).reports.map((c: { targetId: string }) => c.targetId);
    expect(hateful).toContain(a);
    expect(hateful).not.toContain(b);

    // One case.
    const caseA = (await caseFor(a))!.id;
    expect(expectOk(await api('GET', `/admin/reports/${caseA}`, { token: moderator.token })).report).toMatchObject({ id: caseA, targetId: a, reasons: ['HATE'] });

    // Members, anonymous callers, bad input, unknown ids.
    expectFailure(await api('GET', '/admin/reports', { token: bob.token }), 403, { code: 'FORBIDDEN', message: 'Moderators only' });
    expectFailure(await api('GET', `/admin/reports/${caseA}`, { token: bob.token }), 403, { code: 'FORBIDDEN', message: 'Moderators only' });
    expectFailure(await api('POST', `/admin/reports/${caseA}/resolve`, { token: bob.token, body: { action: 'DISMISS' } }), 403, {
      code: 'FORBIDDEN',
      message: 'Moderators only',
    });
    expect((await api('GET', '/admin/reports')).status).toBe(401);
    expect((await api('POST', `/admin/reports/${caseA}/resolve`, { body: { action: 'DISMISS' } })).status).toBe(401);
    const badKind = await api('GET', '/admin/reports?kind=photo', { token: moderator.token });
    expect(badKind.status).toBe(400);
    expect(badKind.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'kind' });
    expect(await api('GET', '/admin/reports?after=nonsense', { token: moderator.token })).toMatchObject({
      status: 400,
      json: expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'Invalid cursor' }),
    });
    const badAction = await api('POST', `/admin/reports/${caseA}/resolve`, { token: moderator.token, body: { action: 'BAN' } });
    expect(badAction.status).toBe(400);
    expect(badAction.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'action' });
    expectFailure(await api('POST', `/admin/reports/${caseA}/resolve`, { token: moderator.token, body: { action: 'WARN' } }), 400, {
      code: 'BAD_USER_INPUT',
      message: 'Write the note the member will read',
      field: 'note',
    });
    expectFailure(await api('GET', `/admin/reports/${UNKNOWN_ID}`, { token: moderator.token }), 404, { code: 'NOT_FOUND', message: 'Report not found' });
    expectFailure(await api('POST', `/admin/reports/${UNKNOWN_ID}/resolve`, { token: moderator.token, body: { action: 'DISMISS' } }), 404, {
      code: 'NOT_FOUND',
      message: 'Report not found',
    });

    // The decision, as resolveReport makes it: audited, the author told, a second one a conflict.
    const warned = expectOk(await api('POST', `/admin/reports/${caseA}/resolve`, { token: moderator.token, body: { action: 'WARN', note: 'Mind your words' } }));
    expect(warned.report).toMatchObject({ id: caseA, status: 'RESOLVED', resolution: 'WARN', note: 'Mind your words', resolvedById: moderator.user.id });
    expect((await auditRows(a))[0]).toMatchObject({ action: 'report.warn', actor_id: moderator.user.id });
    await noted(ann, 'MODERATION_WARNING', 'A moderator warned you about your post: Mind your words');
    expect((await api('POST', `/admin/reports/${caseA}/resolve`, { token: moderator.token, body: { action: 'DISMISS' } })).status).toBe(409);
    expect(expectOk(await api('GET', '/admin/reports?status=resolved&kind=post', { token: moderator.token })).reports.map((c: { id: string }) => c.id)).toContain(caseA);
  }, 90_000);
});

describe('flagged images', () => {
  it('queues each flag of the screening as a report of "Automatic image screening", once', async () => {
    // The screening's table (its contract); created here in the same shape when social has not migrated it.
    await sql(
      stack,
      `CREATE TABLE IF NOT EXISTS social.moderation_flags (
         id text PRIMARY KEY, txid xid8 NOT NULL DEFAULT pg_current_xact_id(), seq bigserial NOT NULL,
         content_kind text NOT NULL, content_id text NOT NULL, author_id text NOT NULL, reason text NOT NULL,
         details jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
    );
    const p = await post(ann, 'Held for its image');
    const media = [{ id: 'm1', url: 'https://cdn.example/m1.jpg', scores: { Porn: 0.91, Hentai: 0.01, Sexy: 0.05, Neutral: 0.02, Drawing: 0.01 } }];
    await sql(
      stack,
      `INSERT INTO social.moderation_flags (id, content_kind, content_id, author_id, reason, details) VALUES ($1, 'POST', $2, $3, 'IMAGE_SCREENING', $4)`,
      [`flag-${p}`, p, ann.user.id, JSON.stringify({ media })],
    );
    const c = await eventually(() => caseFor(p), 30_000);
    expect(c).toMatchObject({
      automatic: true,
      reportCount: 1,
      reasons: ['IMAGE_SCREENING'],
      content: { mediaUrls: ['https://cdn.example/m1.jpg'], authorId: ann.user.id },
    });
    expect(JSON.parse((c as unknown as { content: { screening: string } }).content.screening)).toEqual(media);
    expect((c as unknown as { reports: unknown[] }).reports).toEqual([
      { reporterId: null, reporter: 'Automatic image screening', reason: 'IMAGE_SCREENING', details: null, evidence: null },
    ]);
    // Read again (the cursor set back): still one report.
    await sql(stack, `DELETE FROM admin.flag_cursors`);
    expect(await caseFor(p)).toMatchObject({ reportCount: 1 });
    // Removing it removes the post; the author hears why.
    ok(await resolve(c!.id, 'REMOVE_CONTENT'));
    expectError(await q(READ_POST, { id: p }, bob.token), 'NOT_FOUND');
    await noted(ann, 'MODERATION_REMOVED', 'A moderator removed your post after reviewing its images');
  }, 90_000);
});

// Flagged images that are not posts in the moderation queue (docs/moderation.md,
// docs/image-screening.md): a profile picture held by accounts' screening (its flag in
// accounts.moderation_flags) is queued as a PROFILE_IMAGE case of "Automatic image screening"
// whose target is the member; DISMISS releases it (it becomes their picture), REMOVE_CONTENT
// removes it (its file is gone) and tells the member. The same for an event cover held by the
// events subgraph's screening (EVENT_IMAGE, the target its storage key). The classifier is real;
// the threshold is the test's (SCREENING_PORN_HENTAI_THRESHOLD 0: every image is suspicious).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminCommand, client, eventually, members, ok, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { uploadFiles } from '@pulse/dev-env/media';

const CASE_FIELDS =
  'id kind targetId status reportCount reasons automatic resolution content { text mediaUrls authorId screening } reports { reporterId reporter reason }';
const QUEUE = `query($kind: ReportKind, $status: ReportStatus) { moderationQueue(first: 100, kind: $kind, status: $status) { nodes { ${CASE_FIELDS} } } }`;
const RESOLVE = `mutation($input: ResolveReportInput!) { resolveReport(input: $input) { ${CASE_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id image pendingImage } }`;
const USER = `query($id: ID!) { user(id: $id) { id image pendingImage } }`;
const NOTES = '{ notifications(first: 50) { nodes { type message } } }';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let mod: Member;
let colour = 0;

/** A new picture of ann's chosen as her profile picture: held by the screening. */
async function heldPicture(): Promise<{ key: string; url: string }> {
  colour += 50;
  const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: colour % 256, b: 40 } } })
    .png()
    .toBuffer();
  const { status, body } = await uploadFiles(`${stack.url}/api/users/me/image`, [{ name: 'me.png', bytes, type: 'image/png' }], { token: ann.token });
  expect(status).toBe(200);
  const picture = body as { key: string; url: string };
  expect(ok(await q(UPDATE, { input: { image: picture.key } }, ann.token)).updateProfile.pendingImage).toBe(picture.url);
  return picture;
}
const openCase = (targetId: string, kind = 'PROFILE_IMAGE') =>
  eventually(
    async () =>
      (ok(await q(QUEUE, { kind, status: 'OPEN' }, mod.token)).moderationQueue.nodes as { id: string; targetId: string }[]).find((c) => c.targetId === targetId),
    30_000,
  );

const EVENT = 'query($id: ID!) { event(id: $id) { id imageUrl coverUnderReview } }';
/** An event of ann's whose cover (uploaded through POST /api/events/upload) the screening holds: its id and the cover's URL. */
async function heldCover(): Promise<{ id: string; url: string }> {
  colour += 50;
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: colour % 256, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${stack.url}/api/events/upload`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const start = Math.floor((stack.clock.now().getTime() + 3 * 86_400_000) / 3_600_000) * 3_600_000;
  const input = {
    name: 'Sunrise run',
    description: 'Easy',
    location: 'The park',
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 7_200_000).toISOString(),
    image: url,
  };
  const event = ok(await q('mutation($input: CreateEventInput!) { createEvent(input: $input) { id coverUnderReview } }', { input }, ann.token)).createEvent;
  expect(event.coverUnderReview).toBe(true);
  return { id: event.id, url };
}
const seenByBob = async () => ok(await q(USER, { id: ann.user.id }, bob.token)).user.image as string | null;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SCREENING_PORN_HENTAI_THRESHOLD: '0' } });
  q = client(stack);
  [ann, bob, mod] = await members(stack, 3);
  expect((await adminCommand(stack, 'grant', mod.user.email, '--role', 'moderator')).code).toBe(0);
  mod = {
    ...mod,
    token: ok(await q('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: mod.user.email, password: mod.password } })).login.token,
  };
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('a profile picture held by screening', () => {
  it('is queued as PROFILE_IMAGE of the member, by "Automatic image screening"; DISMISS releases it', async () => {
    const picture = await heldPicture();
    const c = await openCase(ann.user.id);
    expect(c).toMatchObject({
      kind: 'PROFILE_IMAGE',
      automatic: true,
      reportCount: 1,
      reasons: ['IMAGE_SCREENING'],
      content: { mediaUrls: [picture.url], authorId: ann.user.id },
    });
    expect(JSON.parse((c as unknown as { content: { screening: string } }).content.screening)[0]).toMatchObject({ id: picture.key, url: picture.url });
    expect((c as unknown as { reports: unknown[] }).reports).toEqual([{ reporterId: null, reporter: 'Automatic image screening', reason: 'IMAGE_SCREENING' }]);
    expect(await seenByBob()).toBeNull();
    expect(ok(await q(RESOLVE, { input: { id: c.id, action: 'DISMISS' } }, mod.token)).resolveReport).toMatchObject({ status: 'RESOLVED', resolution: 'DISMISS' });
    expect(await seenByBob()).toBe(picture.url);
  }, 120_000);

  it('REMOVE_CONTENT removes it: the previous picture stays, the file is gone, the member is told', async () => {
    const previous = await seenByBob();
    const picture = await heldPicture();
    const c = await openCase(ann.user.id);
    ok(await q(RESOLVE, { input: { id: c.id, action: 'REMOVE_CONTENT' } }, mod.token));
    expect(ok(await q(USER, { id: ann.user.id }, ann.token)).user).toMatchObject({ image: previous, pendingImage: null });
    expect((await fetch(`${stack.url}${picture.url}`)).status).toBe(404);
    expect(await sql(stack, 'SELECT 1 FROM accounts.profile_images WHERE key = $1', [picture.key])).toHaveLength(0);
    await eventually(async () =>
      (ok(await q(NOTES, {}, ann.token)).notifications.nodes as { message: string }[]).some(
        (n) => n.message === 'A moderator removed your profile picture after reviewing it',
      ),
    );
  }, 120_000);
});

describe('an event cover held by screening', () => {
  it('is queued as EVENT_IMAGE of its key, with what names it; DISMISS releases it, REMOVE_CONTENT removes it', async () => {
    const first = await heldCover();
    const key = first.url.slice('/media/'.length);
    const c = await openCase(key, 'EVENT_IMAGE');
    expect(c).toMatchObject({ kind: 'EVENT_IMAGE', automatic: true, content: { mediaUrls: [first.url], authorId: ann.user.id } });
    expect(ok(await q(EVENT, { id: first.id }, bob.token)).event.imageUrl).toBeNull();
    ok(await q(RESOLVE, { input: { id: c.id, action: 'DISMISS' } }, mod.token));
    expect(ok(await q(EVENT, { id: first.id }, bob.token)).event.imageUrl).toBe(first.url);

    const second = await heldCover();
    const removed = await openCase(second.url.slice('/media/'.length), 'EVENT_IMAGE');
    ok(await q(RESOLVE, { input: { id: removed.id, action: 'REMOVE_CONTENT' } }, mod.token));
    expect(ok(await q(EVENT, { id: second.id }, ann.token)).event).toMatchObject({ imageUrl: null, coverUnderReview: false });
    expect((await fetch(`${stack.url}${second.url}`)).status).toBe(404);
    await eventually(async () =>
      (ok(await q(NOTES, {}, ann.token)).notifications.nodes as { message: string }[]).some((n) => n.message === 'A moderator removed your image after reviewing it'),
    );
  }, 120_000);
});

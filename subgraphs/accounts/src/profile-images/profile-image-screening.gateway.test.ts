// Profile pictures are screened before others see them (issue 23 item 3, docs/image-screening.md),
// through the real gateway: a clean picture becomes the member's at once; one whose verdict is not
// in yet is pending (only its member sees it, "Under review") until the background screening
// settles it; a suspicious one is held and flagged in accounts.moderation_flags in the same
// transaction, and a moderator (never a member) releases or removes it. The classifier is real;
// the thresholds are the test's, set in accounts' configuration (0: every image is suspicious).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminCommand, client, eventually, expectError, members, ok, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { uploadFiles } from '@pulse/dev-env/media';
import type { ScreeningSettings } from '@pulse/kit/media/screening';
import { eraseMember, exportMember, servicesOf } from '@pulse/dev-env/member-data';
import { accounts } from '../index.js';

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id image pendingImage } }`;
const USER = `query($id: ID!) { user(id: $id) { id image pendingImage } }`;
const RELEASE = `mutation($id: ID!) { releaseProfileImage(memberId: $id) { id image pendingImage } }`;
const REMOVE = `mutation($id: ID!) { moderatorRemoveProfileImage(memberId: $id) { id image pendingImage } }`;

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let mod: Member;
let settings: ScreeningSettings;
let colour = 0;

/** Uploads a new small picture of the member's (ann's unless told; another colour each time) and answers its key. */
async function upload(by: Member = ann): Promise<{ key: string; url: string }> {
  colour += 40;
  const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: colour % 256, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const { status, body } = await uploadFiles(`${stack.url}/api/users/me/image`, [{ name: 'me.png', bytes, type: 'image/png' }], { token: by.token });
  expect(status).toBe(200);
  return body as { key: string; url: string };
}
const verdictOf = async (key: string) => (await sql(stack, 'SELECT status FROM accounts.profile_image_screenings WHERE key = $1', [key]))[0]?.status as string;
const seen = async (by: Member) => ok(await q(USER, { id: ann.user.id }, by.token)).user as { image: string | null; pendingImage: string | null };

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SCREENING_PORN_HENTAI_THRESHOLD: '0' } });
  q = client(stack);
  [ann, bob, mod] = await members(stack, 3);
  expect((await adminCommand(stack, 'grant', mod.user.email, '--role', 'moderator')).code).toBe(0);
  mod = {
    ...mod,
    token: ok(await q('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: mod.user.email, password: mod.password } })).login.token,
  };
  // The running accounts subgraph's settings: each describe sets the thresholds it needs.
  settings = stack.subgraphs.find((s) => s.name === 'accounts')!.services.config.profileImageScreening;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('a clean picture', () => {
  it('becomes the picture at once', async () => {
    settings.pornHentaiThreshold = 2;
    const { key, url } = await upload();
    expect(ok(await q(UPDATE, { input: { image: key } }, ann.token)).updateProfile).toMatchObject({ image: url, pendingImage: null });
    expect(await seen(bob)).toEqual({ id: ann.user.id, image: url, pendingImage: null });
  });

  it('is pending while its verdict is not in (only its member sees it), then becomes the picture', async () => {
    settings.pornHentaiThreshold = 2;
    const before = (await seen(bob)).image;
    const { key, url } = await upload();
    // The verdict of the upload is in; it is set back to PENDING and not awaited, so choosing the picture starts its screening again and does not wait for it.
    await eventually(async () => (await verdictOf(key)) === 'DONE');
    await sql(stack, `UPDATE accounts.profile_image_screenings SET status = 'PENDING', scores = NULL WHERE key = $1`, [key]);
    settings.publishWaitMs = 0;
    try {
      expect(ok(await q(UPDATE, { input: { image: key } }, ann.token)).updateProfile).toMatchObject({ image: before, pendingImage: url });
    } finally {
      settings.publishWaitMs = 10_000;
    }
    expect(await seen(bob)).toMatchObject({ image: before, pendingImage: null });
    await eventually(async () => (await seen(bob)).image === url);
    expect(await seen(ann)).toMatchObject({ image: url, pendingImage: null });
  });
});

describe('a suspicious picture', () => {
  let held: { key: string; url: string };
  let current: string | null;

  it('is held: its member sees it under review, others keep the previous picture, a flag is written in the same transaction', async () => {
    settings.pornHentaiThreshold = 0;
    current = (await seen(bob)).image;
    held = await upload();
    expect(ok(await q(UPDATE, { input: { image: held.key } }, ann.token)).updateProfile).toMatchObject({ image: current, pendingImage: held.url });
    expect(await seen(ann)).toMatchObject({ image: current, pendingImage: held.url });
    expect(await seen(bob)).toMatchObject({ image: current, pendingImage: null });
    const flags = await sql(
      stack,
      `SELECT f.content_kind, f.content_id, f.author_id, f.reason, f.details, f.txid::text AS txid, p.xmin::text AS xmin
         FROM accounts.moderation_flags f JOIN accounts.pending_profile_images p ON p.user_id = f.content_id
        WHERE f.content_id = $1`,
      [ann.user.id],
    );
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ content_kind: 'PROFILE_IMAGE', content_id: ann.user.id, author_id: ann.user.id, reason: 'IMAGE_SCREENING' });
    expect(flags[0].details.media).toEqual([{ id: held.key, url: held.url, scores: expect.objectContaining({ Porn: expect.any(Number), Neutral: expect.any(Number) }) }]);
    // The held row and its flag were written by one transaction (xmin is the low 32 bits of the xid8).
    expect(BigInt(flags[0].txid) & 0xffffffffn).toBe(BigInt(flags[0].xmin));
    // Sending the same picture again (a form sending the whole profile back) changes nothing and flags nothing more.
    ok(await q(UPDATE, { input: { image: held.url } }, ann.token));
    expect(await sql(stack, 'SELECT 1 FROM accounts.moderation_flags WHERE content_id = $1', [ann.user.id])).toHaveLength(1);
  });

  it('is released by a moderator only: members (its own included) are refused', async () => {
    expectError(await q(RELEASE, { id: ann.user.id }, bob.token), 'FORBIDDEN');
    expectError(await q(RELEASE, { id: ann.user.id }, ann.token), 'FORBIDDEN');
    expectError(await q(REMOVE, { id: ann.user.id }, ann.token), 'FORBIDDEN');
    expect(ok(await q(RELEASE, { id: ann.user.id }, mod.token)).releaseProfileImage).toMatchObject({ image: held.url, pendingImage: null });
    expect(await seen(bob)).toMatchObject({ image: held.url });
    expectError(await q(RELEASE, { id: ann.user.id }, mod.token), 'NOT_FOUND');
  });

  it('is removed by a moderator: the previous picture stays, the file is gone, it cannot be chosen again', async () => {
    settings.pornHentaiThreshold = 0;
    const previous = (await seen(bob)).image;
    const second = await upload();
    expect(ok(await q(UPDATE, { input: { image: second.key } }, ann.token)).updateProfile).toMatchObject({ image: previous, pendingImage: second.url });
    expect(ok(await q(REMOVE, { id: ann.user.id }, mod.token)).moderatorRemoveProfileImage).toMatchObject({ image: previous, pendingImage: null });
    expect(await seen(ann)).toMatchObject({ image: previous, pendingImage: null });
    expect((await fetch(`${stack.url}${second.url}`)).status).toBe(404);
    expectError(await q(UPDATE, { input: { image: second.key } }, ann.token), 'BAD_USER_INPUT');
    // Nothing held: the current picture is what a removal takes; then there is nothing to remove.
    expect(ok(await q(REMOVE, { id: ann.user.id }, mod.token)).moderatorRemoveProfileImage).toMatchObject({ image: null });
    expectError(await q(REMOVE, { id: ann.user.id }, mod.token), 'NOT_FOUND');
  });
});

describe('a banner (issue 24)', () => {
  const BANNER = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id image pendingImage banner pendingBanner } }`;
  const BANNER_OF = `query($id: ID!) { user(id: $id) { image pendingImage banner pendingBanner } }`;
  const release = `mutation($id: ID!) { releaseProfileImage(memberId: $id) { banner pendingBanner } }`;

  it('is screened as the picture is, apart from it: clean at once, suspicious held for a moderator, released with the case', async () => {
    const [dee] = await members(stack, 1);
    const bannerOf = async (by: Member) => ok(await q(BANNER_OF, { id: dee.user.id }, by.token)).user;
    settings.pornHentaiThreshold = 2;
    const clean = await upload(dee);
    expect(ok(await q(BANNER, { input: { banner: clean.key } }, dee.token)).updateProfile).toMatchObject({ image: null, banner: clean.url, pendingBanner: null });
    expect(await bannerOf(bob)).toEqual({ image: null, pendingImage: null, banner: clean.url, pendingBanner: null });

    // Held: the picture's slot is untouched, others keep the previous banner, the case is flagged.
    settings.pornHentaiThreshold = 0;
    const held = await upload(dee);
    expect(ok(await q(BANNER, { input: { banner: held.key } }, dee.token)).updateProfile).toMatchObject({
      banner: clean.url,
      pendingBanner: held.url,
      pendingImage: null,
    });
    expect(await bannerOf(bob)).toEqual({ image: null, pendingImage: null, banner: clean.url, pendingBanner: null });
    const flags = await sql(stack, 'SELECT content_kind, details FROM accounts.moderation_flags WHERE content_id = $1', [dee.user.id]);
    expect(flags).toEqual([{ content_kind: 'PROFILE_IMAGE', details: { media: [expect.objectContaining({ id: held.key, url: held.url })] } }]);
    // A picture chosen meanwhile waits apart from the banner.
    const picture = await upload(dee);
    expect(ok(await q(BANNER, { input: { image: picture.key } }, dee.token)).updateProfile).toMatchObject({ pendingImage: picture.url, pendingBanner: held.url });

    expect(ok(await q(release, { id: dee.user.id }, mod.token)).releaseProfileImage).toEqual({ banner: held.url, pendingBanner: null });
    expect(await bannerOf(bob)).toEqual({ image: picture.url, pendingImage: null, banner: held.url, pendingBanner: null });
    // Empty removes it.
    expect(ok(await q(BANNER, { input: { banner: '' } }, dee.token)).updateProfile).toMatchObject({ banner: null, image: picture.url });
  });
});

describe('member data', () => {
  it('exports the picture under review, the verdicts and the flag; erases them with the member', async () => {
    settings.pornHentaiThreshold = 0;
    const [cat] = await members(stack, 1);
    const picture = await upload(cat);
    expect(ok(await q(UPDATE, { input: { image: picture.key } }, cat.token)).updateProfile.pendingImage).toBe(picture.url);
    const services = servicesOf(stack, 'accounts');
    const { json } = await exportMember(accounts, services, cat.user.id);
    const screening = json['screening'] as {
      verdicts: { mediaId: string; status: string }[];
      pending: { url: string; held: boolean };
      heldForReview: { kind: string }[];
    };
    expect(screening.verdicts).toEqual([expect.objectContaining({ mediaId: picture.key, status: 'DONE' })]);
    expect(screening.pending).toMatchObject({ url: picture.url, held: true });
    expect(screening.heldForReview).toEqual([expect.objectContaining({ kind: 'PROFILE_IMAGE', reason: 'IMAGE_SCREENING' })]);

    await eraseMember(accounts, services, cat.user.id);
    for (const table of ['profile_image_screenings', 'pending_profile_images'])
      expect(await sql(stack, `SELECT 1 FROM accounts.${table} WHERE user_id = $1`, [cat.user.id]), table).toEqual([]);
    expect(await sql(stack, 'SELECT 1 FROM accounts.moderation_flags WHERE author_id = $1', [cat.user.id])).toEqual([]);
    expect((await fetch(`${stack.url}${picture.url}`)).status).toBe(404);
  });
});

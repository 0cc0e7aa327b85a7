// Image screening of event covers and product photos through the real gateway (issue 23 item 3,
// docs/image-screening.md "Events images"): a clean image is published wherever it is named; a
// suspicious one (or one that cannot be classified) is held when an event or product first names
// it: its uploader sees it under review, everyone else gets the event or product without it; it
// is flagged once in events.moderation_flags; a moderator releases it or removes it, members are
// refused.
//
// The classifier is real (nsfwjs's model, run on each uploaded image); the thresholds are the
// test's: SCREENING_PORN_HENTAI_THRESHOLD 0 makes every image suspicious, so a harmless
// solid-colour PNG exercises the held path; the clean path raises events' thresholds above what
// any score reaches (2: "never") for its own test, through the same configuration object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommand, client, expectError, members, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { png } from '@pulse/dev-env/media';
import type { ScreeningSettings } from '@pulse/kit/media/screening';
import { eraseMember, exportMember, servicesOf } from '@pulse/dev-env/member-data';
import { events } from '../index.js';
import { missingImageKey } from './authz.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let mod: Member;
let admin: Member;

const EVENT_FIELDS = 'id imageUrl coverUnderReview';
const CREATE_EVENT = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
const EVENT = `query($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;
const PRODUCT_FIELDS = 'id images imagesUnderReview';
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;
const RELEASE = 'mutation($key: String!) { releaseEventImage(key: $key) }';
const REMOVE = 'mutation($key: String!) { moderatorRemoveEventImage(key: $key) }';
const FOR_MODERATION = 'query($key: String!) { eventImageForModeration(key: $key) { key url uploaderId usedBy } }';

const DAY = 86_400_000;
const eventInput = (extra: Record<string, unknown> = {}) => {
  const start = Math.floor((stack.clock.now().getTime() + 3 * DAY) / 3_600_000) * 3_600_000;
  return {
    name: 'Sunrise run',
    description: 'Five easy kilometres',
    location: 'Golden Gate Park',
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 7_200_000).toISOString(),
    ...extra,
  };
};
const productInput = (images: string[]) => ({
  name: 'Kettlebell',
  description: 'Cast iron',
  priceMinor: 4999,
  currency: 'usd',
  stock: 10,
  images,
  shippingOptions: [{ id: 'standard', label: 'Standard', priceMinor: 500 }],
});
const keyOf = (url: string) => url.slice('/media/'.length);
const flagsOf = (key: string) => sql(stack, 'SELECT * FROM events.moderation_flags WHERE content_id = $1', [key]);

/** An image uploaded by the member through POST /api/events/upload: its URL. */
async function upload(m: Member, width = 40): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await png(width, 30))], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${stack.url}/api/events/upload`, { method: 'POST', headers: { authorization: `Bearer ${m.token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** The event as each viewer gets it: the organiser, another member, a moderator (events are for members). */
async function eventSeenBy(id: string) {
  const [own, other, moderator] = await Promise.all([q(EVENT, { id }, ann.token), q(EVENT, { id }, bob.token), q(EVENT, { id }, mod.token)]);
  return { own: ok(own).event, other: ok(other).event, moderator: ok(moderator).event };
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', ADMIN_EMAILS: 'screening-admin@example.com', SCREENING_PORN_HENTAI_THRESHOLD: '0' } });
  q = client(stack);
  [ann, bob, mod] = await members(stack, 3);
  admin = await registerMember(stack, { email: 'screening-admin@example.com' });
  const granted = await adminCommand(stack, 'grant', mod.user.email, '--role', 'moderator');
  expect(granted.code).toBe(0);
  const login = ok(await q('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: mod.user.email, password: mod.password } }));
  mod = { ...mod, token: login.login.token };
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('a clean image', () => {
  it('is published wherever it is named: a cover and a product photo, no flag', async () => {
    const settings = stack.subgraphs.find((s) => s.name === 'events')!.services.config.imageScreening as ScreeningSettings;
    const lowered = { ...settings };
    Object.assign(settings, { pornHentaiThreshold: 2, sexyThreshold: 2 });
    try {
      const cover = await upload(ann);
      const event = ok(await q(CREATE_EVENT, { input: eventInput({ image: cover }) }, ann.token)).createEvent;
      expect(event).toMatchObject({ imageUrl: cover, coverUnderReview: false });
      const seen = await eventSeenBy(event.id);
      for (const viewer of [seen.own, seen.other, seen.moderator]) expect(viewer).toMatchObject({ imageUrl: cover, coverUnderReview: false });
      const photo = await upload(admin);
      const product = ok(await q(CREATE_PRODUCT, { input: productInput([photo]) }, admin.token)).createProduct;
      expect(ok(await q(PRODUCT, { id: product.id }, bob.token)).product).toMatchObject({ images: [photo], imagesUnderReview: [] });
      const rows = await sql(stack, 'SELECT key, status, review, scores FROM events.media_screenings WHERE key = ANY($1) ORDER BY key', [[keyOf(cover), keyOf(photo)]]);
      expect(rows.map((r) => [r.status, r.review])).toEqual([
        ['DONE', 'PUBLISHED'],
        ['DONE', 'PUBLISHED'],
      ]);
      expect(Object.keys(rows[0].scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
      expect(await flagsOf(keyOf(cover))).toEqual([]);
      // Published once, it stays published when named again, whatever the thresholds say now.
      Object.assign(settings, lowered);
      const again = ok(await q(CREATE_EVENT, { input: eventInput({ name: 'Second run', image: cover }) }, ann.token)).createEvent;
      expect(ok(await q(EVENT, { id: again.id }, bob.token)).event.imageUrl).toBe(cover);
    } finally {
      Object.assign(settings, lowered);
    }
  });
});

describe('a suspicious cover', () => {
  let eventId: string;
  let cover: string;

  it('is held: the organiser who uploaded it sees it under review, nobody else gets its URL', async () => {
    cover = await upload(ann);
    const event = ok(await q(CREATE_EVENT, { input: eventInput({ image: cover }) }, ann.token)).createEvent;
    eventId = event.id;
    expect(event).toMatchObject({ imageUrl: cover, coverUnderReview: true });
    const seen = await eventSeenBy(eventId);
    expect(seen.own).toMatchObject({ imageUrl: cover, coverUnderReview: true });
    expect(seen.other).toMatchObject({ imageUrl: null, coverUnderReview: false });
    expect(seen.moderator).toMatchObject({ imageUrl: null, coverUnderReview: false });
    const list = ok(await q('{ events(first: 100) { nodes { id imageUrl } } }', {}, bob.token)).events.nodes as { id: string; imageUrl: string | null }[];
    expect(list.find((e) => e.id === eventId)).toEqual({ id: eventId, imageUrl: null });
  });

  it('is flagged once, in the contract the moderation queue reads, with the real scores', async () => {
    const flags = await flagsOf(keyOf(cover));
    expect(flags).toHaveLength(1);
    const [flag] = flags;
    expect(flag).toMatchObject({ content_kind: 'EVENT_IMAGE', content_id: keyOf(cover), author_id: ann.user.id, reason: 'IMAGE_SCREENING' });
    expect(typeof flag.txid).toBe('string');
    expect(flag.details.media).toEqual([{ id: keyOf(cover), url: cover, scores: expect.objectContaining({ Porn: expect.any(Number), Neutral: expect.any(Number) }) }]);
    // Named again (another event of the organiser's): still held, still one flag.
    const again = ok(await q(CREATE_EVENT, { input: eventInput({ name: 'Rerun', image: cover }) }, ann.token)).createEvent;
    expect(ok(await q(EVENT, { id: again.id }, bob.token)).event.imageUrl).toBeNull();
    expect(await flagsOf(keyOf(cover))).toHaveLength(1);
  });

  it('is for moderators only: members (its uploader too) are refused, anonymous must sign in', async () => {
    for (const document of [RELEASE, REMOVE, FOR_MODERATION]) {
      expectError(await q(document, { key: keyOf(cover) }, ann.token), 'FORBIDDEN');
      expectError(await q(document, { key: keyOf(cover) }, bob.token), 'FORBIDDEN');
      expectError(await q(document, { key: keyOf(cover) }), 'UNAUTHENTICATED');
    }
  });

  it('is shown to a moderator with its uploader and what names it', async () => {
    const image = ok(await q(FOR_MODERATION, { key: keyOf(cover) }, mod.token)).eventImageForModeration;
    expect(image.key).toBe(keyOf(cover));
    expect(image.url).toBe(cover);
    expect(image.uploaderId).toBe(ann.user.id);
    expect(image.usedBy).toContain(eventId);
    expect(image.usedBy).toHaveLength(2);
  });

  it('is published everywhere it is named once a moderator releases it; a second release finds nothing held', async () => {
    expect(ok(await q(RELEASE, { key: keyOf(cover) }, mod.token)).releaseEventImage).toBe(keyOf(cover));
    const seen = await eventSeenBy(eventId);
    expect(seen.own).toMatchObject({ imageUrl: cover, coverUnderReview: false });
    expect(seen.other).toMatchObject({ imageUrl: cover, coverUnderReview: false });
    expectError(await q(RELEASE, { key: keyOf(cover) }, mod.token), 'NOT_FOUND', 'Image not found');
    expectError(await q(REMOVE, { key: keyOf(cover) }, mod.token), 'NOT_FOUND', 'Image not found');
  });

  it('sent as the spec’s data URL is stored, screened and held the same way', async () => {
    const dataUrl = `data:image/png;base64,${Buffer.from(await png(20, 20)).toString('base64')}`;
    const event = ok(await q(CREATE_EVENT, { input: eventInput({ image: dataUrl }) }, ann.token)).createEvent;
    expect(event.coverUnderReview).toBe(true);
    expect(event.imageUrl).toMatch(/^\/media\/e-c/);
    expect(ok(await q(EVENT, { id: event.id }, bob.token)).event.imageUrl).toBeNull();
    expect(await flagsOf(keyOf(event.imageUrl))).toHaveLength(1);
  });
});

describe('a suspicious product photo', () => {
  it('is left out for members and shown to the admin who uploaded it; a moderator removes it everywhere', async () => {
    const photo = await upload(admin, 48);
    const product = ok(await q(CREATE_PRODUCT, { input: productInput([photo]) }, admin.token)).createProduct;
    expect(product).toMatchObject({ images: [photo], imagesUnderReview: [photo] });
    expect(ok(await q(PRODUCT, { id: product.id }, bob.token)).product).toMatchObject({ images: [], imagesUnderReview: [] });
    expect(ok(await q(FOR_MODERATION, { key: keyOf(photo) }, mod.token)).eventImageForModeration).toMatchObject({ uploaderId: admin.user.id, usedBy: [product.id] });

    expect(ok(await q(REMOVE, { key: keyOf(photo) }, mod.token)).moderatorRemoveEventImage).toBe(keyOf(photo));
    expect(ok(await q(PRODUCT, { id: product.id }, admin.token)).product).toMatchObject({ images: [], imagesUnderReview: [] });
    expect((await fetch(`${stack.url}${photo}`)).status).toBe(404);
    expect(ok(await q(FOR_MODERATION, { key: keyOf(photo) }, mod.token)).eventImageForModeration.usedBy).toEqual([]);
    // Removed for good: naming it again is refused, and there is nothing held to release.
    expectError(
      await q(UPDATE_PRODUCT, { id: product.id, input: productInput([photo]) }, admin.token),
      'BAD_USER_INPUT',
      'This image was removed by a moderator',
      'images',
    );
    expectError(await q(RELEASE, { key: keyOf(photo) }, mod.token), 'NOT_FOUND', 'Image not found');
  });

  it('stays on the product when an admin who was not shown it saves the edit form', async () => {
    const held = await upload(ann, 48);
    const clean = ok(await q(CREATE_PRODUCT, { input: productInput([]) }, admin.token)).createProduct;
    // Ann uploaded it, the admin named it: held, and the admin's answers leave it out.
    expect(ok(await q(UPDATE_PRODUCT, { id: clean.id, input: productInput([held]) }, admin.token)).updateProduct).toMatchObject({ images: [], imagesUnderReview: [] });
    // The form holds what the admin sees (nothing): saving it keeps the photo under review.
    ok(await q(UPDATE_PRODUCT, { id: clean.id, input: productInput([]) }, admin.token));
    expect(ok(await q(FOR_MODERATION, { key: keyOf(held) }, mod.token)).eventImageForModeration.usedBy).toEqual([clean.id]);
    ok(await q(RELEASE, { key: keyOf(held) }, mod.token));
    expect(ok(await q(PRODUCT, { id: clean.id }, bob.token)).product.images).toEqual([held]);
  });

  it('that cannot be classified is held too (fail closed), flagged with no scores and why', async () => {
    const key = missingImageKey();
    const product = ok(await q(CREATE_PRODUCT, { input: productInput([]) }, admin.token)).createProduct;
    const updated = ok(await q(UPDATE_PRODUCT, { id: product.id, input: productInput([`/media/${key}`]) }, admin.token)).updateProduct;
    expect(updated.imagesUnderReview).toEqual([`/media/${key}`]);
    expect(ok(await q(PRODUCT, { id: product.id }, bob.token)).product.images).toEqual([]);
    const [flag] = await flagsOf(key);
    expect(flag.details.media).toEqual([{ id: key, url: `/media/${key}`, scores: null, failure: 'FAILED' }]);
  });
});

describe('moderating a key screening does not hold', () => {
  it('answers NOT_FOUND (release, remove) or null (lookup) for unknown and malformed keys, never a 500 (fuzzed)', async () => {
    const keys = [missingImageKey(), '', ' ', 'e-', '../../etc/passwd', 'p-c000000000000000000000001.png', "e-c'; DROP TABLE events.events; --.png", '😀'];
    for (const key of keys) {
      expectError(await q(RELEASE, { key }, mod.token), 'NOT_FOUND', 'Image not found');
      expectError(await q(REMOVE, { key }, admin.token), 'NOT_FOUND', 'Image not found');
      expect(ok(await q(FOR_MODERATION, { key }, mod.token)).eventImageForModeration).toBeNull();
    }
    // Longer than any key the upload hands out: refused at the edge, with the argument named.
    const long = 'e-'.padEnd(5000, 'x');
    expectError(await q(RELEASE, { key: long }, mod.token), 'BAD_USER_INPUT');
    expectError(await q(FOR_MODERATION, { key: long }, mod.token), 'BAD_USER_INPUT');
  });
});

describe('member data', () => {
  it('exports the verdicts and flags on the member’s images; erasing them first takes a held image out of what names it', async () => {
    const photo = await upload(admin, 56);
    const product = ok(await q(CREATE_PRODUCT, { input: productInput([photo]) }, admin.token)).createProduct;
    const services = servicesOf(stack, 'events');
    const { json } = await exportMember(events, services, admin.user.id);
    const screening = json['image-screening'] as { images: { mediaId: string; review: string }[]; heldForReview: { kind: string; contentId: string }[] };
    expect(screening.images).toContainEqual(expect.objectContaining({ mediaId: keyOf(photo), review: 'HELD', status: 'DONE' }));
    expect(screening.heldForReview).toContainEqual(expect.objectContaining({ kind: 'EVENT_IMAGE', contentId: keyOf(photo), reason: 'IMAGE_SCREENING' }));

    await eraseMember(events, services, admin.user.id);
    await eraseMember(events, services, admin.user.id);
    expect(await sql(stack, 'SELECT key FROM events.media_screenings WHERE user_id = $1', [admin.user.id])).toEqual([]);
    expect(await sql(stack, 'SELECT id FROM events.moderation_flags WHERE author_id = $1', [admin.user.id])).toEqual([]);
    // Without its row the image would read as never screened: it is no longer named, and its file is gone.
    expect(await sql(stack, 'SELECT id FROM events.shop_products WHERE images @> jsonb_build_array($1::text)', [photo])).toEqual([]);
    expect(ok(await q(PRODUCT, { id: product.id }, bob.token)).product?.images ?? []).toEqual([]);
    expect((await fetch(`${stack.url}${photo}`)).status).toBe(404);
  });
});

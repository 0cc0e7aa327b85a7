// Post media as the composer sends it: real multipart uploads (fetch + FormData) to the
// gateway's POST /api/posts/media, proxied to the social subgraph, files read back through
// GET /media/:key, and a post created with the URLs; against a fresh database and a
// temporary storage directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { download as downloadUrl, jpegWithGps, mp4, png, storedFiles as storedFilesIn, uploadFiles, type Upload } from '@pulse/dev-env/media';
import { gql, type Member, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { isOwnMediaUrl, ownMediaType } from './post-media.js';
import { POST_MEDIA_UPLOADS_PER_HOUR } from './upload-media.js';

const NOT_MEDIA = 'Only images and videos can be uploaded';
/** The stack under test refuses videos over 1 MiB, so the limit can be measured cheaply. */
const MAX_VIDEO = 1024 * 1024;
const MAX_IMAGE = 5 * 1024 * 1024;
const POST_MEDIA_URL = /^\/media\/p-c[0-9a-z]{24}\.(jpg|png|gif|webp|mp4|webm|mov)$/;

let stack: Stack;
let storageDir: string;
let ann: Member;

const upload = (files: Upload[], token: string | null = ann.token, headers: Record<string, string> = {}) =>
  uploadFiles(`${stack.url}/api/posts/media`, files, { token, headers });
const download = (url: string, headers: Record<string, string> = {}) => downloadUrl(`${stack.url}${url}`, headers);
const storedFiles = () => storedFilesIn(storageDir);

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-post-media-'));
  stack = await startStack({ env: { STORAGE_DIR: storageDir, MEDIA_MAX_VIDEO_BYTES: String(MAX_VIDEO) } });
  ann = await registerMember(stack);
});

afterAll(async () => {
  await stack?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('POST /api/posts/media', () => {
  it('stores a photo without its EXIF and GPS data and serves it back through the gateway', async () => {
    const { status, body } = await upload([{ name: 'run.jpg', bytes: await jpegWithGps(), type: 'image/jpeg' }]);
    expect(status).toBe(200);
    expect(body).toEqual({ medias: [{ url: expect.stringMatching(POST_MEDIA_URL), type: 'image/jpeg' }] });
    const { res, bytes } = await download(body.medias[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const after = await sharp(bytes).metadata();
    expect([after.format, after.width, after.height, after.exif]).toEqual(['jpeg', 64, 48, undefined]);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('takes up to four images and videos in the order sent, typed from their bytes, and a post can carry them', async () => {
    const { status, body } = await upload([
      { name: 'a.png', bytes: await png() },
      // The name and claimed type say JPEG; the bytes say MP4, and the bytes win.
      { name: 'b.jpg', bytes: mp4(4096), type: 'image/jpeg' },
      { name: 'c.jpg', bytes: await jpegWithGps() },
      { name: 'd.png', bytes: await png() },
    ]);
    expect(status).toBe(200);
    expect(body.medias.map((m: any) => m.type)).toEqual(['image/png', 'video/mp4', 'image/jpeg', 'image/png']);
    expect(body.medias.every((m: any) => isOwnMediaUrl(m.url))).toBe(true);

    const video = await download(body.medias[1].url, { range: 'bytes=0-99' });
    expect([video.res.status, video.res.headers.get('content-range'), video.bytes.length]).toEqual([206, 'bytes 0-99/4096', 100]);

    const created = await gql(
      stack.graphqlUrl,
      `mutation($input: CreatePostInput!) { createPost(input: $input) { id medias { url type } } }`,
      { input: { content: 'Morning session', medias: body.medias } },
      ann.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createPost.medias).toEqual(body.medias);
  });

  it('refuses a text file named photo.jpg and an empty file, storing nothing', async () => {
    const before = storedFiles().length;
    const text = await upload([{ name: 'photo.jpg', bytes: Buffer.from('just some text, honest'), type: 'image/jpeg' }]);
    expect(text).toEqual({ status: 400, body: { message: NOT_MEDIA, code: 'BAD_USER_INPUT', field: 'files' } });
    expect((await upload([{ name: 'empty.jpg', bytes: Buffer.alloc(0) }])).body.message).toBe(NOT_MEDIA);
    // Starts like a JPEG, is not one.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]);
    expect((await upload([{ name: 'broken.jpg', bytes: fake }])).body.message).toBe(NOT_MEDIA);
    // One bad file among good ones: none is kept.
    const mixed = await upload([
      { name: 'ok.png', bytes: await png() },
      { name: 'notes.jpg', bytes: Buffer.from('hello') },
    ]);
    expect([mixed.status, mixed.body.message]).toEqual([400, NOT_MEDIA]);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over 5 MB and a video over its limit with 413 File too large', async () => {
    // Uncompressed noise: a real, decodable PNG of about 5.9 MB.
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_IMAGE);
    expect(await upload([{ name: 'big.png', bytes: big }])).toEqual({ status: 413, body: { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' } });
    expect((await upload([{ name: 'max.mp4', bytes: mp4(MAX_VIDEO) }])).status).toBe(200);
    expect(await upload([{ name: 'over.mp4', bytes: mp4(MAX_VIDEO + 1) }])).toEqual({ status: 413, body: { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses more than four files, and none at all', async () => {
    const one = await png();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: one }));
    expect(await upload(five)).toEqual({ status: 400, body: { message: 'You can upload at most 4 files at once', code: 'BAD_USER_INPUT', field: 'files' } });
    const form = new FormData();
    form.append('caption', 'no files here');
    const res = await fetch(`${stack.url}/api/posts/media`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
    expect([res.status, await res.json()]).toEqual([400, { message: 'Choose at least one image or video to upload', code: 'BAD_USER_INPUT', field: 'files' }]);
  });

  it('asks the signed-out to log in, and refuses dead tokens', async () => {
    const file = [{ name: 'x.png', bytes: await png() }];
    // Without a token, the REST CSRF rule wants a preflight-forcing header first.
    expect((await upload(file, null)).body.code).toBe('CSRF_REJECTED');
    expect(await upload(file, null, { 'apollo-require-preflight': 'true' })).toEqual({
      status: 401,
      body: { message: 'Please log in to post', code: 'UNAUTHENTICATED' },
    });
    const forged = await upload(file, 'not-a-jwt');
    expect([forged.status, forged.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('upload rate limit', () => {
  it('refuses a member past the hourly number of uploads with 429 and Retry-After, others unaffected', async () => {
    const [busy, other] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const file = [{ name: 'x.png', bytes: await png() }];
    expect((await upload(file, busy.token)).status).toBe(200);
    // Spend the rest of the hour's allowance without sending 119 more files.
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    try {
      const updated = await db.query(`UPDATE social.rate_limits SET hits = $2 WHERE key = $1`, [`post-media:${busy.user.id}`, POST_MEDIA_UPLOADS_PER_HOUR]);
      expect(updated.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await png())]), 'x.png');
    const res = await fetch(`${stack.url}/api/posts/media`, { method: 'POST', headers: { authorization: `Bearer ${busy.token}` }, body: form });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect((await upload(file, other.token)).status).toBe(200);
  });
});

describe('GET /media/:key for post media', () => {
  it('answers 404 for unknown and malformed keys', async () => {
    expect((await download('/media/p-c000000000000000000000000.jpg')).res.status).toBe(404);
    expect((await download('/media/p-..%2F..%2Fetc%2Fpasswd')).res.status).toBe(404);
  });

  it('keeps message media and post media apart: each subgraph serves only its own keys', async () => {
    const [bob] = await Promise.all([registerMember(stack)]);
    const conversation = await gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, ann.token);
    const form = new FormData();
    form.append('conversationId', conversation.data.createConversation.id);
    form.append('files', new Blob([new Uint8Array(await png())]), 'chat.png');
    const sent = (await (
      await fetch(`${stack.url}/api/messages/media`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form })
    ).json()) as any;
    const messageKey = sent.urls[0].slice('/media/'.length);
    const postUrl = (await upload([{ name: 'p.png', bytes: await png() }])).body.medias[0].url;

    // Through the gateway, both are found.
    expect((await download(sent.urls[0])).res.status).toBe(200);
    expect((await download(postUrl)).res.status).toBe(200);
    // Social does not serve a message's file, even from a storage directory it shares.
    const social = stack.subgraphs.find((s) => s.name === 'social')!;
    const direct = await fetch(new URL(`/media/${messageKey}`, social.url));
    expect(direct.status).toBe(404);
    expect(isOwnMediaUrl(sent.urls[0])).toBe(false);
  });
});

describe('isOwnMediaUrl / ownMediaType', () => {
  it('accepts only URLs this endpoint hands out', () => {
    expect(isOwnMediaUrl('/media/p-c000000000000000000000001.png')).toBe(true);
    expect(ownMediaType('/media/p-c000000000000000000000001.jpg')).toBe('image/jpeg');
    expect(ownMediaType('/media/p-c000000000000000000000001.mp4')).toBe('video/mp4');
    for (const url of [
      '/media/c000000000000000000000001.jpg', // messaging's
      'https://evil.example/media/p-c000000000000000000000001.jpg',
      '/media/p-c000000000000000000000001.exe',
      '/media/p-../../secret.jpg',
      '/media/p-c000000000000000000000001.jpg?x=1',
      '',
    ])
      expect(isOwnMediaUrl(url), url).toBe(false);
  });
});

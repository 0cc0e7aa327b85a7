// Message media as members reach it: real multipart uploads (fetch + FormData) to the
// gateway's POST /api/messages/media, proxied to the messaging subgraph, files read back
// through GET /media/:key, against a fresh database and a temporary storage directory.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { download as downloadUrl, gif, jpegWithGps, mp4, png, storedFiles as storedFilesIn, uploadFiles, webm, type Upload } from '@pulse/dev-env/media';
import { collect, gql, type Member, listening, realtimeClients, registerMember, type Stack, startStack, until } from '@pulse/dev-env';
import { parseRange } from './serve-media.js';

const NOT_MEDIA = 'Only images and videos can be sent';
const NOT_A_PARTICIPANT = 'You are not a participant in this conversation';
/** The stack under test refuses videos over 1 MiB, so the limit can be measured cheaply. */
const MAX_VIDEO = 1024 * 1024;
const MAX_IMAGE = 5 * 1024 * 1024;

let stack: Stack;
let storageDir: string;
let alice: Member;
let bob: Member;
let carol: Member;
let conversationId: string;

const upload = (conversation: string | undefined, files: Upload[], token: string | null = alice.token, headers: Record<string, string> = {}) =>
  uploadFiles(`${stack.url}/api/messages/media`, files, { token, headers, fields: conversation === undefined ? {} : { conversationId: conversation } });
const download = (url: string, headers: Record<string, string> = {}) => downloadUrl(`${stack.url}${url}`, headers);

async function messageCount(token = alice.token): Promise<number> {
  const result = await gql(stack.graphqlUrl, `query($c: ID!) { messages(conversationId: $c, first: 100) { nodes { id } } }`, { c: conversationId }, token);
  return result.data.messages.nodes.length;
}

const storedFiles = () => storedFilesIn(storageDir);

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-media-'));
  stack = await startStack({ env: { STORAGE_DIR: storageDir, MEDIA_MAX_VIDEO_BYTES: String(MAX_VIDEO) } });
  [alice, bob, carol] = [await registerMember(stack), await registerMember(stack), await registerMember(stack)];
  const created = await gql(stack.graphqlUrl, `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: bob.user.id }, alice.token);
  conversationId = created.data.createConversation.id;
});

const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());

afterAll(async () => {
  await stack?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('POST /api/messages/media', () => {
  it('stores a photo without its EXIF and GPS data, upright, and makes it a message', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('PhoneCo'))).toBe(true);

    const { status, body } = await upload(conversationId, [{ name: 'holiday.jpg', bytes: original, type: 'image/jpeg' }]);
    expect(status).toBe(200);
    expect(body.urls).toHaveLength(1);
    expect(body.urls[0]).toMatch(/^\/media\/c[0-9a-z]{24}\.jpg$/);
    expect(body.messages).toEqual([
      {
        id: expect.any(String),
        conversationId,
        senderId: alice.user.id,
        sender: { id: alice.user.id, name: alice.user.name },
        body: '',
        image: body.urls[0],
        mediaType: 'IMAGE',
        createdAt: expect.any(String),
        seen: false,
        seenBy: [],
        replyTo: null,
        reactions: [],
        pinned: false,
        clientId: null,
        cursor: expect.any(String),
      },
    ]);

    const { res, bytes } = await download(body.urls[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect([after.width, after.height]).toEqual([64, 48]);
  });

  it('turns a sideways phone photo upright before dropping its orientation tag', async () => {
    const sideways = await sharp({ create: { width: 60, height: 20, channels: 3, background: 'blue' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { status, body } = await upload(conversationId, [{ name: 'portrait.jpg', bytes: sideways }]);
    expect(status).toBe(200);
    const after = await sharp((await download(body.urls[0])).bytes).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([20, 60, undefined]);
  });

  it('keeps a PNG a PNG, without metadata', async () => {
    const { status, body } = await upload(conversationId, [{ name: 'chart.png', bytes: await png() }]);
    expect(status).toBe(200);
    expect(body.urls[0]).toMatch(/\.png$/);
    const { res, bytes } = await download(body.urls[0]);
    expect(res.headers.get('content-type')).toBe('image/png');
    const after = await sharp(bytes).metadata();
    expect([after.format, after.exif, after.hasAlpha]).toEqual(['png', undefined, true]);
  });

  it("keeps every frame of an animated GIF and WebP, and drops the WebP's EXIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = [await frame('red'), await frame('blue'), await frame('white')];
    const animatedGif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const animatedWebp = await sharp(frames, { join: { animated: true } })
      .webp()
      .withExif({ IFD0: { Copyright: 'Alice' } })
      .toBuffer();
    expect((await sharp(animatedWebp).metadata()).exif).toBeDefined();
    const { status, body } = await upload(conversationId, [
      { name: 'a.gif', bytes: animatedGif },
      { name: 'b.webp', bytes: animatedWebp },
    ]);
    expect(status).toBe(200);
    expect(body.urls.map((u: string) => u.split('.').pop())).toEqual(['gif', 'webp']);
    const gifAfter = await sharp((await download(body.urls[0])).bytes, { animated: true }).metadata();
    expect([gifAfter.format, gifAfter.pages]).toEqual(['gif', 3]);
    const webpAfter = await sharp((await download(body.urls[1])).bytes, { animated: true }).metadata();
    expect([webpAfter.format, webpAfter.pages, webpAfter.exif]).toEqual(['webp', 3, undefined]);
  });

  it('makes several files several messages, in the order they were sent, visible to the other member', async () => {
    const countBefore = await messageCount();
    const { status, body } = await upload(conversationId, [
      { name: 'a.gif', bytes: await gif() },
      { name: 'b.png', bytes: await png() },
      { name: 'c.mp4', bytes: mp4() },
      { name: 'd.jpg', bytes: await jpegWithGps() },
    ]);
    expect(status).toBe(200);
    expect(body.urls.map((u: string) => u.split('.').pop())).toEqual(['gif', 'png', 'mp4', 'jpg']);
    expect(body.messages.map((m: any) => m.mediaType)).toEqual(['IMAGE', 'IMAGE', 'VIDEO', 'IMAGE']);
    expect(body.messages.map((m: any) => m.image)).toEqual(body.urls);
    expect(await messageCount()).toBe(countBefore + 4);

    const seen = await gql(
      stack.graphqlUrl,
      `query($c: ID!) { messages(conversationId: $c, first: 4) { nodes { id image mediaType senderId body } } }`,
      { c: conversationId },
      bob.token,
    );
    expect(seen.data.messages.nodes.map((m: any) => m.id)).toEqual(body.messages.map((m: any) => m.id));
    expect(seen.data.messages.nodes[2]).toMatchObject({ image: body.urls[2], mediaType: 'VIDEO', senderId: alice.user.id, body: '' });
    const list = await gql(stack.graphqlUrl, `{ conversations { id latestMessage { id image } } }`, {}, bob.token);
    expect(list.data.conversations[0].latestMessage).toEqual({ id: body.messages[3].id, image: body.urls[3] });
  });

  it('stores a video as it came, with an .mp4 url, and serves ranges of it', async () => {
    const video = mp4(4096);
    video.fill(7, 32);
    const { status, body } = await upload(conversationId, [{ name: 'clip.mov', bytes: video, type: 'video/quicktime' }]);
    expect(status).toBe(200);
    expect(body.messages[0].mediaType).toBe('VIDEO');
    expect(body.urls[0]).toMatch(/^\/media\/c[0-9a-z]{24}\.mp4$/);
    const whole = await download(body.urls[0]);
    expect(whole.res.headers.get('content-type')).toBe('video/mp4');
    expect(whole.bytes.equals(video)).toBe(true);
    const part = await download(body.urls[0], { range: 'bytes=100-199' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe('bytes 100-199/4096');
    expect(part.bytes.equals(video.subarray(100, 200))).toBe(true);
    const head = await fetch(`${stack.url}${body.urls[0]}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('accept-ranges')]).toEqual([200, '4096', 'bytes']);
    const cached = await download(body.urls[0], { 'if-none-match': whole.res.headers.get('etag')! });
    expect(cached.res.status).toBe(304);
  });

  it('takes a WebM video', async () => {
    const { status, body } = await upload(conversationId, [{ name: 'clip.webm', bytes: webm() }]);
    expect(status).toBe(200);
    expect(body.messages[0].mediaType).toBe('VIDEO');
    expect(body.urls[0]).toMatch(/\.webm$/);
    expect((await download(body.urls[0])).res.headers.get('content-type')).toBe('video/webm');
  });

  it('refuses a text file named photo.jpg, and a program named cat.png, creating nothing', async () => {
    const countBefore = await messageCount();
    const filesBefore = storedFiles().length;
    const text = await upload(conversationId, [{ name: 'photo.jpg', bytes: Buffer.from('just some text, honest'), type: 'image/jpeg' }]);
    expect(text).toEqual({ status: 400, body: { message: NOT_MEDIA, code: 'BAD_USER_INPUT', field: 'files' } });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000)]);
    expect((await upload(conversationId, [{ name: 'cat.png', bytes: elf, type: 'image/png' }])).body.message).toBe(NOT_MEDIA);
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    expect((await upload(conversationId, [{ name: 'scan.jpg', bytes: pdf }])).body.message).toBe(NOT_MEDIA);
    expect((await upload(conversationId, [{ name: 'empty.jpg', bytes: Buffer.alloc(0) }])).body.message).toBe(NOT_MEDIA);
    // Starts like a JPEG, is not one.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]);
    expect((await upload(conversationId, [{ name: 'broken.jpg', bytes: fake }])).body.message).toBe(NOT_MEDIA);
    expect(await messageCount()).toBe(countBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('is all or nothing: one bad file among good ones, and no file or message is kept', async () => {
    const countBefore = await messageCount();
    const filesBefore = storedFiles().length;
    const { status, body } = await upload(conversationId, [
      { name: 'ok.png', bytes: await png() },
      { name: 'ok.jpg', bytes: await jpegWithGps() },
      { name: 'notes.jpg', bytes: Buffer.from('hello') },
    ]);
    expect([status, body.message]).toEqual([400, NOT_MEDIA]);
    expect(await messageCount()).toBe(countBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses an image over 5 MiB with 413 File too large', async () => {
    // Uncompressed noise: a real, decodable PNG of about 5.9 MB.
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_IMAGE);
    const countBefore = await messageCount();
    const { status, body } = await upload(conversationId, [{ name: 'big.png', bytes: big }]);
    expect({ status, body }).toEqual({ status: 413, body: { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' } });
    expect(await messageCount()).toBe(countBefore);
  });

  it('takes a video of exactly the limit and refuses one byte more', async () => {
    expect((await upload(conversationId, [{ name: 'max.mp4', bytes: mp4(MAX_VIDEO) }])).status).toBe(200);
    const over = await upload(conversationId, [{ name: 'over.mp4', bytes: mp4(MAX_VIDEO + 1) }]);
    expect(over).toEqual({ status: 413, body: { message: 'File too large', code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses more than 10 files at once', async () => {
    const countBefore = await messageCount();
    const one = await png(4, 4);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: one }));
    const { status, body } = await upload(conversationId, eleven);
    expect([status, body.message, body.code]).toEqual([400, 'You can send at most 10 files at once', 'BAD_USER_INPUT']);
    expect(await messageCount()).toBe(countBefore);
    expect((await upload(conversationId, eleven.slice(0, 10))).body.messages).toHaveLength(10);
  });

  it('refuses a stranger with 403, whatever order the fields come in', async () => {
    const countBefore = await messageCount();
    const denied = await upload(conversationId, [{ name: 'x.png', bytes: await png() }], carol.token);
    expect(denied).toEqual({ status: 403, body: { message: NOT_A_PARTICIPANT, code: 'FORBIDDEN' } });
    // conversationId after the files.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await png())]), 'x.png');
    form.append('conversationId', conversationId);
    const res = await fetch(`${stack.url}/api/messages/media`, { method: 'POST', headers: { authorization: `Bearer ${carol.token}` }, body: form });
    expect([res.status, ((await res.json()) as any).message]).toEqual([403, NOT_A_PARTICIPANT]);
    expect(await messageCount()).toBe(countBefore);
  });

  it("is idempotent with a clientId: a retry answers with the first attempt's messages and stores nothing new", async () => {
    const files = [
      { name: 'a.png', bytes: await png() },
      { name: 'b.mp4', bytes: mp4() },
    ];
    const fields = { conversationId, clientId: 'upload-retry-1' };
    const first = await uploadFiles(`${stack.url}/api/messages/media`, files, { token: alice.token, fields });
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m: { clientId: string }) => m.clientId)).toEqual(['upload-retry-1:0', 'upload-retry-1:1']);
    const countAfterFirst = await messageCount();
    const filesAfterFirst = storedFiles().length;

    const retry = await uploadFiles(`${stack.url}/api/messages/media`, files, { token: alice.token, fields });
    expect(retry.status).toBe(200);
    expect(retry.body.urls).toEqual(first.body.urls);
    expect(retry.body.messages.map((m: { id: string }) => m.id)).toEqual(first.body.messages.map((m: { id: string }) => m.id));
    expect(retry.body.messages[0].sender).toEqual({ id: alice.user.id, name: alice.user.name });
    expect(await messageCount()).toBe(countAfterFirst);
    expect(storedFiles()).toHaveLength(filesAfterFirst);

    // Bad client ids are refused before anything is stored.
    const long = await uploadFiles(`${stack.url}/api/messages/media`, files, { token: alice.token, fields: { conversationId, clientId: 'x'.repeat(91) } });
    expect(long).toEqual({ status: 400, body: { message: 'clientId must be at most 90 characters', code: 'BAD_USER_INPUT', field: 'clientId' } });
    const elsewhere = (await gql(stack.graphqlUrl, `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: carol.user.id }, alice.token)).data
      .createConversation.id;
    const reused = await uploadFiles(`${stack.url}/api/messages/media`, files, { token: alice.token, fields: { conversationId: elsewhere, clientId: 'upload-retry-1' } });
    expect([reused.status, reused.body.code, reused.body.field]).toEqual([409, 'CONFLICT', 'clientId']);
    expect(await messageCount()).toBe(countAfterFirst);
    expect(storedFiles()).toHaveLength(filesAfterFirst);
  });

  it('refuses anonymous and invalid tokens with 401', async () => {
    // Without a token, the REST CSRF rule wants a preflight-forcing header first.
    const csrf = await upload(conversationId, [{ name: 'x.png', bytes: await png() }], null);
    expect([csrf.status, csrf.body.code]).toEqual([400, 'CSRF_REJECTED']);
    const anonymous = await upload(conversationId, [{ name: 'x.png', bytes: await png() }], null, { 'apollo-require-preflight': 'true' });
    expect(anonymous).toEqual({ status: 401, body: { message: 'Authentication required', code: 'UNAUTHENTICATED' } });
    const forged = await upload(conversationId, [{ name: 'x.png', bytes: await png() }], 'not-a-jwt');
    expect([forged.status, forged.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('asks for the conversation and for at least one file', async () => {
    const missing = await upload(undefined, [{ name: 'x.png', bytes: await png() }]);
    expect(missing).toEqual({ status: 400, body: { message: 'conversationId is required', code: 'BAD_USER_INPUT', field: 'conversationId' } });
    const blank = await upload('  ', [{ name: 'x.png', bytes: await png() }]);
    expect(blank.body.message).toBe('conversationId is required');
    const none = await upload(conversationId, []);
    expect([none.status, none.body.field]).toEqual([400, 'files']);
    const unknown = await upload(`c${'0'.repeat(24)}`, [{ name: 'x.png', bytes: await png() }]);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await fetch(`${stack.url}/api/messages/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId, files: [] }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).code).toBe('BAD_USER_INPUT');
  });

  it('reaches the other participant live as messageCreated events', async () => {
    const live = collect(await realtime.connect(bob), 'subscription { messageCreated { id image mediaType senderId } }', {}, (d) => d.messageCreated);
    await listening(live);
    const { body } = await upload(conversationId, [
      { name: 'a.png', bytes: await png() },
      { name: 'b.mp4', bytes: mp4() },
    ]);
    await until(() => live.results.length >= 2, 'both messages');
    expect(live.results).toEqual([
      { id: body.messages[0].id, image: body.urls[0], mediaType: 'IMAGE', senderId: alice.user.id },
      { id: body.messages[1].id, image: body.urls[1], mediaType: 'VIDEO', senderId: alice.user.id },
    ]);
    expect(live.errors).toEqual([]);
  });
});

describe('the upload spool', () => {
  it('is left empty once uploads, accepted or refused, are done', async () => {
    const deadline = Date.now() + 5000;
    const spool = join(storageDir, '.incoming');
    while (readdirSync(spool).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(spool)).toEqual([]);
  });
});

describe('GET /media/:key', () => {
  it('answers 404 JSON for unknown and malformed keys', async () => {
    for (const path of [`/media/c${'0'.repeat(24)}.jpg`, '/media/..%2F..%2Fetc%2Fpasswd', '/media/x.jpg.meta', '/media/%2E%2E%2Fx.jpg']) {
      const res = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html,*/*' } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Media not found', code: 'NOT_FOUND' });
    }
  });

  it('parses byte ranges as HTTP defines them', () => {
    expect(parseRange(undefined, 10)).toBeUndefined();
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
  });
});

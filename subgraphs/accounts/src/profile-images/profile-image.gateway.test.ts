// Profile pictures only from our own storage, through the real gateway: uploaded to
// POST /api/users/me/image and set by key, or given as a link that the accounts subgraph
// fetches once through the safe fetcher and stores. The "remote" image server runs on
// loopback, which the fetcher refuses as private; this stack names it (and only it) in the
// test-only IMAGE_FETCH_ALLOWED_HOSTS, and a second loopback server, not named, stands for
// every private address the fetcher must not reach.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { client, type Member, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { download as downloadUrl, jpegWithGps, mp4, png, storedFiles, uploadFiles, type Upload } from '@pulse/dev-env/media';

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }`;
const ME = `{ me { id image } }`;
const PROFILE_KEY = /^u-c[0-9a-z]{24}\.(jpg|png|gif|webp)$/;
const NOT_AN_IMAGE = 'Only JPEG, PNG, GIF and WebP images can be used as a profile picture';

interface ImageServer {
  port: number;
  hits: Record<string, number>;
  connections: number;
  close(): Promise<void>;
}

async function imageServer(routes: Record<string, (res: http.ServerResponse) => void>): Promise<ImageServer> {
  const state = { hits: {} as Record<string, number>, connections: 0 };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    state.hits[path] = (state.hits[path] ?? 0) + 1;
    const route = routes[path];
    if (route) return route(res);
    res.statusCode = 404;
    res.end('missing');
  });
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: state.hits,
    get connections() {
      return state.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let stack: Stack;
let storageDir: string;
let remote: ImageServer;
let internal: ImageServer;
let ann: Member;
let bob: Member;
let photo: Buffer;

const upload = (files: Upload[], token: string | null = ann.token, headers: Record<string, string> = {}) =>
  uploadFiles(`${stack.url}/api/users/me/image`, files, { token, headers });
const download = (url: string) => downloadUrl(`${stack.url}${url}`);
const update = (image: string | null, member: Member = ann) => client(stack)(UPDATE, { input: { image } }, member.token);
const failure = (r: Awaited<ReturnType<typeof update>>) => [r.errors?.[0]?.extensions?.code, r.errors?.[0]?.message, r.errors?.[0]?.extensions?.field];

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-profile-images-'));
  photo = await jpegWithGps();
  const avatar = await png(40, 30);
  internal = await imageServer({ '/secret.png': (res) => res.end(avatar) });
  remote = await imageServer({
    '/avatar.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(avatar),
    '/photo.jpg': (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    // It says PNG; the bytes say HTML.
    '/pixel.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>track()</script></html>'),
    '/clip.mp4': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(mp4(4096)),
    '/to-internal': (res) => res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/secret.png` }).end(),
    '/to-metadata': (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam' }).end(),
  });
  stack = await startStack({ env: { STORAGE_DIR: storageDir, IMAGE_FETCH_ALLOWED_HOSTS: `127.0.0.1:${remote.port}` } });
  [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
});

afterAll(async () => {
  await stack?.stop();
  await Promise.all([remote?.close(), internal?.close()]);
  rmSync(storageDir, { recursive: true, force: true });
});

describe('POST /api/users/me/image', () => {
  it('stores a photo without its EXIF and GPS data, and updateProfile takes its key', async () => {
    const { status, body } = await upload([{ name: 'me.jpg', bytes: photo, type: 'image/jpeg' }]);
    expect(status).toBe(200);
    expect(body).toEqual({ key: expect.stringMatching(PROFILE_KEY), url: `/media/${body.key}`, type: 'image/jpeg' });
    const { res, bytes } = await download(body.url);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 64, 48, undefined]);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);

    // Not the profile picture until the member says so; then by key or by its URL.
    expect((await client(stack)(ME, {}, ann.token)).data.me.image).toBeNull();
    const set = await update(body.key);
    expect(set.errors).toBeUndefined();
    expect(set.data.updateProfile.image).toBe(body.url);
    expect((await update(body.url)).data.updateProfile.image).toBe(body.url);
    expect((await client(stack)(ME, {}, ann.token)).data.me.image).toBe(body.url);
  });

  it('refuses what is not one image, and the signed-out', async () => {
    const before = storedFiles(storageDir).length;
    expect(await upload([{ name: 'me.jpg', bytes: Buffer.from('just text'), type: 'image/jpeg' }])).toEqual({
      status: 400,
      body: { message: NOT_AN_IMAGE, code: 'BAD_USER_INPUT', field: 'files' },
    });
    expect(await upload([{ name: 'me.mp4', bytes: mp4(4096) }])).toEqual({ status: 400, body: { message: NOT_AN_IMAGE, code: 'BAD_USER_INPUT', field: 'files' } });
    const one = await png();
    expect(
      await upload([
        { name: 'a.png', bytes: one },
        { name: 'b.png', bytes: one },
      ]),
    ).toEqual({ status: 400, body: { message: 'Upload one image at a time', code: 'BAD_USER_INPUT', field: 'files' } });
    expect(await upload([{ name: 'a.png', bytes: one }], null, { 'apollo-require-preflight': 'true' })).toEqual({
      status: 401,
      body: { message: 'Please log in to change your profile picture', code: 'UNAUTHENTICATED' },
    });
    expect(storedFiles(storageDir).length).toBe(before);
  });

  it('takes only the caller’s own uploads as their picture', async () => {
    const { body } = await upload([{ name: 'b.png', bytes: await png() }], bob.token);
    expect(failure(await update(body.key))).toEqual(['BAD_USER_INPUT', 'This image was not found: upload it again', 'image']);
    expect(failure(await update('u-c000000000000000000000000.png'))).toEqual(['BAD_USER_INPUT', 'This image was not found: upload it again', 'image']);
    expect((await update(body.key, bob)).data.updateProfile.image).toBe(body.url);
  });

  it('serves profile pictures only under their own keys', async () => {
    expect((await download('/media/u-c000000000000000000000000.png')).res.status).toBe(404);
    const accounts = stack.subgraphs.find((s) => s.name === 'accounts')!;
    expect((await fetch(new URL('/media/c000000000000000000000001.png', accounts.url))).status).toBe(404);
  });
});

describe('updateProfile(image:) with a link', () => {
  it('fetches the image once, stores a clean copy and keeps our URL, not the link', async () => {
    const link = `http://127.0.0.1:${remote.port}/photo.jpg`;
    const r = await update(link);
    expect(r.errors).toBeUndefined();
    const image = r.data.updateProfile.image as string;
    expect(image).toMatch(/^\/media\/u-c[0-9a-z]{24}\.jpg$/);
    expect(remote.hits['/photo.jpg']).toBe(1);
    const { res, bytes } = await download(image);
    expect(res.status).toBe(200);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 64, undefined]);
    // Viewers load our copy: the link is never handed out, and saving the profile again fetches nothing.
    const seen = await client(stack)(`query($id: ID) { findUser(id: $id) { image } }`, { id: ann.user.id }, bob.token);
    expect(seen.data.findUser.image).toBe(image);
    expect((await update(image)).data.updateProfile.image).toBe(image);
    expect(remote.hits['/photo.jpg']).toBe(1);
    // The type comes from the bytes: a PNG is stored as one.
    expect((await update(`http://127.0.0.1:${remote.port}/avatar.png`)).data.updateProfile.image).toMatch(/\.png$/);
  });

  it('refuses links that are not images, and keeps the picture it had', async () => {
    const before = (await client(stack)(ME, {}, ann.token)).data.me.image;
    const notImage = ['BAD_USER_INPUT', 'Could not use that image link: only JPEG, PNG, GIF and WebP images can be used as a profile picture', 'image'];
    expect(failure(await update(`http://127.0.0.1:${remote.port}/pixel.png`))).toEqual(notImage);
    expect(failure(await update(`http://127.0.0.1:${remote.port}/clip.mp4`))).toEqual(notImage);
    expect(failure(await update(`http://127.0.0.1:${remote.port}/gone.png`))).toEqual([
      'BAD_USER_INPUT',
      'Could not use that image link: the server answered 404',
      'image',
    ]);
    expect((await client(stack)(ME, {}, ann.token)).data.me.image).toBe(before);
  });

  it('never reaches a private address: not directly, not by name, not through a redirect', async () => {
    const privateAddress = ['BAD_USER_INPUT', 'Could not use that image link: that address is not on the public internet', 'image'];
    // A loopback server the allow-list does not name is refused like any private address.
    expect(failure(await update(`http://127.0.0.1:${internal.port}/secret.png`))).toEqual([
      'BAD_USER_INPUT',
      'Could not use that image link: only https links are allowed',
      'image',
    ]);
    expect(failure(await update('https://127.0.0.1/secret.png'))).toEqual(privateAddress);
    expect(failure(await update('https://localhost/secret.png'))).toEqual(privateAddress);
    expect(failure(await update('https://[::1]/secret.png'))).toEqual(privateAddress);
    expect(failure(await update('https://10.0.0.1/secret.png'))).toEqual(privateAddress);
    // The allowed server redirecting inside the network gets nowhere.
    expect(failure(await update(`http://127.0.0.1:${remote.port}/to-internal`))).toEqual([
      'BAD_USER_INPUT',
      'Could not use that image link: only https links are allowed',
      'image',
    ]);
    expect(failure(await update(`http://127.0.0.1:${remote.port}/to-metadata`))).toEqual([
      'BAD_USER_INPUT',
      'Could not use that image link: only https links are allowed',
      'image',
    ]);
    expect(internal.connections).toBe(0);
  });
});

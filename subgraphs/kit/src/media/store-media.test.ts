// storeMedia on its own, against a real LocalDiskStorage in a temporary directory: keys
// carry the owner's prefix, images lose their metadata, and a failure part way leaves no
// stored file behind.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LocalDiskStorage, type Storage } from '../storage.js';
import { detectMediaType } from './media-types.js';
import { storeMedia } from './store-media.js';
import type { ReceivedFile } from './receive-upload.js';

let dir: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pulse-store-media-'));
  storage = new LocalDiskStorage(join(dir, 'store'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function received(name: string, bytes: Buffer): Promise<ReceivedFile> {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const type = await detectMediaType(bytes.subarray(0, 4100));
  if (!type) throw new Error(`${name} is not media`);
  return { path, size: bytes.length, type, filename: name };
}

describe('storeMedia', () => {
  it('stores under prefixed keys, re-encoding images without metadata', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .toBuffer();
    const [stored] = await storeMedia(storage, [await received('a.jpg', jpeg)], { notMedia: 'nope', keyPrefix: 'p-' });
    expect(stored).toEqual({ key: expect.stringMatching(/^p-c[0-9a-z]{24}\.jpg$/), url: `/media/${stored.key}`, kind: 'IMAGE', contentType: 'image/jpeg' });
    const object = await storage.get(stored.key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).exif).toBeUndefined();
  });

  it("refuses an image that does not decode with the caller's message, storing nothing", async () => {
    const good = await received(
      'b.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
        .png()
        .toBuffer(),
    );
    const broken = await received('c.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 1)]));
    const puts: string[] = [];
    const spy: Storage = {
      ...storage,
      put: (key, body, type) => (puts.push(key), storage.put(key, body, type)),
      stat: (k) => storage.stat(k),
      get: (k, r) => storage.get(k, r),
      delete: (k) => storage.delete(k),
    };
    await expect(storeMedia(spy, [good, broken], { notMedia: 'Only images and videos can be uploaded' })).rejects.toMatchObject({
      message: 'Only images and videos can be uploaded',
      status: 400,
    });
    expect(puts).toEqual([]);
  });

  it('removes what it stored when a later file cannot be stored', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const files = [await received('d.png', png), await received('e.png', png)];
    const stored: string[] = [];
    const failing: Storage = {
      put: async (key, body, type) => {
        if (stored.length === 1) throw new Error('disk full');
        await storage.put(key, body, type);
        stored.push(key);
      },
      stat: (k) => storage.stat(k),
      get: (k, r) => storage.get(k, r),
      delete: (k) => storage.delete(k),
    };
    await expect(storeMedia(failing, files, { notMedia: 'nope' })).rejects.toThrow('disk full');
    expect(stored).toHaveLength(1);
    expect(await storage.stat(stored[0])).toBeNull();
  });

  it('refuses a prefix that would make keys the storage refuses', async () => {
    await expect(storeMedia(storage, [], { notMedia: 'nope', keyPrefix: '../' })).rejects.toThrow('Invalid media key prefix');
  });
});

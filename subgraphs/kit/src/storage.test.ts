import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, LocalDiskStorage, createStorage, isStorageKey, newStorageKey } from './storage.js';
import { defineSubgraphConfig } from './config.js';

const root = mkdtempSync(join(tmpdir(), 'pulse-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(join(root, 'uploads'));

  it('stores bytes and streams them back with their content type and size', async () => {
    const key = newStorageKey('png');
    expect(isStorageKey(key)).toBe(true);
    await storage.put(key, Buffer.from('hello world'), 'image/png');
    const stored = await storage.get(key);
    expect(stored).toMatchObject({ contentType: 'image/png', size: 11 });
    expect(await text(stored!.body)).toBe('hello world');
    expect(await storage.stat(key)).toEqual({ contentType: 'image/png', size: 11 });
  });

  it('stores a stream and serves a byte range', async () => {
    const key = newStorageKey('mp4');
    await storage.put(key, Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 'video/mp4');
    const part = await storage.get(key, { start: 2, end: 5 });
    expect(part!.size).toBe(10);
    expect(await text(part!.body)).toBe('2345');
    await expect(storage.get(key, { start: 5, end: 10 })).rejects.toBeInstanceOf(RangeError);
  });

  it('answers null for a key it does not hold, and deletes idempotently', async () => {
    const key = newStorageKey('jpg');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('x'), 'image/jpeg');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('leaves no temporary files behind', async () => {
    const key = newStorageKey('gif');
    await storage.put(key, Buffer.from('gif'), 'image/gif');
    const dir = storage.pathOf(key).slice(0, -key.length - 1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes a stream as it arrives, with nothing under the key until it is whole', async () => {
    const key = newStorageKey('zip');
    const dir = storage.pathOf(key).slice(0, -key.length - 1);
    // A body the test feeds by hand: half of it, then a look at the disk, then the rest.
    const body = new Readable({ read() {} });
    const writing = storage.put(key, body, 'application/zip');
    body.push(Buffer.alloc(300_000, 1));
    await new Promise<void>((resolve) => {
      // The directory itself may not exist yet (a fresh root: the write creates it as it starts).
      const look = () => (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.tmp')) ? resolve() : setImmediate(look));
      look();
    });
    expect(existsSync(storage.pathOf(key))).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    body.push(Buffer.alloc(200_000, 2));
    body.push(null);
    await writing;
    expect(await storage.stat(key)).toEqual({ contentType: 'application/zip', size: 500_000 });
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a stream that fails halfway leaves the key as it was and no temporary file', async () => {
    const key = newStorageKey('zip');
    await storage.put(key, Buffer.from('the old archive'), 'application/zip');
    const body = new Readable({ read() {} });
    const writing = storage.put(key, body, 'application/zip');
    body.push(Buffer.alloc(100_000, 3));
    body.destroy(new Error('the source broke'));
    await expect(writing).rejects.toThrow('the source broke');
    expect(await text((await storage.get(key))!.body)).toBe('the old archive');
    const dir = storage.pathOf(key).slice(0, -key.length - 1);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const fresh = newStorageKey('zip');
    const cut = new Readable({ read() {} });
    const never = storage.put(fresh, cut, 'application/zip');
    cut.push(Buffer.alloc(10, 4));
    cut.destroy(new Error('cut'));
    await expect(never).rejects.toThrow('cut');
    expect(existsSync(storage.pathOf(fresh))).toBe(false);
  });

  it.each([
    '../etc/passwd',
    '..%2Fetc%2Fpasswd.txt',
    'a/b.jpg',
    'a\\b.jpg',
    '.hidden.jpg',
    '..',
    'photo.jpg.meta',
    'photo',
    'photo.JPG',
    '/abs/path.jpg',
    'x.jpg\0.png',
    '',
    'a'.repeat(200) + '.jpg',
  ])('refuses the key %j', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('never serves the content-type sidecar or a file outside its root', async () => {
    writeFileSync(join(root, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    const key = newStorageKey('png');
    await storage.put(key, Buffer.from('x'), 'image/png');
    await expect(storage.get(`${key}.meta`)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('refuses extensions that are not short lowercase words', () => {
    expect(() => newStorageKey('../x')).toThrow();
    expect(() => newStorageKey('')).toThrow();
  });
});

describe('createStorage', () => {
  it('uses DATA_DIR/uploads unless STORAGE_DIR says otherwise', () => {
    const dataDir = join(root, 'data');
    // Every subgraph reads the storage variables: the base alone shows them.
    const spec = defineSubgraphConfig('messaging', { variables: {}, build: () => ({}) });
    const byDefault = spec.load({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(byDefault.storageDir).toBe(join(dataDir, 'uploads'));
    expect((createStorage(byDefault) as LocalDiskStorage).root).toBe(join(dataDir, 'uploads'));
    const custom = spec.load({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), STORAGE_DIR: join(root, 'elsewhere') });
    expect(custom.storageDir).toBe(join(root, 'elsewhere'));
    expect(byDefault.media).toEqual({ maxImageBytes: 5 * 1024 * 1024, maxVideoBytes: 100 * 1024 * 1024 });
  });
});

// The export archive written as a stream (archive-writer.ts): a valid zip whose entries are the
// stored files byte for byte; an archive past its cap fails with nothing left under its key; and
// the writer never reads its source further ahead of storage than a few MB.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { LocalDiskStorage, newStorageKey, type Storage } from '@pulse/kit';
import { ArchiveTooLargeError, writeArchive, type ArchiveEntry } from './archive-writer.js';

const root = mkdtempSync(join(tmpdir(), 'pulse-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const media = new LocalDiskStorage(join(root, 'media'));
const archives = new LocalDiskStorage(join(root, 'archives'));

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Entries as the job hands them over: each stored file opened as a stream when its turn comes. */
async function* storedEntries(files: { path: string; key: string }[], json: Record<string, unknown>): AsyncGenerator<ArchiveEntry> {
  for (const [name, value] of Object.entries(json)) yield { path: name, body: [Buffer.from(JSON.stringify(value, null, 2))] };
  for (const file of files) {
    const object = await media.get(file.key);
    yield { path: file.path, body: object!.body };
  }
}

describe('writeArchive', () => {
  it("writes a valid zip whose entries are the stored files' bytes, media stored as they are and JSON deflated", async () => {
    const stored: { path: string; key: string; bytes: Buffer }[] = [];
    for (const [ext, size] of [
      ['mp4', 700_000],
      ['jpg', 150_000],
      ['png', 3],
      ['webm', 0],
      ['dcm', 90_000],
    ] as const) {
      const key = newStorageKey(ext);
      const bytes = randomBytes(size);
      await media.put(key, bytes, 'application/octet-stream');
      stored.push({ path: `social/posts/files/${key}`, key, bytes });
    }
    const posts = Array.from({ length: 500 }, (_, i) => ({ id: `p${i}`, content: 'the same run again' }));
    const key = newStorageKey('zip');
    const written = await writeArchive(archives, key, storedEntries(stored, { 'social/posts/posts.json': posts }), 50_000_000);
    const object = await archives.get(key);
    expect(object).toMatchObject({ contentType: 'application/zip', size: written.bytes });
    expect(written.entries).toBe(stored.length + 1);
    const zip = await bytesOf(object!.body);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries).sort()).toEqual([...stored.map((s) => s.path), 'social/posts/posts.json'].sort());
    for (const file of stored) expect(Buffer.from(entries[file.path]).equals(file.bytes)).toBe(true);
    expect(JSON.parse(Buffer.from(entries['social/posts/posts.json']).toString('utf8'))).toEqual(posts);
    // The photos and videos went in as they were (random bytes do not shrink); the JSON shrank.
    const mediaBytes = stored.reduce((sum, s) => sum + s.bytes.length, 0);
    expect(zip.length).toBeGreaterThan(mediaBytes);
    expect(zip.length).toBeLessThan(mediaBytes + JSON.stringify(posts, null, 2).length / 4);
  });

  it('fails an archive past its cap with ArchiveTooLargeError, leaving nothing under its key', async () => {
    const key = newStorageKey('mp4');
    await media.put(key, randomBytes(300_000), 'video/mp4');
    const archive = newStorageKey('zip');
    const failing = writeArchive(
      archives,
      archive,
      storedEntries([{ path: `social/posts/files/${key}`, key }], { 'accounts/users/profile.json': { id: 'm1' } }),
      100_000,
    );
    await expect(failing).rejects.toBeInstanceOf(ArchiveTooLargeError);
    await expect(failing).rejects.toMatchObject({ limit: 'bytes', max: 100_000 });
    expect(await archives.stat(archive)).toBeNull();
    const dir = archives.pathOf(archive).slice(0, -archive.length - 1);
    expect(readdirSync(dir).filter((f) => f.includes(archive))).toEqual([]);
  });

  it('reads its source no further ahead of storage than a few MB', async () => {
    // Storage that takes the zip slower than the source gives it (a slow disk or bucket).
    let taken = 0;
    const slow: Storage = {
      ...archives,
      put: async (_key, body) => {
        for await (const chunk of body as Readable) {
          taken += (chunk as Buffer).length;
          // A few turns per 64 KB it took: a fifth of the pace the source could go at.
          for (let turn = 0; turn < 5 * Math.ceil((chunk as Buffer).length / 65_536); turn++) await new Promise((resolve) => setImmediate(resolve));
        }
      },
      delete: () => Promise.resolve(),
      stat: () => Promise.resolve(null),
      get: () => Promise.resolve(null),
    };
    let read = 0;
    let furthestAhead = 0;
    async function* video(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 400; i++) {
        furthestAhead = Math.max(furthestAhead, read - taken);
        read += 64 * 1024;
        yield randomBytes(64 * 1024);
      }
    }
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { path: 'social/posts/files/long.mp4', body: video() };
    }
    const written = await writeArchive(slow, newStorageKey('zip'), entries(), 100_000_000);
    expect(read).toBe(400 * 64 * 1024);
    expect(taken).toBe(written.bytes);
    expect(furthestAhead).toBeLessThan(4 * 1024 * 1024);
  });
});

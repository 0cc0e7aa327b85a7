// Uploaded files go through one interface, so the local disk (the default) can be swapped
// for an S3-compatible bucket without touching the code that stores or serves media.
// Keys are chosen by the platform (newStorageKey), never by a client: a key that does not
// have that shape is refused before it comes near a file system path.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BaseSubgraphConfig } from './config.js';
import { newId } from './ids.js';

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  contentType: string;
  /** The whole object's size in bytes. */
  size: number;
}

export interface StoredObject extends StoredObjectInfo {
  /** The object's bytes, or only the requested range of them. */
  body: Readable;
}

export interface Storage {
  /** Stores (or replaces) an object. Readers never see a partly written object. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The object's type and size without its bytes; null when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The object (or a range of it); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

// One name and one extension: no separators, no leading dot, nothing to traverse with.
const KEY_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;
const EXTENSION_SHAPE = /^[a-z0-9]{1,8}$/;

export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_SHAPE.test(key);
}

/** A fresh, unguessable key: a platform id and the given extension ("jpg", "mp4"). */
export function newStorageKey(extension: string): string {
  if (!EXTENSION_SHAPE.test(extension)) throw new Error(`Invalid storage key extension: ${JSON.stringify(extension)}`);
  return `${newId()}.${extension}`;
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(String(key));
}

/**
 * Objects as files under one directory: `<root>/<shard>/<key>` with its content type in
 * `<key>.meta` beside it (two dots: never a valid key, so never served). The shard is the
 * key's last two name characters, the random end of a platform id, which spreads files
 * over up to 1296 directories.
 */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; throws for anything that is not a key or would leave the root. */
  pathOf(key: string): string {
    assertKey(key);
    const name = key.slice(0, key.lastIndexOf('.'));
    const shard = name.slice(-2).toLowerCase().padStart(2, '_');
    const path = resolve(this.root, shard, key);
    // The key shape already rules traversal out; this is the belt to those braces.
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  async put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    // The pipeline below reports a stream's failure; until it is attached (after the awaits
    // before it), an error the stream emits must not be an uncaught exception of the process.
    if (body instanceof Readable) body.on('error', () => undefined);
    const path = this.pathOf(key);
    const dir = resolve(path, '..');
    await mkdir(dir, { recursive: true });
    // Written under a temporary name (leading dot: not a key) and renamed into place, so
    // a reader sees the whole object or none of it. A stream is written as it arrives (its
    // source's backpressure holds: a multi-gigabyte body never sits in memory); a stream that
    // fails removes the temporary file and leaves the key as it was. The bytes reach the disk
    // (fsync) before the rename, and the rename reaches it after (the directory's fsync): a
    // crash at any point leaves the old object or the whole new one under the key, never a
    // prefix of it.
    const temp = join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(`${path}.meta`, JSON.stringify({ contentType }));
      if (body instanceof Readable) await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      else await writeFile(temp, body, { flag: 'wx' });
      await syncPath(temp);
      await rename(temp, path);
      await syncPath(dir);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const path = this.pathOf(key);
    let size: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      size = info.size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await readFile(`${path}.meta`, 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch {
      // No readable sidecar: serve as opaque bytes rather than guess.
    }
    return { contentType, size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.stat(key);
    if (!info) return null;
    if (range && (range.start < 0 || range.end < range.start || range.end >= info.size)) {
      throw new RangeError(`Range ${range.start}-${range.end} is outside an object of ${info.size} bytes`);
    }
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta`, { force: true });
  }
}

/** Flushes a file's (or a directory's entries') writes to the disk. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The platform's storage: local disk under STORAGE_DIR (an S3-compatible adapter comes later). */
export function createStorage(config: Pick<BaseSubgraphConfig, 'storageDir'>): Storage {
  return new LocalDiskStorage(config.storageDir);
}

/**
 * A fresh temporary directory for one upload's bytes, inside `<storageDir>/.incoming` (a
 * leading dot: never a key, so never served). Every folder on the way is made here: on a fresh
 * install nothing has created STORAGE_DIR yet, and the first upload must not be the one that
 * fails for it. The caller removes the directory when done.
 */
export async function makeSpoolDir(storageDir: string, prefix: string): Promise<string> {
  const spool = join(storageDir, '.incoming');
  await mkdir(spool, { recursive: true });
  return mkdtemp(join(spool, `${prefix}-`));
}

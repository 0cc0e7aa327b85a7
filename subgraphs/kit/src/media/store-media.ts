// From received files to stored objects, all or nothing: every image is re-encoded (no
// metadata) before anything is stored, then each file is stored under a fresh key. If a
// later step fails, the caller discards what it does not keep.
import { createReadStream } from 'node:fs';
import { newStorageKey, type Storage } from '../storage.js';
import type { MediaKind } from './media-types.js';
import type { ReceivedFile } from './receive-upload.js';
import { sanitizeImage } from './sanitize-image.js';

export interface StoredMedia {
  key: string;
  /** Where GET /media/:key serves it (through the gateway). */
  url: string;
  kind: MediaKind;
  /** The type checked from the bytes, e.g. image/jpeg. */
  contentType: string;
}

export interface StoreMediaOptions {
  /** Refusal for an image whose bytes do not decode. */
  notMedia: string;
  /**
   * Put before the platform id in every key, e.g. "p-": the gateway routes GET /media/:key
   * to the subgraph that owns the key by it. Letters, digits, "_" and "-" only.
   */
  keyPrefix?: string;
}

export const mediaUrlOf = (key: string): string => `/media/${key}`;

export async function storeMedia(storage: Storage, files: ReceivedFile[], opts: StoreMediaOptions): Promise<StoredMedia[]> {
  if (opts.keyPrefix !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/.test(opts.keyPrefix)) {
    throw new Error(`Invalid media key prefix: ${JSON.stringify(opts.keyPrefix)}`);
  }
  const prepared = [];
  for (const file of files) {
    prepared.push({
      file,
      key: `${opts.keyPrefix ?? ''}${newStorageKey(file.type.extension)}`,
      // Videos are stored as they came; images only after re-encoding (no metadata).
      bytes: file.type.kind === 'IMAGE' ? await sanitizeImage(file.path, file.type, opts.notMedia) : undefined,
    });
  }
  const stored: StoredMedia[] = [];
  try {
    for (const item of prepared) {
      await storage.put(item.key, item.bytes ?? createReadStream(item.file.path), item.file.type.contentType);
      stored.push({ key: item.key, url: mediaUrlOf(item.key), kind: item.file.type.kind, contentType: item.file.type.contentType });
    }
  } catch (error) {
    await discardMedia(storage, stored);
    throw error;
  }
  return stored;
}

/** Removes stored objects nothing refers to (best effort: a leftover file is harmless). */
export async function discardMedia(storage: Storage, media: Pick<StoredMedia, 'key'>[]): Promise<void> {
  for (const item of media) await storage.delete(item.key).catch(() => {});
}

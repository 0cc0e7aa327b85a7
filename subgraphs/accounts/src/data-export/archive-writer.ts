// The export archive, written as a stream (docs/member-data.md, "Memory"): each entry's bytes go
// through fflate's streaming Zip (ZipDeflate, or ZipPassThrough for files that are compressed
// already) straight into storage's streaming write, a piece of 64 KB at a time. The next piece is
// read only when storage has taken the previous ones (at most OUT_HIGH_WATER waits in between),
// so a member with 2 GB of videos costs this process a few MB, not 2 GB. Deflate runs on this
// thread, one piece per turn of the event loop (a millisecond or two), so sign-ins and token
// checks are never held up behind one member's archive.
//
// fflate writes no ZIP64: a zip without it counts its entries in 16 bits and its offsets in 32.
// An archive past either limit would be corrupt, so the caller's cap can never exceed them.
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage } from '@pulse/kit';

/** One file of the archive: its path and its bytes, read once, in order. */
export interface ArchiveEntry {
  path: string;
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/** The most entries a zip without ZIP64 holds (its directory counts them in 16 bits). */
export const MAX_ARCHIVE_ENTRIES = 0xffff;
/** The largest zip without ZIP64 (its offsets and sizes are 32 bits): the ceiling of EXPORT_MAX_BYTES. */
export const MAX_ARCHIVE_BYTES = 0xffff_ffff;

/** Photos, videos, audio and archives: deflating them again costs CPU and gains nothing. */
const COMPRESSED_ALREADY = /\.(jpe?g|png|gif|webp|avif|heic|heif|mp4|m4v|mov|webm|mkv|mp3|m4a|aac|ogg|oga|opus|zip|gz|tgz|bz2|xz|zst|7z)$/i;
/** The piece pushed through the zip at once: what one turn of the event loop deflates. */
const PIECE_BYTES = 64 * 1024;
/** The zip output held for storage at most (it is read as the disk or the network takes it). */
const OUT_HIGH_WATER = 1024 * 1024;

export type ArchiveLimit = 'bytes' | 'entries';

/** The archive grew past its cap; nothing is left in storage. */
export class ArchiveTooLargeError extends Error {
  constructor(
    readonly limit: ArchiveLimit,
    readonly max: number,
  ) {
    super(limit === 'bytes' ? `The archive is larger than ${max} bytes` : `The archive has more than ${max} files`);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes `entries` as one zip under `key`, streamed: nothing is held but the piece in hand and
 * what storage has not taken yet. Throws ArchiveTooLargeError once the zip passes `maxBytes` (or
 * the entry count a zip can hold); on any failure the key holds nothing.
 */
export async function writeArchive(storage: Storage, key: string, entries: AsyncIterable<ArchiveEntry>, maxBytes: number): Promise<{ bytes: number; entries: number }> {
  const cap = Math.min(maxBytes, MAX_ARCHIVE_BYTES);
  let written = 0;
  let count = 0;
  let failed: Error | null = null;
  const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const out = new Readable({ highWaterMark: OUT_HIGH_WATER, read: wakeUp });
  const zip = new Zip((error, chunk) => {
    if (error) failed ??= error;
    else {
      written += chunk.length;
      out.push(chunk);
    }
  });
  const storing = storage.put(key, out, 'application/zip');
  storing.catch((error: unknown) => {
    failed ??= asError(error);
    wakeUp();
  });
  const check = () => {
    if (failed) throw failed;
    if (written > cap) throw new ArchiveTooLargeError('bytes', cap);
  };
  /** Waits for storage to take what is waiting, and gives the event loop its turn. */
  const room = async () => {
    if (out.readableLength >= OUT_HIGH_WATER) await new Promise<void>((resolve) => (wake = resolve));
    else await nextTurn();
    check();
  };
  try {
    for await (const entry of entries) {
      if (++count > MAX_ARCHIVE_ENTRIES) throw new ArchiveTooLargeError('entries', MAX_ARCHIVE_ENTRIES);
      const file = COMPRESSED_ALREADY.test(entry.path) ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      for await (const chunk of entry.body) {
        for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
          file.push(chunk.subarray(at, at + PIECE_BYTES));
          await room();
        }
      }
      file.push(new Uint8Array(0), true);
      check();
    }
    zip.end();
    check();
    out.push(null);
    await storing;
  } catch (error) {
    zip.terminate();
    out.destroy(asError(error));
    await storing.catch(() => undefined);
    // The write never renamed a file into place; this also removes its content-type sidecar.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { bytes: written, entries: count };
}

// Adding files to the server's export archive without holding it in memory (docs/member-data.md,
// "Decrypted messages (browser)"). The archive can be 4 GB: inflating it in the tab and zipping it
// again took two to three times that on the main thread and crashed the tab. A zip's entries are
// found through its central directory at the end, so appending only needs that directory: the
// server's bytes up to it are kept as they are (a Blob slice, never read), the new entries are
// written after them, then the old directory, the new entries' records and a new end record.
// Memory is the directory (~50 bytes a file) and the new entries, whatever the archive weighs.
//
// No ZIP64, like the server's writer (subgraphs/accounts/src/data-export/archive-writer.ts): its
// archives stay below 4 GiB and 65 535 files, and a result past either is refused, not corrupted.
// Format: PKWARE APPNOTE 4.3.7 (local header), 4.3.12 (central directory), 4.3.16 (end record).
import { zipSync } from 'fflate';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_BYTES = 22;
const CENTRAL_BYTES = 46;
const MAX_COMMENT = 0xffff;
/** What a zip without ZIP64 can count and address (16-bit counts, 32-bit offsets). */
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffff_ffff;
/** The download is gathered into parts this big: few parts, each small enough to hold in passing. */
const PART_BYTES = 8 * 1024 * 1024;

export type ZipAppendErrorCode = 'NOT_A_ZIP' | 'ZIP64_UNSUPPORTED' | 'TOO_LARGE';

/** The archive cannot take the new files; `code` says why, the message is for the member. */
export class ZipAppendError extends Error {
  constructor(
    readonly code: ZipAppendErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ZipAppendError';
  }
}

const notAZip = (why: string) => new ZipAppendError('NOT_A_ZIP', `The downloaded file is not a valid zip archive (${why})`);

/**
 * Reads a download into a Blob part by part, so the browser can keep it out of the tab's memory
 * (Chrome moves large Blobs to disk): only one part is held at a time.
 */
export async function blobOfStream(body: ReadableStream<Uint8Array>, type = 'application/zip'): Promise<Blob> {
  const reader = body.getReader();
  const parts: Blob[] = [];
  let part = new Uint8Array(PART_BYTES);
  let filled = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let at = 0;
    while (at < value.length) {
      const take = Math.min(value.length - at, PART_BYTES - filled);
      part.set(value.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === PART_BYTES) {
        parts.push(new Blob([part]));
        // A Blob may keep a reference to the array it was made of: never write into it again.
        part = new Uint8Array(PART_BYTES);
        filled = 0;
      }
    }
  }
  if (filled) parts.push(new Blob([part.subarray(0, filled)]));
  return new Blob(parts, { type });
}

interface Directory {
  /** Where the central directory starts, i.e. where the entries' data ends. */
  offset: number;
  size: number;
  entries: number;
  comment: Uint8Array;
}

const bytesOf = async (blob: Blob, start: number, end: number) => new Uint8Array(await blob.slice(start, end).arrayBuffer());

/** Finds and reads the end record in `tail`, the last bytes of a file (`tailStart` is where they begin in it). */
function endRecord(tail: Uint8Array, tailStart: number): Directory & { at: number } {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  // From the end backwards: the record is the last thing but its comment, whose length it holds.
  for (let i = tail.length - END_BYTES; i >= 0; i--) {
    if (view.getUint32(i, true) !== END_RECORD) continue;
    const commentLength = view.getUint16(i + 20, true);
    if (i + END_BYTES + commentLength !== tail.length) continue;
    const disk = view.getUint16(i + 4, true);
    const directoryDisk = view.getUint16(i + 6, true);
    const entriesHere = view.getUint16(i + 8, true);
    const entries = view.getUint16(i + 10, true);
    const size = view.getUint32(i + 12, true);
    const offset = view.getUint32(i + 16, true);
    const zip64 = i >= 20 && view.getUint32(i - 20, true) === ZIP64_LOCATOR;
    if (zip64 || entries === 0xffff || size === MAX_BYTES || offset === MAX_BYTES) {
      throw new ZipAppendError('ZIP64_UNSUPPORTED', 'This archive uses ZIP64, which cannot be extended in the browser');
    }
    if (disk !== 0 || directoryDisk !== 0 || entriesHere !== entries) throw notAZip('it is split over several files');
    return { at: tailStart + i, offset, size, entries, comment: tail.slice(i + END_BYTES) };
  }
  throw notAZip('no end of central directory record');
}

/** Checks that `directory` holds `entries` central headers and nothing else; returns their offsets within it. */
function walkDirectory(directory: Uint8Array, entries: number): number[] {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const starts: number[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + CENTRAL_BYTES > directory.length || view.getUint32(at, true) !== CENTRAL_HEADER) throw notAZip('a damaged central directory');
    starts.push(at);
    at += CENTRAL_BYTES + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  if (at !== directory.length || starts.length !== entries) throw notAZip('its central directory does not match its entry count');
  return starts;
}

async function readDirectory(archive: Blob): Promise<Directory> {
  if (archive.size < END_BYTES) throw notAZip('it is too short');
  const tailStart = Math.max(0, archive.size - END_BYTES - MAX_COMMENT);
  const end = endRecord(await bytesOf(archive, tailStart, archive.size), tailStart);
  if (end.offset + end.size > end.at) throw notAZip('its central directory lies past its end');
  return end;
}

/**
 * `archive` followed by `files` (path → bytes, deflated here): the archive's entries are kept
 * byte for byte and never read, so this costs the new files and the archive's central directory.
 * Throws ZipAppendError if `archive` is not a zip, uses ZIP64, or the result would need it.
 */
export async function appendToZip(archive: Blob, files: Record<string, Uint8Array>): Promise<Blob> {
  const old = await readDirectory(archive);
  const oldDirectory = await bytesOf(archive, old.offset, old.offset + old.size);
  const [first] = walkDirectory(oldDirectory, old.entries);
  if (first !== undefined) {
    // The first entry's record points at its local header: a random file ending like a zip would not.
    const local = new DataView(oldDirectory.buffer).getUint32(first + 42, true);
    const signature = await bytesOf(archive, local, local + 4);
    if (signature.length < 4 || new DataView(signature.buffer).getUint32(0, true) !== LOCAL_HEADER) throw notAZip('its first entry is missing');
  }

  // The new entries as a zip of their own, whose local part goes where the old directory began.
  const added = zipSync(files);
  const addedEnd = endRecord(added, 0);
  const addedLocal = added.subarray(0, addedEnd.offset);
  const addedDirectory = added.slice(addedEnd.offset, addedEnd.offset + addedEnd.size);
  const view = new DataView(addedDirectory.buffer);
  for (const start of walkDirectory(addedDirectory, addedEnd.entries)) {
    view.setUint32(start + 42, view.getUint32(start + 42, true) + old.offset, true);
  }

  const entries = old.entries + addedEnd.entries;
  const directoryOffset = old.offset + addedLocal.length;
  const directorySize = old.size + addedDirectory.length;
  const total = directoryOffset + directorySize + END_BYTES + old.comment.length;
  if (entries >= MAX_ENTRIES) throw new ZipAppendError('TOO_LARGE', 'This archive holds too many files to add the decrypted messages to it');
  if (total > MAX_BYTES) throw new ZipAppendError('TOO_LARGE', 'This archive is too large to add the decrypted messages to it');

  const end = new Uint8Array(END_BYTES + old.comment.length);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, END_RECORD, true);
  endView.setUint16(8, entries, true);
  endView.setUint16(10, entries, true);
  endView.setUint32(12, directorySize, true);
  endView.setUint32(16, directoryOffset, true);
  endView.setUint16(20, old.comment.length, true);
  end.set(old.comment, END_BYTES);
  return new Blob([archive.slice(0, old.offset), addedLocal, oldDirectory, addedDirectory, end], { type: 'application/zip' });
}

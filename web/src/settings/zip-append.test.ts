import { describe, expect, it } from 'vitest';
import { Zip, ZipDeflate, ZipPassThrough, strToU8, unzipSync, zipSync } from 'fflate';
import { appendToZip, blobOfStream, ZipAppendError } from './zip-append';

/** A zip written like the server writes its archive: fflate's streaming Zip (data descriptors), deflated and stored entries. */
function serverLikeZip(files: Record<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [path, bytes] of Object.entries(files)) {
    const entry = path.endsWith('.jpg') ? new ZipPassThrough(path) : new ZipDeflate(path);
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const random = (length: number, seed: number) => {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) bytes[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  return bytes;
};

const original = {
  'README.md': strToU8('# Your data\n'.repeat(200)),
  'profile.json': strToU8(JSON.stringify({ name: 'Ada', bio: 'é 漢字 🙂' })),
  'media/photo-1.jpg': random(300_000, 7),
  'posts/posts.json': strToU8(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i, text: `post ${i}` })))),
};
const decrypted = {
  'messages-decrypted/c1.json': strToU8(JSON.stringify({ conversation: 'c1', messages: [{ text: 'hello' }] })),
  'messages-decrypted/c2.json': strToU8(JSON.stringify({ conversation: 'c2', messages: [] })),
};

/** Byte equality without vitest's deep equal, which walks a large typed array key by key. */
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
/** fflate's arrays are typed over any ArrayBuffer; a Blob takes them (they are never shared ones). */
const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof ZipAppendError ? error.code : String(error)),
  );

describe('appendToZip', () => {
  it('keeps every entry of the server archive byte for byte and adds the new ones', async () => {
    const server = serverLikeZip(original);
    const result = await appendToZip(blobOf(server), decrypted);
    const bytes = await bytesOf(result);
    expect(result.type).toBe('application/zip');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([...Object.keys(original), ...Object.keys(decrypted)].sort());
    for (const [path, content] of Object.entries({ ...original, ...decrypted })) expect(same(files[path]!, content), path).toBe(true);
    // The server's entries are not rewritten: its bytes up to its central directory are the result's first bytes.
    const directoryOffset = new DataView(server.buffer).getUint32(server.length - 22 + 16, true);
    expect(same(bytes.subarray(0, directoryOffset), server.subarray(0, directoryOffset))).toBe(true);
  });

  it('appends to an archive with a comment, to an empty one, and twice in a row', async () => {
    // fflate writes no archive comment: add one to its end record.
    const plain = zipSync({ 'a.txt': strToU8('a') });
    const note = strToU8('made by Pulse');
    const commented = new Uint8Array(plain.length + note.length);
    commented.set(plain);
    commented.set(note, plain.length);
    new DataView(commented.buffer).setUint16(plain.length - 2, note.length, true);
    const withComment = unzipSync(await bytesOf(await appendToZip(blobOf(commented), decrypted)));
    expect(Object.keys(withComment).sort()).toEqual(['a.txt', ...Object.keys(decrypted)].sort());

    const empty = unzipSync(await bytesOf(await appendToZip(blobOf(zipSync({})), decrypted)));
    expect(Object.keys(empty).sort()).toEqual(Object.keys(decrypted).sort());

    const once = await appendToZip(blobOf(serverLikeZip(original)), decrypted);
    const twice = unzipSync(await bytesOf(await appendToZip(once, { 'later.txt': strToU8('later') })));
    expect(twice['later.txt']).toEqual(strToU8('later'));
    expect(same(twice['media/photo-1.jpg']!, original['media/photo-1.jpg'])).toBe(true);
    expect(Object.keys(twice)).toHaveLength(7);
  });

  it('refuses what is not a zip with a clear error', async () => {
    expect(await codeOf(appendToZip(new Blob([]), decrypted))).toBe('NOT_A_ZIP');
    expect(await codeOf(appendToZip(blobOf(strToU8('<html>Not found</html>'.repeat(10))), decrypted))).toBe('NOT_A_ZIP');
    expect(await codeOf(appendToZip(blobOf(random(100_000, 3)), decrypted))).toBe('NOT_A_ZIP');
    // Cut short: the end record is gone.
    const server = serverLikeZip(original);
    expect(await codeOf(appendToZip(blobOf(server.subarray(0, server.length - 10)), decrypted))).toBe('NOT_A_ZIP');
    // A damaged central directory.
    const damaged = server.slice();
    const directoryOffset = new DataView(damaged.buffer).getUint32(damaged.length - 22 + 16, true);
    damaged[directoryOffset] = 0;
    const error = await appendToZip(blobOf(damaged), decrypted).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZipAppendError);
    expect((error as Error).message).toMatch(/^The downloaded file is not a valid zip archive/);
  });

  it('refuses ZIP64 archives and results a zip without ZIP64 cannot hold', async () => {
    const zip64 = zipSync({ 'a.txt': strToU8('a') });
    new DataView(zip64.buffer).setUint16(zip64.length - 22 + 10, 0xffff, true);
    new DataView(zip64.buffer).setUint16(zip64.length - 22 + 8, 0xffff, true);
    expect(await codeOf(appendToZip(blobOf(zip64), decrypted))).toBe('ZIP64_UNSUPPORTED');

    expect(await codeOf(appendToZip(blobOf(zipOfEmptyFiles(0xffff - 2)), decrypted))).toBe('TOO_LARGE');
    // One entry fewer fits: 0xfffe entries in all.
    expect(Object.keys(unzipSync(await bytesOf(await appendToZip(blobOf(zipOfEmptyFiles(0xffff - 3)), decrypted))))).toHaveLength(3);

    expect(await codeOf(appendToZip(nearlyFourGiB(), decrypted))).toBe('TOO_LARGE');
  });
});

/** `count` empty stored files all named "f" (unzipSync keeps one of them), built by copying one entry's records. */
function zipOfEmptyFiles(count: number): Uint8Array {
  const one = zipSync({ f: new Uint8Array(0) }, { level: 0 });
  const view = new DataView(one.buffer);
  const directorySize = view.getUint32(one.length - 22 + 12, true);
  const localSize = view.getUint32(one.length - 22 + 16, true);
  const out = new Uint8Array(count * (localSize + directorySize) + 22);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < count; i++) {
    out.set(one.subarray(0, localSize), i * localSize);
    const record = count * localSize + i * directorySize;
    out.set(one.subarray(localSize, localSize + directorySize), record);
    outView.setUint32(record + 42, i * localSize, true);
  }
  out.set(one.subarray(one.length - 22), out.length - 22);
  outView.setUint16(out.length - 22 + 8, count, true);
  outView.setUint16(out.length - 22 + 10, count, true);
  outView.setUint32(out.length - 22 + 12, count * directorySize, true);
  outView.setUint32(out.length - 22 + 16, count * localSize, true);
  return out;
}

/**
 * A valid zip of one stored file just under 4 GiB, as a Blob of one 1 MB Blob repeated (nothing
 * that size is allocated): what is appended pushes it past the 32-bit offsets.
 */
function nearlyFourGiB(): Blob {
  const size = 0xffff_ff00;
  const mb = new Blob([new Uint8Array(1024 * 1024)]);
  const data = [...Array<Blob>(Math.floor(size / mb.size)).fill(mb), mb.slice(0, size % mb.size)];
  const local = new Uint8Array(31);
  const central = new Uint8Array(47);
  const end = new Uint8Array(22);
  const [l, c, e] = [local, central, end].map((b) => new DataView(b.buffer));
  l.setUint32(0, 0x04034b50, true);
  l.setUint32(18, size, true);
  l.setUint32(22, size, true);
  l.setUint16(26, 1, true);
  local[30] = 0x62;
  c.setUint32(0, 0x02014b50, true);
  c.setUint32(20, size, true);
  c.setUint32(24, size, true);
  c.setUint16(28, 1, true);
  central[46] = 0x62;
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, 1, true);
  e.setUint16(10, 1, true);
  e.setUint32(12, central.length, true);
  e.setUint32(16, local.length + size, true);
  return new Blob([local, ...data, central, end]);
}

describe('blobOfStream', () => {
  it('gathers a download of any chunking into the same bytes', async () => {
    const data = random(17 * 1024 * 1024 + 123, 11);
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= data.length) return controller.close();
        const size = 65_536 + (at % 1000);
        controller.enqueue(data.slice(at, at + size));
        at += size;
      },
    });
    const blob = await blobOfStream(body);
    expect(blob.size).toBe(data.length);
    expect(blob.type).toBe('application/zip');
    expect(same(await bytesOf(blob), data)).toBe(true);
  });
});

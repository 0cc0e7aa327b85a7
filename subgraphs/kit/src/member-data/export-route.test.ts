// The framed answer of the member-export route, written and read back as streams: what goes in
// comes out, entry by entry and byte for byte, and a stream cut anywhere is never taken for a
// complete one.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, memberExportFrames, readMemberExport, type CollectedExportEntry } from './export-route.js';

const entriesOf = (files: Record<string, Buffer>, asStreams = false): CollectedExportEntry[] =>
  Object.entries(files).map(([path, bytes]) => ({
    path,
    // A stream in uneven chunks, as a file read from storage arrives.
    open: () => Promise.resolve(asStreams ? Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]) : bytes),
  }));

async function concat(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Each entry's bytes as hex: compared as strings (a byte-by-byte deep equal of buffers is slow). */
async function readAll(source: AsyncIterable<Uint8Array>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const entry of readMemberExport(source)) out[entry.path] = (await concat(entry.body)).toString('hex');
  return out;
}

describe('member export frames', () => {
  const files = {
    'posts/posts.json': Buffer.from(JSON.stringify([{ id: 'p1', content: 'a run' }])),
    'posts/files/video.mp4': randomBytes(3 * CHUNK_BYTES + 123),
    'posts/files/empty.jpg': Buffer.alloc(0),
  };

  const expected = Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, bytes.toString('hex')]));

  it('reads back every entry byte for byte, from buffers and from streams, in any network chunking', async () => {
    for (const asStreams of [false, true]) {
      const wire = await concat(memberExportFrames(entriesOf(files, asStreams)));
      // Delivered in 7-byte pieces: headers and bodies split anywhere.
      const pieces = Array.from({ length: Math.ceil(wire.length / 7) }, (_, i) => wire.subarray(i * 7, i * 7 + 7));
      expect(await readAll(Readable.from(pieces))).toEqual(expected);
      expect(await readAll(Readable.from([wire]))).toEqual(expected);
    }
  });

  it('never hands over a piece larger than a chunk frame', async () => {
    const wire = await concat(memberExportFrames(entriesOf(files)));
    for await (const entry of readMemberExport(Readable.from([wire]))) {
      for await (const piece of entry.body) expect(piece.length).toBeLessThanOrEqual(CHUNK_BYTES);
    }
  });

  it('refuses a stream cut anywhere: inside a body, between entries, before the end line', async () => {
    const wire = await concat(memberExportFrames(entriesOf(files)));
    for (const at of [wire.length - 1, Math.floor(wire.length / 2), 40]) {
      await expect(readAll(Readable.from([wire.subarray(0, at)]))).rejects.toThrow(/ended without its end line|malformed/);
    }
  });

  it('refuses an unsafe path and a lying end line', async () => {
    const unsafe = Buffer.from(`${JSON.stringify({ path: '../etc/passwd' })}\n`);
    await expect(readAll(Readable.from([unsafe]))).rejects.toThrow('A malformed member export frame');
    const lying = Buffer.from(`${JSON.stringify({ end: true, entries: 2 })}\n`);
    await expect(readAll(Readable.from([lying]))).rejects.toThrow('lost entries');
  });

  it('refuses to go on to the next entry before the last one was read', async () => {
    const wire = await concat(memberExportFrames(entriesOf(files)));
    const reading = (async () => {
      for await (const entry of readMemberExport(Readable.from([wire]))) void entry.path;
    })();
    await expect(reading).rejects.toThrow('was not read to its end');
  });
});

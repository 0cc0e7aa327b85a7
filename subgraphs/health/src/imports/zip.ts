// yauzl behind promises. yauzl reads the zip's central directory (at its end) and then only
// the bytes of the entries asked for: a 2 GB Apple export's export.xml is found without
// reading the route files or export_cda.xml, and nothing is buffered whole.
import { open as openFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExportFileError } from './types.js';

export interface OpenedZip {
  entries: Entry[];
  stream(entry: Entry): Promise<Readable>;
  close(): void;
}

/** Reads the central directory (entries' names and sizes only). */
export async function openZip(path: string, size: number): Promise<OpenedZip> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, z) => (err ? reject(err) : resolve(z))),
  ).catch((err: Error) => {
    // The directory sits at the end of a zip: a cut-short upload has none.
    throw new ExportFileError(`The export file is incomplete: the zip archive ends at byte ${size} before its directory (${err.message})`, size);
  });
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    const list: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      list.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(list));
    zip.once('error', (err: Error) => reject(new ExportFileError(`The export file is not a readable zip archive: ${err.message}`, size)));
    zip.readEntry();
  });
  return {
    entries,
    stream: (entry) => new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(checked(s, entry, size))))),
    close: () => zip.close(),
  };
}

export type FileKind = 'zip' | 'xml' | 'other';

/** By the first bytes, never the name: `PK\x03\x04` is a zip, `<` (after an optional BOM and whitespace) XML. */
export async function sniff(path: string): Promise<FileKind> {
  const handle = await openFile(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
    const text = head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    return text.startsWith('<') ? 'xml' : 'other';
  } finally {
    await handle.close();
  }
}

export const damagedEntry = (name: string) =>
  `The export file is damaged: ${name.split('/').pop()} does not match its checksum. Export it again from your phone and upload the new file`;

/**
 * The entry's bytes, checked against the CRC-32 its zip records (yauzl checks sizes, not
 * checksums): a damaged file ends in an ExportFileError instead of importing wrong numbers.
 * The check is at the entry's end, like a truncated file's; what was stored before stays.
 */
function checked(source: Readable, entry: Entry, size: number): Readable {
  let crc = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc >>> 0 === entry.crc32 >>> 0 ? null : new ExportFileError(damagedEntry(entry.fileName), size));
    },
  });
  source.once('error', (error) => check.destroy(error));
  return source.pipe(check);
}

// A small streaming zip writer for generated test and bench exports (no zip package is a
// dependency, and generating 500 MB must not hold it in memory). Each entry is deflated as it
// is written, with a data descriptor after it (sizes and CRC are only known at the end) and
// the central directory at the end of the file, as the Health app's own export.zip has.
// No ZIP64: entries and the archive stay under 4 GiB.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, createDeflateRaw } from 'node:zlib';

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1; // 2024-01-01: fixed so seeded files are identical

/** @param {string} path */
export function createZipWriter(path, { level = 6 } = {}) {
  const out = createWriteStream(path);
  let offset = 0;
  const central = [];
  const write = async (buffer) => {
    offset += buffer.length;
    if (!out.write(buffer)) await once(out, 'drain');
  };

  return {
    /** Starts an entry; write to it, then end() it before the next one. */
    async entry(name) {
      const nameBytes = Buffer.from(name, 'utf8');
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
      header.writeUInt16LE(8, 8); // deflate
      header.writeUInt16LE(DOS_TIME, 10);
      header.writeUInt16LE(DOS_DATE, 12);
      header.writeUInt16LE(nameBytes.length, 26);
      const localOffset = offset;
      await write(Buffer.concat([header, nameBytes]));
      const deflate = createDeflateRaw({ level });
      let crc = 0;
      let size = 0;
      let compressed = 0;
      const pumped = (async () => {
        for await (const piece of deflate) {
          compressed += piece.length;
          await write(piece);
        }
      })();
      return {
        /** Resolves when the deflater can take more (back-pressure reaches the caller). */
        async write(data) {
          const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
          crc = crc32(bytes, crc);
          size += bytes.length;
          if (!deflate.write(bytes)) await once(deflate, 'drain');
        },
        async end() {
          deflate.end();
          await pumped;
          if (size >= 2 ** 32 || offset >= 2 ** 32) throw new Error('zip-writer: entries over 4 GiB need ZIP64');
          const descriptor = Buffer.alloc(16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(crc >>> 0, 4);
          descriptor.writeUInt32LE(compressed, 8);
          descriptor.writeUInt32LE(size, 12);
          await write(descriptor);
          central.push({ nameBytes, crc: crc >>> 0, compressed, size, localOffset });
        },
      };
    },
    async finish() {
      const start = offset;
      for (const e of central) {
        const h = Buffer.alloc(46);
        h.writeUInt32LE(0x02014b50, 0);
        h.writeUInt16LE(20, 4);
        h.writeUInt16LE(20, 6);
        h.writeUInt16LE(0x0808, 8);
        h.writeUInt16LE(8, 10);
        h.writeUInt16LE(DOS_TIME, 12);
        h.writeUInt16LE(DOS_DATE, 14);
        h.writeUInt32LE(e.crc, 16);
        h.writeUInt32LE(e.compressed, 20);
        h.writeUInt32LE(e.size, 24);
        h.writeUInt16LE(e.nameBytes.length, 28);
        h.writeUInt32LE(e.localOffset, 42);
        await write(Buffer.concat([h, e.nameBytes]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(central.length, 8);
      end.writeUInt16LE(central.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await write(end);
      out.end();
      await once(out, 'finish');
    },
  };
}

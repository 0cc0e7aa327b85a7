// yauzl ships no types and @types/yauzl is not installed (design section 8): only what imports/ uses.
declare module 'yauzl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';

  export interface Options {
    autoClose?: boolean;
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }
  export interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
    /** CRC-32 of the uncompressed bytes, as the central directory records it. */
    crc32: number;
    relativeOffsetOfLocalHeader: number;
    isEncrypted(): boolean;
  }
  export interface ZipFile extends EventEmitter {
    entryCount: number;
    isOpen: boolean;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (err: Error | null, stream: Readable) => void): void;
    close(): void;
  }
  export function open(path: string, options: Options, callback: (err: Error | null, zipfile: ZipFile) => void): void;
  const yauzl: { open: typeof open };
  export default yauzl;
}

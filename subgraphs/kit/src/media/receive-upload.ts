// Reads a multipart upload (fields and up to N files) and spools each file to a temporary
// file while it arrives, deciding its type from its first bytes and enforcing the size
// limit of that type, so nothing large is held in memory and a bad file is refused as
// soon as it can be known. On a refusal the promise rejects at once (the caller answers
// straight away) while the rest of the body is read and discarded, so the client, which
// may still be sending, sees the answer instead of a reset connection.
import type http from 'node:http';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { MediaError, badInput, tooLarge } from './media-error.js';
import { SNIFF_BYTES, detectMediaType, type AllowedType } from './media-types.js';
import { checkString, problemMessage } from '../input/strings.js';
import { makeSpoolDir } from '../storage.js';

/** A file name is informative only, but it is stored and shown: bounded like any name. */
const MAX_FILENAME_LENGTH = 255;

// Upload routes answer their refusals with it; re-exported so they find it beside receiveUpload.
export { lingerThenClose } from '../linger-then-close.js';

export interface UploadLimits {
  maxFiles: number;
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** The refusals that speak the endpoint's language ("sent" for messages, "uploaded" for posts). */
export interface UploadMessages {
  /** A file that is not an allowed image or video. */
  notMedia: string;
  /** A body without any file. */
  noFiles: string;
  /** More files than maxFiles. */
  tooManyFiles: (max: number) => string;
}

export interface ReceivedFile {
  /** The spooled bytes, removed by dispose(). */
  path: string;
  size: number;
  type: AllowedType;
  /** The name the client gave; informative only. */
  filename: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  /** In the order they were sent. */
  files: ReceivedFile[];
  dispose(): Promise<void>;
}

/** A body larger than any allowed upload: refused without parsing the rest. */
export class UploadOverflowError extends MediaError {}

export const FILE_FIELDS = new Set(['files', 'files[]']);
const MAX_FIELD_BYTES = 1024;
const MAX_FIELDS = 20;

/** The largest body worth reading: every file at the largest size, plus the fields. */
function maxBodyBytes(limits: UploadLimits): number {
  return limits.maxFiles * Math.max(limits.maxImageBytes, limits.maxVideoBytes) + 1024 * 1024;
}

/**
 * Spools one file part. Resolves with the file once it is complete and allowed; rejects as
 * soon as it is known not to be, and then keeps draining the part so the parser goes on.
 */
function spoolFile(stream: Readable, path: string, filename: string, limits: UploadLimits, notMedia: string): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path, { flags: 'wx' });
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    let type: AllowedType | null | undefined;
    let failed = false;
    // Two things may hold the stream paused: a full write buffer and a type being decided.
    let holds = 0;
    const hold = () => {
      if (holds++ === 0) stream.pause();
    };
    const release = () => {
      if (--holds === 0 && !failed) stream.resume();
    };
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      out.destroy();
      stream.resume();
      reject(error);
    };
    const limitOf = (t: AllowedType) => (t.kind === 'IMAGE' ? limits.maxImageBytes : limits.maxVideoBytes);
    const decide = async () => {
      type = await detectMediaType(Buffer.concat(head));
      if (!type) throw badInput(notMedia, 'files');
      if (size > limitOf(type)) throw tooLarge();
    };

    out.on('error', fail);
    stream.on('error', fail);
    stream.on('limit', () => fail(tooLarge()));
    stream.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (type === undefined && headBytes < SNIFF_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      if (type && size > limitOf(type)) return fail(tooLarge());
      if (size > Math.max(limits.maxImageBytes, limits.maxVideoBytes)) return fail(tooLarge());
      if (!out.write(chunk)) {
        hold();
        out.once('drain', release);
      }
      if (type === undefined && headBytes >= SNIFF_BYTES) {
        hold();
        type = null; // decided below; stops collecting the head
        decide().then(release, fail);
      }
    });
    let ended = false;
    // A part cut short (the client went away, the parser gave up) closes without ending.
    stream.on('close', () => {
      if (!ended) fail(badInput('The upload was interrupted'));
    });
    stream.on('end', () => {
      ended = true;
      if (failed) return;
      const finish = () => out.end(() => (failed ? undefined : resolve({ path, size, type: type!, filename })));
      if (type === undefined) decide().then(finish, fail);
      else finish();
    });
  });
}

export interface ReceiveOptions {
  limits: UploadLimits;
  messages: UploadMessages;
  /** The storage root: temporary files go in a directory per upload under its `.incoming` (storage.ts's makeSpoolDir). */
  storageDir: string;
  /** Called for each text field as it arrives; a rejection refuses the upload early. */
  onField?: (name: string, value: string) => Promise<void> | void;
}

export async function receiveUpload(req: http.IncomingMessage, opts: ReceiveOptions): Promise<ReceivedUpload> {
  const { limits, messages } = opts;
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))) {
    throw badInput('Send the files as multipart/form-data', 'files');
  }
  const maxBody = maxBodyBytes(limits);
  if (Number(req.headers['content-length'] ?? 0) > maxBody) throw new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', 'Request too large');

  const dir = await makeSpoolDir(opts.storageDir, 'upload');
  const dispose = () => rm(dir, { recursive: true, force: true });

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const pending: Promise<unknown>[] = [];
    let failure: unknown;
    let finished = false;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error);
    };

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          files: limits.maxFiles,
          // A backstop: spoolFile enforces each type's own, smaller, limit.
          fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes) + 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: limits.maxFiles + MAX_FIELDS,
        },
      });
    } catch {
      void dispose();
      reject(badInput('Malformed multipart body'));
      return;
    }

    const settle = async () => {
      if (finished) return;
      finished = true;
      await Promise.allSettled(pending);
      if (failure) {
        await dispose();
        return;
      }
      if (!files.length) {
        await dispose();
        reject(badInput(messages.noFiles, 'files'));
        return;
      }
      resolve({ fields, files, dispose });
    };

    bb.on('field', (name, value, info) => {
      if (failure) return;
      if (info.valueTruncated) return fail(badInput(`${name} is too long`, name, 'TOO_LONG'));
      // Every text part passes the platform's string check (input/strings.ts) before anything reads it.
      const bad = checkString(name, name) ?? checkString(value, name);
      if (bad) return fail(badInput(bad.message, bad.field, bad.reason));
      if (!(name in fields)) fields[name] = value;
      if (opts.onField)
        pending.push(
          Promise.resolve()
            .then(() => opts.onField!(name, value))
            .catch(fail),
        );
    });
    bb.on('file', (name, stream, info) => {
      // A form cut short errors the file's stream too; bb's own 'error' answers, and an unheard
      // stream error would end the process.
      stream.on('error', () => undefined);
      if (failure || !FILE_FIELDS.has(name)) {
        if (!failure) fail(badInput(`Unexpected file field "${name}": send files as "files"`, name));
        stream.resume();
        return;
      }
      const badName = checkString(info.filename ?? '', 'files', MAX_FILENAME_LENGTH);
      if (badName) {
        fail(badInput(problemMessage('The file name', badName.reason, MAX_FILENAME_LENGTH), 'files', badName.reason));
        stream.resume();
        return;
      }
      const index = files.length;
      const spooled = spoolFile(stream, join(dir, String(index)), info.filename ?? '', limits, messages.notMedia);
      pending.push(spooled.then((file) => (files[index] = file), fail));
      files.push(undefined as unknown as ReceivedFile); // keeps the sending order
    });
    bb.on('filesLimit', () => fail(badInput(messages.tooManyFiles(limits.maxFiles), 'files')));
    bb.on('fieldsLimit', () => fail(badInput('Too many fields')));
    bb.on('partsLimit', () => fail(badInput('Too many parts')));
    bb.on('error', () => {
      fail(badInput('Malformed multipart body'));
      void settle();
    });
    bb.on('finish', () => void settle());
    bb.on('close', () => void settle());

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody) {
        // Not worth parsing further: what is left is discarded (see lingerThenClose).
        req.unpipe(bb);
        req.resume();
        fail(new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', 'Request too large'));
        bb.destroy();
        void settle();
      }
    });
    req.on('close', () => {
      if (!req.complete) {
        fail(badInput('The upload was interrupted'));
        bb.destroy();
        void settle();
      }
    });
    req.pipe(bb);
  });
}

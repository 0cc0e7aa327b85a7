// POST /media (the gateway's POST /api/health/uploads): one file per request, multipart with
// the text field `purpose` (meal-image | activity | export | exercise-video) sent before the file field `file`,
// so the limit and the allowed types are known before a byte of the file is stored. The file
// streams to storage (a multi-gigabyte health export is never held in memory); a meal photo
// (at most 5 MB) is re-encoded without its metadata first, like every image Pulse keeps.
// Answers 201 { upload: { key, purpose, size, contentType, url? } }; the key is what
// analyzeMeal, importActivity and importHealthExport take (owned-upload.ts), the url (images
// and videos) what recordExerciseAnalysis takes as its video.
//
// GET /media/:key serves health's images (meal photos and their nutrition overlays) and
// exercise videos (the only videos health stores; a result posted as a card shows it), by
// their unguessable keys like every /media file: activity files and health exports are the
// member's private data and are never served.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type http from 'node:http';
import type express from 'express';
import busboy from 'busboy';
import { createLogger, createStorage, hitRateLimits, makeSpoolDir, newStorageKey, type Storage, type SubgraphServices } from '@pulse/kit';
import { badInput, sanitizeImage, serveMediaHandler, uploadRoute, UploadOverflowError } from '@pulse/kit/media';
import { HealthUpload } from './entities.js';
import { PURPOSES, PURPOSE_LIST, SNIFF_BYTES, UPLOAD_PURPOSES, isUploadPurpose, type SniffedType, type UploadPurpose } from './purposes.js';

const log = createLogger('health.uploads');

/** Health keys start with this; the gateway routes GET /media/h-* here. */
export const HEALTH_KEY_PREFIX = 'h-';
/** Uploads per member per hour: bounds the disk one account can fill. */
export const HEALTH_UPLOADS_PER_HOUR = 60;
export const LOGIN_TO_UPLOAD = 'Please log in to upload';

/** What GET /media/:key serves: images, and videos (only exercise videos are videos). */
const servable = (contentType: string) => contentType.startsWith('image/') || contentType.startsWith('video/');

interface Stored {
  key: string;
  size: number;
  type: SniffedType;
  filename: string;
}

/**
 * Streams one file part into storage under a fresh key, refusing it as soon as its first bytes
 * show the wrong type or its size passes the purpose's limit. Resolves once the object is in place.
 */
async function storeFile(
  stream: Readable,
  purpose: UploadPurpose,
  maxBytes: number,
  tooLargeMessage: string,
  storage: Storage,
  storageDir: string,
): Promise<Omit<Stored, 'filename'>> {
  const rule = PURPOSES[purpose];
  const head: Buffer[] = [];
  const image: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  // Set once the first bytes are judged (closures assign them, so they live in one object).
  const file: { type: SniffedType | null; key: string | null; body: PassThrough | null; put: Promise<void> | null } = { type: null, key: null, body: null, put: null };

  const start = async (): Promise<SniffedType> => {
    const type = await rule.sniff(Buffer.concat(head));
    if (!type) throw badInput(rule.wrongType, 'file');
    file.type = type;
    file.key = HEALTH_KEY_PREFIX + newStorageKey(type.extension);
    if (type.image) {
      image.push(...head);
      return type;
    }
    const body = new PassThrough();
    // Storage attaches its reader only after it made the directory: an error before that
    // (the file grew past its limit) must not go unheard. The put still sees it.
    body.on('error', () => undefined);
    file.body = body;
    file.put = storage.put(file.key, body, type.contentType);
    // A failed put (disk full) also fails the writes below; keep it from going unhandled.
    file.put.catch(() => undefined);
    body.write(Buffer.concat(head));
    return type;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage);
      if (!file.type) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) await start();
      } else if (file.type.image) image.push(chunk);
      else if (!file.body!.write(chunk)) await once(file.body!, 'drain');
    }
    if ((stream as { truncated?: boolean }).truncated) throw new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage);
    if (size === 0) throw badInput('The file is empty', 'file');
    const type = file.type ?? (await start());
    const key = file.key!;
    if (type.image) {
      // Decoded and encoded again: no EXIF (GPS position, camera serial) survives.
      // In STORAGE_DIR/.incoming, made here if nothing has made it yet (a fresh install's first upload).
      const dir = await makeSpoolDir(storageDir, 'health');
      try {
        const path = join(dir, 'image');
        await writeFile(path, Buffer.concat(image));
        const clean = await sanitizeImage(path, type.image, rule.wrongType);
        await storage.put(key, clean, type.contentType);
        return { key, size: clean.length, type };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    file.body!.end();
    await file.put;
    return { key, size, type };
  } catch (error) {
    file.body?.destroy(error instanceof Error ? error : new Error(String(error)));
    await file.put?.catch(() => undefined);
    if (file.key) await storage.delete(file.key).catch(() => undefined);
    stream.resume();
    throw error;
  }
}

/** Reads the multipart body: the purpose field, then one file. */
function receive(req: http.IncomingMessage, importMaxBytes: number, storage: Storage, storageDir: string): Promise<Stored & { purpose: UploadPurpose }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 4, fieldSize: 1024, parts: 6 } });
    } catch {
      reject(badInput('Send the file as multipart/form-data', 'file'));
      return;
    }
    let purpose: UploadPurpose | undefined;
    let sawFile = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    parser.on('field', (name, value) => {
      if (name !== 'purpose') return;
      if (isUploadPurpose(value)) purpose = value;
      else fail(badInput(`purpose must be one of ${UPLOAD_PURPOSES.join(', ')}`, 'purpose'));
    });
    parser.on('file', (name, stream, info) => {
      // A form cut short makes busboy error the file's stream as well as the parser; the
      // parser's own 'error' answers the member, and an unheard stream error would end the process.
      stream.on('error', () => undefined);
      // `file`, or `files` as the other upload endpoints call it.
      if (sawFile || (name !== 'file' && name !== 'files')) {
        stream.resume();
        return fail(badInput('Send one file, in the field "file"', 'file'));
      }
      sawFile = true;
      if (!purpose) {
        stream.resume();
        return fail(badInput(`Send the purpose field (${PURPOSE_LIST}) before the file`, 'purpose'));
      }
      const chosen = purpose;
      const rule = PURPOSES[chosen];
      storeFile(stream, chosen, rule.maxBytes(importMaxBytes), rule.tooLarge(importMaxBytes), storage, storageDir).then((stored) => {
        if (settled) return storage.delete(stored.key);
        settled = true;
        resolve({ ...stored, purpose: chosen, filename: String(info.filename ?? '').slice(0, 255) });
      }, fail);
    });
    parser.on('filesLimit', () => fail(badInput('Send one file, in the field "file"', 'file')));
    parser.on('error', () => fail(badInput('The upload could not be read', 'file')));
    parser.on('close', () => {
      if (!sawFile) fail(badInput(purpose ? 'Please choose a file to upload' : `Send the purpose field (${PURPOSE_LIST}) and a file`, purpose ? 'file' : 'purpose'));
    });
    // The client went away mid-file: as kit's own reader says it (nobody is left to read it).
    req.on('aborted', () => fail(badInput('The upload was interrupted', 'file')));
    req.pipe(parser);
  });
}

export function uploadRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  const storageDir = services.config.storageDir;

  // kit's upload skeleton: the member known before a byte of the body is read, refusals
  // answered like the REST shims, a body too large to drain cut short; the body itself is read
  // here (one file of the purpose's type and size, streamed to storage).
  app.post(
    '/media',
    uploadRoute(services, { log, loginMessage: LOGIN_TO_UPLOAD, status: 201 }, async ({ req, userId }) => {
      const em = services.orm.em.fork();
      await hitRateLimits(em, services, [{ key: `health-upload:${userId}`, limit: HEALTH_UPLOADS_PER_HOUR, windowSeconds: 3600 }]);
      const stored = await receive(req, services.config.health.importMaxBytes, storage, storageDir);
      const upload = new HealthUpload();
      Object.assign(upload, {
        ownerId: userId,
        key: stored.key,
        purpose: stored.purpose,
        contentType: stored.type.contentType,
        size: stored.size,
        originalName: stored.filename || null,
      });
      await em.persist(upload).flush();
      return {
        upload: {
          key: upload.key,
          purpose: upload.purpose,
          size: upload.size,
          contentType: upload.contentType,
          ...(servable(stored.type.contentType) ? { url: `/media/${upload.key}` } : {}),
        },
      };
    }),
  );

  const serve = serveMediaHandler(storage, 'health.media', services.config);
  app.get('/media/:key', async (req, res, next) => {
    const key = String(req.params.key);
    const info = key.startsWith(HEALTH_KEY_PREFIX) ? await storage.stat(key).catch(() => null) : null;
    // Only images and videos: activity files and exports exist for their owner's imports, not for links.
    if (!info || !servable(info.contentType)) {
      res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
      return;
    }
    return serve(req, res, next);
  });
}

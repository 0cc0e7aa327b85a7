// POST /api/messages/media with `Content-Type: application/octet-stream`: one file a device
// encrypted for an end-to-end encrypted conversation (docs/e2ee.md, "Files as built"). The
// server can neither read, type nor re-encode it, so it stores the bytes as they come: at most
// the largest file a message may carry (MEDIA_MAX_VIDEO_BYTES) plus the AES-GCM tag, streamed
// to storage, never held whole in memory. It answers 201 {url, key, size}; GET /media/:key
// serves the ciphertext. The message that names the file (and holds its key) is an encrypted
// envelope, so nothing here ties the file to a conversation; ENCRYPTED_FILES_PER_HOUR bounds
// what one member can store.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type express from 'express';
import { createLogger, hitRateLimits, newStorageKey, type Storage, type SubgraphServices } from '@pulse/kit';
import { badInput, mediaRequestContext, mediaUrlOf, uploadRoute, UploadOverflowError } from '@pulse/kit/media';

const log = createLogger('messaging.encrypted-files');

export const ENCRYPTED_FILES_PER_HOUR = 120;
/** AES-GCM's tag: the smallest ciphertext of a non-empty file is one byte longer. */
export const GCM_TAG_BYTES = 16;
export const ENCRYPTED_FILE_CONTENT_TYPE = 'application/octet-stream';
export const NOT_ENCRYPTED_FILE = 'An encrypted file is the AES-GCM ciphertext of a non-empty file';
export const ENCRYPTED_FILE_TOO_LARGE = 'The file is too large to send';

export const isEncryptedFileUpload = (req: express.Request) => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === ENCRYPTED_FILE_CONTENT_TYPE;

export function encryptedFileHandler(services: SubgraphServices, storage: Storage): express.RequestHandler {
  const max = services.config.media.maxVideoBytes + GCM_TAG_BYTES;
  return uploadRoute(services, { log, status: 201 }, async ({ req, auth, userId, onRefused }) => {
    // Refused before a byte is stored: a declared size past the limit, or a member over their hour.
    if (Number(req.headers['content-length'] ?? 0) > max) throw new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', ENCRYPTED_FILE_TOO_LARGE);
    const ctx = mediaRequestContext(req, auth, services);
    await hitRateLimits(ctx.em, services, [{ key: `encrypted-files:${userId}`, limit: ENCRYPTED_FILES_PER_HOUR, windowSeconds: 3600 }]);

    const key = newStorageKey('bin');
    const body = new PassThrough();
    // Storage attaches its reader once its directory exists; an error before that must not go unheard.
    body.on('error', () => undefined);
    const put = storage.put(key, body, ENCRYPTED_FILE_CONTENT_TYPE);
    put.catch(() => undefined);
    onRefused(() => storage.delete(key));
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > max) throw new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', ENCRYPTED_FILE_TOO_LARGE);
        if (!body.write(chunk)) await once(body, 'drain');
      }
      if (size <= GCM_TAG_BYTES) throw badInput(NOT_ENCRYPTED_FILE, 'file', 'NOT_ENCRYPTED_FILE');
      body.end();
      await put;
    } catch (error) {
      body.destroy(error as Error);
      await put.catch(() => undefined);
      throw error;
    }
    return { url: mediaUrlOf(key), key, size };
  });
}

// POST /media (the gateway's POST /api/posts/media): the composer uploads its images and
// videos here first, then creates the post with the URLs it got back. Answers
// {medias: [{url, type}]} in the order sent. All or nothing: every file is received,
// typed from its bytes, size-checked (images 5 MB, videos 100 MB: 'File too large', 413)
// and re-encoded without metadata before any is stored.
import { join } from 'node:path';
import type express from 'express';
import { UnauthenticatedError, authenticate, createLogger, hitRateLimits, type Storage, type SubgraphServices } from '@pulse/kit';
import {
  UploadOverflowError, lingerThenClose, receiveUpload, sendError, storeMedia, type ReceivedUpload, type UploadLimits,
} from '@pulse/kit/media';
import { MAX_POST_MEDIA_FILES, NOT_POST_MEDIA, POST_MEDIA_KEY_PREFIX, POST_UPLOAD_MESSAGES } from './post-media.js';

const log = createLogger('social.media');

/**
 * Uploads (of up to four files each) per member per hour. Files are kept whether or not a
 * post uses them, so this bounds the disk one account can fill; a member posting a photo
 * every minute stays well under it.
 */
export const POST_MEDIA_UPLOADS_PER_HOUR = 120;

export const LOGIN_TO_UPLOAD = 'Please log in to post';

export function uploadPostMediaHandler(services: SubgraphServices, storage: Storage): express.RequestHandler {
  const { config } = services;
  const limits: UploadLimits = { maxFiles: MAX_POST_MEDIA_FILES, ...config.media };
  const spoolDir = join(config.storageDir, '.incoming');

  return async (req, res) => {
    let upload: ReceivedUpload | undefined;
    try {
      const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
      // Refused before a byte of the body is read. A dead token keeps its own message (the client signs out on it).
      if (!auth.user) throw auth.error ?? new UnauthenticatedError(LOGIN_TO_UPLOAD);
      await hitRateLimits(services.orm.em.fork(), services.schema, [
        { key: `post-media:${auth.user.id}`, limit: POST_MEDIA_UPLOADS_PER_HOUR, windowSeconds: 3600 },
      ]);
      upload = await receiveUpload(req, { limits, messages: POST_UPLOAD_MESSAGES, spoolDir });
      const stored = await storeMedia(storage, upload.files, { notMedia: NOT_POST_MEDIA, keyPrefix: POST_MEDIA_KEY_PREFIX });
      res.json({ medias: stored.map((m) => ({ url: m.url, type: m.contentType })) });
    } catch (error) {
      sendError(res, error, log);
      // The parser keeps discarding a refused body to its end; one too large for that is cut short.
      if (error instanceof UploadOverflowError) lingerThenClose(req, res);
    } finally {
      await upload?.dispose();
    }
  };
}

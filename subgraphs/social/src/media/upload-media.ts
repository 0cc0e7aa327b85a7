// POST /media (the gateway's POST /api/posts/media): the composer uploads its images and
// videos here first, then creates the post with the URLs it got back. Answers
// {medias: [{url, type}]} in the order sent. All or nothing: every file is received,
// typed from its bytes, size-checked (images 5 MB, videos 100 MB: 'File too large', 413)
// and re-encoded without metadata before any is stored. Images are then screened in the
// background (screening/image-verdicts.ts).
import type express from 'express';
import { createLogger, hitRateLimits, type Storage, type SubgraphServices } from '@pulse/kit';
import { storeMedia, uploadRoute } from '@pulse/kit/media';
import { screenUploadedImages } from '../screening/image-verdicts.js';
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
  const limits = { maxFiles: MAX_POST_MEDIA_FILES, ...services.config.media };
  return uploadRoute(services, { limits, messages: POST_UPLOAD_MESSAGES, log, loginMessage: LOGIN_TO_UPLOAD }, async ({ userId, receive }) => {
    await hitRateLimits(services.orm.em.fork(), services, [{ key: `post-media:${userId}`, limit: POST_MEDIA_UPLOADS_PER_HOUR, windowSeconds: 3600 }]);
    const upload = await receive();
    const stored = await storeMedia(storage, upload.files, { notMedia: NOT_POST_MEDIA, keyPrefix: POST_MEDIA_KEY_PREFIX });
    // Screened in the background from now on, so the verdict is usually in when the post goes out.
    await screenUploadedImages(services, storage, userId, stored);
    return { medias: stored.map((m) => ({ url: m.url, type: m.contentType })) };
  });
}

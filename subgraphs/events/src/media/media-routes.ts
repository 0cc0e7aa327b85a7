// POST /media (the gateway's POST /api/events/upload): one image in the multipart field
// `files`, typed from its bytes, at most the platform's image size, re-encoded without metadata,
// stored under an "e-" key. Answers 201 { url, key, type }: the URL an event's cover or a
// product's images then name. Any member may upload (covers are the members' own); what refers
// to the image decides who may use it. Each image is screened in the background from here
// (screening/, docs/image-screening.md). GET /media/:key serves "e-" keys: it cannot know the
// caller (the gateway forwards no token on downloads, and an <img> sends none), so a held image
// stays private by its URL never being handed out to anyone but its uploader.
import type express from 'express';
import { createLogger, createStorage, hitRateLimits, type SubgraphServices } from '@pulse/kit';
import { badInput, serveMediaHandler, storeMedia, uploadRoute, type UploadMessages } from '@pulse/kit/media';
import { EVENT_IMAGE_KEY_PREFIX, NOT_AN_IMAGE } from './images.js';
import { screenUploadedImage } from '../screening/image-verdicts.js';

const log = createLogger('events.media');
/** Uploads per member per hour: bounds the disk one account can fill. */
export const EVENT_IMAGE_UPLOADS_PER_HOUR = 60;

const MESSAGES: UploadMessages = {
  notMedia: NOT_AN_IMAGE,
  noFiles: 'Choose an image to upload',
  tooManyFiles: () => 'Upload one image at a time',
};

export function eventMediaRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  const limits = { maxFiles: 1, maxImageBytes: services.config.media.maxImageBytes, maxVideoBytes: services.config.media.maxImageBytes };
  app.post(
    '/media',
    uploadRoute(services, { limits, messages: MESSAGES, log, status: 201 }, async ({ userId, receive }) => {
      await hitRateLimits(services.orm.em.fork(), services, [{ key: `event-image:${userId}`, limit: EVENT_IMAGE_UPLOADS_PER_HOUR, windowSeconds: 3600 }]);
      const upload = await receive();
      if (upload.files.some((file) => file.type.kind !== 'IMAGE')) throw badInput(NOT_AN_IMAGE, 'files');
      const [stored] = await storeMedia(storage, upload.files, { notMedia: NOT_AN_IMAGE, keyPrefix: EVENT_IMAGE_KEY_PREFIX });
      await screenUploadedImage(services, userId, stored.key);
      return { url: stored.url, key: stored.key, type: stored.contentType };
    }),
  );
  const serve = serveMediaHandler(storage, 'events.media', services.config);
  app.get('/media/:key', (req, res, next) => {
    if (!String(req.params.key).startsWith(EVENT_IMAGE_KEY_PREFIX)) {
      res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
      return;
    }
    return serve(req, res, next);
  });
}

// The social subgraph's HTTP endpoints beside /graphql: post media upload and download.
// The gateway proxies POST /api/posts/media and GET /media/p-* here.
import type express from 'express';
import { createStorage, type SubgraphServices } from '@pulse/kit';
import { serveMediaHandler } from '@pulse/kit/media';
import { uploadPostMediaHandler } from './upload-media.js';
import { POST_MEDIA_KEY_PREFIX } from './post-media.js';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  app.post('/media', uploadPostMediaHandler(services, storage));
  const serve = serveMediaHandler(storage, 'social.media', services.config);
  // Only post media: with a storage directory shared with messaging, other keys are not ours to serve.
  app.get('/media/:key', (req, res, next) => {
    if (!String(req.params.key).startsWith(POST_MEDIA_KEY_PREFIX)) {
      res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
      return;
    }
    return serve(req, res, next);
  });
}

// The accounts subgraph's HTTP endpoints beside /graphql: profile picture upload and
// download. The gateway proxies POST /api/users/me/image and GET /media/u-* here (the
// registry's media entry for accounts).
import type express from 'express';
import { createStorage, type SubgraphServices } from '@pulse/kit';
import { serveMediaHandler } from '@pulse/kit/media';
import { uploadProfileImageHandler } from './upload-image.js';
import { PROFILE_IMAGE_KEY_PREFIX } from './profile-images.js';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  app.post('/media', uploadProfileImageHandler(services));
  const serve = serveMediaHandler(createStorage(services.config), 'accounts.media', services.config);
  // Only profile pictures: a storage directory may be shared with other subgraphs' files.
  app.get('/media/:key', (req, res, next) => {
    if (!String(req.params.key).startsWith(PROFILE_IMAGE_KEY_PREFIX)) {
      res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
      return;
    }
    return serve(req, res, next);
  });
}

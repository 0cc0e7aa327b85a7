// The messaging subgraph's HTTP endpoints beside /graphql: media upload and download.
// The gateway proxies POST /api/messages/media and GET /media/:key (keys without the
// social "p-" prefix) to them.
import type express from 'express';
import { createStorage, type SubgraphServices } from '@pulse/kit';
import { serveMediaHandler } from '@pulse/kit/media';
import { uploadMediaHandler } from './upload-media.js';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  app.post('/media', uploadMediaHandler(services, storage));
  app.get('/media/:key', serveMediaHandler(storage, 'messaging.media', services.config));
}

// The messaging subgraph's HTTP endpoints beside /graphql: media upload and download.
// The gateway proxies POST /api/messages/media and GET /media/:key to them.
import type express from 'express';
import { createStorage, type SubgraphServices } from '@pulse/kit';
import { uploadMediaHandler } from './upload-media.js';
import { serveMediaHandler } from './serve-media.js';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  app.post('/media', uploadMediaHandler(services, storage));
  app.get('/media/:key', serveMediaHandler(storage));
}

// The messaging subgraph's HTTP endpoints beside /graphql: media upload (images and videos in
// clear, or an encrypted conversation's files as ciphertext) and download.
// The gateway proxies POST /api/messages/media and GET /media/:key (keys without the
// social "p-" prefix) to them.
import type express from 'express';
import { createStorage, type SubgraphServices } from '@pulse/kit';
import { serveMediaHandler } from '@pulse/kit/media';
import { encryptedFileHandler, isEncryptedFileUpload } from '../../envelopes/encrypted-files.js';
import { uploadMediaHandler } from './upload-media.js';

export function mediaRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);
  const plain = uploadMediaHandler(services, storage);
  const encrypted = encryptedFileHandler(services, storage);
  // The same public path takes an encrypted conversation's files as raw ciphertext.
  app.post('/media', (req, res, next) => (isEncryptedFileUpload(req) ? encrypted(req, res, next) : plain(req, res, next)));
  app.get('/media/:key', serveMediaHandler(storage, 'messaging.media', services.config));
}

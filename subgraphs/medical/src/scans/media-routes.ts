// The bytes of medical, not GraphQL (the gateway streams them here, registry `signedUrls`):
//
//   PUT  /media/uploads/:id?expires&signature  one upload URL's file (local storage). No token:
//        the signature is the permission; the upload row makes it single-use (claimed before
//        a byte is read, given back if the transfer fails), the clock makes it short-lived.
//   GET  /media/m-<key>?member&expires&signature  a scan's file for the viewer: the manifest's
//        signed link, checked, written to the scan's access log, then served, never cached.
//   POST /media  refused: medical takes files by upload URL only.
//
// Refusals answer like the REST shims ({ message, code, reason }): 403 FORBIDDEN reason
// UPLOAD_URL_EXPIRED / INVALID_UPLOAD_URL, 409 CONFLICT reason UPLOAD_URL_USED, 413.
import { Transform, type TransformCallback } from 'node:stream';
import type express from 'express';
import { createLogger, lingerThenClose, type SubgraphServices } from '@pulse/kit';
import { MediaError, sendError } from '@pulse/kit/media';
import { medicalStorage } from '../storage/medical-storage.js';
import { recordAccess } from './access-log.js';
import { MedicalAccessAction, MedicalScanFile, MedicalUpload } from './entities.js';
import { DICOM_CONTENT_TYPE, KEY_PREFIX } from './keys.js';
import { DOWNLOAD_URL_EXPIRED, DOWNLOAD_URL_INVALID, fileTooLarge, UPLOAD_URL_EXPIRED, UPLOAD_URL_INVALID, UPLOAD_URL_USED } from './limits.js';
import { checkDownloadLink, checkUploadLink } from './signed-links.js';

const log = createLogger('medical.media');

/** Passes at most `max` bytes, then fails with 413. */
function capped(max: number): Transform & { bytes: number } {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      stream.bytes += chunk.length;
      if (stream.bytes > max) done(new MediaError(413, 'PAYLOAD_TOO_LARGE', fileTooLarge(max)));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  stream.bytes = 0;
  return stream;
}

export function medicalMediaRoutes(app: express.Express, services: SubgraphServices): void {
  const settings = services.config.medical;

  app.put('/media/uploads/:id', async (req, res) => {
    const em = services.orm.em.fork();
    let claimed: MedicalUpload | undefined;
    try {
      const id = String(req.params.id);
      const check = checkUploadLink(settings.urlKey, id, req.query as Record<string, unknown>, services.clock.now());
      if (check === 'invalid') throw new MediaError(403, 'FORBIDDEN', UPLOAD_URL_INVALID, undefined, 'INVALID_UPLOAD_URL');
      if (check === 'expired') throw new MediaError(403, 'FORBIDDEN', UPLOAD_URL_EXPIRED, undefined, 'UPLOAD_URL_EXPIRED');
      // Claimed before the body is read: two requests with one URL, one of them gets it. The size
      // is counted as the bytes arrive (capped): a declared length is only a claim, and refusing
      // on it before reading made the gateway's connection to the client reset mid-send.
      const now = services.clock.now();
      const taken = await em.nativeUpdate(MedicalUpload, { id, receivedAt: null, scanId: null }, { receivedAt: now });
      if (taken !== 1) {
        const upload = await em.findOne(MedicalUpload, { id });
        if (!upload) throw new MediaError(404, 'NOT_FOUND', UPLOAD_URL_INVALID, undefined, 'INVALID_UPLOAD_URL');
        throw new MediaError(409, 'CONFLICT', UPLOAD_URL_USED, undefined, 'UPLOAD_URL_USED');
      }
      claimed = (await em.findOneOrFail(MedicalUpload, { id })) as MedicalUpload;
      const counter = capped(settings.maxFileBytes);
      await medicalStorage(services).storage.put(claimed.storageKey, req.pipe(counter), DICOM_CONTENT_TYPE);
      await em.nativeUpdate(MedicalUpload, { id }, { size: counter.bytes });
      res.status(200).json({ success: true, uploadId: id, size: counter.bytes });
    } catch (error) {
      // A transfer that failed did not use the URL up: the member may send the file again while it lasts.
      if (claimed) await em.nativeUpdate(MedicalUpload, { id: claimed.id, scanId: null }, { receivedAt: null, size: null }).catch(() => undefined);
      if (error instanceof MediaError && error.status === 413 && !req.complete) res.setHeader('Connection', 'close');
      sendError(res, error, log, services.config);
      lingerThenClose(req, res);
    }
  });

  app.post('/media', (_req, res) => {
    res.status(404).json({ message: 'Ask for an upload URL (POST /api/medical/upload-url), then PUT the file to it', code: 'NOT_FOUND' });
  });

  app.get('/media/:key', async (req, res) => {
    try {
      const key = String(req.params.key);
      const file = key.startsWith(KEY_PREFIX) ? await services.orm.em.fork().findOne(MedicalScanFile, { storageKey: key }) : null;
      const check = checkDownloadLink(settings.urlKey, key, req.query as Record<string, unknown>, services.clock.now());
      if (check === 'invalid' || !file) {
        res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
        return;
      }
      // A string: checkDownloadLink refused anything else above.
      const member = req.query.member as string;
      const scan = { id: file.scanId, ownerId: file.ownerId };
      // Links are only ever signed for the owner; a link for anyone else is refused and logged as such.
      const allowed = check === 'ok' && member === file.ownerId;
      await recordAccess(services.orm.em.fork(), services.clock.now(), { scan, actorId: member, action: MedicalAccessAction.DOWNLOAD, allowed, fileId: file.id });
      if (check === 'expired') throw new MediaError(403, 'FORBIDDEN', DOWNLOAD_URL_EXPIRED, undefined, 'DOWNLOAD_URL_EXPIRED');
      if (!allowed) throw new MediaError(403, 'FORBIDDEN', DOWNLOAD_URL_INVALID, undefined, 'INVALID_DOWNLOAD_URL');
      const stored = await medicalStorage(services).storage.get(key);
      if (!stored) {
        res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
        return;
      }
      res.setHeader('Content-Type', DICOM_CONTENT_TYPE);
      res.setHeader('Content-Length', String(stored.size));
      // A patient's images: never kept by a shared cache, nor by the browser past the page.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      stored.body.on('error', () => res.destroy());
      stored.body.pipe(res);
    } catch (error) {
      sendError(res, error, log, services.config);
    }
  });
}

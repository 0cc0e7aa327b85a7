// GET /media/u-export-<id>-<expires>-<sig>.zip (archive-store.ts): the archive of a READY export,
// when the link is signed and unexpired. Other /media keys go on to profile-images' route.
import type express from 'express';
import type { SubgraphServices } from '@pulse/kit';
import { EXPORT_KEY_PREFIX, archiveStorage, checkDownloadKey } from './archive-store.js';

export function exportDownloadRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = archiveStorage(services);
  app.get('/media/:key', (req, res, next) => {
    const key = String(req.params.key);
    if (!key.startsWith(EXPORT_KEY_PREFIX)) return next();
    void (async () => {
      const check = checkDownloadKey(services, key);
      if (!check.ok) {
        res.status(check.status).json({ message: check.message, code: check.status === 403 ? 'FORBIDDEN' : 'NOT_FOUND' });
        return;
      }
      const [row] = await services.orm.em
        .fork()
        .getConnection()
        .execute<{ archive_key: string | null; status: string; expires_at: Date | null; created_at: Date }[]>(
          `SELECT archive_key, status, expires_at, created_at FROM ${services.schema}.data_exports WHERE id = ?`,
          [check.exportId],
        );
      const expired = !row?.archive_key || row.status !== 'READY' || !row.expires_at || new Date(row.expires_at) <= services.clock.now();
      const object = expired ? null : await storage.get(row.archive_key!);
      if (!object) {
        res.status(410).json({ message: 'This export has expired', code: 'NOT_FOUND' });
        return;
      }
      res.status(200);
      res.setHeader('content-type', 'application/zip');
      res.setHeader('content-length', String(object.size));
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('content-disposition', `attachment; filename="pulse-data-${new Date(row.created_at).toISOString().slice(0, 10)}.zip"`);
      object.body.pipe(res);
    })().catch(next);
  });
}

// Where the archives live, and the signed links that download them.
//
// Private storage: `<STORAGE_DIR>/.exports`, a directory the public media routes never serve (a
// leading dot is never a shard of a storage key). The link is `/media/u-export-<id>-<expires>-<sig>.zip`:
// the gateway routes `/media/u-*` to accounts like a profile picture, and this part answers
// those keys itself (registered before profile-images' route). The signature (HMAC with a key
// derived from JWT_SECRET) covers the export and the expiry, so a link works for 15 minutes
// and for nothing else; only the member's own `dataExports` query hands one out. The archive
// itself expires after EXPORT_RETENTION_HOURS (sweep.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { LocalDiskStorage, type SubgraphServices } from '@pulse/kit';

export const LINK_TTL_MS = 15 * 60_000;
export const EXPORT_KEY_PREFIX = 'u-export-';
const LINK_SHAPE = /^u-export-([A-Za-z0-9]{1,40})-(\d{1,12})-([a-f0-9]{32})\.zip$/;

export function archiveStorage(services: Pick<SubgraphServices, 'config'>): LocalDiskStorage {
  return new LocalDiskStorage(join(services.config.storageDir, '.exports'));
}

export const archiveKeyOf = (exportId: string) => `${exportId}.zip`;

function linkSecret(services: Pick<SubgraphServices, 'config'>): string {
  return createHmac('sha256', services.config.jwtSecret).update('pulse data-export links').digest('base64url');
}

function signatureOf(services: Pick<SubgraphServices, 'config'>, exportId: string, expires: string): string {
  return createHmac('sha256', linkSecret(services)).update(`${exportId}\n${expires}`).digest('hex').slice(0, 32);
}

/** A download link valid for LINK_TTL_MS from now (on services.clock). */
export function downloadUrlOf(services: Pick<SubgraphServices, 'config' | 'clock'>, exportId: string): string {
  const expires = String(Math.floor((services.clock.now().getTime() + LINK_TTL_MS) / 1000));
  return `/media/${EXPORT_KEY_PREFIX}${exportId}-${expires}-${signatureOf(services, exportId, expires)}.zip`;
}

export type LinkCheck = { ok: true; exportId: string } | { ok: false; status: 403 | 404 | 410; message: string };

/** Whether a `/media/<key>` names a signed, unexpired export link. */
export function checkDownloadKey(services: Pick<SubgraphServices, 'config' | 'clock'>, key: string): LinkCheck {
  const match = LINK_SHAPE.exec(key);
  if (!match) return { ok: false, status: 404, message: 'Media not found' };
  const [, exportId, expires, given] = match;
  const expected = Buffer.from(signatureOf(services, exportId, expires));
  if (!timingSafeEqual(Buffer.from(given), expected)) return { ok: false, status: 403, message: 'This download link is not valid' };
  if (Number(expires) * 1000 <= services.clock.now().getTime()) return { ok: false, status: 410, message: 'This download link has expired' };
  return { ok: true, exportId };
}

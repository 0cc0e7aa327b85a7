// Where a scan's files live: kit's local disk under STORAGE_DIR by default, or the configured
// S3-compatible bucket. Either way the upload URL a member is handed accepts the file
// directly: ours (media-routes.ts checks its signature and single use) or the bucket's
// presigned PUT (the bucket checks its signature and expiry; single use is kept when a scan
// claims the upload: docs/medical.md).
import { createStorage, type Storage, type SubgraphServices } from '@pulse/kit';
import { uploadUrlOf } from '../scans/signed-links.js';
import { S3Storage } from './s3.js';

export interface MedicalStorage {
  storage: Storage;
  /** Files arrive at the bucket, not through us (no PUT route sees them). */
  direct: boolean;
  /** The URL that takes one upload's file. */
  uploadUrl(uploadId: string, storageKey: string, expiresAt: Date): string;
}

const made = new WeakMap<SubgraphServices, MedicalStorage>();

export function medicalStorage(services: SubgraphServices): MedicalStorage {
  let found = made.get(services);
  if (found) return found;
  const settings = services.config.medical;
  if (settings.s3) {
    const s3 = new S3Storage({ ...settings.s3, clock: services.clock });
    found = {
      storage: s3,
      direct: true,
      uploadUrl: (_id, key, expiresAt) => s3.presignPut(key, Math.max(1, Math.round((expiresAt.getTime() - services.clock.now().getTime()) / 1000))),
    };
  } else {
    found = { storage: createStorage(services.config), direct: false, uploadUrl: (id, _key, expiresAt) => uploadUrlOf(settings.urlKey, id, expiresAt) };
  }
  made.set(services, found);
  return found;
}

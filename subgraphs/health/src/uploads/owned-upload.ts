// An operation given an upload key (analyzeMeal's imageKey, importActivity's and
// importHealthExport's fileKey) finds it here: the caller's own upload of that purpose, or
// 'File not found' whatever the reason (another member's key is not theirs to know about).
import { BadUserInputError, LocalDiskStorage, createStorage, isStorageKey, type SubgraphContext } from '@pulse/kit';
import { HealthUpload } from './entities.js';
import type { UploadPurpose } from './purposes.js';

export const FILE_NOT_FOUND = 'File not found';

export interface OwnedUpload {
  key: string;
  purpose: UploadPurpose;
  /** The file on disk, for readers that need random access (a zip's central directory). */
  path: string;
  size: number;
  contentType: string;
  originalName: string | null;
}

export async function ownedUpload(ctx: SubgraphContext, key: string, purpose: UploadPurpose, field: string): Promise<OwnedUpload> {
  const ownerId = ctx.auth.user?.id;
  const row = ownerId && isStorageKey(key) ? await ctx.em.findOne(HealthUpload, { key, ownerId, purpose }) : null;
  if (!row) throw new BadUserInputError(FILE_NOT_FOUND, field);
  const storage = createStorage(ctx.services.config);
  // Only local disk exists today; an object-store adapter will download to a spool file here.
  if (!(storage instanceof LocalDiskStorage)) throw new Error('Health uploads need local storage');
  return { key: row.key, purpose: row.purpose, path: storage.pathOf(row.key), size: Number(row.size), contentType: row.contentType, originalName: row.originalName };
}

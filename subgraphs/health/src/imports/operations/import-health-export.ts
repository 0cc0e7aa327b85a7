// importHealthExport: an uploaded Apple Health (export.zip / export.xml) or Samsung Health
// export (zip of CSVs), imported by a durable job on the health-import queue; the answer is the
// job (follow it with syncJob or syncJobProgress). The file must be the caller's own upload of
// purpose `export` ('File not found' otherwise, whoever's it is). A member needs no connection
// first: Apple and Samsung have no API key, so the import makes the device's import connection.
// One import or sync per device at a time: CONFLICT (sync_jobs' partial unique index decides).
import { Arg, Ctx, Field, InputType, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { z } from 'zod';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { ownedUpload } from '../../uploads/owned-upload.js';
import { ownerOf } from '../../wearables/access.js';
import { UNKNOWN_PROVIDER, WearableProvider } from '../../wearables/devices.js';
import { SyncJob } from '../../wearables/entities.js';
import { createSyncJob, ensureImportConnection, queueSyncJob } from '../../wearables/store.js';
import { healthImportQueue } from '../queue.js';

export const NOT_IMPORTABLE = 'Only Apple Watch (Apple Health) and Samsung Health data is imported from an export file';
export const FILE_KEY_MAX = 64;

@InputType()
export class ImportHealthExportInput {
  static schema = z.object({
    provider: z.enum(WearableProvider, { error: UNKNOWN_PROVIDER }).refine((p) => p === WearableProvider.APPLE_WATCH || p === WearableProvider.SAMSUNG, NOT_IMPORTABLE),
    fileKey: z.string().trim().min(1, 'Upload the export file first').max(FILE_KEY_MAX),
  });

  @Field(() => WearableProvider, { description: 'APPLE_WATCH (export.zip or export.xml) or SAMSUNG (its zip of CSVs).' }) provider!: WearableProvider;
  @Field(() => String, { description: 'The key POST /api/health/uploads answered for the file (purpose export).' }) fileKey!: string;
}

@Resolver()
export class ImportHealthExportResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => SyncJob, { description: 'Import an uploaded Apple Health or Samsung Health export; follow the job with syncJob or syncJobProgress.' })
  async importHealthExport(@Arg('input', () => ImportHealthExportInput) input: ImportHealthExportInput, @Ctx() ctx: SubgraphContext): Promise<SyncJob> {
    const ownerId = ownerOf(ctx);
    const upload = await ownedUpload(ctx, input.fileKey, 'export', 'fileKey');
    const connection = await ensureImportConnection(ctx.em, ownerId, input.provider);
    const job = await createSyncJob(ctx.em, {
      ownerId,
      connectionId: connection.id,
      provider: input.provider,
      kind: input.provider === WearableProvider.APPLE_WATCH ? 'apple-import' : 'samsung-import',
      fileKey: upload.key,
    });
    await queueSyncJob(ctx.services, job, healthImportQueue);
    return job;
  }
}

// createMedicalUploadUrl (POST /api/medical/upload-url {fileName, fileType}): a short-lived,
// single-use URL that takes one file by PUT: ours (local storage) or the bucket's presigned
// one (S3). A member holds at most as many unused upload URLs as a scan may have files; their
// expired, unused ones (and any file that reached them) are cleared here first.
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver, UseMiddleware } from 'type-graphql';
import { RateLimitedError, SignedIn, newStorageKey, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { medicalStorage } from '../../storage/medical-storage.js';
import { MedicalUpload } from '../entities.js';
import { UploadUrlInput } from '../inputs.js';
import { KEY_PREFIX } from '../keys.js';

@ObjectType('MedicalUploadUrl', { description: 'Where to PUT one file: valid once, until expiresAt.' })
export class MedicalUploadUrl {
  @Field(() => ID, { description: 'Name it in createMedicalScan.uploadIds once the file is up.' }) uploadId!: string;
  @Field(() => String, { description: 'PUT the bytes here (relative: our origin; absolute: the bucket).' }) uploadUrl!: string;
  @Field(() => String, { description: 'Always PUT.' }) method!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int, { description: 'The largest file it takes, in bytes.' }) maxBytes!: number;
}

/** Removes a member's expired uploads that no scan claimed, with their files. */
export async function clearExpiredUploads(ctx: SubgraphContext, ownerId: string): Promise<void> {
  const stale = await ctx.em.find(MedicalUpload, { ownerId, scanId: null, expiresAt: { $lt: ctx.services.clock.now() } }, { limit: 1000 });
  if (!stale.length) return;
  const { storage } = medicalStorage(ctx.services);
  for (const upload of stale) await storage.delete(upload.storageKey).catch(() => undefined);
  await ctx.em.nativeDelete(MedicalUpload, { id: { $in: stale.map((u) => u.id) }, scanId: null });
}

@Resolver()
export class UploadUrlResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => MedicalUploadUrl, { description: 'A signed URL that accepts one DICOM file (PUT) for a short while, once.' })
  async createMedicalUploadUrl(@Arg('input', () => UploadUrlInput) input: InputOf<typeof UploadUrlInput>, @Ctx() ctx: SubgraphContext): Promise<MedicalUploadUrl> {
    const user = requireUser(ctx.auth);
    const settings = ctx.services.config.medical;
    const now = ctx.services.clock.now();
    await clearExpiredUploads(ctx, user.id);
    const open = await ctx.em.count(MedicalUpload, { ownerId: user.id, scanId: null });
    if (open >= settings.maxFilesPerScan) {
      throw new RateLimitedError(settings.uploadUrlTtlSeconds, `You have ${open} uploads not yet made into a scan; make the scan (or wait for them to expire) first.`);
    }
    const upload = new MedicalUpload();
    Object.assign(upload, {
      ownerId: user.id,
      fileName: input.fileName,
      fileType: input.fileType,
      storageKey: KEY_PREFIX + newStorageKey('dcm'),
      expiresAt: new Date(now.getTime() + settings.uploadUrlTtlSeconds * 1000),
    });
    await ctx.em.persist(upload).flush();
    return {
      uploadId: upload.id,
      uploadUrl: medicalStorage(ctx.services).uploadUrl(upload.id, upload.storageKey, upload.expiresAt),
      method: 'PUT',
      expiresAt: upload.expiresAt,
      maxBytes: settings.maxFileBytes,
    };
  }
}

// createMedicalScan (POST /api/medical/scans): a scan from the caller's uploaded files. Each file
// is read off the request thread (dicom/parse-off-thread.ts; one scan at a time per member),
// refused when it is not DICOM, and stored again with its identifying values blanked; the
// identifying tags go to the scan row encrypted (crypto.ts). The uploads are claimed in the
// same transaction as the scan rows: an upload makes one scan, once.
import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { BadUserInputError, ConflictError, NotFoundError, RateLimitedError, SignedIn, requireUser, type InputOf, type SubgraphContext } from '@pulse/kit';
import { medicalStorage } from '../../storage/medical-storage.js';
import { encryptTags } from '../crypto.js';
import { DicomFileError, type ReadDicom } from '../dicom/read-dicom.mjs';
import { readDicomOffThread } from '../dicom/parse-off-thread.js';
import { MedicalScan, MedicalScanFile, MedicalUpload, type FileInfo } from '../entities.js';
import { CreateScanInput } from '../inputs.js';
import { DICOM_CONTENT_TYPE } from '../keys.js';
import { fileTooLarge, ONE_SCAN_AT_A_TIME, tooManyFiles, UPLOAD_ALREADY_USED, UPLOAD_NOT_FOUND, UPLOAD_NOT_RECEIVED } from '../limits.js';
import { scanTypeOfModality } from '../scan-type.js';

/** How many scans each member has being read in this process (parsing is the machine's CPU). */
const reading = new Map<string, number>();

/** DICOM's DA (YYYYMMDD) and TM (HHMMSS.frac) as a UTC instant; undefined when they do not read. */
function studyInstant(date: string | null, time: string | null): Date | undefined {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec((date ?? '').trim());
  if (!d) return undefined;
  const t = /^(\d{2})(\d{2})?(\d{2})?/.exec((time ?? '').trim());
  const at = new Date(Date.UTC(+d[1], +d[2] - 1, +d[3], t ? +t[1] : 0, t?.[2] ? +t[2] : 0, t?.[3] ? +t[3] : 0));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

async function bytesOf(ctx: SubgraphContext, upload: MedicalUpload): Promise<Uint8Array> {
  const { storage } = medicalStorage(ctx.services);
  const stored = await storage.get(upload.storageKey);
  if (!stored) throw new BadUserInputError(`${upload.fileName}: ${UPLOAD_NOT_RECEIVED}`, 'uploadIds', 'UPLOAD_NOT_RECEIVED');
  const max = ctx.services.config.medical.maxFileBytes;
  if (stored.size > max) {
    stored.body.destroy();
    throw new BadUserInputError(`${upload.fileName}: ${fileTooLarge(max)}`, 'uploadIds', 'FILE_TOO_LARGE');
  }
  // One buffer of its own (not a view into a pool), so it moves to the parse worker without a copy.
  const chunks = (await stored.body.toArray()) as Buffer[];
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return bytes;
}

@Resolver()
export class CreateScanResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => MedicalScan, { description: 'Makes a scan of your uploaded DICOM files (each one read on the server).' })
  async createMedicalScan(@Arg('input', () => CreateScanInput) input: InputOf<typeof CreateScanInput>, @Ctx() ctx: SubgraphContext): Promise<MedicalScan> {
    const user = requireUser(ctx.auth);
    const settings = ctx.services.config.medical;
    if (input.uploadIds.length > settings.maxFilesPerScan) throw new BadUserInputError(tooManyFiles(settings.maxFilesPerScan), 'uploadIds', 'TOO_MANY_FILES');
    const mine = reading.get(user.id) ?? 0;
    if (mine >= settings.scansAtOncePerMember) throw new RateLimitedError(5, ONE_SCAN_AT_A_TIME, 'concurrent');
    reading.set(user.id, mine + 1);
    try {
      const uploads = await ctx.em.find(MedicalUpload, { id: { $in: input.uploadIds }, ownerId: user.id });
      // Another member's upload is no more found than one that never was.
      if (uploads.length !== input.uploadIds.length) throw new NotFoundError(UPLOAD_NOT_FOUND);
      if (uploads.some((u) => u.scanId)) throw new ConflictError(UPLOAD_ALREADY_USED, 'uploadIds', { reason: 'UPLOAD_ALREADY_USED' });
      const { storage, direct } = medicalStorage(ctx.services);
      const order = new Map(input.uploadIds.map((id, i) => [id, i]));
      uploads.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

      const read: { upload: MedicalUpload; dicom: ReadDicom }[] = [];
      for (const upload of uploads) {
        // Ours: the PUT route marks the upload received. The bucket's: it is there or not.
        if (!direct && !upload.receivedAt) throw new BadUserInputError(`${upload.fileName}: ${UPLOAD_NOT_RECEIVED}`, 'uploadIds', 'UPLOAD_NOT_RECEIVED');
        const bytes = await bytesOf(ctx, upload);
        const size = bytes.byteLength;
        try {
          read.push({ upload: Object.assign(upload, { size }), dicom: await readDicomOffThread(bytes) });
        } catch (error) {
          if (!(error instanceof DicomFileError)) throw error;
          // A file that is not DICOM is of no use to any scan: it goes now.
          await storage.delete(upload.storageKey).catch(() => undefined);
          await ctx.em.nativeDelete(MedicalUpload, { id: upload.id, scanId: null });
          throw new BadUserInputError(`${upload.fileName}: ${error.message}`, 'uploadIds', error.reason);
        }
      }

      // The stored copies carry no identity: the identifying values are blanked in place.
      for (const { upload, dicom } of read) await storage.put(upload.storageKey, dicom.scrubbed, DICOM_CONTENT_TYPE);

      const first = read[0].dicom.info;
      const patient: Record<string, string> = {};
      for (const { dicom } of read) for (const [k, v] of Object.entries(dicom.patient)) patient[k] ??= v;
      const modalities = [...new Set(read.map((r) => r.dicom.info.modality).filter((m): m is string => !!m))];
      const scan = new MedicalScan();
      Object.assign(scan, {
        ownerId: user.id,
        name: input.name,
        description: input.description,
        bodyPart: input.bodyPart ?? read.find((r) => r.dicom.info.bodyPartExamined)?.dicom.info.bodyPartExamined ?? '',
        scanType: input.scanType ?? scanTypeOfModality(first.modality ?? modalities[0]),
        modality: modalities.join(',') || 'OT',
        scanDate: input.scanDate ?? studyInstant(first.studyDate, first.studyTime) ?? ctx.services.clock.now(),
        fileCount: read.length,
        seriesCount: new Set(read.map((r) => r.dicom.info.seriesInstanceUid)).size,
        totalBytes: read.reduce((n, r) => n + (r.upload.size ?? 0), 0),
        createdAt: ctx.services.clock.now(),
      });
      scan.patientCipher = Object.keys(patient).length ? encryptTags(settings.tagKey, scan.id, patient) : null;

      await ctx.em.transactional(async (em) => {
        // The scan's row first: its files refer to it (no ORM relation orders the inserts).
        await em.persist(scan).flush();
        for (const { upload, dicom } of read) {
          const { sopInstanceUid, studyInstanceUid, seriesInstanceUid, patientScrubbed: _scrubbed, ...info } = dicom.info;
          const file = new MedicalScanFile();
          Object.assign(file, {
            scanId: scan.id,
            ownerId: user.id,
            storageKey: upload.storageKey,
            fileName: upload.fileName,
            size: upload.size ?? 0,
            studyUid: studyInstanceUid,
            seriesUid: seriesInstanceUid,
            sopUid: sopInstanceUid,
            info: info satisfies FileInfo,
          });
          em.persist(file);
        }
        await em.flush();
        // Claimed here, once: a second scan naming the same upload finds it taken.
        const claimed = await em.nativeUpdate(
          MedicalUpload,
          { id: { $in: read.map((r) => r.upload.id) }, ownerId: user.id, scanId: null },
          // The bucket's uploads arrive unseen: claiming is when we know the file was there.
          direct ? { scanId: scan.id, receivedAt: ctx.services.clock.now() } : { scanId: scan.id },
        );
        if (claimed !== read.length) throw new ConflictError(UPLOAD_ALREADY_USED, 'uploadIds', { reason: 'UPLOAD_ALREADY_USED' });
      });
      return scan;
    } finally {
      const left = (reading.get(user.id) ?? 1) - 1;
      if (left > 0) reading.set(user.id, left);
      else reading.delete(user.id);
    }
  }
}

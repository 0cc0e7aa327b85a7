// medicalScanManifest (GET /api/medical/scans/{id}/manifest): what the viewer loads. The scan's
// files grouped by study and series, each series' images in order (instance number, then the
// position along the slice normal, then slice location), with rows/columns and the window the
// files suggest, a signed link to each file (valid MEDICAL_DOWNLOAD_URL_TTL_SECONDS, for the
// caller only; every fetch is logged), and the viewing presets of the spec.
import { Arg, Ctx, ID, Query, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, requireUser, type SubgraphContext } from '@pulse/kit';
import { MedicalAccessAction, MedicalScanFile, MedicalScanManifest, type MedicalSeries, type MedicalStudy } from '../entities.js';
import { VIEWING_PRESETS } from '../limits.js';
import { requireOwnScan } from '../owned.js';
import { downloadUrlOf } from '../signed-links.js';

/** Where a slice sits along its stack: its position projected on the normal of its orientation. */
function depthOf(file: MedicalScanFile): number | null {
  const { imagePosition: p, imageOrientation: o } = file.info;
  if (!p || !o) return null;
  const normal = [o[1] * o[5] - o[2] * o[4], o[2] * o[3] - o[0] * o[5], o[0] * o[4] - o[1] * o[3]];
  return p[0] * normal[0] + p[1] * normal[1] + p[2] * normal[2];
}

const byNullable = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

export function orderInstances(files: MedicalScanFile[]): MedicalScanFile[] {
  return [...files].sort(
    (a, b) =>
      byNullable(a.info.instanceNumber, b.info.instanceNumber) ||
      byNullable(depthOf(a), depthOf(b)) ||
      byNullable(a.info.sliceLocation, b.info.sliceLocation) ||
      (a.id < b.id ? -1 : 1),
  );
}

@Resolver()
export class ManifestResolver {
  @UseMiddleware(SignedIn)
  @Query(() => MedicalScanManifest, { description: 'One of your scans for the viewer: its studies, series and images in order, with links to the files (logged).' })
  async medicalScanManifest(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<MedicalScanManifest> {
    const me = requireUser(ctx.auth).id;
    const scan = await requireOwnScan(ctx, id, MedicalAccessAction.MANIFEST);
    const files = await ctx.em.find(MedicalScanFile, { scanId: scan.id });
    const settings = ctx.services.config.medical;
    const expiresAt = new Date(ctx.services.clock.now().getTime() + settings.downloadUrlTtlSeconds * 1000);

    const studies = new Map<string, MedicalStudy>();
    const series = new Map<string, { series: MedicalSeries; files: MedicalScanFile[] }>();
    for (const file of files) {
      let study = studies.get(file.studyUid);
      if (!study) {
        study = { studyInstanceUid: file.studyUid, studyDate: file.info.studyDate, description: file.info.studyDescription, series: [] };
        studies.set(file.studyUid, study);
      }
      let entry = series.get(file.seriesUid);
      if (!entry) {
        entry = {
          series: {
            seriesInstanceUid: file.seriesUid,
            seriesNumber: file.info.seriesNumber,
            description: file.info.seriesDescription,
            modality: file.info.modality,
            rows: null,
            columns: null,
            windowCenter: null,
            windowWidth: null,
            instances: [],
          },
          files: [],
        };
        series.set(file.seriesUid, entry);
        study.series.push(entry.series);
      }
      entry.files.push(file);
    }
    for (const { series: s, files: members } of series.values()) {
      const ordered = orderInstances(members);
      s.instances = ordered.map((f) => ({
        id: f.id,
        instanceNumber: f.info.instanceNumber,
        sliceLocation: f.info.sliceLocation,
        imagePosition: f.info.imagePosition,
        rows: f.info.rows,
        columns: f.info.columns,
        numberOfFrames: f.info.numberOfFrames,
        windowCenter: f.info.windowCenter,
        windowWidth: f.info.windowWidth,
        url: downloadUrlOf(settings.urlKey, f.storageKey, me, expiresAt),
      }));
      const head = ordered[0].info;
      Object.assign(s, { rows: head.rows, columns: head.columns, windowCenter: ordered.find((f) => f.info.windowCenter !== null)?.info.windowCenter ?? null });
      s.windowWidth = ordered.find((f) => f.info.windowWidth !== null)?.info.windowWidth ?? null;
    }
    const sortedStudies = [...studies.values()].sort(
      (a, b) => (a.studyDate ?? '').localeCompare(b.studyDate ?? '') || a.studyInstanceUid.localeCompare(b.studyInstanceUid),
    );
    for (const study of sortedStudies) study.series.sort((a, b) => byNullable(a.seriesNumber, b.seriesNumber) || a.seriesInstanceUid.localeCompare(b.seriesInstanceUid));
    return { scanId: scan.id, studies: sortedStudies, presets: VIEWING_PRESETS.map((p) => ({ ...p })) };
  }
}

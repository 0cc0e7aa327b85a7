// The medical REST table: the spec's paths (section 7), each onto one typed operation, answering
// `success` beside the spec's `scan`, `scans`, `manifest` or `uploadUrl`. Scan types are the
// spec's words here ('X-Ray'), GraphQL's names there (X_RAY); either is read. PUT of an upload
// URL's file is the media upload path (the registry's `media`, gateway/src/media-proxy.ts).
// Route declarations and generated documents only: the gateway loads this file.
import { z } from 'zod';
import { cursorQuery, defineRoute, limitQuery, optionalText, pageInfoAnswer, pathId, type RestRoute, type RestTable } from '@pulse/kit/rest';
import { ACCESS_CURSOR, SCAN_CURSOR } from './scans/cursors.js';
import { BODY_PART_MAX, DESCRIPTION_MAX, FILE_NAME_MAX, FILE_TYPE_MAX, NAME_MAX, QUERY_MAX, SCAN_TYPES, type ScanTypeWord } from './scans/limits.js';
import {
  RestCreateMedicalScanDocument,
  RestDeleteMedicalScanDocument,
  RestMedicalScanAccessLogDocument,
  RestMedicalScanDocument,
  RestMedicalScanManifestDocument,
  RestMedicalScansDocument,
  RestMedicalUploadUrlDocument,
  type MedicalScanType,
  type RestMedicalScanFragment,
} from './rest.generated.js';

const GRAPHQL_NAME: Record<ScanTypeWord, MedicalScanType> = {
  CT: 'CT',
  MRI: 'MRI',
  'X-Ray': 'X_RAY',
  Ultrasound: 'ULTRASOUND',
  PET: 'PET',
  Mammogram: 'MAMMOGRAM',
  DEXA: 'DEXA',
  Other: 'OTHER',
};
const WORD = Object.fromEntries(Object.entries(GRAPHQL_NAME).map(([word, name]) => [name, word])) as Record<MedicalScanType, ScanTypeWord>;
const TYPES_SHOWN = SCAN_TYPES.join(', ');

/** A scan type as the spec writes it or as GraphQL does, in any case. */
function typeOf(raw: string): MedicalScanType | undefined {
  const key = raw
    .trim()
    .toUpperCase()
    .replace(/[\s_-]/g, '');
  return (Object.entries(GRAPHQL_NAME) as [ScanTypeWord, MedicalScanType][]).find(
    ([word, name]) => word.toUpperCase().replace(/[\s_-]/g, '') === key || name.replace(/_/g, '') === key,
  )?.[1];
}

const scanTypeRule = z
  .string({ error: `scanType must be one of ${TYPES_SHOWN}` })
  .max(20, `scanType must be one of ${TYPES_SHOWN}`)
  .transform((raw, ctx) => {
    const found = typeOf(raw);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `scanType must be one of ${TYPES_SHOWN}` });
      return z.NEVER;
    }
    return found;
  });

/** `?scanType=CT&scanType=MRI` or `?scanType=CT,MRI`. */
const scanTypesQuery = z
  .union([z.string().max(200, 'scanType is too long'), z.array(z.string().max(20, 'scanType is too long')).max(20, 'At most 20 scan types')])
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined) return null;
    const words = (Array.isArray(raw) ? raw : [raw]).flatMap((w) => w.split(',')).filter((w) => w.trim());
    const types: MedicalScanType[] = [];
    for (const word of words) {
      const found = typeOf(word);
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `scanType must be one of ${TYPES_SHOWN}` });
        return z.NEVER;
      }
      types.push(found);
    }
    return types.length ? types : null;
  })
  .meta({ description: `Any of ${TYPES_SHOWN} (repeat the parameter or separate with commas)` });

/** An ISO date (or date and time) in the query, or null. */
const isoQuery = (field: string) =>
  z
    .string()
    .max(40, `${field} must be an ISO date`)
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return null;
      const at = new Date(raw.trim());
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${field} must be an ISO date` });
        return z.NEVER;
      }
      return at.toISOString();
    })
    .meta({ description: `${field} (ISO 8601)` });

const date = z.string().meta({ format: 'date-time' });
const scan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  bodyPart: z.string(),
  scanType: z.enum(SCAN_TYPES),
  modality: z.string(),
  scanDate: date,
  fileCount: z.number().int(),
  seriesCount: z.number().int(),
  createdAt: date,
  patient: z
    .object({
      name: z.string().nullable(),
      patientId: z.string().nullable(),
      birthDate: z.string().nullable(),
      sex: z.string().nullable(),
      age: z.string().nullable(),
      institution: z.string().nullable(),
      referringPhysician: z.string().nullable(),
      accessionNumber: z.string().nullable(),
    })
    .nullable()
    .meta({ description: 'The patient-identifying tags of its files (stored encrypted; yours only)' }),
});
const scanAnswer = (s: RestMedicalScanFragment): z.input<typeof scan> => ({ ...s, scanType: WORD[s.scanType] });

const instance = z.object({
  id: z.string(),
  instanceNumber: z.number().int().nullable(),
  sliceLocation: z.number().nullable(),
  imagePosition: z.array(z.number()).nullable(),
  rows: z.number().int().nullable(),
  columns: z.number().int().nullable(),
  numberOfFrames: z.number().int(),
  windowCenter: z.number().nullable(),
  windowWidth: z.number().nullable(),
  url: z.string().meta({ description: 'A signed link to the DICOM file (logged when fetched)' }),
});
const manifest = z.object({
  scanId: z.string(),
  presets: z.array(z.object({ name: z.string(), windowWidth: z.number(), windowCenter: z.number() })),
  studies: z.array(
    z.object({
      studyInstanceUid: z.string(),
      studyDate: z.string().nullable(),
      description: z.string().nullable(),
      series: z.array(
        z.object({
          seriesInstanceUid: z.string(),
          seriesNumber: z.number().int().nullable(),
          description: z.string().nullable(),
          modality: z.string().nullable(),
          rows: z.number().int().nullable(),
          columns: z.number().int().nullable(),
          windowCenter: z.number().nullable(),
          windowWidth: z.number().nullable(),
          instances: z.array(instance),
        }),
      ),
    }),
  ),
});
const scanId = z.object({ id: pathId('The scan id') });

const routes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/medical/upload-url',
    summary: 'A short-lived, single-use URL to PUT one DICOM file to',
    auth: 'member',
    body: z.object({
      fileName: z.string({ error: 'fileName is required' }).max(FILE_NAME_MAX, `fileName is at most ${FILE_NAME_MAX} characters`),
      fileType: optionalText('fileType', FILE_TYPE_MAX),
    }),
    document: RestMedicalUploadUrlDocument,
    variables: ({ body }) => ({ input: { fileName: body.fileName, fileType: body.fileType } }),
    response: z.object({ success: z.literal(true), uploadUrl: z.string(), uploadId: z.string(), method: z.string(), expiresAt: date, maxBytes: z.number().int() }),
    respond: (data) => ({ success: true as const, ...data.createMedicalUploadUrl }),
  }),
  defineRoute({
    method: 'get',
    path: '/medical/scans',
    summary: 'Your scans, latest taken first (filters: scanType list, dateFrom, dateTo, q)',
    auth: 'member',
    query: z.object({
      scanType: scanTypesQuery,
      dateFrom: isoQuery('dateFrom'),
      dateTo: isoQuery('dateTo'),
      q: optionalText('q', QUERY_MAX),
      limit: limitQuery(),
      cursor: cursorQuery('cursor', SCAN_CURSOR),
    }),
    document: RestMedicalScansDocument,
    variables: ({ query }) => ({
      filter: { scanTypes: query.scanType, dateFrom: query.dateFrom, dateTo: query.dateTo, q: query.q },
      first: query.limit,
      after: query.cursor || null,
    }),
    response: z.object({ success: z.literal(true), scans: z.array(scan), pageInfo: pageInfoAnswer }),
    respond: (data) => ({ success: true as const, scans: data.medicalScans.nodes.map(scanAnswer), pageInfo: data.medicalScans.pageInfo }),
  }),
  defineRoute({
    method: 'post',
    path: '/medical/scans',
    summary: 'Make a scan of your uploaded DICOM files',
    auth: 'member',
    body: z.object({
      name: z.string({ error: 'Name is required' }).max(NAME_MAX, `Name is at most ${NAME_MAX} characters`),
      description: optionalText('description', DESCRIPTION_MAX),
      bodyPart: optionalText('bodyPart', BODY_PART_MAX),
      scanType: scanTypeRule.nullish(),
      scanDate: isoQuery('scanDate').nullish(),
      uploadIds: z.array(z.string().max(64, 'Ids are at most 64 characters'), { error: 'uploadIds must be a list of upload ids' }).max(100_000),
    }),
    document: RestCreateMedicalScanDocument,
    variables: ({ body }) => ({
      input: {
        name: body.name,
        description: body.description,
        bodyPart: body.bodyPart,
        scanType: body.scanType ?? null,
        scanDate: body.scanDate ?? null,
        uploadIds: body.uploadIds,
      },
    }),
    response: z.object({ success: z.literal(true), scan }),
    respond: (data) => ({ success: true as const, scan: scanAnswer(data.createMedicalScan) }),
  }),
  defineRoute({
    method: 'get',
    path: '/medical/scans/:id',
    summary: 'One of your scans (logged)',
    auth: 'member',
    params: scanId,
    document: RestMedicalScanDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ success: z.literal(true), scan }),
    respond: (data) => ({ success: true as const, scan: scanAnswer(data.medicalScan) }),
  }),
  defineRoute({
    method: 'get',
    path: '/medical/scans/:id/manifest',
    summary: 'One of your scans for the viewer: studies, series, images in order, presets (logged)',
    auth: 'member',
    params: scanId,
    document: RestMedicalScanManifestDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ success: z.literal(true), manifest }),
    respond: (data) => ({ success: true as const, manifest: data.medicalScanManifest }),
  }),
  defineRoute({
    method: 'get',
    path: '/medical/scans/:id/access-log',
    summary: 'Who read one of your scans, newest first',
    auth: 'member',
    params: scanId,
    query: z.object({ limit: limitQuery(), cursor: cursorQuery('cursor', ACCESS_CURSOR) }),
    document: RestMedicalScanAccessLogDocument,
    variables: ({ params, query }) => ({ scanId: params.id, first: query.limit, after: query.cursor || null }),
    response: z.object({
      success: z.literal(true),
      entries: z.array(
        z.object({
          id: z.string(),
          actorId: z.string().nullable(),
          action: z.enum(['VIEW', 'MANIFEST', 'DOWNLOAD']),
          allowed: z.boolean(),
          fileId: z.string().nullable(),
          at: date,
        }),
      ),
      pageInfo: pageInfoAnswer,
    }),
    respond: (data) => ({ success: true as const, entries: data.medicalScanAccessLog.nodes, pageInfo: data.medicalScanAccessLog.pageInfo }),
  }),
  defineRoute({
    method: 'delete',
    path: '/medical/scans/:id',
    summary: 'Delete one of your scans and its files',
    auth: 'member',
    params: scanId,
    document: RestDeleteMedicalScanDocument,
    variables: ({ params }) => ({ id: params.id }),
    response: z.object({ success: z.literal(true), id: z.string() }),
    respond: (data) => ({ success: true as const, id: data.deleteMedicalScan }),
  }),
];

// Failures answer `{success: false, error}` too: the spec's medical calls read them (section 8).
export const restTable: RestTable = { service: 'medical', routes, successFlag: true };

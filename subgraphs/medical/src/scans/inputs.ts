// The medical inputs, declared once (kit's declareInput): GraphQL publishes them, and every
// caller (the REST rows included, which run these operations) gets the same messages.
import { ID } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit/input/declare';
import { MedicalScanType } from './scan-type.js';
import { BODY_PART_MAX, DESCRIPTION_MAX, FILE_NAME_MAX, FILE_TYPE_MAX, NAME_MAX, NAME_REQUIRED, QUERY_MAX, UPLOADS_REQUIRED } from './limits.js';

/** Every id list is bounded here; the configured files-per-scan limit (at most this) is checked by the operation. */
export const UPLOAD_IDS_MAX = 100_000;

const date = (field: string) =>
  z
    .date({ error: `${field} must be an ISO date` })
    .refine((d) => !Number.isNaN(d.getTime()), `${field} must be an ISO date`)
    .nullish()
    .transform((v) => v ?? null);

export const UploadUrlInput = declareInput(
  'MedicalUploadUrlInput',
  {
    fileName: inputField(
      z.string({ error: 'fileName is required' }).max(FILE_NAME_MAX, `fileName is at most ${FILE_NAME_MAX} characters`).trim().min(1, 'fileName is required'),
      () => String,
      { description: "The file's name (shown in errors about it)." },
    ),
    fileType: inputField(
      z
        .string()
        .max(FILE_TYPE_MAX, `fileType is at most ${FILE_TYPE_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v || 'application/dicom'),
      () => String,
      { description: "The file's media type as the browser names it (default application/dicom); the content is checked from the bytes." },
    ),
  },
  { description: 'One file to upload (spec: fileName, fileType).' },
);

export const CreateScanInput = declareInput(
  'CreateMedicalScanInput',
  {
    name: inputField(z.string({ error: NAME_REQUIRED }).max(NAME_MAX, `Name is at most ${NAME_MAX} characters`).trim().min(1, NAME_REQUIRED), () => String),
    description: inputField(
      z
        .string()
        .max(DESCRIPTION_MAX, `Description is at most ${DESCRIPTION_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v ?? ''),
      () => String,
    ),
    bodyPart: inputField(
      z
        .string()
        .max(BODY_PART_MAX, `Body part is at most ${BODY_PART_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v || null),
      () => String,
      { description: "Default: the files' BodyPartExamined." },
    ),
    scanType: inputField(
      z
        .enum(MedicalScanType)
        .nullish()
        .transform((v) => v ?? null),
      () => MedicalScanType,
      { description: "Default: from the files' Modality." },
    ),
    scanDate: inputField(date('scanDate'), () => Date, { description: "When it was taken; default: the files' StudyDate." }),
    uploadIds: inputField(
      z
        .array(z.string().max(64, 'Ids are at most 64 characters'), { error: UPLOADS_REQUIRED })
        .min(1, UPLOADS_REQUIRED)
        .max(UPLOAD_IDS_MAX, `At most ${UPLOAD_IDS_MAX} files`)
        .transform((ids) => [...new Set(ids)]),
      () => [ID],
      { description: 'The uploads (createMedicalUploadUrl) whose files make the scan.' },
    ),
  },
  { description: 'A scan made of uploaded DICOM files.' },
);

export const ScanFilterInput = declareInput(
  'MedicalScanFilter',
  {
    scanTypes: inputField(
      z
        .array(z.enum(MedicalScanType))
        .max(20, 'At most 20 scan types')
        .nullish()
        .transform((v) => (v?.length ? [...new Set(v)] : null)),
      () => [MedicalScanType],
      { description: 'Any of these types (spec: scanType list).' },
    ),
    dateFrom: inputField(date('dateFrom'), () => Date, { description: 'Taken at or after.' }),
    dateTo: inputField(date('dateTo'), () => Date, { description: 'Taken at or before.' }),
    q: inputField(
      z
        .string()
        .max(QUERY_MAX, `q is at most ${QUERY_MAX} characters`)
        .trim()
        .nullish()
        .transform((v) => v || null),
      () => String,
      { description: 'Words in the name, description or body part.' },
    ),
  },
  { description: "The spec's filters of the scan list." },
);

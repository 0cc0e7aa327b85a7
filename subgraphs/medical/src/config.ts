// The medical subgraph's configuration: the variables every subgraph reads (kit) and its own.
// Scans are stored on the local disk (STORAGE_DIR) unless an S3-compatible bucket is configured
// (MEDICAL_S3_*: uploads then go straight to the bucket by presigned URL). One key,
// MEDICAL_KEY_SECRET, is the root of the two keys medical uses: the AES-256-GCM key of the
// patient-identifying tags and the HMAC key of the upload and download links. docs/medical.md.
import { hkdfSync } from 'node:crypto';
import { MEDICAL_S3_ENDPOINT, defineSubgraphConfig } from '@pulse/kit/config';
import { integer, text } from '@pulse/kit/env';

export interface S3Settings {
  /** The bucket's endpoint (path-style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface MedicalSettings {
  /** How long an upload URL accepts its file, in seconds. */
  uploadUrlTtlSeconds: number;
  /** How long a viewer's download links stay valid, in seconds. */
  downloadUrlTtlSeconds: number;
  /** The largest file one upload URL accepts, in bytes. */
  maxFileBytes: number;
  /** The most files (slices) one scan may have. */
  maxFilesPerScan: number;
  /** Scans one member may have being read at once (reading is CPU on this process's workers). */
  scansAtOncePerMember: number;
  /** 32 bytes: the AES-256-GCM key of the patient-identifying tags. */
  tagKey: Buffer;
  /** 32 bytes: the HMAC key of upload and download links. */
  urlKey: Buffer;
  /** An S3-compatible bucket; unset: the local disk under STORAGE_DIR. */
  s3: S3Settings | undefined;
}

declare module '@pulse/kit/config' {
  interface SubgraphConfig {
    medical: MedicalSettings;
  }
}

export const configSpec = defineSubgraphConfig('medical', {
  variables: {
    MEDICAL_KEY_SECRET: text(
      {
        description:
          'base64 of 32 bytes: the root of the key that encrypts patient-identifying DICOM tags at rest (AES-256-GCM) and of the key that signs upload and download links (HMAC-SHA256)',
        default: 'derived from the JWT secret; required in production',
      },
      undefined,
    ),
    MEDICAL_UPLOAD_URL_TTL_SECONDS: integer(
      { description: 'how long a signed upload URL (`POST /api/medical/upload-url`) accepts its one file, in seconds', default: '`600` (10 minutes)' },
      { min: 10, max: 7 * 24 * 3600, fallback: 600 },
    ),
    MEDICAL_DOWNLOAD_URL_TTL_SECONDS: integer(
      { description: "how long the viewer's signed links to a scan's files (in its manifest) stay valid, in seconds", default: '`3600`' },
      { min: 10, max: 7 * 24 * 3600, fallback: 3600 },
    ),
    MEDICAL_MAX_FILE_BYTES: integer(
      { description: 'the largest DICOM file one upload URL accepts, in bytes (past it 413 PAYLOAD_TOO_LARGE)', default: '`104857600` (100 MiB)' },
      { min: 1024, max: 2 ** 31 - 1, fallback: 100 * 1024 * 1024 },
    ),
    MEDICAL_MAX_FILES_PER_SCAN: integer({ description: 'the most files (slices) one scan may be made of', default: '`1000`' }, { min: 1, max: 100_000, fallback: 1000 }),
    MEDICAL_SCANS_AT_ONCE: integer(
      {
        description:
          'scans one member may have being read (made) at once; past it RATE_LIMITED (tests raise it: the authz matrix makes many scans of one member at once)',
        default: '`1`',
      },
      { min: 1, max: 1000, fallback: 1 },
    ),
    MEDICAL_S3_ENDPOINT,
    MEDICAL_S3_BUCKET: text({ description: 'the bucket (with `MEDICAL_S3_ENDPOINT`)', default: 'unset' }, undefined),
    MEDICAL_S3_REGION: text({ description: 'the region requests are signed for (SigV4)', default: '`us-east-1`' }, 'us-east-1'),
    MEDICAL_S3_ACCESS_KEY_ID: text({ description: 'the access key id requests are signed with', default: 'unset' }, undefined),
    MEDICAL_S3_SECRET_ACCESS_KEY: text({ description: 'its secret access key', default: 'unset' }, undefined),
  },
  build: (values, problems, base): { medical: MedicalSettings } => {
    const root = rootKeyOf(values.MEDICAL_KEY_SECRET, values.NODE_ENV, base.jwtSecret, problems);
    // One key per purpose: the link signatures never share a key with the encryption.
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), purpose, 32));
    let s3: S3Settings | undefined;
    if (values.MEDICAL_S3_ENDPOINT) {
      const missing = (['MEDICAL_S3_BUCKET', 'MEDICAL_S3_ACCESS_KEY_ID', 'MEDICAL_S3_SECRET_ACCESS_KEY'] as const).filter((name) => !values[name]);
      if (missing.length) problems.push(`MEDICAL_S3_ENDPOINT is set: ${missing.join(', ')} must be set too`);
      s3 = {
        endpoint: values.MEDICAL_S3_ENDPOINT.replace(/\/+$/, ''),
        bucket: values.MEDICAL_S3_BUCKET ?? '',
        region: values.MEDICAL_S3_REGION,
        accessKeyId: values.MEDICAL_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: values.MEDICAL_S3_SECRET_ACCESS_KEY ?? '',
      };
    }
    return {
      medical: {
        uploadUrlTtlSeconds: values.MEDICAL_UPLOAD_URL_TTL_SECONDS,
        downloadUrlTtlSeconds: values.MEDICAL_DOWNLOAD_URL_TTL_SECONDS,
        maxFileBytes: values.MEDICAL_MAX_FILE_BYTES,
        maxFilesPerScan: values.MEDICAL_MAX_FILES_PER_SCAN,
        scansAtOncePerMember: values.MEDICAL_SCANS_AT_ONCE,
        tagKey: derive('medical-patient-tags'),
        urlKey: derive('medical-signed-links'),
        s3,
      },
    };
  },
  // Test stacks run many members' cells at once (the authz matrix); the limit's own test sets it back to 1.
  testDefaults: () => ({ MEDICAL_SCANS_AT_ONCE: '100' }),
});

/** The root key: the variable, or (outside production) one derived from the JWT secret. */
function rootKeyOf(raw: string | undefined, nodeEnv: string, jwtSecret: string, problems: string[]): Buffer {
  if (raw !== undefined) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) problems.push('MEDICAL_KEY_SECRET must be the base64 of 32 bytes');
    return key;
  }
  if (nodeEnv === 'production') problems.push('MEDICAL_KEY_SECRET is required in production (base64 of 32 random bytes)');
  return Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'medical-keys', 32));
}

export type MedicalConfig = ReturnType<typeof configSpec.load>;

// Uploads a scan's files the way the spec's client does: for each file an upload URL
// (POST /api/medical/upload-url {fileName, fileType}, here its GraphQL mutation), then the file's
// bytes PUT to that URL directly (our origin, or the bucket's presigned URL), then the scan
// made of the uploads. Two files travel at once: enough to keep the line busy, and within the
// gateway's per-member budget.
import type { ApolloClient } from '@apollo/client';
import { CreateMedicalScanDocument, CreateMedicalUploadUrlDocument, type MedicalScanType } from '../generated/graphql';
import { FAILED, medicalError } from './medical-errors';

export class UploadFailure extends Error {}

export interface ScanDetails {
  name: string;
  description: string;
  bodyPart: string;
  scanType: MedicalScanType | null;
}

async function uploadOne(client: ApolloClient<object>, file: File): Promise<string> {
  let made;
  try {
    made = await client.mutate({ mutation: CreateMedicalUploadUrlDocument, variables: { input: { fileName: file.name, fileType: file.type || 'application/dicom' } } });
  } catch (error) {
    throw new UploadFailure(medicalError(error, FAILED.uploadUrl));
  }
  const target = made.data?.createMedicalUploadUrl;
  if (!target) throw new UploadFailure(FAILED.uploadUrl);
  let res: Response;
  try {
    res = await fetch(target.uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': file.type || 'application/dicom' }, credentials: 'same-origin' });
  } catch {
    throw new UploadFailure(FAILED.upload);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new UploadFailure(body?.message ?? body?.error ?? `${FAILED.upload}: ${res.statusText}`);
  }
  return target.uploadId;
}

/** Uploads every file (onProgress after each) and makes the scan; answers its id. */
export async function uploadScan(client: ApolloClient<object>, files: File[], details: ScanDetails, onProgress: (done: number) => void): Promise<string> {
  const ids: string[] = new Array(files.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < files.length) {
      const at = next++;
      ids[at] = await uploadOne(client, files[at]);
      onProgress(++done);
    }
  };
  await Promise.all([lane(), lane()]);
  try {
    const made = await client.mutate({
      mutation: CreateMedicalScanDocument,
      variables: {
        input: { name: details.name, description: details.description || null, bodyPart: details.bodyPart || null, scanType: details.scanType, uploadIds: ids },
      },
    });
    return made.data!.createMedicalScan.id;
  } catch (error) {
    throw new UploadFailure(medicalError(error, FAILED.upload));
  }
}

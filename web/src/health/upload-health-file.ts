// POST /api/health/uploads: a meal photo, an activity file (GPX, TCX, FIT), a wearable's
// export or the form analyzer's video (its URL is then /media/<key>), sent once as a file (not as a data URL inside a GraphQL request); the operation that
// uses it (analyzeMeal, importActivity, importHealthExport) then reads it by the key answered.
// The purpose goes before the file, as the route reads the fields in order and picks the limits
// and accepted types before the file arrives. An export is megabytes to gigabytes, so the
// upload can report its progress.
import { z } from 'zod';
import { postMultipart } from '../apollo/rest';

export const HEALTH_UPLOAD_PATH = '/api/health/uploads';

/** The route's purposes (subgraphs/health/src/uploads/upload-route.ts). */
export type HealthUploadPurpose = 'meal-image' | 'activity' | 'export' | 'exercise-video';

const uploadAnswer = z.object({ upload: z.object({ key: z.string() }) });

export async function uploadHealthFile(
  purpose: HealthUploadPurpose,
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const { upload } = await postMultipart({ path: HEALTH_UPLOAD_PATH, form, answer: uploadAnswer, onProgress, signal });
  return upload.key;
}

// POST /api/health/uploads with purpose `activity` (the purpose before the file, as the route
// reads them in order): the key importActivity then reads the file by.
import { z } from 'zod';
import { postMultipart } from '../../apollo/rest';

export const HEALTH_UPLOAD_PATH = '/api/health/uploads';

const uploadAnswer = z.object({ upload: z.object({ key: z.string() }) });

export async function uploadActivityFile(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'activity');
  form.append('file', file, file.name);
  const { upload } = await postMultipart({ path: HEALTH_UPLOAD_PATH, form, answer: uploadAnswer, onProgress, signal });
  return upload.key;
}

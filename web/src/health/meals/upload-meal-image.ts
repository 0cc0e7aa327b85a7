// POST /api/health/uploads with purpose meal-image: the photo is sent once as a file (not as a
// 7 MB data URL in every GraphQL request) and the operations get its key.
import { z } from 'zod';
import { postMultipart } from '../../apollo/rest';

export const HEALTH_UPLOAD_PATH = '/api/health/uploads';

const answer = z.object({ upload: z.object({ key: z.string() }) });

export async function uploadMealImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  // The purpose first: the server picks the limits and types before the file arrives.
  form.append('purpose', 'meal-image');
  form.append('file', file, file.name);
  const { upload } = await postMultipart({ path: HEALTH_UPLOAD_PATH, form, answer, signal });
  return upload.key;
}

// POST /api/health/uploads with purpose `export` (the purpose before the file, as the route
// reads them in order): the key importHealthExport then reads the file by. An Apple export is
// megabytes to gigabytes, so the upload reports its progress.
import { z } from 'zod';
import { postMultipart } from '../../apollo/rest';

export const HEALTH_UPLOAD_PATH = '/api/health/uploads';

const uploadAnswer = z.object({ upload: z.object({ key: z.string() }) });

export async function uploadExportFile(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'export');
  form.append('file', file, file.name);
  const { upload } = await postMultipart({ path: HEALTH_UPLOAD_PATH, form, answer: uploadAnswer, onProgress, signal });
  return upload.key;
}

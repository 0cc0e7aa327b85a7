// POST /api/posts/media: multipart `files`, answered with {medias: [{url, type}]}. The upload
// reports progress, which the composer shows as a bar.
import { z } from 'zod';
import { postMultipart } from '../apollo/rest';

export const POST_MEDIA_UPLOAD_PATH = '/api/posts/media';

const uploadedMedia = z.object({ url: z.string(), type: z.string() });
const postMediaAnswer = z.object({ medias: z.array(uploadedMedia) });

export type UploadedMedia = z.infer<typeof uploadedMedia>;

export async function uploadPostMedia(files: readonly File[], onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const { medias } = await postMultipart({ path: POST_MEDIA_UPLOAD_PATH, form, answer: postMediaAnswer, onProgress, signal });
  return medias;
}

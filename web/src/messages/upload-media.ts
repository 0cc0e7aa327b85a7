// POST /api/messages/media: multipart `conversationId`, `clientId` and `files`, answered with
// {urls, messages}. The messages also arrive through the realtime events, so only the urls are read.
import { z } from 'zod';
import { postMultipart } from '../apollo/rest';

export const MEDIA_UPLOAD_PATH = '/api/messages/media';

const mediaUploadAnswer = z.object({ urls: z.array(z.string()) });

export type MediaUploadResult = z.infer<typeof mediaUploadAnswer>;

/**
 * `clientId` makes the upload idempotent: sending the same files again with it (a retry after
 * a lost answer) gives back the messages already created instead of new ones.
 */
export function uploadMessageMedia(files: readonly File[], conversationId: string, clientId: string): Promise<MediaUploadResult> {
  const form = new FormData();
  // The fields go first: the server refuses a stranger or a bad clientId before reading any file.
  form.append('conversationId', conversationId);
  form.append('clientId', clientId);
  for (const file of files) form.append('files', file, file.name);
  return postMultipart({ path: MEDIA_UPLOAD_PATH, form, answer: mediaUploadAnswer });
}

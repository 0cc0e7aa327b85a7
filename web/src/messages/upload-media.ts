// POST /api/messages/media: multipart `conversationId`, `clientId` and `files`, answered with
// {urls, messages}. The messages also arrive through the realtime events.
import { readToken } from '../session/token-store';

export const MEDIA_UPLOAD_PATH = '/api/messages/media';

export interface MediaUploadResult {
  urls: string[];
  messages: unknown[];
}

/** A failed request surfaces the server's message, otherwise 'HTTP {status}: {statusText}'. */
async function failure(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // not JSON: fall through
  }
  return new Error(`HTTP ${response.status}: ${response.statusText}`);
}

/**
 * `clientId` makes the upload idempotent: sending the same files again with it (a retry after
 * a lost answer) gives back the messages already created instead of new ones.
 */
export async function uploadMessageMedia(files: readonly File[], conversationId: string, clientId: string): Promise<MediaUploadResult> {
  const form = new FormData();
  // The fields go first: the server refuses a stranger or a bad clientId before reading any file.
  form.append('conversationId', conversationId);
  form.append('clientId', clientId);
  for (const file of files) form.append('files', file, file.name);
  const token = readToken();
  const response = await fetch(MEDIA_UPLOAD_PATH, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as MediaUploadResult;
}

// POST /api/messages/media: multipart `files` and `conversationId`, answered with
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

export async function uploadMessageMedia(files: readonly File[], conversationId: string): Promise<MediaUploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  form.append('conversationId', conversationId);
  const token = readToken();
  const response = await fetch(MEDIA_UPLOAD_PATH, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as MediaUploadResult;
}

// POST /api/posts/media: multipart `files`, answered with {medias: [{url, type}]}. Sent with
// XMLHttpRequest rather than fetch because only XHR reports upload progress, which the composer
// shows as a bar. Auth and CSRF headers are the ones every API request carries.
import { requestHeaders } from '../apollo/headers';
import { readToken } from '../session/token-store';

export const POST_MEDIA_UPLOAD_PATH = '/api/posts/media';

export interface UploadedMedia {
  url: string;
  type: string;
}

/** A failed request surfaces the server's message, otherwise 'HTTP {status}: {statusText}'. */
function failure(xhr: XMLHttpRequest): Error {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // not JSON: fall through
  }
  return new Error(`HTTP ${xhr.status}: ${xhr.statusText}`);
}

export function uploadPostMedia(files: readonly File[], onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', POST_MEDIA_UPLOAD_PATH);
    for (const [name, value] of Object.entries(requestHeaders(readToken()))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr));
      try {
        const body = JSON.parse(xhr.responseText) as { medias?: UploadedMedia[] };
        if (!Array.isArray(body.medias)) throw new Error('no medias');
        onProgress(1);
        resolve(body.medias);
      } catch {
        reject(new Error('Unexpected answer from the media upload'));
      }
    };
    xhr.onerror = () => reject(new Error('Could not reach Pulse. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

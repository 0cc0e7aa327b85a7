// The few API calls that are not GraphQL: multipart uploads (the GraphQL API takes no files)
// and the leave-on-pagehide request a closing tab can still send. Each answer is checked
// against a schema, so callers get typed data or a readable error, never an unchecked body.
import type { z } from 'zod';
import { NETWORK_ERROR_MESSAGE } from '../errors/graphql-errors';
import { readToken } from '../session/token-store';
import { requestHeaders } from './headers';

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** A failed request surfaces the server's `message`, otherwise 'HTTP {status}: {statusText}'. */
export function restFailure(status: number, statusText: string, body: string): Error {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) return new Error(parsed.message);
  } catch {
    // not JSON: fall through
  }
  return new Error(`HTTP ${status}: ${statusText}`);
}

/** A 2xx body read through its schema; anything else is one clear error. */
export function restAnswer<T>(body: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(UNEXPECTED_ANSWER);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new Error(UNEXPECTED_ANSWER);
  return result.data;
}

export interface MultipartOptions<T> {
  path: string;
  form: FormData;
  answer: z.ZodType<T>;
  /** Upload progress from 0 to 1; only XMLHttpRequest reports it, hence XHR rather than fetch. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST a multipart form with the headers every API request carries (token and CSRF). */
export function postMultipart<T>({ path, form, answer, onProgress, signal }: MultipartOptions<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(requestHeaders(readToken()))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(restFailure(xhr.status, xhr.statusText, xhr.responseText));
      try {
        const data = restAnswer(xhr.responseText, answer);
        onProgress?.(1);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A body-less POST the browser still delivers after the page is gone (keepalive); nobody is
 * left to read its answer, so none is returned. Only sent with a token: it acts for a member.
 */
export function postKeepalive(path: string): void {
  const token = readToken();
  if (!token) return;
  void fetch(path, { method: 'POST', keepalive: true, headers: requestHeaders(token) }).catch(() => {});
}

// Files in an end-to-end encrypted conversation (docs/e2ee.md, "Files as built"): each file is
// encrypted in the browser with a fresh AES-256-GCM key and IV, uploaded as ciphertext
// (application/octet-stream, the same path as files in clear), and its key, IV, SHA-256, type,
// name and size travel inside the encrypted message. A reader fetches the ciphertext, checks
// its hash, decrypts it and shows it from a blob: URL. The server never holds the file or its key.
import { z } from 'zod';
import { MEDIA_UPLOAD_PATH } from '../messages/upload-media';
import { readToken } from '../session/token-store';
import { requestHeaders } from '../apollo/headers';
import { restAnswer, restFailure } from '../apollo/rest';
import { NETWORK_ERROR_MESSAGE } from '../errors/graphql-errors';
import type { EncryptedFile } from './protocol';

const toBase64 = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
const sha256 = async (bytes: ArrayBuffer) => toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));

const uploaded = z.object({ url: z.string(), key: z.string(), size: z.number() });

export class FileUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileUnreadableError';
  }
}

/** Encrypts and uploads one file; answers what the message carries to open it. */
export async function sendEncryptedFile(file: File): Promise<EncryptedFile> {
  const keyBytes = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, await file.arrayBuffer());
  const res = await fetch(MEDIA_UPLOAD_PATH, {
    method: 'POST',
    headers: { ...requestHeaders(readToken()), 'content-type': 'application/octet-stream' },
    body: ciphertext,
  }).catch(() => {
    throw new Error(NETWORK_ERROR_MESSAGE);
  });
  const body = await res.text();
  if (!res.ok) throw restFailure(res.status, res.statusText, body);
  const { url } = restAnswer(body, uploaded);
  return { url, key: toBase64(keyBytes), iv: toBase64(iv), sha256: await sha256(ciphertext), type: file.type, name: file.name, size: file.size };
}

/** Fetches, checks and decrypts a file of a message; answers a blob: URL for the page to show. */
export async function openEncryptedFile(file: EncryptedFile): Promise<string> {
  const res = await fetch(file.url);
  if (!res.ok) throw new FileUnreadableError(`the file could not be fetched (HTTP ${res.status})`);
  const ciphertext = await res.arrayBuffer();
  // A swapped or damaged file is refused before decryption is tried.
  if ((await sha256(ciphertext)) !== file.sha256) throw new FileUnreadableError('the file is not the one the message names');
  const key = await crypto.subtle.importKey('raw', fromBase64(file.key), 'AES-GCM', false, ['decrypt']);
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(file.iv) }, key, ciphertext);
  } catch {
    throw new FileUnreadableError('the file could not be decrypted');
  }
  return URL.createObjectURL(new Blob([plaintext], { type: file.type }));
}

/** What sending needs from the page: the device's send and the cache's bookkeeping. */
type FilePayload = { v: 1; body: string; replyTo: null; file: EncryptedFile };

export interface FileSender<M extends { id: string; createdAt: string }> {
  send(payload: FilePayload, clientId: string): Promise<M>;
  shown(message: M, payload: FilePayload, fileUrl: string): void;
}

/**
 * Sends each file as its own encrypted message, in order. Client ids are `${clientId}:${i}`, as
 * for files in clear: trying the same selection again answers the messages already sent.
 */
export async function sendEncryptedFiles<M extends { id: string; createdAt: string }>(files: readonly File[], clientId: string, sender: FileSender<M>): Promise<void> {
  for (const [i, file] of files.entries()) {
    const payload: FilePayload = { v: 1, body: '', replyTo: null, file: await sendEncryptedFile(file) };
    const message = await sender.send(payload, `${clientId}:${i}`);
    // The sender shows its own file from the bytes it has; it could not decrypt its own message.
    sender.shown(message, payload, URL.createObjectURL(file));
  }
}

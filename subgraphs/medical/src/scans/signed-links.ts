// The links medical hands out instead of tokens: an upload URL (one file, once, for a short
// while) and the viewer's download links (one file, for one member, for a while). Each is an
// HMAC-SHA256 over what it allows and until when, with the link key of config.ts; the upload's
// single use is the `uploads` row (media-routes.ts), not the signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UPLOAD_PATH = '/api/medical/uploads';

const sign = (key: Buffer, what: string) => createHmac('sha256', key).update(what).digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

function check(key: Buffer, what: string, expires: unknown, signature: unknown, now: Date): LinkCheck {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || signature.length > 100) return 'invalid';
  // The signature first: an expiry someone edited is not a real one.
  if (!same(sign(key, `${what}:${expires}`), signature)) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'ok';
}

/** `PUT` this (relative to the API's origin) with the file's bytes. */
export function uploadUrlOf(key: Buffer, uploadId: string, expiresAt: Date): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `${UPLOAD_PATH}/${uploadId}?expires=${expires}&signature=${sign(key, `upload:${uploadId}:${expires}`)}`;
}

export function checkUploadLink(key: Buffer, uploadId: string, query: Record<string, unknown>, now: Date): LinkCheck {
  return check(key, `upload:${uploadId}`, query.expires, query.signature, now);
}

/** A link to one stored file for one member (the manifest's instance URLs). */
export function downloadUrlOf(key: Buffer, storageKey: string, memberId: string, expiresAt: Date): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `/media/${storageKey}?member=${memberId}&expires=${expires}&signature=${sign(key, `download:${storageKey}:${memberId}:${expires}`)}`;
}

export function checkDownloadLink(key: Buffer, storageKey: string, query: Record<string, unknown>, now: Date): LinkCheck {
  if (typeof query.member !== 'string' || query.member.length > 64) return 'invalid';
  return check(key, `download:${storageKey}:${query.member}`, query.expires, query.signature, now);
}

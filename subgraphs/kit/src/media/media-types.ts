// Which uploads are media, decided from the file's first bytes (never its name or the
// type the client claims). The extension of the stored key follows the real type, so the
// spec's rule "a media url ending in .mp4 is a video" holds for every mp4 we store.
import { fileTypeFromBuffer } from 'file-type';

export type MediaKind = 'IMAGE' | 'VIDEO';

export interface AllowedType {
  kind: MediaKind;
  /** The stored key's extension. */
  extension: string;
  contentType: string;
  /** The format sharp re-encodes an image to (the same one: a PNG stays a PNG). */
  imageFormat?: 'jpeg' | 'png' | 'gif' | 'webp';
}

const IMAGES: Record<string, AllowedType> = {
  'image/jpeg': { kind: 'IMAGE', extension: 'jpg', contentType: 'image/jpeg', imageFormat: 'jpeg' },
  'image/png': { kind: 'IMAGE', extension: 'png', contentType: 'image/png', imageFormat: 'png' },
  'image/gif': { kind: 'IMAGE', extension: 'gif', contentType: 'image/gif', imageFormat: 'gif' },
  'image/webp': { kind: 'IMAGE', extension: 'webp', contentType: 'image/webp', imageFormat: 'webp' },
};

const MP4: AllowedType = { kind: 'VIDEO', extension: 'mp4', contentType: 'video/mp4' };
const VIDEOS: Record<string, AllowedType> = {
  mp4: MP4,
  // An M4V is an MP4 under Apple's brand name; browsers play it as video/mp4.
  m4v: MP4,
  webm: { kind: 'VIDEO', extension: 'webm', contentType: 'video/webm' },
  mov: { kind: 'VIDEO', extension: 'mov', contentType: 'video/quicktime' },
};

/** How many leading bytes the type is decided from. */
export const SNIFF_BYTES = 4100;

/** The allowed type of these leading bytes, or null for anything else. */
export async function detectMediaType(head: Uint8Array): Promise<AllowedType | null> {
  if (head.length === 0) return null;
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if (found.mime in IMAGES) return IMAGES[found.mime];
  // By extension for videos: file-type calls several ISO-BMFF relatives (f4v, m4p with DRM)
  // video/mp4 too, and browsers do not play those.
  return VIDEOS[found.ext] ?? null;
}

// What the composer accepts as media before anything is uploaded (spec: "Image under 5MB and
// video under 100MB ('File too large')"). The server checks the bytes again; this only spares
// members an upload that is bound to fail.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File too large';
export const UNSUPPORTED_FILE = 'Only images and videos can be attached';

export type MediaKind = 'image' | 'video';

export function mediaKind(mimeType: string): MediaKind | null {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return null;
}

/** Null when the file may be attached, otherwise the message to show. */
export function mediaFileError(file: { type: string; size: number }): string | null {
  const kind = mediaKind(file.type);
  if (!kind) return UNSUPPORTED_FILE;
  // "under 5MB": a file of exactly the limit is already too large.
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  return file.size >= limit ? FILE_TOO_LARGE : null;
}

/** The server's cap on media per post (social's MAX_MEDIAS). */
export const MAX_MEDIA_FILES = 10;
export const TOO_MANY_FILES = `A post can have at most ${MAX_MEDIA_FILES} media files`;

/** POST /api/posts/media takes at most 4 files per request; more are sent in several. */
export const UPLOAD_BATCH_SIZE = 4;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The preview grid: the first 4 tiles, and how many more hide behind the +N overlay. */
export const MAX_MEDIA_TILES = 4;

export function visibleTiles<T>(items: readonly T[], max = MAX_MEDIA_TILES): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

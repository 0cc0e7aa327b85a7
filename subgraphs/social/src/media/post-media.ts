// Post media as social stores it: keys start with "p-" so the gateway can send
// GET /media/p-... here (and every other key to messaging), whichever host stores the files.
// Posts refer to their media by URL; isOwnMediaUrl tells a URL this endpoint handed out
// from anything else a client might put in MediaInput.
import type { UploadMessages } from '@pulse/kit/media';

export const POST_MEDIA_KEY_PREFIX = 'p-';
/** The composer's grid shows four; the spec's upload takes at most four files at once. */
export const MAX_POST_MEDIA_FILES = 4;

export const NOT_POST_MEDIA = 'Only images and videos can be uploaded';

export const POST_UPLOAD_MESSAGES: UploadMessages = {
  notMedia: NOT_POST_MEDIA,
  noFiles: 'Choose at least one image or video to upload',
  tooManyFiles: (max) => `You can upload at most ${max} files at once`,
};

/** Extension of a stored key -> the type it was stored as (decided from the bytes at upload). */
export const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

const OWN_URL = /^\/media\/p-c[0-9a-z]{24}\.([a-z0-9]{1,8})$/;

/**
 * The type of a post media URL this subgraph handed out (e.g. 'image/jpeg'), or null for
 * anything else (another site's URL, a messaging file, a made-up key). Shape only: it does
 * not ask storage whether the file is still there.
 */
export function ownMediaType(url: string): string | null {
  const match = OWN_URL.exec(url);
  return match ? (TYPE_OF_EXTENSION[match[1]] ?? null) : null;
}

/** Whether url is a post media URL from POST /api/posts/media. */
export function isOwnMediaUrl(url: string): boolean {
  return ownMediaType(url) !== null;
}

// Profile pictures live in our own storage, never at a link a member typed: every viewer's
// browser loads `image`, so a foreign URL would be a tracking pixel or a request into the
// viewer's network. A picture arrives either as an upload (POST /api/users/me/image) or as
// an https link the server fetches once through kit's safe fetcher; either way it is typed
// from its bytes, re-encoded without metadata and stored under a `u-` key (the gateway
// routes GET /media/u-* here), and recorded as its uploader's, so `updateProfile(image:)`
// takes only a key its caller stored. Others see it once image screening passed it (screening.ts).
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadUserInputError, createStorage, hitRateLimits, makeSpoolDir, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { screenStoredPicture } from './screening.js';
import { SafeFetchError, detectMediaType, safeFetch, storeMedia, type ReceivedFile, type StoredMedia, type UploadMessages } from '@pulse/kit/media';

export const PROFILE_IMAGE_KEY_PREFIX = 'u-';

/** A stored profile picture's key (as handed out), alone or as its /media URL. */
const OWN_IMAGE = /^(?:\/media\/)?(u-c[0-9a-z]{24}\.(?:jpg|png|gif|webp))$/;

export const NOT_AN_IMAGE = 'Only JPEG, PNG, GIF and WebP images can be used as a profile picture';
export const INVALID_IMAGE = 'Upload an image or give an https link to one';
export const UNKNOWN_IMAGE = 'This image was not found: upload it again';
export const LOGIN_TO_UPLOAD = 'Please log in to change your profile picture';

export const PROFILE_UPLOAD_MESSAGES: UploadMessages = {
  notMedia: NOT_AN_IMAGE,
  noFiles: 'Choose an image to upload',
  tooManyFiles: () => 'Upload one image at a time',
};

/** Uploads and fetched links per member per hour: each one stores a file. */
export const PROFILE_IMAGES_PER_HOUR = 30;
/** The whole remote fetch, redirects included. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/** The key of one of our profile pictures named by `value`, or null. */
export function ownImageKey(value: string): string | null {
  return OWN_IMAGE.exec(value)?.[1] ?? null;
}

export async function countProfileImage(services: SubgraphServices, em: SubgraphContext['em'], userId: string): Promise<void> {
  await hitRateLimits(em, services, [{ key: `profile-image:${userId}`, limit: PROFILE_IMAGES_PER_HOUR, windowSeconds: 3600 }]);
}

/** Stores received image files as profile pictures of `userId`; refuses anything but images. */
export async function storeProfileImage(services: SubgraphServices, em: SubgraphContext['em'], userId: string, file: ReceivedFile): Promise<StoredMedia> {
  if (file.type.kind !== 'IMAGE') throw new BadUserInputError(NOT_AN_IMAGE, 'image');
  const [stored] = await storeMedia(createStorage(services.config), [file], { notMedia: NOT_AN_IMAGE, keyPrefix: PROFILE_IMAGE_KEY_PREFIX });
  await em.getConnection().execute(`INSERT INTO "${services.schema}".profile_images (key, user_id) VALUES (?, ?)`, [stored.key, userId]);
  // Classified from now on, so its verdict is usually in when the member sets it (screening.ts).
  await screenStoredPicture(services, em, userId, stored.key);
  return stored;
}

/** Whether `key` is a profile picture `userId` stored. */
export async function isOwnProfileImage(ctx: SubgraphContext, userId: string, key: string): Promise<boolean> {
  const rows = await ctx.em.getConnection().execute<unknown[]>(`SELECT 1 FROM "${ctx.services.schema}".profile_images WHERE key = ? AND user_id = ?`, [key, userId]);
  return rows.length > 0;
}

/** Fetches an https image link once, safely, and stores it as the caller's; answers its /media URL. */
export async function fetchProfileImage(ctx: SubgraphContext, userId: string, link: string): Promise<string> {
  const { config } = ctx.services;
  await countProfileImage(ctx.services, ctx.em, userId);
  let bytes: Buffer;
  try {
    ({ bytes } = await safeFetch(link, {
      maxBytes: config.media.maxImageBytes,
      timeoutMs: IMAGE_FETCH_TIMEOUT_MS,
      allowedHosts: config.imageFetchAllowedHosts,
    }));
  } catch (error) {
    if (error instanceof SafeFetchError) throw new BadUserInputError(`Could not use that image link: ${error.message}`, 'image');
    throw error;
  }
  const type = await detectMediaType(bytes.subarray(0, 4100));
  if (!type || type.kind !== 'IMAGE') throw new BadUserInputError(`Could not use that image link: ${NOT_AN_IMAGE.replace(/^Only/, 'only')}`, 'image');
  // storeMedia re-encodes from a file, as it does for uploads.
  const dir = await makeSpoolDir(config.storageDir, 'fetch');
  try {
    const path = join(dir, 'image');
    await writeFile(path, bytes);
    try {
      return (await storeProfileImage(ctx.services, ctx.em, userId, { path, size: bytes.length, type, filename: '' })).url;
    } catch (error) {
      // Bytes that start like an image and do not decode as one.
      if ((error as { code?: string }).code === 'BAD_USER_INPUT' || (error as { status?: number }).status === 400) {
        throw new BadUserInputError(`Could not use that image link: ${NOT_AN_IMAGE.replace(/^Only/, 'only')}`, 'image');
      }
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The value `image` is set to: our own picture's URL when the caller stored it, else the
 * stored copy of a fetched https link. `current` (the member's image now) is kept as it is,
 * so a form that sends the whole profile back does not fetch anything again.
 */
export async function resolveProfileImage(ctx: SubgraphContext, userId: string, value: string, current: string | null): Promise<string> {
  if (value === current) return value;
  const key = ownImageKey(value);
  if (key) {
    if (!(await isOwnProfileImage(ctx, userId, key))) throw new BadUserInputError(UNKNOWN_IMAGE, 'image');
    return `/media/${key}`;
  }
  return fetchProfileImage(ctx, userId, value);
}

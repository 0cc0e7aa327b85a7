// The cover an event is created with: the URL an upload to POST /api/events/upload answered
// (the web drops the image there first), or the spec's data URL, which is stored as an upload
// here (typed from its bytes, re-encoded without metadata, an "e-" key) so a row never holds
// image bytes, and screened like any upload (screening/). Anything else: 'Please drop an image file'.
import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BadUserInputError, createStorage, makeSpoolDir, newStorageKey, type SubgraphServices } from '@pulse/kit';
import { detectMediaType, mediaUrlOf, sanitizeImage, FILE_TOO_LARGE } from '@pulse/kit/media';
import { EVENT_IMAGE_KEY_PREFIX, isEventImageUrl } from '../media/images.js';
import { DROP_AN_IMAGE } from './limits.js';
import { screenUploadedImage } from '../screening/image-verdicts.js';

const DATA_URL = /^data:image\/[a-z0-9.+-]{1,50};base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The cover's URL to keep in the event's row, or null for none. */
export async function storeCover(services: SubgraphServices, image: string | null | undefined, uploaderId: string): Promise<string | null> {
  if (!image) return null;
  const storage = createStorage(services.config);
  if (isEventImageUrl(image)) {
    // An upload's URL: it must be one that exists (the shape alone could name nothing).
    if (!(await storage.stat(image.slice('/media/'.length)))) throw new BadUserInputError(DROP_AN_IMAGE, 'image');
    return image;
  }
  const match = DATA_URL.exec(image);
  if (!match) throw new BadUserInputError(DROP_AN_IMAGE, 'image');
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > services.config.media.maxImageBytes) throw new BadUserInputError(FILE_TOO_LARGE, 'image');
  const type = await detectMediaType(bytes.subarray(0, 4100));
  if (!type || type.kind !== 'IMAGE') throw new BadUserInputError(DROP_AN_IMAGE, 'image');
  const dir = await makeSpoolDir(services.config.storageDir, 'event-cover');
  try {
    const path = join(dir, 'cover');
    await writeFile(path, bytes);
    let clean: Buffer;
    try {
      clean = await sanitizeImage(path, type, DROP_AN_IMAGE);
    } catch {
      throw new BadUserInputError(DROP_AN_IMAGE, 'image');
    }
    const key = EVENT_IMAGE_KEY_PREFIX + newStorageKey(type.extension);
    await storage.put(key, clean, type.contentType);
    await screenUploadedImage(services, uploaderId, key);
    return mediaUrlOf(key);
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

// The photo a meal operation is given: a `data:image/...;base64,` string (the spec's API) or,
// once the web uploads it first, the key of the member's meal-image upload. The bytes decide
// what it is (file-type), never the data URL's claimed type or a file name; the spec's
// messages are verbatim (docs/health-design.md section 2).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { BadUserInputError } from '@pulse/kit';

export const NOT_AN_IMAGE = 'Please upload an image file';
export const IMAGE_TOO_LARGE = 'Image must be less than 5MB';
export const INVALID_IMAGE = 'Invalid image format. Please upload a valid image.';
export const NO_IMAGE = 'Please upload an image first';

import { IMAGE_DATA_URL_MAX, MAX_IMAGE_BYTES } from './limits.js';
export { IMAGE_DATA_URL_MAX, MAX_IMAGE_BYTES };
/** Larger pictures (decompression bombs) are refused before decoding. */
const MAX_PIXELS = 100_000_000;

const DATA_URL = /^data:image\/[a-z0-9.+-]{1,50};base64,([A-Za-z0-9+/]*={0,2})$/i;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

export interface MealImage {
  bytes: Buffer;
  /** The type the bytes are (sniffed). */
  contentType: string;
}

/** The bytes of a data URL, checked: BAD_USER_INPUT on `field` with the spec's messages. */
export async function imageFromDataUrl(dataUrl: string, field = 'image'): Promise<MealImage> {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw new BadUserInputError(INVALID_IMAGE, field);
  const base64 = match[1];
  // Checked before decoding: the decoded size is known from the length.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > MAX_IMAGE_BYTES) {
    throw new BadUserInputError(IMAGE_TOO_LARGE, field);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length) throw new BadUserInputError(INVALID_IMAGE, field);
  return checkImageBytes(bytes, field);
}

/** Bytes from anywhere (a data URL, an upload): an image of a type we decode, that decodes. */
export async function checkImageBytes(bytes: Buffer, field = 'image'): Promise<MealImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new BadUserInputError(IMAGE_TOO_LARGE, field);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) throw new BadUserInputError(NOT_AN_IMAGE, field);
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    if (!width || !height) throw new Error('no size');
    // Decoding the whole picture finds a truncated or corrupt body the header alone hides.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(8, 8).raw().toBuffer();
  } catch {
    throw new BadUserInputError(INVALID_IMAGE, field);
  }
  return { bytes, contentType: sniffed.mime };
}

/** A small JPEG of the photo (EXIF gone, upright, longer side 1024) for a vision model. */
export async function imageForModel(image: MealImage): Promise<string> {
  const jpeg = await sharp(image.bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

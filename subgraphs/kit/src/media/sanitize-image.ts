// Every image is decoded and encoded again before it is stored: what comes out carries
// pixels only, with no EXIF (GPS position, camera serial, time taken), XMP, IPTC, ICC
// profile or comments, whatever the input held. Orientation is applied to the pixels
// first, so a phone photo still stands the right way up without its EXIF tag.
import sharp from 'sharp';
import { badInput } from './media-error.js';
import type { AllowedType } from './media-types.js';

/** Larger images (decompression bombs included) are refused before they are decoded. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** `notMedia` is the refusal for bytes that start like an image but do not decode as one. */
export async function sanitizeImage(path: string, type: AllowedType, notMedia: string): Promise<Buffer> {
  const format = type.imageFormat;
  if (!format) throw new Error(`not an image type: ${type.contentType}`);
  try {
    // GIF and WebP may be animated: keep every frame.
    const animated = format === 'gif' || format === 'webp';
    const image = sharp(path, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { pages = 1 } = await image.metadata();
    // EXIF orientation only exists on still images; rotating frames of an animation is not supported.
    if (pages <= 1) image.rotate();
    switch (format) {
      case 'jpeg':
        image.jpeg({ quality: 90 });
        break;
      case 'png':
        image.png();
        break;
      case 'webp':
        image.webp({ quality: 90 });
        break;
      case 'gif':
        image.gif();
        break;
    }
    // sharp writes no metadata unless asked to (withMetadata/keepExif): none is asked for.
    return await image.toBuffer();
  } catch {
    // Bytes that start like an image but do not decode as one.
    throw badInput(notMedia, 'files');
  }
}

// The size math behind the browser-side image downscale (spec: "Images are downscaled so the
// longer side is at most 2048 px and re-encoded as JPEG at quality 0.92"). Kept free of the DOM
// so it can be tested on its own; downscale-image.ts does the canvas work.

export const MAX_IMAGE_DIMENSION = 2048;
export const JPEG_QUALITY = 0.92;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image of width x height is drawn at: unchanged when the longer side already fits,
 * otherwise scaled down proportionally so the longer side is exactly `max`. Sides are rounded
 * and never drop below 1 px (a 10000 x 1 strip would otherwise vanish).
 */
export function scaledSize(width: number, height: number, max = MAX_IMAGE_DIMENSION): Size {
  if (!(width > 0) || !(height > 0)) throw new RangeError('image size must be positive');
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const ratio = max / longer;
  return {
    width: width >= height ? max : Math.max(1, Math.round(width * ratio)),
    height: height > width ? max : Math.max(1, Math.round(height * ratio)),
  };
}

/** The output file name once re-encoded as JPEG: photo.png -> photo.jpg. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

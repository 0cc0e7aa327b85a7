// Shrinks a picked image in the browser before it is uploaded: the longer side at most 2048 px,
// re-encoded as JPEG at 0.92 (spec section 5). Re-encoding through a canvas also drops EXIF
// metadata such as GPS positions. GIFs are left alone: a canvas keeps only their first frame.
import { JPEG_QUALITY, jpegName, MAX_IMAGE_DIMENSION, scaledSize } from './image-scaling';

export async function downscaleImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  // createImageBitmap applies the EXIF orientation, so portrait phone photos stay upright.
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, MAX_IMAGE_DIMENSION);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    // JPEG has no transparency: paint white under it rather than let it turn black. (Pixels
    // of the picture, not a colour of the interface: no theme token applies.)
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('Could not encode the image');
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

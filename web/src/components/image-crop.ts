// The geometry of cropping a picture in the browser (image-crop-dialog.tsx): a frame of a fixed
// shape over the picture, as large as fits at zoom 1 and smaller as the member zooms in, moved
// by dragging or the arrow keys and never past the picture's edge. Pure, so it is tested in node.

export interface Size {
  width: number;
  height: number;
}

/** The part of the source picture that becomes the result, in source pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the member put the frame: its centre in source pixels and the zoom (1 = the largest frame). */
export interface CropState {
  centerX: number;
  centerY: number;
  zoom: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The shapes the profile uses: a square picture and a 3:1 banner, with the size each is stored at. */
export const CROP_SHAPES = {
  avatar: { aspect: 1, output: { width: 512, height: 512 } },
  banner: { aspect: 3, output: { width: 1500, height: 500 } },
} as const;

export type CropShape = keyof typeof CROP_SHAPES;

/** JPEG quality of the re-encoded result (the composer's too). */
export const CROP_JPEG_QUALITY = 0.92;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The frame at zoom 1: the largest rectangle of `aspect` (width / height) inside the picture. */
export function fullFrame(image: Size, aspect: number): Size {
  return image.width / image.height > aspect ? { width: image.height * aspect, height: image.height } : { width: image.width, height: image.width / aspect };
}

/** The frame centred on the picture at zoom 1. */
export function initialCrop(image: Size): CropState {
  return { centerX: image.width / 2, centerY: image.height / 2, zoom: MIN_ZOOM };
}

/** The source rectangle for a state: the frame at that zoom, moved back inside the picture where it reaches past an edge. */
export function cropRect(image: Size, aspect: number, state: CropState): CropRect {
  const full = fullFrame(image, aspect);
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const width = full.width / zoom;
  const height = full.height / zoom;
  const x = clamp(state.centerX - width / 2, 0, image.width - width);
  const y = clamp(state.centerY - height / 2, 0, image.height - height);
  return { x, y, width, height };
}

/** The state whose frame is `rect` (a state kept inside the picture, so a drag past the edge does not build up). */
export function settle(image: Size, aspect: number, state: CropState): CropState {
  const rect = cropRect(image, aspect, state);
  return { centerX: rect.x + rect.width / 2, centerY: rect.y + rect.height / 2, zoom: clamp(state.zoom, MIN_ZOOM, MAX_ZOOM) };
}

/**
 * Dragging the picture by (dx, dy) screen pixels inside a preview `previewWidth` wide: the picture
 * follows the pointer, so the frame moves the other way, scaled to source pixels.
 */
export function dragBy(image: Size, aspect: number, state: CropState, dx: number, dy: number, previewWidth: number): CropState {
  const rect = cropRect(image, aspect, state);
  const scale = rect.width / previewWidth;
  return settle(image, aspect, { ...state, centerX: rect.x + rect.width / 2 - dx * scale, centerY: rect.y + rect.height / 2 - dy * scale });
}

/** Zooming keeps the frame's centre where it was. */
export function zoomTo(image: Size, aspect: number, state: CropState, zoom: number): CropState {
  const rect = cropRect(image, aspect, state);
  return settle(image, aspect, { centerX: rect.x + rect.width / 2, centerY: rect.y + rect.height / 2, zoom });
}

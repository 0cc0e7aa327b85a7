import { describe, expect, it } from 'vitest';
import { CROP_SHAPES, cropRect, dragBy, fullFrame, initialCrop, zoomTo } from './image-crop';

const landscape = { width: 4000, height: 3000 };
const portrait = { width: 1000, height: 2000 };

describe('image crop geometry', () => {
  it('starts with the largest frame of the shape, centred', () => {
    expect(fullFrame(landscape, 1)).toEqual({ width: 3000, height: 3000 });
    expect(cropRect(landscape, 1, initialCrop(landscape))).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    expect(cropRect(portrait, CROP_SHAPES.banner.aspect, initialCrop(portrait))).toEqual({ x: 0, y: (2000 - 1000 / 3) / 2, width: 1000, height: 1000 / 3 });
  });

  it('zooms around the centre and keeps the zoom between 1 and 4', () => {
    const zoomed = zoomTo(landscape, 1, initialCrop(landscape), 2);
    expect(cropRect(landscape, 1, zoomed)).toEqual({ x: 1250, y: 750, width: 1500, height: 1500 });
    expect(cropRect(landscape, 1, zoomTo(landscape, 1, zoomed, 10)).width).toBe(750);
    expect(cropRect(landscape, 1, zoomTo(landscape, 1, zoomed, 0.1)).width).toBe(3000);
  });

  it('moves the frame against the drag, scaled to the picture, and never past an edge', () => {
    const zoomed = zoomTo(landscape, 1, initialCrop(landscape), 2);
    // A 300 px preview shows 1500 source pixels: 10 screen pixels are 50 of the picture.
    const dragged = dragBy(landscape, 1, zoomed, 10, -20, 300);
    expect(cropRect(landscape, 1, dragged)).toEqual({ x: 1200, y: 850, width: 1500, height: 1500 });
    const far = dragBy(landscape, 1, zoomed, 10_000, 10_000, 300);
    expect(cropRect(landscape, 1, far)).toEqual({ x: 0, y: 0, width: 1500, height: 1500 });
    // Dragging back starts from the edge, not from where the pointer went.
    expect(cropRect(landscape, 1, dragBy(landscape, 1, far, -10, 0, 300)).x).toBe(50);
  });
});

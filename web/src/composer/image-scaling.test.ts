import { describe, expect, it } from 'vitest';
import { jpegName, MAX_IMAGE_DIMENSION, scaledSize } from './image-scaling';

describe('scaledSize', () => {
  it('leaves images whose longer side fits alone', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(scaledSize(1, 2048)).toEqual({ width: 1, height: 2048 });
  });

  it('scales landscape images so the width is 2048', () => {
    expect(scaledSize(4096, 3072)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(3000, 2000)).toEqual({ width: 2048, height: 1365 });
    expect(scaledSize(2049, 1000)).toEqual({ width: 2048, height: 1000 });
  });

  it('scales portrait images so the height is 2048', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize(1000, 5000)).toEqual({ width: 410, height: 2048 });
  });

  it('scales squares to 2048 x 2048', () => {
    expect(scaledSize(5000, 5000)).toEqual({ width: 2048, height: 2048 });
  });

  it('never produces a side below 1 px', () => {
    expect(scaledSize(100000, 10)).toEqual({ width: 2048, height: 1 });
  });

  it('keeps the aspect ratio within rounding', () => {
    for (const [w, h] of [
      [2500, 1700],
      [7000, 3333],
      [2100, 2099],
      [12345, 6789],
    ]) {
      const out = scaledSize(w, h);
      expect(Math.max(out.width, out.height)).toBe(MAX_IMAGE_DIMENSION);
      expect(Math.abs(out.width / out.height - w / h)).toBeLessThan(0.01 * (w / h));
    }
  });

  it('accepts another maximum and refuses empty sizes', () => {
    expect(scaledSize(400, 200, 100)).toEqual({ width: 100, height: 50 });
    expect(() => scaledSize(0, 10)).toThrow(RangeError);
    expect(() => scaledSize(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('jpegName', () => {
  it('swaps the extension for .jpg', () => {
    expect(jpegName('holiday.png')).toBe('holiday.jpg');
    expect(jpegName('a.b.webp')).toBe('a.b.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

import { describe, expect, it } from 'vitest';
import { chunk, FILE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, mediaFileError, mediaKind, UNSUPPORTED_FILE, visibleTiles } from './media-limits';

describe('mediaFileError', () => {
  it('accepts images under 5MB and videos under 100MB', () => {
    expect(mediaFileError({ type: 'image/png', size: MAX_IMAGE_BYTES - 1 })).toBeNull();
    expect(mediaFileError({ type: 'video/mp4', size: MAX_VIDEO_BYTES - 1 })).toBeNull();
    expect(mediaFileError({ type: 'video/mp4', size: MAX_IMAGE_BYTES * 3 })).toBeNull();
  });

  it("says 'File too large' at and above the limits", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_VIDEO_BYTES).toBe(100 * 1024 * 1024);
    expect(mediaFileError({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBe('File too large');
    expect(mediaFileError({ type: 'video/webm', size: MAX_VIDEO_BYTES })).toBe(FILE_TOO_LARGE);
  });

  it('refuses what is neither an image nor a video', () => {
    expect(mediaFileError({ type: 'application/pdf', size: 10 })).toBe(UNSUPPORTED_FILE);
    expect(mediaFileError({ type: '', size: 10 })).toBe(UNSUPPORTED_FILE);
    expect(mediaKind('video/quicktime')).toBe('video');
    expect(mediaKind('image/gif')).toBe('image');
  });
});

describe('visibleTiles', () => {
  it('shows at most 4 and counts the rest for the +N overlay', () => {
    expect(visibleTiles([1, 2])).toEqual({ shown: [1, 2], hidden: 0 });
    expect(visibleTiles([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
    expect(visibleTiles([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4], hidden: 3 });
  });
});

describe('chunk', () => {
  it('splits uploads into requests of at most 4 files', () => {
    expect(chunk([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(chunk([1, 2, 3, 4], 4)).toEqual([[1, 2, 3, 4]]);
    expect(chunk([], 4)).toEqual([]);
  });
});

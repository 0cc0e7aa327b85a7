import { describe, expect, it } from 'vitest';
import { gridColumns, gridRows, tileLabel } from './grid';

describe('the call grid (spec 2)', () => {
  it('1 tile: 1 column; 2 tiles: 2 columns; up to 4: 2x2; more: 3 columns', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9, 12].map(gridColumns)).toEqual([1, 2, 2, 2, 3, 3, 3, 3, 3]);
    expect(gridColumns(0)).toBe(1);
  });

  it('rows share the height', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(gridRows)).toEqual([1, 1, 2, 2, 2, 2, 3]);
  });

  it("labels one's own tile 'You'", () => {
    expect(tileLabel(true, 'Alice')).toBe('You');
    expect(tileLabel(false, 'Bob Lifter')).toBe('Bob Lifter');
    expect(tileLabel(false, '  ')).toBe('Unknown User');
  });
});

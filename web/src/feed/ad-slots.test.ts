import { describe, expect, it } from 'vitest';
import { AD_PLACEMENT, adBeforeIndex, withAdSlots } from './ad-slots';

describe('sponsored slots', () => {
  it('uses frequency 5 and offset 2', () => {
    expect(AD_PLACEMENT).toEqual({ frequency: 5, offset: 2 });
  });

  it('puts a slot after the 2nd post, then after every 5 more', () => {
    const positions = Array.from({ length: 20 }, (_, i) => i).filter((i) => adBeforeIndex(i));
    expect(positions).toEqual([2, 7, 12, 17]);
  });

  it('interleaves slots with stable numbers as pages grow', () => {
    const kinds = withAdSlots(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']).map((item) => (item.kind === 'ad' ? `ad${item.slot}` : item.post));
    expect(kinds).toEqual(['a', 'b', 'ad0', 'c', 'd', 'e', 'f', 'g', 'ad1', 'h']);
    expect(withAdSlots(['a', 'b']).some((i) => i.kind === 'ad')).toBe(false);
  });
});

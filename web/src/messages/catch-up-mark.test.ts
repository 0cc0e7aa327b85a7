import { describe, expect, it } from 'vitest';
import { CatchUpMark, listsToEvict, seqValue } from './catch-up-mark';

const delivered = (seq: number) => ({ seq: String(seq), cursor: `cursor-${seq}` });

describe('the catch-up mark', () => {
  it('starts empty, so a first connect has no cursor to catch up from', () => {
    expect(new CatchUpMark().cursor).toBeNull();
  });

  it('moves forward with each delivered message, by seq and not by text or time', () => {
    const mark = new CatchUpMark();
    mark.advance(delivered(9));
    // As text '10' < '9'; as a sequence it is newer.
    mark.advance(delivered(10));
    expect(mark.cursor).toBe('cursor-10');
    mark.advance({ seq: '90071992547409930', cursor: 'beyond-double-precision' });
    mark.advance({ seq: '90071992547409929', cursor: 'just-before' });
    expect(mark.cursor).toBe('beyond-double-precision');
  });

  it('stays put when an older message overtakes a newer one, or a seq is malformed', () => {
    const mark = new CatchUpMark();
    mark.advance(delivered(12));
    mark.advance(delivered(11));
    mark.advance(delivered(12));
    mark.advance({ seq: '', cursor: 'empty' });
    mark.advance({ seq: '-1', cursor: 'negative' });
    mark.advance({ seq: '13abc', cursor: 'junk' });
    expect(mark.cursor).toBe('cursor-12');
  });

  it('starts over after a reset (sign-out)', () => {
    const mark = new CatchUpMark();
    mark.advance(delivered(5));
    mark.reset();
    expect(mark.cursor).toBeNull();
    mark.advance(delivered(1));
    expect(mark.cursor).toBe('cursor-1');
  });

  it('reads seqs as exact integers', () => {
    expect(seqValue('12345678901234567890')).toBe(12345678901234567890n);
    expect(seqValue(null)).toBeNull();
    expect(seqValue('1.5')).toBeNull();
  });
});

describe('lists to drop on a reconnect', () => {
  it('drops every cached conversation list but the open ones', () => {
    expect(listsToEvict(['a', 'b', 'c'], new Set(['b']))).toEqual(['a', 'c']);
    expect(listsToEvict(['a'], new Set())).toEqual(['a']);
    expect(listsToEvict([], new Set(['a']))).toEqual([]);
  });
});

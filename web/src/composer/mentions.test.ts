import { describe, expect, it } from 'vitest';
import { activeMention, insertMention } from './mentions';

describe('activeMention', () => {
  it('finds @ plus one or more non-space characters before the caret', () => {
    expect(activeMention('@a', 2)).toEqual({ query: 'a', start: 0, end: 2 });
    expect(activeMention('hi @bob', 7)).toEqual({ query: 'bob', start: 3, end: 7 });
    expect(activeMention('run with\n@ann_lee', 17)).toEqual({ query: 'ann_lee', start: 9, end: 17 });
  });

  it('needs at least one character after the @', () => {
    expect(activeMention('@', 1)).toBeNull();
    expect(activeMention('hi @', 4)).toBeNull();
  });

  it('ends at whitespace: a finished mention is not searched again', () => {
    expect(activeMention('@bob ', 5)).toBeNull();
    expect(activeMention('@bob hello', 10)).toBeNull();
  });

  it('ignores an @ inside a word (e-mail addresses)', () => {
    expect(activeMention('mail ann@example.com', 20)).toBeNull();
  });

  it('uses the caret, covering the rest of the word when the caret is inside it', () => {
    expect(activeMention('@bobby and', 3)).toEqual({ query: 'bo', start: 0, end: 6 });
    expect(activeMention('@bob and @ca', 4)).toEqual({ query: 'bob', start: 0, end: 4 });
  });
});

describe('insertMention', () => {
  it('replaces the typed mention with "@username " and moves the caret after it', () => {
    const text = 'great run @bo';
    const m = activeMention(text, text.length)!;
    expect(insertMention(text, m, 'bob_lifter')).toEqual({ text: 'great run @bob_lifter ', caret: 22 });
  });

  it('keeps the text after the mention without doubling the space', () => {
    const text = 'hi @bo and more';
    const m = activeMention(text, 6)!;
    expect(insertMention(text, m, 'bob')).toEqual({ text: 'hi @bob and more', caret: 8 });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_STRING_LENGTH, checkString, findBadString, isSingleLine, stringProblem } from './strings.js';

describe('stringProblem', () => {
  it('finds a NUL, a lone high or low surrogate, and length over the maximum', () => {
    expect(stringProblem('a\u0000b')).toBe('NUL_CHARACTER');
    expect(stringProblem('a\uD800b')).toBe('LONE_SURROGATE');
    expect(stringProblem('end\uD83D')).toBe('LONE_SURROGATE');
    expect(stringProblem('\uDE00start')).toBe('LONE_SURROGATE');
    expect(stringProblem('abcdef', 5)).toBe('TOO_LONG');
    expect(stringProblem('x'.repeat(MAX_STRING_LENGTH + 1))).toBe('TOO_LONG');
  });

  it('passes real text: emoji (surrogate pairs), right-to-left scripts, newlines and tabs', () => {
    expect(stringProblem('🏃‍♀️🇳🇴 مرحبا שלום\n\ttab\r\n')).toBeUndefined();
    expect(stringProblem('😀', 2)).toBeUndefined();
  });

  it('measures the maximum without surrounding whitespace, as rules that trim do, but bounds the raw value', () => {
    expect(stringProblem(` ${'y'.repeat(10)}\n`, 10)).toBeUndefined();
    expect(stringProblem(` ${'y'.repeat(11)} `, 10)).toBe('TOO_LONG');
    expect(stringProblem(' '.repeat(MAX_STRING_LENGTH + 1), 10)).toBe('TOO_LONG');
  });
});

describe('findBadString', () => {
  it('names the field by its path without list positions, keys included', () => {
    expect(findBadString({ meal: { ingredients: ['ok', 'b\u0000d'] } }, '')).toMatchObject({ field: 'meal.ingredients', reason: 'NUL_CHARACTER' });
    expect(findBadString({ ['k\uDC00']: 1 }, 'body')).toMatchObject({ field: 'body.k\uDC00', reason: 'LONE_SURROGATE' });
    expect(findBadString({ a: [1, true, null, { b: 'fine' }] }, '')).toBeUndefined();
  });

  it('checkString uses the message a member reads', () => {
    expect(checkString('x'.repeat(6), 'email', 5)).toEqual({ field: 'email', reason: 'TOO_LONG', message: 'email must be at most 5 characters' });
  });
});

describe('isSingleLine', () => {
  it('refuses control characters other than tab, LF and CR', () => {
    expect(isSingleLine('Ann\u0007')).toBe(false);
    expect(isSingleLine('Ann\u009B')).toBe(false);
    expect(isSingleLine('Ann Lee\t')).toBe(true);
    expect(isSingleLine('Zoë مرحبا 🏃')).toBe(true);
  });
});

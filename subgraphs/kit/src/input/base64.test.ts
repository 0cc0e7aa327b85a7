import { describe, expect, it } from 'vitest';
import { base64Bytes } from './base64.js';

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { reason?: string } }).extensions?.reason ?? String(error);
  }
  return 'accepted';
};

describe('base64Bytes', () => {
  it('reads strict base64 within the size', () => {
    expect([...base64Bytes('AQID', 'f', { what: 'The value', maxBytes: 3 })]).toEqual([1, 2, 3]);
  });

  it('refuses another alphabet, bad padding, and sizes outside the rule', () => {
    expect(reasonOf(() => base64Bytes('AQ-D', 'f', { what: 'The value', maxBytes: 8 }))).toBe('NOT_BASE64');
    expect(reasonOf(() => base64Bytes('AQI', 'f', { what: 'The value', maxBytes: 8 }))).toBe('NOT_BASE64');
    expect(reasonOf(() => base64Bytes('AQID', 'f', { what: 'The value', maxBytes: 2 }))).toBe('TOO_LONG');
    expect(reasonOf(() => base64Bytes('', 'f', { what: 'The value', maxBytes: 2 }))).toBe('TOO_SHORT');
    expect(reasonOf(() => base64Bytes('AQID', 'f', { what: 'The value', minBytes: 16, maxBytes: 64 }))).toBe('TOO_SHORT');
  });
});

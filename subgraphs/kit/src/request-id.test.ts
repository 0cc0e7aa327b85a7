import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdOf } from './request-id.js';

describe('newRequestId', () => {
  it('is 16 base64url characters (12 random bytes) that a proxy would pass on as sane', () => {
    for (let i = 0; i < 100; i++) {
      const id = newRequestId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      // An id the gateway made is kept by the subgraph it calls.
      expect(requestIdOf({ 'x-request-id': id })).toBe(id);
    }
  });

  // Ids are cut from a pool of random bytes refilled every 256 ids: none may repeat across refills.
  it('never repeats over 10,000 calls', () => {
    const ids = Array.from({ length: 10_000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('requestIdOf', () => {
  it('keeps a sane incoming id and replaces an insane one', () => {
    expect(requestIdOf({ 'x-request-id': 'Root=1-abc-def' })).toBe('Root=1-abc-def');
    const replaced = requestIdOf({ 'x-request-id': 'bad\nid forged' });
    expect(replaced).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});

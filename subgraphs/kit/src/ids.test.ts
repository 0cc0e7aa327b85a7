import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPlatformId, looksLikeId, newId } from './ids.js';

describe('newId', () => {
  it('is 25 lower-case base-36 characters starting with c', () => {
    for (let i = 0; i < 100; i++) {
      const id = newId();
      expect(id).toHaveLength(25);
      expect(id).toMatch(/^c[0-9a-z]{24}$/);
      expect(isPlatformId(id)).toBe(true);
    }
  });

  it('never repeats over 10,000 calls', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The outbox publishes events that share a created_at millisecond in id order.
  it('sorts in the order the ids were made, even many per millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    const outOfOrder = ids.filter((id, i) => i > 0 && id <= ids[i - 1]);
    expect(outOfOrder).toEqual([]);
  });

  it('sorts after ids made earlier', async () => {
    const earlier = newId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(newId() > earlier).toBe(true);
  });
});

describe('looksLikeId (the findUser rule)', () => {
  it.each([
    ['a platform id', newId()],
    ['a cuid', 'cjld2cjxh0000qzrmn831i7rn'],
    ['a UUID', randomUUID()],
    ['an upper-case UUID', randomUUID().toUpperCase()],
  ])('treats %s as an id', (_kind, value) => {
    expect(looksLikeId(value)).toBe(true);
  });

  it.each([
    ['a username', 'ann'],
    ['a username starting with c', 'carol_smith'],
    ['24 characters starting with c', 'c' + 'a'.repeat(23)],
    ['26 characters starting with c', 'c' + 'a'.repeat(25)],
    ['25 characters not starting with c', 'd' + 'a'.repeat(24)],
    ['a UUID with a character missing', randomUUID().slice(1)],
    ['a UUID without dashes', randomUUID().replace(/-/g, '')],
    ['the empty string', ''],
  ])('treats %s as a username', (_kind, value) => {
    expect(looksLikeId(value)).toBe(false);
  });

  it('isPlatformId accepts only ids the platform issues', () => {
    expect(isPlatformId(randomUUID())).toBe(false);
    expect(isPlatformId('C' + 'a'.repeat(24))).toBe(false);
    expect(isPlatformId('c' + 'A'.repeat(24))).toBe(false);
  });
});

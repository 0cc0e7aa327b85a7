import { describe, expect, it } from 'vitest';
import { awaitedLater } from './awaited-later.js';

describe('awaitedLater', () => {
  it('keeps a failure for the one who awaits, with no unhandled rejection meanwhile', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const question = awaitedLater(Promise.reject(new Error('refused')));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
      await expect(question).rejects.toThrow('refused');
      expect(await awaitedLater(Promise.resolve(7))).toBe(7);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});

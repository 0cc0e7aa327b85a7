// Per-member limits on heavy work, proven with work that finishes only when the test says so
// (no clock): a member's places are theirs alone, the one past the limit is refused at once
// with RATE_LIMITED and a retryAfter, a place comes back when its work ends however it ends,
// and a slot given back twice counts once.
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '@pulse/kit';
import { HEAVY_LIMITS, heavyRunning, heavyWork, oneAtATime, takeHeavySlot } from './heavy-work.js';

function held() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => promise, finish, fail };
}

describe('heavyWork', () => {
  it('refuses the one past a member’s limit with RATE_LIMITED, and nobody else’s', async () => {
    expect(HEAVY_LIMITS.retrieval.concurrent).toBe(2);
    const [a, b] = [held(), held()];
    const first = heavyWork('ann', 'retrieval', a.work);
    const second = heavyWork('ann', 'retrieval', b.work);
    expect(heavyRunning('ann', 'retrieval')).toBe(2);
    const refused = await heavyWork('ann', 'retrieval', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: HEAVY_LIMITS.retrieval.retryAfter, limit: 'concurrent' });
    expect((refused as Error).message).toBe(HEAVY_LIMITS.retrieval.message);
    // Another member, and another kind of work of the same member, are not counted against it.
    expect(await heavyWork('bob', 'retrieval', async () => 'bob searched')).toBe('bob searched');
    expect(await heavyWork('ann', 'chart', async () => 'ann charted')).toBe('ann charted');
    a.finish('a');
    expect(await first).toBe('a');
    expect(heavyRunning('ann', 'retrieval')).toBe(1);
    expect(await heavyWork('ann', 'retrieval', async () => 'again')).toBe('again');
    b.fail(new Error('encoder stopped'));
    await expect(second).rejects.toThrow('encoder stopped');
    expect(heavyRunning('ann', 'retrieval')).toBe(0);
  });

  it('allows one activity file per member at a time', async () => {
    const file = held();
    const reading = heavyWork('cid', 'activity-file', file.work);
    await expect(heavyWork('cid', 'activity-file', async () => 'x')).rejects.toBeInstanceOf(RateLimitedError);
    file.finish('read');
    expect(await reading).toBe('read');
    expect(await heavyWork('cid', 'activity-file', async () => 'next')).toBe('next');
  });

  it('gives a taken slot back once, however often it is given back', () => {
    const giveBack = takeHeavySlot('dee', 'chart');
    const other = takeHeavySlot('dee', 'chart');
    expect(() => takeHeavySlot('dee', 'chart')).toThrow(RateLimitedError);
    giveBack();
    giveBack();
    expect(heavyRunning('dee', 'chart')).toBe(1);
    other();
    expect(heavyRunning('dee', 'chart')).toBe(0);
  });

  it('writes background work one at a time per member, in order, a failure not stopping the next', async () => {
    const events: string[] = [];
    const [first, second] = [held(), held()];
    const a = oneAtATime('eve', 'retrieval', async () => void (events.push('first started'), await first.work()));
    const b = oneAtATime('eve', 'retrieval', async () => void (events.push('second started'), await second.work()));
    const c = oneAtATime('eve', 'retrieval', async () => void events.push('third ran'));
    const other = oneAtATime('fay', 'retrieval', async () => void events.push('fay ran'));
    await other;
    expect(events).toEqual(['first started', 'fay ran']);
    first.fail(new Error('reply failed'));
    await expect(a).rejects.toThrow('reply failed');
    await Promise.resolve();
    expect(events).toEqual(['first started', 'fay ran', 'second started']);
    second.finish('done');
    await b;
    await c;
    expect(events).toEqual(['first started', 'fay ran', 'second started', 'third ran']);
  });
});

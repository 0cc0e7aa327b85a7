// Per-member limits on heavy work, proven with work that finishes only when the test says so
// (no clock): a member's places and line are theirs alone, work past the place waits its turn
// in order, the one past the line is refused at once with RATE_LIMITED and a retryAfter, a
// place comes back (or passes to the first in line) when its work ends however it ends, and a
// paced kind (charts) rests as long as its last one ran, on a pace the test moves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimitedError } from '@pulse/kit';
import { HEAVY_LIMITS, MAX_REST_MS, heavyRunning, heavyWaiting, heavyWork, oneAtATime, setHeavyPace } from './heavy-work.js';

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
  // A pace that never moves: every work takes no time, so no paced kind rests here (the
  // pacing test below moves its own).
  beforeEach(() => setHeavyPace({ now: () => 0, sleep: async () => {} }));
  afterEach(() => setHeavyPace(undefined));

  it('runs one at a time per member, the next five in order, and refuses the one past them with RATE_LIMITED, nobody else’s', async () => {
    expect(HEAVY_LIMITS.retrieval).toMatchObject({ concurrent: 1, waiting: 5 });
    const events: string[] = [];
    const works = Array.from({ length: 6 }, () => held());
    const asked = works.map((w, i) =>
      heavyWork('ann', 'retrieval', async () => {
        events.push(`started ${i}`);
        return w.work();
      }),
    );
    await Promise.resolve();
    expect(events).toEqual(['started 0']);
    expect(heavyRunning('ann', 'retrieval')).toBe(1);
    expect(heavyWaiting('ann', 'retrieval')).toBe(5);
    const refused = await heavyWork('ann', 'retrieval', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: HEAVY_LIMITS.retrieval.retryAfter, limit: 'concurrent' });
    expect((refused as Error).message).toBe(HEAVY_LIMITS.retrieval.message);
    // Another member, and another kind of work of the same member, are not counted against it.
    expect(await heavyWork('bob', 'retrieval', async () => 'bob searched')).toBe('bob searched');
    expect(await heavyWork('ann', 'chart', async () => 'ann charted')).toBe('ann charted');
    // The place passes to the first in line, however the work ended; one asked meanwhile queues behind.
    works[0].fail(new Error('encoder stopped'));
    await expect(asked[0]).rejects.toThrow('encoder stopped');
    expect(events).toEqual(['started 0', 'started 1']);
    expect(heavyRunning('ann', 'retrieval')).toBe(1);
    expect(heavyWaiting('ann', 'retrieval')).toBe(4);
    const late = heavyWork('ann', 'retrieval', async () => 'late');
    for (let i = 1; i < 6; i++) {
      works[i].finish(`done ${i}`);
      expect(await asked[i]).toBe(`done ${i}`);
    }
    expect(events).toEqual(['started 0', 'started 1', 'started 2', 'started 3', 'started 4', 'started 5']);
    expect(await late).toBe('late');
    expect(heavyRunning('ann', 'retrieval')).toBe(0);
    expect(heavyWaiting('ann', 'retrieval')).toBe(0);
  });

  it('allows one activity file per member at a time', async () => {
    const file = held();
    const reading = heavyWork('cid', 'activity-file', file.work);
    await expect(heavyWork('cid', 'activity-file', async () => 'x')).rejects.toBeInstanceOf(RateLimitedError);
    file.finish('read');
    expect(await reading).toBe('read');
    expect(await heavyWork('cid', 'activity-file', async () => 'next')).toBe('next');
  });

  it('paces charts and searches: the next starts no sooner than the last one took, holding its place, in order', async () => {
    expect(HEAVY_LIMITS.chart.rest).toBe(3);
    expect(HEAVY_LIMITS.retrieval.rest).toBe(3);
    let now = 1_000;
    const slept: number[] = [];
    setHeavyPace({
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    });
    try {
      const events: string[] = [];
      const [first, second] = [held(), held()];
      const a = heavyWork('dee', 'chart', async () => (events.push(`first at ${now}`), first.work()));
      const b = heavyWork('dee', 'chart', async () => (events.push(`second at ${now}`), second.work()));
      await Promise.resolve();
      now += 40; // the first chart takes 40 ms
      first.finish('one');
      expect(await a).toBe('one');
      while (events.length < 2) await Promise.resolve();
      // The second rested three times the first one's 40 ms from its end (1,040) before it started.
      expect(events).toEqual(['first at 1000', 'second at 1160']);
      expect(slept).toEqual([120]);
      now += 5;
      second.finish('two');
      expect(await b).toBe('two');
      expect(heavyRunning('dee', 'chart')).toBe(0);
      // Long after the last one's rest (15 ms), the next starts at once; other members and kinds never rest for it.
      now += 1_000;
      expect(await heavyWork('dee', 'chart', async () => 'later')).toBe('later');
      expect(await heavyWork('eli', 'chart', async () => 'eli')).toBe('eli');
      expect(slept).toEqual([120]);
      // A rest is never longer than MAX_REST_MS, however long the last one ran (a first search: seconds).
      const search = held();
      const searching = heavyWork('dee', 'retrieval', search.work);
      now += 5_000;
      search.finish('embedded everything');
      await searching;
      expect(await heavyWork('dee', 'retrieval', async () => 'again')).toBe('again');
      expect(slept).toEqual([120, MAX_REST_MS]);
      // Kinds without a rest are not paced.
      expect(HEAVY_LIMITS['activity-file'].rest).toBeUndefined();
      const file = held();
      const reading = heavyWork('dee', 'activity-file', file.work);
      now += 500;
      file.finish('read');
      await reading;
      expect(await heavyWork('dee', 'activity-file', async () => 'next')).toBe('next');
      expect(slept).toEqual([120, MAX_REST_MS]);
    } finally {
      setHeavyPace(undefined);
    }
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

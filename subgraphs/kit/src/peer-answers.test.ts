// One answer computed by one of several processes, over a real Redis: two PeerAnswers stand
// for two gateway processes.
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { peerAnswers, type PeerAnswers } from './peer-answers.js';
import { redisSkipReason, TEST_REDIS_URL } from './testing/index.js';

const redisDown = await redisSkipReason(TEST_REDIS_URL);
const opened: PeerAnswers[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()));
});
async function processes(n: number): Promise<PeerAnswers[]> {
  const all = Array.from({ length: n }, () => peerAnswers(TEST_REDIS_URL));
  opened.push(...all);
  await Promise.all(all.map((p) => p.ready()));
  return all;
}
/** A gate the test opens: the claiming process's computation waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.skipIf(redisDown !== undefined)(redisDown ? `skipped: ${redisDown}` : 'peerAnswers', () => {
  it('computes once among processes asking at the same time; the others take its answer', async () => {
    const [a, b, c] = await processes(3);
    const key = randomUUID();
    let computations = 0;
    const { open, opened } = gate();
    const compute = async () => {
      computations++;
      await opened;
      return { value: 'the answer', shared: 'the answer' };
    };
    const asked = [a, b, c].map((p) => p.share(key, compute));
    // The claim outlives the computation: whenever the others ask, they wait for this answer or read it.
    await new Promise((r) => setImmediate(r));
    open();
    const outcomes = await Promise.all(asked);
    expect(computations).toBe(1);
    expect(outcomes.filter((o) => o.computed)).toEqual([{ computed: true, value: 'the answer' }]);
    expect(outcomes.filter((o) => !o.computed)).toEqual([
      { computed: false, answer: 'the answer' },
      { computed: false, answer: 'the answer' },
    ]);
  });

  it('hands a late process the stored answer', async () => {
    const [a, b] = await processes(2);
    const key = randomUUID();
    await a.share(key, async () => ({ value: 1, shared: 'one' }));
    expect(await b.share(key, async () => ({ value: 2, shared: 'two' }))).toEqual({ computed: false, answer: 'one' });
    expect(b.stats()).toMatchObject({ taken: 1, computed: 0 });
  });

  it('says at once that there is nothing to take when the claiming process had nothing to share, or failed', async () => {
    const [a, b] = await processes(2);
    const nothing = randomUUID();
    await a.share(nothing, async () => ({ value: 'mine only', shared: undefined }));
    expect(await b.share(nothing, async () => ({ value: 'x', shared: 'x' }))).toEqual({ computed: false, answer: undefined });

    const failing = randomUUID();
    const { open, opened } = gate();
    // `a` computes only once its claim is in Redis: b asks after that, never before (a tick's
    // wait was not enough on a loaded machine, where b then claimed first).
    const claimed = gate();
    const first = a.share(failing, async () => {
      claimed.open();
      await opened;
      throw new Error('lookup failed');
    });
    await claimed.opened;
    const second = b.share(failing, async () => ({ value: 'x', shared: 'x' }));
    open();
    await expect(first).rejects.toThrow('lookup failed');
    expect(await second).toEqual({ computed: false, answer: undefined });
    expect(b.stats().missed).toBe(0);
  });

  it('computes locally when Redis cannot be reached', async () => {
    const away = peerAnswers('redis://127.0.0.1:1');
    opened.push(away);
    expect(await away.share(randomUUID(), async () => ({ value: 7, shared: '7' }))).toEqual({ computed: true, value: 7 });
  });
});

// Per-member limits on health's heavy operations (issue 18, item 10): reading an activity file,
// searching with embeddings (searchHealth, POST /ai/rag, the assistant's replies) and long-range
// heart-rate charts. The heavy part already runs off the request thread (parse-off-thread.ts,
// assistant/embedding-pool.ts); these limits keep one member from filling those workers' queues
// or the request thread with dozens at once: past its limit a member's next one is refused at
// once with RATE_LIMITED (retryAfter in seconds), never queued, and other members are not
// counted against it. Counted per process (health is one process; limits are about its CPU),
// released when the work ends, however it ends. docs/health.md "Heavy work".
import { RateLimitedError } from '@pulse/kit';

export type HeavyKind = 'activity-file' | 'retrieval' | 'chart';

export interface HeavyLimit {
  /** How many of this kind one member may have running at once. */
  concurrent: number;
  /** Seconds the answer suggests waiting (about how long one takes). */
  retryAfter: number;
  message: string;
}

export const HEAVY_LIMITS: Record<HeavyKind, HeavyLimit> = {
  'activity-file': {
    concurrent: 1,
    retryAfter: 10,
    message: 'Another of your activity files is still being read. Please wait for it to finish, then try again.',
  },
  retrieval: {
    concurrent: 2,
    retryAfter: 2,
    message: 'You have two searches of your health data (or assistant replies) running already. Please wait for one to finish, then try again.',
  },
  chart: {
    concurrent: 2,
    retryAfter: 1,
    message: 'You have two long heart-rate charts loading already. Please wait for one to finish, then try again.',
  },
};

const running = new Map<string, number>();

/** How many of this kind the member has running now (tests and the benchmark read it). */
export function heavyRunning(memberId: string, kind: HeavyKind): number {
  return running.get(`${kind}/${memberId}`) ?? 0;
}

/**
 * Takes one of the member's places for this kind, or refuses with RATE_LIMITED; the answer
 * gives the place back (once, however often it is called). For work that outlives its request
 * (an assistant reply written in the background).
 */
export function takeHeavySlot(memberId: string, kind: HeavyKind): () => void {
  const key = `${kind}/${memberId}`;
  const limit = HEAVY_LIMITS[kind];
  const now = running.get(key) ?? 0;
  if (now >= limit.concurrent) throw new RateLimitedError(limit.retryAfter, limit.message, 'concurrent');
  running.set(key, now + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
  };
}

/** Runs `work` as one of the member's heavy operations of this kind, or refuses with RATE_LIMITED. */
export async function heavyWork<T>(memberId: string, kind: HeavyKind, work: () => Promise<T>): Promise<T> {
  const giveBack = takeHeavySlot(memberId, kind);
  try {
    return await work();
  } finally {
    giveBack();
  }
}

const lines = new Map<string, Promise<void>>();

/**
 * Work that outlives its request (an assistant reply written in the background) waits its turn
 * instead of being refused: one at a time per member and kind, in the order asked. The member
 * already has their answer (the reply, STREAMING) and the queue is bounded by the operation's
 * own rate limit (20 questions a minute), so nothing piles up without end.
 */
export function oneAtATime(memberId: string, kind: HeavyKind, work: () => Promise<void>): Promise<void> {
  const key = `${kind}/${memberId}`;
  const turn = (lines.get(key) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => {});
  lines.set(key, settled);
  void settled.then(() => {
    if (lines.get(key) === settled) lines.delete(key);
  });
  return turn;
}

// Per-member limits on health's heavy operations (issue 18, item 10): reading an activity file,
// searching with embeddings (searchHealth, POST /ai/rag, the assistant's replies) and long-range
// heart-rate charts. The heavy part already runs off the request thread (parse-off-thread.ts,
// assistant/embedding-pool.ts); these limits keep one member from filling those workers' queues
// or the request thread with dozens at once. A member runs one of a kind at a time; the next few
// wait their turn in order (a page that shows two charts loads both), and past those the next
// is refused at once with RATE_LIMITED (retryAfter in seconds). Other members are not counted
// against it. Why one at a time and a line rather than two at once: with two, a member who
// keeps two going takes two shares of the machine against another member's one (the fairness
// bench: 3.4x the other member's idle p99), and with refusals a script that ignores
// Retry-After sends again at once, a flood of cheap-but-not-free refusals. The line (5) is one
// less than the gateway's per-member requests in progress (6), so traffic through one gateway
// waits rather than being refused. Counted per process (health is one process; limits are
// about its CPU), released when the work ends, however it ends. docs/health.md "Heavy work".
import { RateLimitedError } from '@pulse/kit';

export type HeavyKind = 'activity-file' | 'retrieval' | 'chart';

export interface HeavyLimit {
  /** How many of this kind one member may have running at once. */
  concurrent: number;
  /** How many more may wait their turn, in the order asked, before the next is refused. */
  waiting: number;
  /** Seconds the answer suggests waiting (about how long one takes). */
  retryAfter: number;
  message: string;
}

export const HEAVY_LIMITS: Record<HeavyKind, HeavyLimit> = {
  'activity-file': {
    // None waiting: reading a file takes seconds, and a second import held that long behind the
    // first would look stuck; the dialog shows the refusal's words instead, at once.
    concurrent: 1,
    waiting: 0,
    retryAfter: 10,
    message: 'Another of your activity files is still being read. Please wait for it to finish, then try again.',
  },
  retrieval: {
    concurrent: 1,
    waiting: 5,
    retryAfter: 2,
    message: 'You have six searches of your health data running or waiting already. Please wait for them to finish, then try again.',
  },
  // Charts past six hours (wearables/operations/heart-rate.ts).
  chart: {
    concurrent: 1,
    waiting: 5,
    retryAfter: 1,
    message: 'You have six long heart-rate charts loading already. Please wait for them to finish, then try again.',
  },
};

/** A member's work of one kind: how many run, and who waits for a place, first first. */
interface Line {
  running: number;
  waiting: (() => void)[];
}
const lines = new Map<string, Line>();

/** How many of this kind the member has running now (tests and the benchmark read it). */
export function heavyRunning(memberId: string, kind: HeavyKind): number {
  return lines.get(`${kind}/${memberId}`)?.running ?? 0;
}

/** How many of this kind the member has waiting for a place now. */
export function heavyWaiting(memberId: string, kind: HeavyKind): number {
  return lines.get(`${kind}/${memberId}`)?.waiting.length ?? 0;
}

/**
 * Takes one of the member's places for this kind at once, or refuses with RATE_LIMITED (it
 * never waits); the answer gives the place back (once, however often it is called), to the
 * first in line if anyone waits.
 */
export function takeHeavySlot(memberId: string, kind: HeavyKind): () => void {
  const key = `${kind}/${memberId}`;
  const limit = HEAVY_LIMITS[kind];
  const line = lines.get(key) ?? { running: 0, waiting: [] };
  if (line.running >= limit.concurrent) throw new RateLimitedError(limit.retryAfter, limit.message, 'concurrent');
  line.running += 1;
  lines.set(key, line);
  return giveBackOnce(key, line);
}

function giveBackOnce(key: string, line: Line): () => void {
  let given = false;
  return () => {
    if (given) return;
    given = true;
    // The place passes straight to the first in line (running stays the same), so a member
    // arriving meanwhile cannot take it ahead of those waiting.
    const next = line.waiting.shift();
    if (next) return next();
    line.running -= 1;
    if (line.running === 0) lines.delete(key);
  };
}

/**
 * Runs `work` as one of the member's heavy operations of this kind: at once if a place is free,
 * after those ahead of it if the line has room, else refused with RATE_LIMITED.
 */
export async function heavyWork<T>(memberId: string, kind: HeavyKind, work: () => Promise<T>): Promise<T> {
  const key = `${kind}/${memberId}`;
  const limit = HEAVY_LIMITS[kind];
  const line = lines.get(key) ?? { running: 0, waiting: [] };
  if (line.running < limit.concurrent) {
    line.running += 1;
    lines.set(key, line);
  } else if (line.waiting.length < limit.waiting) {
    await new Promise<void>((turn) => line.waiting.push(turn));
  } else {
    throw new RateLimitedError(limit.retryAfter, limit.message, 'concurrent');
  }
  const giveBack = giveBackOnce(key, line);
  try {
    return await work();
  } finally {
    giveBack();
  }
}

const queues = new Map<string, Promise<void>>();

/**
 * Work that outlives its request (an assistant reply written in the background) waits its turn
 * instead of being refused: one at a time per member and kind, in the order asked. The member
 * already has their answer (the reply, STREAMING) and the queue is bounded by the operation's
 * own rate limit (20 questions a minute), so nothing piles up without end.
 */
export function oneAtATime(memberId: string, kind: HeavyKind, work: () => Promise<void>): Promise<void> {
  const key = `${kind}/${memberId}`;
  const turn = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => {});
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return turn;
}

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
//
// Charts and searches are also paced: after one ends, the member's next of the kind starts no
// sooner than three times as long as it ran (`rest`: 3, at most a second). A member asking back
// to back, as a script does, otherwise keeps one in flight through the gateway, health and
// PostgreSQL at every moment, about a core of two, and every other member's requests queue for
// the CPU behind it (bench:fairness: 2.0-2.8x their idle p99 with charts of 361 points, 3.6x
// with RAG calls; charts 1.7x and 2.2x with a rest of 1, 1.5x and 1.9x with 2, 1.4x and 1.5x
// with 3). Paced, a member's charts and searches each hold at most a quarter of the time; a
// person's page of two long charts waits ~45 ms more for the second. docs/decisions.md,
// "Charts and searches are paced".
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
  /**
   * After one ends, the member's next of this kind waits `rest` times as long as that one ran
   * before it starts (holding its place meanwhile): their share of time on this kind is at most
   * 1 / (1 + rest). Unset: the next starts at once. Never more than MAX_REST_MS.
   */
  rest?: number;
}

/**
 * The longest rest: a member's first search, which embeds all their data on a low-priority
 * worker for seconds, must not keep their next one waiting three times as long.
 */
export const MAX_REST_MS = 1000;

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
    rest: 3,
  },
  // Charts past six hours (wearables/operations/heart-rate.ts).
  chart: {
    concurrent: 1,
    waiting: 5,
    retryAfter: 1,
    message: 'You have six long heart-rate charts loading already. Please wait for them to finish, then try again.',
    rest: 3,
  },
};

/** A member's work of one kind: how many run, who waits for a place (first first), and until when the next rests (paced kinds). */
interface Line {
  running: number;
  waiting: (() => void)[];
  restUntil: number;
}
const lines = new Map<string, Line>();

/** The time pacing reads and how it waits: monotonic milliseconds and a timer; tests set their own (no test waits for real time). */
export interface HeavyPace {
  now(): number;
  sleep(ms: number): Promise<void>;
}
const realPace: HeavyPace = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};
let pace = realPace;

/** Replaces the pace (tests); `undefined` puts the real one back. */
export function setHeavyPace(next: HeavyPace | undefined): void {
  pace = next ?? realPace;
}

/** How many of this kind the member has running now (tests and the benchmark read it). */
export function heavyRunning(memberId: string, kind: HeavyKind): number {
  return lines.get(`${kind}/${memberId}`)?.running ?? 0;
}

/** How many of this kind the member has waiting for a place now. */
export function heavyWaiting(memberId: string, kind: HeavyKind): number {
  return lines.get(`${kind}/${memberId}`)?.waiting.length ?? 0;
}

function giveBackOnce(key: string, line: Line, started: number, rest: number | undefined): () => void {
  let given = false;
  return () => {
    if (given) return;
    given = true;
    if (rest) {
      const ended = pace.now();
      line.restUntil = Math.max(line.restUntil, ended + Math.min((ended - started) * rest, MAX_REST_MS));
    }
    // The place passes straight to the first in line (running stays the same), so a member
    // arriving meanwhile cannot take it ahead of those waiting.
    const next = line.waiting.shift();
    if (next) return next();
    line.running -= 1;
    // A line is kept while it rests, so the member's next paced one still waits its rest;
    // those of members who did not come back are swept once there are many.
    if (line.running === 0 && line.restUntil <= pace.now()) lines.delete(key);
    else if (line.running === 0 && lines.size > SWEEP_ABOVE) sweepRested();
  };
}

const SWEEP_ABOVE = 1000;
function sweepRested(): void {
  const now = pace.now();
  for (const [key, line] of lines) if (line.running === 0 && line.restUntil <= now) lines.delete(key);
}

/**
 * Runs `work` as one of the member's heavy operations of this kind: at once if a place is free,
 * after those ahead of it if the line has room, else refused with RATE_LIMITED.
 */
export async function heavyWork<T>(memberId: string, kind: HeavyKind, work: () => Promise<T>): Promise<T> {
  const key = `${kind}/${memberId}`;
  const limit = HEAVY_LIMITS[kind];
  const line = lines.get(key) ?? { running: 0, waiting: [], restUntil: 0 };
  if (line.running < limit.concurrent) {
    line.running += 1;
    lines.set(key, line);
  } else if (line.waiting.length < limit.waiting) {
    await new Promise<void>((turn) => line.waiting.push(turn));
  } else {
    throw new RateLimitedError(limit.retryAfter, limit.message, 'concurrent');
  }
  let giveBack = giveBackOnce(key, line, pace.now(), undefined);
  try {
    // The place is held through the rest, so those in line keep their order.
    const resting = line.restUntil - pace.now();
    if (resting > 0) await pace.sleep(resting);
    giveBack = giveBackOnce(key, line, pace.now(), limit.rest);
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

// The time every time rule reads (lock-out back-off, rate windows, scheduled publishing, the
// call ring timeout, poll deadlines...). Production reads the system clock; tests hand the
// dev-env a TestClock and move it, so a rule about seconds or days is proven without waiting
// for them and without depending on how fast a loaded machine runs the test.

export interface Clock {
  now(): Date;
  /**
   * Calls `listener` after each jump of the clock, so work sleeping until a time (a timer
   * armed on this clock) looks again. The system clock never jumps: it has no listeners.
   */
  onJump?(listener: () => void): () => void;
}

export const systemClock: Clock = { now: () => new Date() };

/** Milliseconds from `clock`'s now until `at` (0 when it is already due). */
export function msUntil(clock: Clock, at: number): number {
  return Math.max(0, at - clock.now().getTime());
}

/**
 * A clock a test moves. It runs with real time until frozen; while frozen it only moves by
 * `advance` and `set`. Every move tells the listeners, so timers armed on it re-arm at once.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  private readonly listeners = new Set<() => void>();

  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }

  /** Stops the clock at its current time (or at `at`). */
  freeze(at: Date = this.now()): this {
    this.frozenAt = at.getTime();
    this.jumped();
    return this;
  }

  /** Runs with real time again from where it stands. */
  release(): this {
    if (this.frozenAt !== undefined) this.offsetMs = this.frozenAt - Date.now();
    this.frozenAt = undefined;
    this.jumped();
    return this;
  }

  advance(ms: number): this {
    if (ms < 0) throw new Error('a clock only moves forward');
    if (this.frozenAt !== undefined) this.frozenAt += ms;
    else this.offsetMs += ms;
    this.jumped();
    return this;
  }

  /** Moves to `at`, which must not be earlier than now. */
  set(at: Date): this {
    return this.advance(at.getTime() - this.now().getTime());
  }

  onJump(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private jumped(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Calls `fn` once `clock` reads `ms` later than now; returns what cancels it. On the system
 * clock it is a plain unref'd timeout. On a TestClock it also looks again after each jump, so
 * a test that advances the clock past the deadline sees `fn` run before `advance` returns.
 */
export function afterOn(clock: Clock, ms: number, fn: () => void): () => void {
  const due = clock.now().getTime() + ms;
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const finish = () => {
    done = true;
    clearTimeout(timer);
    unsubscribe?.();
  };
  const check = () => {
    if (done) return;
    const left = msUntil(clock, due);
    if (left > 0) return arm(left);
    finish();
    fn();
  };
  const arm = (left: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, left);
    timer.unref();
  };
  const unsubscribe = clock.onJump?.(check);
  arm(ms);
  return finish;
}

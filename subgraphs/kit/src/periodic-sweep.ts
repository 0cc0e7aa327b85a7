// A part's background sweep (due reminders, calls nobody answered, ...): a pass on a timer and
// whenever services.clock jumps (tests move the TestClock, so a due row is seen at once), one
// pass at a time. A tick during a pass asks for one more pass after it, since the clock may have
// made more rows due meanwhile. Written once here: the loop was repeated by each sweep.
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';

export interface PeriodicSweepOptions {
  clock: Clock;
  /** Real milliseconds between timed passes (an unref'd interval: it keeps no process alive). */
  everyMs: number;
  /** Where a failed pass is logged (the sweep goes on at the next tick). */
  log: Logger;
  /** Names the sweep in the failure's log line, e.g. 'reminder sweep'. */
  name: string;
  /** Runs a first pass at once (work due while the process was down), not only after everyMs. */
  runAtStart?: boolean;
}

/**
 * Runs `pass` every `everyMs` and after each jump of `clock`, never two at once. The answer
 * stops it: no new pass starts, and it resolves once the pass in progress is over.
 */
export function startPeriodicSweep(options: PeriodicSweepOptions, pass: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .then(() => undefined)
      .catch((error) => options.log.error(`${options.name} failed`, { error: String(error) }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  const unsubscribe = options.clock.onJump?.(tick);
  if (options.runAtStart) tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    await running;
  };
}

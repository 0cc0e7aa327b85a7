// Timers for the start script's tests: nothing fires until the test advances the clock.
import type { Timers } from './supervisor.js';

/** Timers that fire only when the test advances them. */
export class ManualTimers implements Timers {
  private time = 0;
  private nextId = 1;
  private pending: { id: number; at: number; callback: () => void }[] = [];
  now = (): number => this.time;
  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.nextId++;
    this.pending.push({ id, at: this.time + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown): void => {
    this.pending = this.pending.filter((timer) => timer.id !== handle);
  };
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.pending.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clearTimeout(due.id);
      this.time = due.at;
      due.callback();
    }
    this.time = until;
  }
  /** How far ahead each pending timer is. */
  delays(): number[] {
    return this.pending.map((timer) => timer.at - this.time);
  }
}

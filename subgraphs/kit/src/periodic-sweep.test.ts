import { describe, expect, it } from 'vitest';
import { TestClock } from './clock.js';
import type { Logger } from './logger.js';
import { startPeriodicSweep } from './periodic-sweep.js';

const HOUR = 3_600_000;

function recordingLog(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, debug() {}, info() {}, warn() {}, error: (msg, fields) => errors.push(`${msg} ${JSON.stringify(fields)}`) };
}

/** A pass the test finishes by hand, so "during a pass" is a state, not a race. */
function heldPasses() {
  const started: Array<() => void> = [];
  return {
    started,
    pass: () => new Promise<void>((resolve) => started.push(resolve)),
  };
}

describe('startPeriodicSweep', () => {
  it('runs a pass at start when asked, and on each jump of the clock; a jump during a pass asks for exactly one more after it', async () => {
    const clock = new TestClock().freeze();
    const held = heldPasses();
    const log = recordingLog();
    const stop = startPeriodicSweep({ clock, everyMs: HOUR, log, name: 'test sweep', runAtStart: true }, held.pass);
    expect(held.started).toHaveLength(1);
    // Two jumps during the pass: no second pass at once, one after it.
    clock.advance(1000);
    clock.advance(1000);
    expect(held.started).toHaveLength(1);
    held.started[0]();
    await expect.poll(() => held.started.length).toBe(2);
    held.started[1]();
    // Nothing asked for a third.
    await stop();
    expect(held.started).toHaveLength(2);
    expect(log.errors).toEqual([]);
  });

  it('starts with no pass unless asked, logs a failed pass and goes on at the next tick', async () => {
    const clock = new TestClock().freeze();
    const log = recordingLog();
    let calls = 0;
    const stop = startPeriodicSweep({ clock, everyMs: HOUR, log, name: 'failing sweep' }, async () => {
      calls++;
      if (calls === 1) throw new Error('database went away');
    });
    expect(calls).toBe(0);
    clock.advance(1000);
    await expect.poll(() => log.errors).toEqual(['failing sweep failed {"error":"Error: database went away"}']);
    clock.advance(1000);
    await expect.poll(() => calls).toBe(2);
    await stop();
    expect(log.errors).toHaveLength(1);
  });

  it('stopping waits for the pass in progress, and no jump starts one after', async () => {
    const clock = new TestClock().freeze();
    const held = heldPasses();
    const stop = startPeriodicSweep({ clock, everyMs: HOUR, log: recordingLog(), name: 'test sweep', runAtStart: true }, held.pass);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    held.started[0]();
    await stopping;
    clock.advance(1000);
    expect(held.started).toHaveLength(1);
  });
});

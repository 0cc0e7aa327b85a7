import { describe, expect, it } from 'vitest';
import { TestClock, afterOn, msUntil, systemClock } from './clock.js';

describe('TestClock', () => {
  it('runs with real time until frozen, then moves only when told, and runs on from there', () => {
    const clock = new TestClock();
    const before = Date.now();
    const running = clock.now().getTime();
    expect(running).toBeGreaterThanOrEqual(before);
    expect(running).toBeLessThanOrEqual(Date.now());

    const at = new Date('2030-01-01T00:00:00.000Z');
    clock.freeze(at);
    expect(clock.now()).toEqual(at);
    clock.advance(1500);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:01.500Z');
    clock.set(new Date('2030-01-02T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2030-01-02T00:00:00.000Z');

    clock.release();
    const after = clock.now().getTime();
    expect(after).toBeGreaterThanOrEqual(Date.parse('2030-01-02T00:00:00.000Z'));
    // Running again from where it was set (years ahead of real time), not back at real time.
    expect(after - Date.now()).toBeGreaterThan(365 * 86_400_000);
  });

  it('never moves backwards', () => {
    const clock = new TestClock().freeze(new Date('2030-01-01T00:00:00.000Z'));
    expect(() => clock.advance(-1)).toThrow('a clock only moves forward');
    expect(() => clock.set(new Date('2029-12-31T23:59:59.999Z'))).toThrow('a clock only moves forward');
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('tells its listeners about every move until they unsubscribe', () => {
    const clock = new TestClock();
    let moves = 0;
    const unsubscribe = clock.onJump(() => moves++);
    clock.freeze();
    clock.advance(10);
    clock.set(new Date(clock.now().getTime() + 10));
    clock.release();
    expect(moves).toBe(4);
    unsubscribe();
    clock.advance(10);
    expect(moves).toBe(4);
  });

  it('measures the time left on the clock it is given', () => {
    const clock = new TestClock().freeze(new Date('2030-01-01T00:00:00.000Z'));
    expect(msUntil(clock, Date.parse('2030-01-01T00:00:02.000Z'))).toBe(2000);
    clock.advance(2500);
    expect(msUntil(clock, Date.parse('2030-01-01T00:00:02.000Z'))).toBe(0);
    expect('onJump' in systemClock).toBe(false);
  });

  it('runs a timer on the clock when the clock passes its deadline, once, unless cancelled', () => {
    const clock = new TestClock().freeze(new Date('2030-01-01T00:00:00.000Z'));
    const fired: string[] = [];
    afterOn(clock, 300, () => fired.push('a'));
    const cancel = afterOn(clock, 300, () => fired.push('cancelled'));
    afterOn(clock, 1000, () => fired.push('b'));
    cancel();
    clock.advance(299);
    expect(fired).toEqual([]);
    clock.advance(1);
    expect(fired).toEqual(['a']);
    clock.advance(5000);
    clock.advance(5000);
    expect(fired).toEqual(['a', 'b']);
  });

  it('runs a timer on the system clock with real time', async () => {
    const fired = await new Promise<boolean>((resolve) => afterOn(systemClock, 1, () => resolve(true)));
    expect(fired).toBe(true);
  });
});

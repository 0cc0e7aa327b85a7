import { describe, expect, it } from 'vitest';
import {
  canAddOption,
  canRemoveOption,
  DEFAULT_POLL_DURATION,
  DURATION_OUT_OF_RANGE,
  durationChoices,
  durationMinutes,
  filledOptions,
  newPoll,
  pollEndTime,
  pollError,
} from './poll';

const poll = (options: string[], days = 1, hours = 0, minutes = 0) => ({ options, duration: { days, hours, minutes } });

describe('poll options', () => {
  it('starts with two empty options and a 1 day duration', () => {
    expect(newPoll()).toEqual({ options: ['', ''], duration: { days: 1, hours: 0, minutes: 0 } });
    expect(DEFAULT_POLL_DURATION).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('allows up to 4 options and removing only those beyond the first two', () => {
    expect(canAddOption(['a', 'b'])).toBe(true);
    expect(canAddOption(['a', 'b', 'c'])).toBe(true);
    expect(canAddOption(['a', 'b', 'c', 'd'])).toBe(false);
    expect([0, 1, 2, 3].map(canRemoveOption)).toEqual([false, false, true, true]);
  });

  it('counts only non-blank options, trimmed', () => {
    expect(filledOptions([' Yes ', '', '  ', 'No'])).toEqual(['Yes', 'No']);
  });
});

describe('pollError', () => {
  it("needs 2 non-empty options: 'Please add at least 2 options'", () => {
    expect(pollError(poll(['', '']))).toBe('Please add at least 2 options');
    expect(pollError(poll(['Yes', '   ']))).toBe('Please add at least 2 options');
    expect(pollError(poll(['Yes', '', '', '']))).toBe('Please add at least 2 options');
    expect(pollError(poll(['Yes', '', 'No']))).toBeNull();
  });

  it("needs a duration above 0: 'Poll duration must be greater than 0'", () => {
    expect(pollError(poll(['a', 'b'], 0, 0, 0))).toBe('Poll duration must be greater than 0');
    expect(pollError(poll(['a', 'b'], 0, 0, 1))).toBeNull();
    expect(pollError(poll(['a', 'b'], 0, 1, 0))).toBeNull();
  });

  it('checks the options before the duration', () => {
    expect(pollError(poll(['a'], 0, 0, 0))).toBe('Please add at least 2 options');
  });

  it('keeps days 0-7, hours 0-23, minutes 0-59', () => {
    expect(pollError(poll(['a', 'b'], 7, 23, 59))).toBeNull();
    expect(pollError(poll(['a', 'b'], 8, 0, 0))).toBe(DURATION_OUT_OF_RANGE);
    expect(pollError(poll(['a', 'b'], 0, 24, 0))).toBe(DURATION_OUT_OF_RANGE);
    expect(pollError(poll(['a', 'b'], 0, 0, 60))).toBe(DURATION_OUT_OF_RANGE);
    expect(pollError(poll(['a', 'b'], -1, 5, 0))).toBe(DURATION_OUT_OF_RANGE);
    expect(pollError(poll(['a', 'b'], 1.5, 0, 0))).toBe(DURATION_OUT_OF_RANGE);
    expect(durationChoices('days')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(durationChoices('hours')).toHaveLength(24);
    expect(durationChoices('minutes').at(-1)).toBe(59);
  });
});

describe('duration -> end time', () => {
  const start = new Date('2026-03-01T10:00:00.000Z');
  it('adds days, hours and minutes to the start', () => {
    expect(durationMinutes({ days: 1, hours: 0, minutes: 0 })).toBe(1440);
    expect(pollEndTime({ days: 1, hours: 0, minutes: 0 }, start).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(pollEndTime({ days: 7, hours: 23, minutes: 59 }, start).toISOString()).toBe('2026-03-09T09:59:00.000Z');
    expect(pollEndTime({ days: 0, hours: 2, minutes: 30 }, start).toISOString()).toBe('2026-03-01T12:30:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, addMonths, deviceTimeZone, isValidTimeZone, parseDate } from './dates';

describe('web dates', () => {
  it('steps dates by day and month across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
  });

  it('reads only real calendar dates', () => {
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-2-1')).toBeNull();
  });

  it('knows zone names, and the device always has one', () => {
    expect(isValidTimeZone('Europe/Oslo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(deviceTimeZone())).toBe(true);
  });
});

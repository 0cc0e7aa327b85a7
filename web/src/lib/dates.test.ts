import { describe, expect, it } from 'vitest';
import { addDays, addMonths, deviceTimeZone, isValidTimeZone, parseDate, todayIn, zonedDateTime, zonedInstant } from './dates';

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

  it('turns local times in a zone into instants and back (the calendar)', () => {
    expect(zonedInstant('2026-05-01', '10:00', 'Asia/Tokyo')).toBe('2026-05-01T01:00:00.000Z');
    expect(zonedDateTime('2026-05-01T01:00:00Z', 'Europe/Oslo')).toEqual({ date: '2026-05-01', time: '03:00' });
    expect(zonedDateTime(Date.parse('2026-05-01T01:00:07Z'), 'Europe/Oslo', { seconds: true })).toEqual({ date: '2026-05-01', time: '03:00:07' });
    expect(todayIn('Pacific/Kiritimati', new Date('2026-05-01T23:00:00Z'))).toBe('2026-05-02');
    // DST: 02:30 does not exist in New York on 2026-03-08; the times around it are right, and
    // one inside the gap lands after it (03:30 EDT).
    expect(zonedInstant('2026-03-08', '01:00', 'America/New_York')).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '04:00', 'America/New_York')).toBe('2026-03-08T08:00:00.000Z');
  });

  it("takes the first of an hour that happens twice, whatever the device's own zone", () => {
    // 01:30 on 2026-11-01 happens at 05:30Z (EDT) and again at 06:30Z (EST): the first one, as
    // a post's schedule does. (@date-fns/tz, which the calendar used before, took the second
    // on a machine in UTC, and on a machine in New York put Anguilla, which keeps no DST, an
    // hour off during New York's own gap.)
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/Anguilla')).toBe('2026-03-08T06:30:00.000Z');
  });

  it('leaves a far year to the server and throws on text that is no date', () => {
    // A date input takes years past 9999; the server refuses them beside the field.
    expect(zonedInstant('20000-01-01', '00:00', 'UTC')).toBe('+020000-01-01T00:00:00.000Z');
    expect(() => zonedInstant('', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2026-05-01', '', 'UTC')).toThrow(RangeError);
  });
});

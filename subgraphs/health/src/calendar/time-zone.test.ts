import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, isTimeZone, localDate, periodDates, startOfLocalDay } from './time-zone.js';
import { coveredMinutes } from './operations/calendar-summary.js';

describe('time zones', () => {
  it('accepts IANA zones and UTC, refuses offsets and inventions', () => {
    for (const zone of ['UTC', 'Europe/Oslo', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+2']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['+01:00', 'Mars/Olympus', '', 'Europe/', 'GMT+1', 'Europe/Oslo; drop']) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('finds the first instant of a local day, DST days included', () => {
    expect(startOfLocalDay('UTC', '2026-05-01').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(startOfLocalDay('Asia/Tokyo', '2026-05-01').toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(startOfLocalDay('Europe/Oslo', '2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfLocalDay('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('America/New_York', '2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Kolkata's half-hour offset.
    expect(startOfLocalDay('Asia/Kolkata', '2026-01-15').toISOString()).toBe('2026-01-14T18:30:00.000Z');
  });

  it('names the local date of an instant', () => {
    expect(localDate('Asia/Tokyo', new Date('2026-04-30T15:00:00Z'))).toBe('2026-05-01');
    expect(localDate('America/Los_Angeles', new Date('2026-05-01T06:59:00Z'))).toBe('2026-04-30');
  });

  it('checks calendar dates and lays out periods (weeks from Monday)', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(periodDates('day', '2026-06-10')).toEqual({ first: '2026-06-10', next: '2026-06-11' });
    expect(periodDates('week', '2026-06-14')).toEqual({ first: '2026-06-08', next: '2026-06-15' });
    expect(periodDates('week', '2026-06-08')).toEqual({ first: '2026-06-08', next: '2026-06-15' });
    expect(periodDates('month', '2026-12-31')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });

  it('counts busy minutes once where events overlap, inside the period only', () => {
    const at = (hh: number, mm = 0) => Date.UTC(2026, 0, 1, hh, mm);
    const spans = [
      { start: at(9), end: at(10) },
      { start: at(9, 30), end: at(11) },
      { start: at(9, 45), end: at(9, 50) },
      { start: at(23), end: at(25) },
    ];
    expect(coveredMinutes(spans, at(0), at(24))).toBe(120 + 60);
    expect(coveredMinutes([], at(0), at(24))).toBe(0);
  });
});

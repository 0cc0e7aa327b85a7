import { describe, expect, it } from 'vitest';
import { addDays, canonicalTimeZone, daysBetween, isCalendarDate, isTimeZone, localDate, periodDates, startOfLocalDay } from './dates.js';

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

  it('names a zone as Intl does, and nothing for what is no zone', () => {
    expect(canonicalTimeZone('europe/oslo')).toBe('Europe/Oslo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });

  it('lists every date of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

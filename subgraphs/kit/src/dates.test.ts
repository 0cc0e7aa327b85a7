import { describe, expect, it } from 'vitest';
import {
  addDays,
  canonicalTimeZone,
  clampInstant,
  daysBetween,
  FIRST_INSTANT,
  isCalendarDate,
  isInstantInRange,
  isTimeZone,
  LAST_INSTANT,
  localDate,
  periodDates,
  startOfLocalDay,
  utcDateOf,
} from './dates.js';

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
    // Asked again, the kept answers are the same (a kept "no zone" too).
    expect(canonicalTimeZone('europe/oslo')).toBe('Europe/Oslo');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });

  it('lists every date of a range, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  // Issue 18: the API's one range of dates, years 1-9999.
  it('takes the years 1-9999 and nothing outside them', () => {
    expect(new Date(FIRST_INSTANT).toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(new Date(LAST_INSTANT).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    for (const day of ['0001-01-01', '9999-12-31', '0050-06-01']) expect(isCalendarDate(day), day).toBe(true);
    for (const day of ['0000-01-01', '10000-01-01', '+010000-01-01', '2026-13-45']) expect(isCalendarDate(day), day).toBe(false);
    expect(isInstantInRange(new Date('9999-12-31T23:59:59.999Z'))).toBe(true);
    for (const text of ['+010000-01-01T00:00:00Z', '0000-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z'])
      expect(isInstantInRange(new Date(text)), text).toBe(false);
    expect(isInstantInRange(NaN)).toBe(false);
    expect(utcDateOf(253402300800000)).toBeNull();
    expect(utcDateOf(9e18)).toBeNull();
    expect(utcDateOf(Date.parse('2026-03-02T12:00:00Z'))).toBe('2026-03-02');
    expect(clampInstant(-8.64e15)).toBe(FIRST_INSTANT);
  });

  it('computes days at the ends of the range without leaving it (years 1-99 are not 1901-1999)', () => {
    expect(startOfLocalDay('UTC', '0050-06-01').toISOString()).toBe('0050-06-01T00:00:00.000Z');
    expect(startOfLocalDay('Europe/Oslo', '0099-06-01').toISOString().slice(0, 4)).toBe('0099');
    expect(addDays('9999-12-31', 1)).toBe('+010000-01-01');
    expect(periodDates('month', '9999-12-25').next).toBe('+010000-01-01');
    expect(startOfLocalDay('UTC', '+010000-01-01').getTime()).toBe(LAST_INSTANT);
    expect(startOfLocalDay('Pacific/Kiritimati', '0001-01-01').getTime()).toBe(FIRST_INSTANT);
  });
});

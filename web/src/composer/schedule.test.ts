import { describe, expect, it } from 'vitest';
import { checkSchedule, DATE_IN_PAST, INVALID_DATE, SCHEDULE_TIMEZONES, TIME_IN_PAST, timezoneOptions, utcToZonedFields } from './schedule';
import { parseDate, parseTime, todayIn, zonedTimeToUtc } from '../lib/dates';

describe('the timezones list', () => {
  it('has 15 zones from Honolulu to Auckland', () => {
    expect(SCHEDULE_TIMEZONES).toHaveLength(15);
    expect(SCHEDULE_TIMEZONES[0].zone).toBe('Pacific/Honolulu');
    expect(SCHEDULE_TIMEZONES.at(-1)?.zone).toBe('Pacific/Auckland');
    expect(new Set(SCHEDULE_TIMEZONES.map((z) => z.zone)).size).toBe(15);
  });

  it('keeps the 15 when the device zone is one of them', () => {
    expect(timezoneOptions('Europe/Paris')).toEqual([...SCHEDULE_TIMEZONES]);
  });

  it("adds the device's zone first when it is not listed", () => {
    const options = timezoneOptions('Europe/Madrid');
    expect(options).toHaveLength(16);
    expect(options[0]).toEqual({ zone: 'Europe/Madrid', label: 'Europe/Madrid' });
    expect(timezoneOptions('America/Argentina/Buenos_Aires')[0].label).toBe('America/Argentina/Buenos Aires');
    expect(timezoneOptions('Not/AZone')).toHaveLength(15);
  });
});

describe('parsing', () => {
  it('accepts real dates and times only', () => {
    expect(parseDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2028-02-29')).not.toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('tomorrow')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseTime('09:30')).toEqual({ hour: 9, minute: 30, second: 0 });
    expect(parseTime('23:59:58')).toEqual({ hour: 23, minute: 59, second: 58 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:30')).toBeNull();
    expect(parseTime('noon')).toBeNull();
  });
});

describe('zonedTimeToUtc', () => {
  it('reads the wall clock in the chosen zone', () => {
    expect(zonedTimeToUtc('2026-07-01', '09:00', 'Europe/Paris')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '09:00', 'Europe/Paris')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '09:00', 'Pacific/Honolulu')?.toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '09:00', 'Pacific/Auckland')?.toISOString()).toBe('2026-01-14T20:00:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '09:00:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-01-15T03:30:30.000Z');
  });

  it('handles daylight-saving transitions', () => {
    // New York springs forward on 2026-03-08 at 02:00: 02:30 does not exist, it becomes 03:30 EDT.
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', '03:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // ...and falls back on 2026-11-01: 01:30 happens twice, the first (EDT) one is taken.
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives null for what cannot be parsed', () => {
    expect(zonedTimeToUtc('2026-02-30', '09:00', 'Europe/Paris')).toBeNull();
    expect(zonedTimeToUtc('2026-02-03', '9am', 'Europe/Paris')).toBeNull();
    expect(zonedTimeToUtc('2026-02-03', '09:00', 'Mars/Olympus')).toBeNull();
  });

  it('round-trips with utcToZonedFields', () => {
    expect(utcToZonedFields('2026-01-14T20:00:00.000Z', 'Pacific/Auckland')).toEqual({ date: '2026-01-15', time: '09:00' });
    expect(utcToZonedFields('2026-01-15T03:30:30.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-01-15', time: '09:00:30' });
    expect(utcToZonedFields('garbage', 'Asia/Kolkata')).toBeNull();
  });
});

describe('checkSchedule', () => {
  // 23:30 on 14 January in UTC is already the 15th in Auckland and still the 14th in Honolulu.
  const now = new Date('2026-01-14T23:30:00.000Z');

  it("knows today's date in each zone", () => {
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-01-15');
    expect(todayIn('Pacific/Honolulu', now)).toBe('2026-01-14');
  });

  it('accepts a future time today or later', () => {
    const ok = checkSchedule({ date: '2026-01-15', time: '13:00', zone: 'Pacific/Auckland' }, now);
    expect(ok).toEqual({ ok: true, scheduledFor: new Date('2026-01-15T00:00:00.000Z'), timezone: 'Pacific/Auckland' });
    expect(checkSchedule({ date: '2026-01-20', time: '08:00', zone: 'Europe/London' }, now).ok).toBe(true);
  });

  it('refuses a date before today in the chosen zone', () => {
    expect(checkSchedule({ date: '2026-01-14', time: '23:00', zone: 'Pacific/Auckland' }, now)).toEqual({ ok: false, error: DATE_IN_PAST, field: 'date' });
    expect(checkSchedule({ date: '2025-12-31', time: '10:00', zone: 'Europe/Paris' }, now)).toMatchObject({ ok: false, error: 'The date must be today or later' });
  });

  it('refuses a time already past today', () => {
    expect(checkSchedule({ date: '2026-01-14', time: '13:00', zone: 'Pacific/Honolulu' }, now)).toEqual({ ok: false, error: TIME_IN_PAST, field: 'time' });
    expect(checkSchedule({ date: '2026-01-14', time: '13:30', zone: 'Pacific/Honolulu' }, now)).toMatchObject({ ok: false, error: TIME_IN_PAST });
  });

  it('says an unparseable date or time is an invalid date', () => {
    expect(checkSchedule({ date: '2026-02-31', time: '10:00', zone: 'Europe/Paris' }, now)).toEqual({ ok: false, error: INVALID_DATE, field: 'date' });
    expect(checkSchedule({ date: '', time: '10:00', zone: 'Europe/Paris' }, now)).toMatchObject({ error: 'Invalid date', field: 'date' });
    expect(checkSchedule({ date: '2026-02-01', time: '', zone: 'Europe/Paris' }, now)).toMatchObject({ error: 'Invalid date', field: 'time' });
    expect(checkSchedule({ date: '2026-02-01', time: '25:00', zone: 'Europe/Paris' }, now)).toMatchObject({ error: 'Invalid date', field: 'time' });
  });
});

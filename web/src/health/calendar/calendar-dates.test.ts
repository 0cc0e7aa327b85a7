import { describe, expect, it } from 'vitest';
import { datesCovered, instantOf, localParts, monthWeeks, weekDays } from './calendar-dates';

describe('calendar dates', () => {
  it('turns local times in a zone into instants and back', () => {
    expect(instantOf('2026-05-01', '10:00', 'Asia/Tokyo')).toBe('2026-05-01T01:00:00.000Z');
    expect(localParts('2026-05-01T01:00:00Z', 'Europe/Oslo')).toEqual({ date: '2026-05-01', time: '03:00' });
    // DST: 02:30 does not exist in New York on 2026-03-08; the times around it are right.
    expect(instantOf('2026-03-08', '01:00', 'America/New_York')).toBe('2026-03-08T06:00:00.000Z');
    expect(instantOf('2026-03-08', '04:00', 'America/New_York')).toBe('2026-03-08T08:00:00.000Z');
  });

  it('lays out weeks from Monday and whole-week month grids', () => {
    expect(weekDays('2026-06-10')).toEqual(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14']);
    const june = monthWeeks('2026-06-10');
    expect(june[0][0]).toBe('2026-06-01');
    expect(june.at(-1)!.at(-1)).toBe('2026-07-05');
    // March 2026 starts on a Sunday: its first row starts in February.
    expect(monthWeeks('2026-03-15')[0][0]).toBe('2026-02-23');
  });

  it('finds the days an event covers in the zone', () => {
    expect(datesCovered('2026-05-01T22:00:00Z', '2026-05-02T00:00:00Z', 'UTC')).toEqual(['2026-05-01']);
    expect(datesCovered('2026-05-01T22:00:00Z', '2026-05-02T00:00:00Z', 'Asia/Tokyo')).toEqual(['2026-05-02']);
    expect(datesCovered('2026-05-01T20:00:00Z', '2026-05-02T03:00:00Z', 'UTC')).toEqual(['2026-05-01', '2026-05-02']);
  });
});

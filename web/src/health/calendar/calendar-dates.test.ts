import { describe, expect, it } from 'vitest';
import { datesCovered, monthWeeks, weekDays } from './calendar-dates';

describe('calendar dates', () => {
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

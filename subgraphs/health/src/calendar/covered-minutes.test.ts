import { describe, expect, it } from 'vitest';
import { coveredMinutes } from './operations/calendar-summary.js';

describe('calendar summary', () => {
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

// Per-day totals of an export, bounded by days × metrics × sources whatever the file's size.
//
// Why "the source with the most, per day" for counted metrics: an iPhone and a Watch both
// count the same steps and both appear in Apple's export (the Health app hides the duplicate
// through its source priority; the export does not). Summing every source would double a
// member's steps; the largest single source is what the Health app shows in nearly every
// case. Means (heart rate, SpO2, HRV) are over all readings. Sleep is the union of "asleep"
// intervals (the Watch's stages and an iPhone's estimate overlap), on the day one wakes up.
import { isCalendarDate, isInstantInRange } from '@pulse/kit/dates';
import type { DayRow } from './types.js';

export type SummedMetric = 'steps' | 'calories' | 'distanceKm' | 'activeMinutes';
export type MeanMetric = 'heartRate' | 'restingHeartRate' | 'bloodOxygen' | 'hrvMs' | 'sleepScore';

interface DayTotals {
  /** By source id (see `sourceOf`). */
  sums: Partial<Record<SummedMetric, Map<number, number>>>;
  means: Partial<Record<MeanMetric, { sum: number; count: number }>>;
  /** [start, end] instants in ms; unioned when the row is built. */
  sleep: [number, number][] | null;
  dirty: boolean;
}

/** A local timestamp's date ("2024-03-09 23:41:07 -0800" or "2024-03-09T23:41"): the date as written, before any offset. */
/** Null for a date no calendar has ("2026-13-45") or outside the years 1-9999: the record is skipped. */
export const localDay = (text: string | undefined) => (text && isCalendarDate(text.slice(0, 10)) ? text.slice(0, 10) : null);

/**
 * The day a stretch of sleep counts for: the morning one wakes up. A stage that ends before
 * midnight (the Watch writes a night as many short stages) belongs to the next day when it
 * ends after 18:00, so a night is never split across two days; a 14:00 nap stays on its day.
 */
export function sleepDay(endDate: string | undefined): string | null {
  const day = localDay(endDate);
  if (!day) return null;
  if (Number(endDate!.slice(11, 13)) < 18) return day;
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Total length of the union of intervals, in ms. */
export function unionLength(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let start = -Infinity;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      start = s;
      end = e;
    } else if (e > end) end = e;
  }
  if (end > start) total += end - start;
  return total;
}

export class DayAccumulator {
  private readonly days = new Map<string, DayTotals>();
  private readonly sources = new Map<string, number>();

  /**
   * Sources are kept as small numbers. A parser's attribute value can be a slice of the whole
   * chunk of text it was read from (V8 keeps the chunk alive for it): a name kept per day and
   * metric would hold thousands of chunks, a hundred megabytes on a large export.
   */
  private sourceOf(name: string): number {
    let id = this.sources.get(name);
    if (id === undefined) {
      id = this.sources.size;
      this.sources.set(Buffer.from(name, 'utf8').toString('utf8'), id);
    }
    return id;
  }

  get size() {
    return this.days.size;
  }

  /** The day's totals; undefined for a day that is not a calendar date of the years 1-9999 (its record is skipped, never stored). */
  private at(day: string): DayTotals | undefined {
    if (!isCalendarDate(day)) return undefined;
    let totals = this.days.get(day);
    if (!totals) {
      totals = { sums: {}, means: {}, sleep: null, dirty: true };
      this.days.set(day, totals);
    }
    totals.dirty = true;
    return totals;
  }

  add(day: string, metric: SummedMetric, source: string, value: number) {
    const totals = Number.isFinite(value) ? this.at(day) : undefined;
    if (!totals) return;
    const bySource = (totals.sums[metric] ??= new Map());
    const id = this.sourceOf(source);
    bySource.set(id, (bySource.get(id) ?? 0) + value);
  }

  /** For sources that write a day's running total more than once (Samsung's daily trend): the largest counts. */
  most(day: string, metric: SummedMetric, source: string, value: number) {
    const totals = Number.isFinite(value) ? this.at(day) : undefined;
    if (!totals) return;
    const bySource = (totals.sums[metric] ??= new Map());
    const id = this.sourceOf(source);
    bySource.set(id, Math.max(bySource.get(id) ?? -Infinity, value));
  }

  sample(day: string, metric: MeanMetric, value: number) {
    const totals = Number.isFinite(value) ? this.at(day) : undefined;
    if (!totals) return;
    const mean = (totals.means[metric] ??= { sum: 0, count: 0 });
    mean.sum += value;
    mean.count += 1;
  }

  asleep(day: string, start: number, end: number) {
    const totals = end > start ? this.at(day) : undefined;
    if (!totals) return;
    (totals.sleep ??= []).push([start, end]);
  }

  private row(day: string, totals: DayTotals): DayRow {
    const most = (metric: SummedMetric) => {
      const bySource = totals.sums[metric];
      return bySource ? Math.max(...bySource.values()) : null;
    };
    const mean = (metric: MeanMetric) => {
      const m = totals.means[metric];
      return m && m.count > 0 ? m.sum / m.count : null;
    };
    const n = (value: number | null, digits: number) => (value === null ? null : round(value, digits));
    return {
      day,
      steps: n(most('steps'), 0),
      calories: n(most('calories'), 0),
      distanceKm: n(most('distanceKm'), 3),
      activeMinutes: n(most('activeMinutes'), 0),
      heartRate: n(mean('heartRate'), 0),
      restingHeartRate: n(mean('restingHeartRate'), 0),
      bloodOxygen: n(mean('bloodOxygen'), 1),
      sleepScore: n(mean('sleepScore'), 0),
      sleepMinutes: totals.sleep ? Math.round(unionLength(totals.sleep) / 60_000) : null,
      readinessScore: null,
      strain: null,
      hrvMs: n(mean('hrvMs'), 1),
    };
  }

  /** Rows of the days changed since the last call (running totals), oldest first. */
  takeChanged(): DayRow[] {
    const rows: DayRow[] = [];
    for (const [day, totals] of this.days) {
      if (!totals.dirty) continue;
      totals.dirty = false;
      rows.push(this.row(day, totals));
    }
    return rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  }
}

/** Hands rows to the sink in slices so one call never carries years of days. */
export async function emitDays(rows: DayRow[], write: (rows: DayRow[]) => Promise<void>, slice = 1000) {
  for (let i = 0; i < rows.length; i += slice) await write(rows.slice(i, i + slice));
}

/**
 * Minute heart rate: consecutive readings within one minute become their mean. A minute that
 * comes back later in the file (two sources, or records out of order) is handed over again;
 * heart_rate_samples' key keeps the first (`on conflict do nothing`), so no memory of past
 * minutes is needed here.
 */
export class MinuteHeartRate {
  private minute = -1;
  private sum = 0;
  private count = 0;
  readonly pending: { at: Date; bpm: number }[] = [];

  add(atMs: number, bpm: number) {
    if (!isInstantInRange(atMs) || !(bpm > 0) || bpm > 400) return;
    const minute = Math.floor(atMs / 60_000);
    if (minute !== this.minute) this.close();
    this.minute = minute;
    this.sum += bpm;
    this.count += 1;
  }

  /** Ends the open minute (at the end of the file, or before a type change). */
  close() {
    if (this.count > 0) this.pending.push({ at: new Date(this.minute * 60_000), bpm: Math.round(this.sum / this.count) });
    this.sum = 0;
    this.count = 0;
    this.minute = -1;
  }
}

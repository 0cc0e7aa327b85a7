// A sink that collects what a parser hands over, for the tests (no database: the parsers are pure).
import type { DayRow, ExportWorkout, HealthImportSink, HeartRateSample } from './types.js';

export interface CollectingSink extends HealthImportSink {
  /** Every days() call's rows, in order. */
  calls: DayRow[][];
  /** The latest row per day (later rows replace earlier ones, as the real sink does). */
  latest: Map<string, DayRow>;
  samples: HeartRateSample[];
  batches: number[];
  fractions: number[];
  workoutList: ExportWorkout[];
}

export function collectingSink(options: { onHeartRate?: (samples: HeartRateSample[]) => Promise<void> } = {}): CollectingSink {
  const sink: CollectingSink = {
    calls: [],
    latest: new Map(),
    samples: [],
    batches: [],
    fractions: [],
    workoutList: [],
    async days(rows) {
      sink.calls.push(rows);
      for (const row of rows) sink.latest.set(row.day, row);
    },
    async heartRate(samples) {
      sink.batches.push(samples.length);
      sink.samples.push(...samples);
      await options.onHeartRate?.(samples);
    },
    progress(fraction) {
      sink.fractions.push(fraction);
    },
    async workouts(list) {
      sink.workoutList.push(...list);
    },
  };
  return sink;
}

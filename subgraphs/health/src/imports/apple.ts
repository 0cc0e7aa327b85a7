// Apple Health's export (export.zip from the Health app, or its export.xml alone), read as a
// stream: megabytes to gigabytes with memory bounded by days × metrics, never by the file.
//
// yauzl finds apple_health_export/export.xml through the zip's directory; its inflated bytes
// are fed to saxes chunk by chunk. Only the records the wearable tables hold are kept
// (docs/health-design.md section 4). The loop awaits the sink between chunks, so while a
// batch of heart-rate samples is being written nothing more is read: the file waits, not
// the memory.
//
// Apple's export.xml carries an inline DTD. saxes skips a DTD's internal subset and never
// expands entities declared there: a "billion laughs" file stops at its first undeclared
// entity instead of growing.
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { DayAccumulator, emitDays, localDay, MinuteHeartRate, sleepDay } from './days.js';
import { openZip, sniff } from './zip.js';
import { ExportFileError, type ExportWorkout, type HealthImportSink, type ImportOptions, type ImportSummary } from './types.js';

const ASLEEP = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);

/** "2024-03-09 23:41:07 -0800" → epoch ms. Apple writes every date this way; anything else goes to Date.parse. */
export function appleInstant(text: string): number {
  if (text.length === 25 && text.charCodeAt(4) === 45 && text.charCodeAt(19) === 32) {
    const sign = text.charCodeAt(20) === 45 ? -1 : 1;
    const offset = sign * (Number(text.slice(21, 23)) * 60 + Number(text.slice(23, 25)));
    const utc = Date.UTC(
      Number(text.slice(0, 4)),
      Number(text.slice(5, 7)) - 1,
      Number(text.slice(8, 10)),
      Number(text.slice(11, 13)),
      Number(text.slice(14, 16)),
      Number(text.slice(17, 19)),
    );
    return utc - offset * 60_000;
  }
  return Date.parse(text);
}

const KM_PER: Record<string, number> = { km: 1, m: 0.001, mi: 1.609344, cm: 0.00001, ft: 0.0003048, yd: 0.0009144 };
const KCAL_PER: Record<string, number> = { Cal: 1, kcal: 1, cal: 0.001, kJ: 1 / 4.184, J: 1 / 4184 };

const number = (text: string | undefined) => (text === undefined || text === '' ? NaN : Number(text));

export function findExportXml(names: string[]): string | undefined {
  return (
    names.find((n) => n === 'apple_health_export/export.xml') ??
    names.find((n) => /(^|\/)export\.xml$/.test(n)) ??
    // Localised exports are named after the language (e.g. "Exportar.xml"): any top-level-ish .xml but the CDA file.
    names.find((n) => /\.xml$/i.test(n) && !/cda/i.test(n) && n.split('/').length <= 2)
  );
}

/** Imports an Apple Health export at `path` (zip or bare XML) into `sink`. */
export async function importAppleExport(path: string, sink: HealthImportSink, options: ImportOptions = {}): Promise<ImportSummary> {
  const { size } = await stat(path);
  const kind = await sniff(path);
  if (kind === 'other') throw new ExportFileError('This is not an Apple Health export: expected export.zip or export.xml', 0);
  if (kind === 'xml') return parseAppleXml(createReadStream(path, { highWaterMark: 256 * 1024 }), size, sink, options, []);
  const zip = await openZip(path, size);
  try {
    const names = zip.entries.map((e) => e.fileName);
    const xmlName = findExportXml(names);
    if (!xmlName) throw new ExportFileError('This zip has no apple_health_export/export.xml: is it an Apple Health export?', size);
    const entry = zip.entries.find((e) => e.fileName === xmlName)!;
    const routeFiles = names.filter((n) => /workout-routes\/[^/]+\.gpx$/i.test(n));
    return await parseAppleXml(await zip.stream(entry), entry.uncompressedSize, sink, options, routeFiles);
  } finally {
    zip.close();
  }
}

/** The streaming core: XML bytes in, days / minute heart rate / workouts out. `total` is for progress. */
export async function parseAppleXml(
  input: Readable,
  total: number,
  sink: HealthImportSink,
  options: ImportOptions = {},
  routeFiles: string[] = [],
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 5000;
  const flushEvery = options.flushEveryRecords ?? 20_000;
  const days = new DayAccumulator();
  const minutes = new MinuteHeartRate();
  const workouts: ExportWorkout[] = [];
  const summary: ImportSummary = { records: 0, days: 0, heartRateSamples: 0, workouts: 0, routeFiles, bytes: 0 };
  const routeByPath = new Map(routeFiles.map((f) => [f.replace(/^.*?(\/workout-routes\/)/, '$1'), f]));

  // The element being read, for the message of a file that ends inside it.
  const stack: string[] = [];
  let opening: string | null = null;
  let lastType = '';
  let sinceFlush = 0;
  let flushDue = false;
  let workout: ExportWorkout | null = null;
  let inRoute = false;

  const parser = new SaxesParser({ position: false });
  let bytes = 0;
  parser.on('error', (err) => {
    throw new ExportFileError(`The export file is not valid XML near byte ${bytes}: ${err.message}`, bytes);
  });
  parser.on('opentagstart', (tag) => {
    opening = tag.name;
  });
  parser.on('closetag', () => {
    const name = stack.pop();
    if (name === 'Workout' && workout) {
      workouts.push(workout);
      workout = null;
    } else if (name === 'WorkoutRoute') inRoute = false;
  });
  parser.on('opentag', (tag) => {
    opening = null;
    stack.push(tag.name);
    if (tag.name === 'Record') record(tag as SaxesTagPlain);
    else if (tag.name === 'Workout') workout = openWorkout(tag as SaxesTagPlain);
    else if (workout) workoutChild(tag as SaxesTagPlain);
  });

  const record = ({ attributes: a }: SaxesTagPlain) => {
    const type = a.type;
    if (type !== lastType) {
      if (lastType === 'HKQuantityTypeIdentifierHeartRate') minutes.close();
      lastType = type;
      // Exports are grouped by type: at a change the previous type's days are final.
      if (sinceFlush >= flushEvery) flushDue = true;
    }
    const day = localDay(a.startDate);
    if (!day) return;
    const source = a.sourceName ?? '';
    const value = number(a.value);
    switch (type) {
      case 'HKQuantityTypeIdentifierStepCount':
        days.add(day, 'steps', source, value);
        break;
      case 'HKQuantityTypeIdentifierActiveEnergyBurned':
        days.add(day, 'calories', source, value * (KCAL_PER[a.unit] ?? NaN));
        break;
      case 'HKQuantityTypeIdentifierDistanceWalkingRunning':
        days.add(day, 'distanceKm', source, value * (KM_PER[a.unit] ?? NaN));
        break;
      case 'HKQuantityTypeIdentifierAppleExerciseTime':
        days.add(day, 'activeMinutes', source, a.unit === 'min' ? value : a.unit === 's' ? value / 60 : a.unit === 'hr' ? value * 60 : NaN);
        break;
      case 'HKQuantityTypeIdentifierHeartRate':
        days.sample(day, 'heartRate', value);
        minutes.add(appleInstant(a.startDate), value);
        break;
      case 'HKQuantityTypeIdentifierRestingHeartRate':
        days.sample(day, 'restingHeartRate', value);
        break;
      case 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN':
        days.sample(day, 'hrvMs', value);
        break;
      case 'HKQuantityTypeIdentifierOxygenSaturation':
        // HealthKit stores a fraction with the unit "%" (0.97 is 97 %).
        days.sample(day, 'bloodOxygen', value <= 1 ? value * 100 : value);
        break;
      case 'HKCategoryTypeIdentifierSleepAnalysis': {
        if (!ASLEEP.has(a.value)) return;
        const night = sleepDay(a.endDate);
        if (night) days.asleep(night, appleInstant(a.startDate), appleInstant(a.endDate));
        break;
      }
      default:
        return;
    }
    summary.records += 1;
    sinceFlush += 1;
  };

  const openWorkout = ({ attributes: a }: SaxesTagPlain): ExportWorkout => {
    const duration = number(a.duration);
    const unit = a.durationUnit ?? 'min';
    const distance = number(a.totalDistance) * (KM_PER[a.totalDistanceUnit] ?? NaN);
    const energy = number(a.totalEnergyBurned) * (KCAL_PER[a.totalEnergyBurnedUnit] ?? NaN);
    return {
      activityType: (a.workoutActivityType ?? 'Other').replace(/^HKWorkoutActivityType/, ''),
      startedAt: new Date(appleInstant(a.startDate)),
      endedAt: new Date(appleInstant(a.endDate)),
      durationMinutes: Number.isFinite(duration) ? (unit === 's' ? duration / 60 : unit === 'hr' ? duration * 60 : duration) : null,
      distanceKm: Number.isFinite(distance) ? distance : null,
      energyKcal: Number.isFinite(energy) ? energy : null,
      routeFile: null,
    };
  };
  const workoutChild = ({ name, attributes: a }: SaxesTagPlain) => {
    if (!workout) return;
    if (name === 'WorkoutStatistics') {
      const sum = number(a.sum);
      if (a.type === 'HKQuantityTypeIdentifierDistanceWalkingRunning' && workout.distanceKm === null)
        workout.distanceKm = Number.isFinite(sum * (KM_PER[a.unit] ?? NaN)) ? sum * KM_PER[a.unit] : null;
      if (a.type === 'HKQuantityTypeIdentifierActiveEnergyBurned' && workout.energyKcal === null)
        workout.energyKcal = Number.isFinite(sum * (KCAL_PER[a.unit] ?? NaN)) ? sum * KCAL_PER[a.unit] : null;
    } else if (name === 'WorkoutRoute') inRoute = true;
    else if (name === 'FileReference' && inRoute && a.path) {
      const inside = a.path.replace(/^.*?(\/workout-routes\/)/, '$1');
      workout.routeFile = routeByPath.get(inside) ?? a.path;
    }
  };

  const writeHeartRate = async (all: boolean) => {
    while (minutes.pending.length >= batchSize || (all && minutes.pending.length > 0)) {
      const batch = minutes.pending.splice(0, batchSize);
      summary.heartRateSamples += batch.length;
      await sink.heartRate(batch);
    }
  };
  const writeDays = async () => {
    const rows = days.takeChanged();
    if (rows.length) await emitDays(rows, (r) => sink.days(r));
  };
  const writeWorkouts = async (all: boolean) => {
    if (workouts.length >= 100 || (all && workouts.length > 0)) {
      const batch = workouts.splice(0, workouts.length);
      summary.workouts += batch.length;
      await sink.workouts?.(batch);
    }
  };

  const decoder = new StringDecoder('utf8');
  let percent = -1;
  const incomplete = () => {
    const inside = opening ?? stack[stack.length - 1];
    return new ExportFileError(
      inside
        ? `The export file is incomplete: it ends inside <${inside}> at byte ${bytes}`
        : `The export file is incomplete: it ends at byte ${bytes} before any health data`,
      bytes,
    );
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      parser.write(decoder.write(chunk));
      await writeHeartRate(false);
      if (flushDue) {
        flushDue = false;
        sinceFlush = 0;
        await writeDays();
      }
      await writeWorkouts(false);
      // Every whole percent passed, not just the chunk's last: how much one chunk holds depends
      // on how far the stream buffered meanwhile, so the same file reads the same steps each time.
      const now = total > 0 ? Math.min(100, Math.floor((bytes / total) * 100)) : 0;
      while (percent < now) {
        percent += 1;
        sink.progress(percent / 100);
      }
    }
    parser.write(decoder.end());
    if (stack.length > 0 || opening) throw incomplete();
    parser.close();
  } catch (err) {
    if (err instanceof ExportFileError) throw err;
    // yauzl says "too few bytes", zlib "unexpected end of file": the bytes stop mid-element.
    const message = (err as Error).message ?? String(err);
    if (/unexpected end|too few bytes|premature close|ECONNRESET/i.test(message)) throw incomplete();
    throw new ExportFileError(`The export file could not be read near byte ${bytes}: ${message}`, bytes);
  }
  minutes.close();
  await writeHeartRate(true);
  await writeWorkouts(true);
  await writeDays();
  summary.days = days.size;
  summary.bytes = bytes;
  if (percent < 100) sink.progress(1);
  return summary;
}

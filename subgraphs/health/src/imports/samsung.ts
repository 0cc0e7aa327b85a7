// Samsung Health's export: the app writes a folder of CSVs (one per data type, named
// com.samsung.shealth.<type>.<timestamp>.csv), which members upload zipped. Each CSV starts
// with a metadata line (`com.samsung.shealth.step_daily_trend,6315002,13`: type, version,
// columns) before its header, and many columns carry a `com.samsung.health.<type>.` prefix.
// Times are UTC with a separate `time_offset` ("UTC+0900"), so the member's day is the date
// of time + offset. Read with csv-parse in stream mode; the same sink and batching as Apple's.
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { isInstantInRange, utcDateOf } from '@pulse/kit/dates';
import { DayAccumulator, emitDays, MinuteHeartRate, sleepDay } from './days.js';
import { openZip, sniff } from './zip.js';
import { ExportFileError, type HealthImportSink, type ImportOptions, type ImportSummary } from './types.js';

type Kind = 'steps' | 'sleep' | 'heartRate' | 'oxygen' | 'activity';

/** Which CSVs are read, by their file name. */
export function samsungKind(fileName: string): Kind | null {
  const base = fileName.split('/').pop() ?? '';
  if (/^com\.samsung\.shealth\.step_daily_trend\.[^/]*\.csv$/i.test(base)) return 'steps';
  if (/^com\.samsung\.shealth\.sleep\.[^/]*\.csv$/i.test(base)) return 'sleep';
  if (/^com\.samsung\.shealth\.tracker\.heart_rate\.[^/]*\.csv$/i.test(base)) return 'heartRate';
  if (/^com\.samsung\.shealth\.tracker\.oxygen_saturation\.[^/]*\.csv$/i.test(base)) return 'oxygen';
  if (/^com\.samsung\.shealth\.activity\.day_summary\.[^/]*\.csv$/i.test(base)) return 'activity';
  return null;
}

/** "UTC+0900" / "UTC-0430" → minutes east of UTC (0 when missing: Samsung always writes it). */
export function samsungOffset(text: string | undefined): number {
  const m = /^UTC([+-])(\d{2}):?(\d{2})$/.exec(text?.trim() ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** "2024-01-01 06:30:00.000" (UTC) → epoch ms. */
export function samsungInstant(text: string | undefined): number {
  if (!text) return NaN;
  return Date.parse(`${text.trim().replace(' ', 'T')}${/Z$|[+-]\d\d:?\d\d$/.test(text) ? '' : 'Z'}`);
}

/** The local wall-clock of an instant at an offset, as "YYYY-MM-DDTHH:MM:SS" (for its date and hour). */
// An instant past the years 1-9999 (or past what a Date holds: toISOString would throw) gives
// an empty text, which no day rule accepts: the row is skipped.
const wallClock = (ms: number, offsetMinutes: number) => {
  const local = ms + offsetMinutes * 60_000;
  return isInstantInRange(local) ? new Date(local).toISOString() : '';
};

const num = (text: string | undefined) => (text === undefined || text.trim() === '' ? NaN : Number(text));

/** Imports a Samsung Health export (a zip of its CSVs) at `path` into `sink`. */
export async function importSamsungExport(path: string, sink: HealthImportSink, options: ImportOptions = {}): Promise<ImportSummary> {
  const { size } = await stat(path);
  if ((await sniff(path)) !== 'zip') throw new ExportFileError('This is not a Samsung Health export: expected a zip of its CSV files', 0);
  const zip = await openZip(path, size);
  try {
    // Steps first: they are the day rows most members look at, so a failure later keeps them.
    const order: Kind[] = ['steps', 'activity', 'sleep', 'oxygen', 'heartRate'];
    const files = zip.entries
      .map((entry) => ({ entry, kind: samsungKind(entry.fileName) }))
      .filter((f): f is { entry: (typeof zip.entries)[number]; kind: Kind } => f.kind !== null)
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    if (files.length === 0) throw new ExportFileError('This zip has no Samsung Health CSV files (com.samsung.shealth.*.csv): is it a Samsung Health export?', size);
    const total = files.reduce((n, f) => n + f.entry.uncompressedSize, 0);
    const batchSize = options.batchSize ?? 5000;
    const days = new DayAccumulator();
    const minutes = new MinuteHeartRate();
    const summary: ImportSummary = { records: 0, days: 0, heartRateSamples: 0, workouts: 0, routeFiles: [], bytes: 0 };
    let before = 0;
    let percent = -1;
    const progress = (bytes: number) => {
      const now = total > 0 ? Math.min(100, Math.floor(((before + bytes) / total) * 100)) : 0;
      if (now > percent) {
        percent = now;
        sink.progress(now / 100);
      }
    };
    const writeHeartRate = async (all: boolean) => {
      while (minutes.pending.length >= batchSize || (all && minutes.pending.length > 0)) {
        const batch = minutes.pending.splice(0, batchSize);
        summary.heartRateSamples += batch.length;
        await sink.heartRate(batch);
      }
    };
    for (const { entry, kind } of files) {
      const stream = await zip.stream(entry);
      await readCsv(stream, entry.fileName, progress, async (row) => {
        if (keep(kind, row, days, minutes)) summary.records += 1;
        if (minutes.pending.length >= batchSize) await writeHeartRate(false);
      });
      minutes.close();
      await writeHeartRate(true);
      // A file is a whole type: its days are final now and stay if a later file is broken.
      const rows = days.takeChanged();
      if (rows.length) await emitDays(rows, (r) => sink.days(r));
      before += entry.uncompressedSize;
      summary.bytes += entry.uncompressedSize;
    }
    summary.days = days.size;
    if (percent < 100) sink.progress(1);
    return summary;
  } finally {
    zip.close();
  }
}

/** One CSV row into the day totals / minute samples; false when the row holds nothing usable. */
function keep(kind: Kind, row: Record<string, string>, days: DayAccumulator, minutes: MinuteHeartRate): boolean {
  switch (kind) {
    case 'steps':
    case 'activity': {
      // day_time: the local day as UTC midnight in ms. source_type -2 is Samsung's merge of
      // every device; per-device rows are there too. Keeping the largest per source (rows are
      // rewritten during the day) and then the largest source never counts one step twice.
      const day = utcDateOf(num(row.day_time));
      if (!day) return false;
      const source = kind === 'activity' ? 'summary' : row.source_type === '-2' ? 'all' : row.deviceuuid || row.source_pkg_name || '';
      if (kind === 'steps') {
        days.most(day, 'steps', source, num(row.count));
        days.most(day, 'distanceKm', source, num(row.distance) / 1000);
        days.most(day, 'calories', source, num(row.calorie));
      } else {
        days.most(day, 'activeMinutes', source, num(row.active_time) / 60_000);
      }
      return true;
    }
    case 'sleep': {
      const start = samsungInstant(row.start_time);
      const end = samsungInstant(row.end_time);
      if (!(end > start)) return false;
      const day = sleepDay(wallClock(end, samsungOffset(row.time_offset)));
      if (!day) return false;
      days.asleep(day, start, end);
      const score = num(row.sleep_score);
      if (score > 0) days.sample(day, 'sleepScore', score);
      return true;
    }
    case 'oxygen': {
      const at = samsungInstant(row.start_time);
      const spo2 = num(row.spo2);
      if (!Number.isFinite(at) || !(spo2 > 0)) return false;
      days.sample(wallClock(at, samsungOffset(row.time_offset)).slice(0, 10), 'bloodOxygen', spo2);
      return true;
    }
    case 'heartRate': {
      const at = samsungInstant(row.start_time);
      const bpm = num(row.heart_rate);
      if (!Number.isFinite(at) || !(bpm > 0)) return false;
      days.sample(wallClock(at, samsungOffset(row.time_offset)).slice(0, 10), 'heartRate', bpm);
      minutes.add(at, bpm);
      return true;
    }
  }
}

/**
 * Streams one CSV: skips Samsung's metadata line, reads the header, strips the
 * `com.samsung.health.<type>.` prefixes, and awaits `onRow` (back-pressure: csv-parse is not
 * read further until it settles).
 */
export async function readCsv(
  input: Readable,
  fileName: string,
  progress: (bytes: number) => void,
  onRow: (row: Record<string, string>) => Promise<void>,
): Promise<void> {
  let bytes = 0;
  input.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  // relax_column_count: Samsung ends every data row with a comma the header does not have.
  // info: each record comes with the byte it ends at, which is what progress counts: the bytes
  // read off the file run ahead of the rows by however much the stream buffered meanwhile, so
  // progress counted from them differed from one reading of the same file to the next.
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true, info: true }));
  input.once('error', (err) => parser.destroy(err));
  let header: string[] | null = null;
  let line = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      line += 1;
      if (!header) {
        // The metadata line: the type's name, its version and a count, nothing like a header.
        if (line === 1 && record.length <= 3 && /^com\.samsung\./.test(record[0] ?? '') && !record.includes('day_time')) continue;
        header = record.map((name) => name.trim().replace(/^com\.samsung\.health\.[a-z_]+\./, ''));
        continue;
      }
      const row: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) row[header[i]] = record[i] ?? '';
      await onRow(row);
      progress(info.bytes);
    }
  } catch (err) {
    if (err instanceof ExportFileError) throw err;
    const message = (err as Error).message ?? String(err);
    const name = fileName.split('/').pop();
    if (/unexpected end|too few bytes|premature close/i.test(message)) throw new ExportFileError(`The export file is incomplete: ${name} ends after line ${line}`, bytes);
    throw new ExportFileError(`The export file could not be read: ${name} line ${line + 1}: ${message}`, bytes);
  }
}

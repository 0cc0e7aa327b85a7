// Reading an activity file: GPX and TCX (XML, read as a stream of tags by saxes) and FIT
// (binary, fit-file-parser). The format is told from the bytes, never from the file's name:
// a FIT file starts with its header ('.FIT' at byte 8), an XML file names its root element.
// A file that cannot be read is the member's problem, said so with where it broke
// ("This GPX file could not be read (line 12)"), never a 500.
import { SaxesParser } from 'saxes';
import FitParser from 'fit-file-parser';
import type { TrackPoint } from './route-math.js';

export type ActivityFormat = 'gpx' | 'tcx' | 'fit';

export interface ParsedActivity {
  format: ActivityFormat;
  /** The sport the file names (running, cycling...), lower case; null when it names none. */
  sport: string | null;
  points: TrackPoint[];
  steps: number | null;
  /** Kilocalories the device recorded. */
  calories: number | null;
  /** Beats per minute over the samples the file has (any point, with a position or not); null without any. */
  heartRate: HeartRate | null;
}

export interface HeartRate {
  /** The mean of the samples, rounded to a whole beat. */
  average: number;
  max: number;
}

// What social's route data takes (posts/rules.ts): a sample outside it is a sensor's noise
// (FIT writes 0 or 255 for "no reading"), not a heart rate, and is left out.
const HEART_RATE_MIN = 20;
const HEART_RATE_MAX = 250;

/** Keeps a sample that is a heart rate; the series' average and max (null without one). */
class HeartRates {
  private sum = 0;
  private count = 0;
  private max = 0;
  add(bpm: number | null | undefined): void {
    if (typeof bpm !== 'number' || !Number.isFinite(bpm) || bpm < HEART_RATE_MIN || bpm > HEART_RATE_MAX) return;
    this.sum += bpm;
    this.count += 1;
    this.max = Math.max(this.max, bpm);
  }
  summary(): HeartRate | null {
    return this.count ? { average: Math.round(this.sum / this.count), max: Math.round(this.max) } : null;
  }
}

/** The member's file cannot be read as an activity: the message is theirs to see. */
export class ActivityFileError extends Error {}

const FORMAT_NAME: Record<ActivityFormat, string> = { gpx: 'GPX', tcx: 'TCX', fit: 'FIT' };
export const NOT_AN_ACTIVITY = 'This file is not a GPX, TCX or FIT activity';
const unreadable = (format: ActivityFormat, where: string) => new ActivityFileError(`This ${FORMAT_NAME[format]} file could not be read (${where})`);
const noTrack = (format: ActivityFormat) => new ActivityFileError(`This ${FORMAT_NAME[format]} file has no GPS track`);

function isFit(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && (bytes[0] === 12 || bytes[0] === 14) && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === '.FIT';
}

/** gpx or tcx from the first element's name (after a BOM, the XML declaration, comments). */
function xmlFormat(text: string): ActivityFormat | null {
  const root = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<![A-Z][^>]*>/g, ''));
  const name = root?.[2];
  if (name === 'gpx') return 'gpx';
  if (name === 'TrainingCenterDatabase') return 'tcx';
  return null;
}

export function detectFormat(bytes: Uint8Array): ActivityFormat | null {
  if (isFit(bytes)) return 'fit';
  return xmlFormat(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));
}

export async function parseActivity(bytes: Uint8Array): Promise<ParsedActivity> {
  const format = detectFormat(bytes);
  if (!format) throw new ActivityFileError(NOT_AN_ACTIVITY);
  return format === 'fit' ? parseFit(bytes) : parseXml(format, Buffer.from(bytes).toString('utf8'));
}

// ---------------------------------------------------------------- GPX and TCX

// Read as a stream of tags (saxes), not as a DOM: a 24-hour track at one point a second is
// 12 MB of GPX, which a DOM (xmldom + togeojson) took 14 s and ~1 GB to read; saxes reads it
// in 0.3 s keeping only the points. saxes is strict (a well-formedness error names its line)
// and expands no entities a file declares (no "billion laughs").

/** The element's name without its namespace prefix (`gpxtpx:hr` -> `hr`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function timeOf(value: string | undefined): Date | null {
  if (!value) return null;
  const t = new Date(value.trim());
  return Number.isNaN(t.getTime()) ? null : t;
}

const numberOf = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const validPoint = (p: TrackPoint) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;

/** The texts of the leaf elements of one track point (ele, time; Time, LatitudeDegrees...). */
type Fields = Record<string, string>;

interface XmlTrack {
  points: TrackPoint[];
  sport: string | null;
  calories: number | null;
  heartRate: HeartRate | null;
}

/**
 * Walks the document once. `pointTag` opens a track point; the texts of the elements inside
 * it are collected by local name and `toPoint` makes the point when it closes. `onText`
 * sees the text of every other leaf (the sport, the calories) with its parent's name.
 */
function walk(
  format: ActivityFormat,
  text: string,
  pointTag: string,
  toPoint: (fields: Fields, attributes: Record<string, string>) => TrackPoint | null,
  onLeaf: (name: string, parent: string | undefined, text: string, attributes: Record<string, string>) => void,
): TrackPoint[] {
  const parser = new SaxesParser();
  const points: TrackPoint[] = [];
  const stack: string[] = [];
  let point: { fields: Fields; attributes: Record<string, string> } | null = null;
  let buffer = '';
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    stack.push(name);
    buffer = '';
    if (name === pointTag) point = { fields: {}, attributes };
    else if (!point) onLeaf(name, stack[stack.length - 2], '', attributes);
  });
  parser.on('text', (t) => {
    buffer += t;
  });
  parser.on('cdata', (t) => {
    buffer += t;
  });
  parser.on('closetag', () => {
    const name = stack.pop()!;
    if (name === pointTag && point) {
      const made = toPoint(point.fields, point.attributes);
      if (made) points.push(made);
      point = null;
    } else if (point) {
      // The first value wins: extensions may repeat a name deeper down. Also kept under its
      // parent's name (TCX's heart rate is HeartRateBpm's Value).
      point.fields[name] ??= buffer;
      point.fields[`${stack[stack.length - 1]}.${name}`] ??= buffer;
    } else if (buffer.trim()) {
      onLeaf(name, stack[stack.length - 1], buffer, {});
    }
    buffer = '';
  });
  try {
    parser.write(text).close();
  } catch {
    throw unreadable(format, `line ${Math.max(1, parser.line)}`);
  }
  return points;
}

function readGpx(text: string): XmlTrack {
  let sport: string | null = null;
  const heartRates = new HeartRates();
  const point = (fields: Fields, attributes: Record<string, string>) => {
    // Garmin's TrackPointExtension (gpxtpx:hr, any prefix), as watches and Strava write it.
    heartRates.add(numberOf(fields.hr));
    return {
      latitude: numberOf(attributes.lat) ?? NaN,
      longitude: numberOf(attributes.lon) ?? NaN,
      elevation: numberOf(fields.ele),
      time: timeOf(fields.time),
    };
  };
  const points = walk('gpx', text, 'trkpt', point, (name, parent, value) => {
    if (name === 'type' && parent === 'trk' && value.trim()) sport ??= value.trim();
  });
  return { points, sport, calories: null, heartRate: heartRates.summary() };
}

// TCX names three sports: Running, Biking, Other; the route card says cycling.
const TCX_SPORTS: Record<string, string> = { Running: 'running', Biking: 'cycling' };

function readTcx(text: string): XmlTrack {
  let sport: string | null = null;
  let calories: number | null = null;
  const heartRates = new HeartRates();
  const point = (fields: Fields) => {
    // Counted before the position check: a point without a fix still had a heart beating.
    heartRates.add(numberOf(fields['HeartRateBpm.Value']));
    const latitude = numberOf(fields.LatitudeDegrees);
    const longitude = numberOf(fields.LongitudeDegrees);
    // A point without a position (indoors, a lost fix) is no part of the route.
    if (latitude === null || longitude === null) return null;
    return { latitude, longitude, elevation: numberOf(fields.AltitudeMeters), time: timeOf(fields.Time) };
  };
  const points = walk('tcx', text, 'Trackpoint', point, (name, parent, value, attributes) => {
    if (name === 'Activity' && attributes.Sport) sport ??= TCX_SPORTS[attributes.Sport] ?? null;
    // Each lap records the calories the device counted for it.
    if (name === 'Calories' && parent === 'Lap') {
      const kcal = numberOf(value);
      if (kcal !== null && kcal >= 0) calories = (calories ?? 0) + kcal;
    }
  });
  return { points, sport, calories, heartRate: heartRates.summary() };
}

function parseXml(format: 'gpx' | 'tcx', text: string): ParsedActivity {
  const { points, sport, calories, heartRate } = format === 'gpx' ? readGpx(text) : readTcx(text);
  const track = points.filter(validPoint);
  if (track.length < 2) throw noTrack(format);
  return { format, sport: sport?.toLowerCase().slice(0, 50) || null, points: track, steps: null, calories, heartRate };
}

// ---------------------------------------------------------------- FIT

interface FitRecord {
  timestamp?: Date | string;
  position_lat?: number;
  position_long?: number;
  altitude?: number;
  enhanced_altitude?: number;
  heart_rate?: number;
}
interface FitSession {
  sport?: string | number;
  total_calories?: number;
  total_cycles?: number;
  avg_heart_rate?: number;
  max_heart_rate?: number;
}

const STEP_SPORTS = new Set(['running', 'walking', 'hiking', 'training']);

async function parseFit(bytes: Uint8Array): Promise<ParsedActivity> {
  // Checked here first: fit-file-parser's messages do not say where a short file ends.
  const headerSize = bytes[0];
  const dataSize = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(4);
  const expected = headerSize + dataSize + 2;
  if (bytes.length < expected) throw unreadable('fit', `it ends at byte ${bytes.length} of ${expected}`);
  let parsed: { records?: FitRecord[]; sessions?: FitSession[] };
  try {
    // force: false checks the CRC, so a damaged file is refused rather than half read.
    parsed = (await new FitParser({ force: false, mode: 'list', lengthUnit: 'm', speedUnit: 'km/h' }).parseAsync(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Buffer<ArrayBuffer>,
    )) as typeof parsed;
  } catch (error) {
    throw unreadable('fit', String((error as Error)?.message ?? error).slice(0, 100));
  }
  const points = (parsed.records ?? [])
    .filter((r) => typeof r.position_lat === 'number' && typeof r.position_long === 'number')
    .map((r) => {
      const elevation = r.enhanced_altitude ?? r.altitude;
      return {
        latitude: r.position_lat!,
        longitude: r.position_long!,
        elevation: typeof elevation === 'number' && Number.isFinite(elevation) ? elevation : null,
        time: r.timestamp ? new Date(r.timestamp) : null,
      };
    })
    .filter(validPoint);
  if (points.length < 2) throw noTrack('fit');
  const sessions = parsed.sessions ?? [];
  const sport = sessions.map((s) => s.sport).find((s): s is string => typeof s === 'string') ?? null;
  const calories = sessions.some((s) => typeof s.total_calories === 'number') ? sessions.reduce((sum, s) => sum + (s.total_calories ?? 0), 0) : null;
  // On foot, FIT's total_cycles are strides (one per two steps: Garmin's own reading).
  const strides = sessions.filter((s) => typeof s.total_cycles === 'number' && STEP_SPORTS.has(String(s.sport)));
  const steps = strides.length ? strides.reduce((sum, s) => sum + 2 * s.total_cycles!, 0) : null;
  return { format: 'fit', sport: sport?.replace(/_/g, ' ').slice(0, 50) ?? null, points, steps, calories, heartRate: fitHeartRate(parsed.records ?? [], sessions) };
}

/**
 * From the records' heart_rate (every record, with a position or not); a file with no samples
 * but a session summary (some watches write only that) gives the session's average and max.
 */
function fitHeartRate(records: FitRecord[], sessions: FitSession[]): HeartRate | null {
  const samples = new HeartRates();
  for (const r of records) samples.add(r.heart_rate);
  const fromSamples = samples.summary();
  if (fromSamples) return fromSamples;
  const average = sessions.map((s) => s.avg_heart_rate).find((n) => typeof n === 'number' && n >= HEART_RATE_MIN && n <= HEART_RATE_MAX);
  const max = sessions.map((s) => s.max_heart_rate).find((n) => typeof n === 'number' && n >= HEART_RATE_MIN && n <= HEART_RATE_MAX);
  return average !== undefined && max !== undefined ? { average: Math.round(average), max: Math.round(Math.max(max, average)) } : null;
}

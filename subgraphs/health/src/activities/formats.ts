// Reading an activity file: GPX and TCX (XML, through @tmcw/togeojson over @xmldom/xmldom) and
// FIT (binary, fit-file-parser). The format is told from the bytes, never from the file's name:
// a FIT file starts with its header ('.FIT' at byte 8), an XML file names its root element.
// A file that cannot be read is the member's problem, said so with where it broke
// ("This GPX file could not be read (line 12)"), never a 500.
import { DOMParser, type Document as XmlDocument, type Element as XmlElement } from '@xmldom/xmldom';
import { gpx, tcx } from '@tmcw/togeojson';
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

interface LineFeature {
  geometry: { type: string; coordinates: unknown } | null;
  properties: { type?: unknown; coordinateProperties?: { times?: unknown } } | null;
}

function readXml(format: ActivityFormat, text: string): XmlDocument {
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        // Warnings (an unknown entity, a stray attribute) leave a readable document.
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
    return doc;
  } catch (error) {
    const line = (error as { locator?: { lineNumber?: number } }).locator?.lineNumber;
    throw unreadable(format, `line ${Math.max(1, line ?? 1)}`);
  }
}

/** Each line of the track with its times (togeojson gives a MultiLineString for several segments). */
function linesOf(feature: LineFeature): Array<{ coords: number[][]; times: unknown[] }> {
  const geometry = feature.geometry;
  const times = feature.properties?.coordinateProperties?.times;
  if (geometry?.type === 'LineString') return [{ coords: geometry.coordinates as number[][], times: Array.isArray(times) ? times : [] }];
  if (geometry?.type === 'MultiLineString')
    return (geometry.coordinates as number[][][]).map((coords, i) => ({ coords, times: Array.isArray(times) && Array.isArray(times[i]) ? (times[i] as unknown[]) : [] }));
  return [];
}

function timeOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t;
}

const validPoint = (p: TrackPoint) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;

function sumOf(doc: XmlDocument, tag: string): number | null {
  const values = Array.from(doc.getElementsByTagName(tag))
    .map((e: XmlElement) => Number(e.textContent))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

function parseXml(format: 'gpx' | 'tcx', text: string): ParsedActivity {
  const doc = readXml(format, text);
  // togeojson is typed against the browser's DOM; xmldom's document is the same shape.
  const collection = (format === 'gpx' ? gpx : tcx)(doc as unknown as Document) as unknown as { features: LineFeature[] };
  const points: TrackPoint[] = [];
  let sport: string | null = null;
  for (const feature of collection.features) {
    for (const { coords, times } of linesOf(feature)) {
      coords.forEach(([longitude, latitude, elevation], i) => {
        points.push({ latitude, longitude, elevation: Number.isFinite(elevation) ? elevation : null, time: timeOf(times[i]) });
      });
    }
    if (!sport && typeof feature.properties?.type === 'string') sport = feature.properties.type;
  }
  // TCX names three sports: Running, Biking, Other; the route card says cycling.
  if (format === 'tcx') sport ??= { Running: 'running', Biking: 'cycling' }[doc.getElementsByTagName('Activity')[0]?.getAttribute('Sport') ?? ''] ?? null;
  const track = points.filter(validPoint);
  if (track.length < 2) throw noTrack(format);
  return {
    format,
    sport: sport?.trim().toLowerCase().slice(0, 50) || null,
    points: track,
    steps: null,
    // TCX laps record the device's calories; GPX has no standard place for them.
    calories: format === 'tcx' ? sumOf(doc, 'Calories') : null,
  };
}

// ---------------------------------------------------------------- FIT

interface FitRecord {
  timestamp?: Date | string;
  position_lat?: number;
  position_long?: number;
  altitude?: number;
  enhanced_altitude?: number;
}
interface FitSession {
  sport?: string | number;
  total_calories?: number;
  total_cycles?: number;
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
  return { format: 'fit', sport: sport?.replace(/_/g, ' ').slice(0, 50) ?? null, points, steps, calories };
}

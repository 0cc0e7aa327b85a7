// Activity files with hostile contents (issue 18's probe): each is uploaded as the member's
// activity (POST /api/health/uploads, purpose activity) and then imported (importActivity), so
// the answer judged is the import's. A track that repeats one position, numbers past what a
// column or a Float holds, years far outside 1-9999: each must answer a clear 4xx or work.
import { SUBGRAPHS } from '@pulse/kit/registry';
import { asBoth, authHeader, http, type FuzzCase } from './cases.js';
import type { Answer } from './detect.js';

const START = Date.parse('2026-05-01T07:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

interface Point {
  lat: number;
  lon: number;
  ele?: number | string;
  time?: string;
}

function gpx(points: Point[]): string {
  const pts = points
    .map((p) => `<trkpt lat="${p.lat}" lon="${p.lon}">${p.ele !== undefined ? `<ele>${p.ele}</ele>` : ''}${p.time ? `<time>${p.time}</time>` : ''}</trkpt>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="fuzz" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>${pts}</trkseg></trk></gpx>`;
}

function tcx(points: Point[], lapExtra: string): string {
  const pts = points
    .map(
      (p) =>
        `<Trackpoint><Time>${p.time}</Time><Position><LatitudeDegrees>${p.lat}</LatitudeDegrees><LongitudeDegrees>${p.lon}</LongitudeDegrees></Position></Trackpoint>`,
    )
    .join('');
  return `<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${points[0].time}</Id><Lap StartTime="${points[0].time}">${lapExtra}<Track>${pts}</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}

const run = (n: number, at: (i: number) => string = (i) => iso(START + i * 30_000)): Point[] =>
  Array.from({ length: n }, (_, i) => ({ lat: 37.77 + i * 0.001, lon: -122.45, time: at(i) }));

/** Each hostile track, by its kind. */
export const HOSTILE_TRACKS: Record<string, () => { name: string; text: string }> = {
  // One position again and again (a watch left on a table): 2,000 points, the probe's shape.
  'repeated-point-track': () => ({ name: 'still.gpx', text: gpx(Array.from({ length: 2000 }, (_, i) => ({ lat: 37.77, lon: -122.45, time: iso(START + i * 1000) }))) }),
  'elevation-extremes': () => ({ name: 'ele.gpx', text: gpx(run(4).map((p, i) => ({ ...p, ele: i % 2 ? -1e308 : 1e308 }))) }),
  'elevation-not-a-number': () => ({ name: 'ele-nan.gpx', text: gpx(run(3).map((p) => ({ ...p, ele: 'NaN' }))) }),
  'year-far-future': () => ({ name: 'future.gpx', text: gpx(run(3, (i) => `+275760-09-1${i}T00:00:00Z`)) }),
  'year-far-past': () => ({ name: 'past.gpx', text: gpx(run(3, (i) => `-271821-04-2${i}T00:00:00Z`)) }),
  'year-zero': () => ({ name: 'zero.gpx', text: gpx(run(3, (i) => `0000-01-0${i + 1}T00:00:00Z`)) }),
  'duration-beyond-int32': () => ({ name: 'long.gpx', text: gpx(run(2, (i) => (i === 0 ? '1900-01-01T00:00:00Z' : '2026-01-01T00:00:00Z'))) }),
  'position-off-globe': () => ({ name: 'globe.gpx', text: gpx(run(3).map((p, i) => ({ ...p, lat: i === 1 ? 1e308 : p.lat }))) }),
  'calories-to-infinity': () => ({ name: 'kcal.tcx', text: tcx(run(3), '<Calories>1.7e308</Calories><Calories>1.7e308</Calories>') }),
  'calories-negative': () => ({ name: 'kcal-neg.tcx', text: tcx(run(3), '<Calories>-5e300</Calories>') }),
};

const IMPORT =
  'mutation($input: ImportActivityInput!) { importActivity(input: $input) { id startedAt duration distance elevationGain calories steps coordinates { latitude longitude } } }';

export function trackCases(): FuzzCase[] {
  // The upload path of the subgraph whose uploads take a purpose (health's; from the registry).
  const uploadPath = SUBGRAPHS.find((s) => s.media?.keyPrefix === 'h-')?.media?.uploadPath;
  if (!uploadPath) return [];
  return Object.keys(HOSTILE_TRACKS).flatMap((kind) =>
    asBoth((who) => ({
      surface: 'upload',
      operation: 'Mutation.importActivity',
      argument: 'file',
      kind,
      who,
      async send(target): Promise<Answer> {
        const { name, text } = HOSTILE_TRACKS[kind]();
        const form = new FormData();
        form.append('purpose', 'activity');
        form.append('file', new Blob([text], { type: 'application/octet-stream' }), name);
        const token = target.token(who);
        let key: string;
        try {
          const res = await fetch(`${target.url}${uploadPath}`, { method: 'POST', headers: authHeader(token), body: form, signal: AbortSignal.timeout(30_000) });
          const body = await res.text();
          if (res.status !== 201) return { status: res.status, body };
          key = (JSON.parse(body) as { upload: { key: string } }).upload.key;
        } catch (error) {
          return { transportError: String(error) };
        }
        return http(target.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...authHeader(token) },
          body: JSON.stringify({ query: IMPORT, variables: { input: { fileKey: key } } }),
        });
      },
    })),
  );
}

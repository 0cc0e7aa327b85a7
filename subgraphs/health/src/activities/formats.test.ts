// Activity files as devices write them (GPX 1.1, TCX v2, FIT encoded byte by byte) read into
// the same track and the same route numbers; broken files say where they broke.
import { describe, expect, it } from 'vitest';
import { ActivityFileError, NOT_AN_ACTIVITY, detectFormat, parseActivity } from './formats.js';
import { elevationGain, haversineKm, simplify, summarise, type TrackPoint } from './route-math.js';
import { fitFile, gpxFile, northwardRun, tcxFile } from './testing/activity-files.js';

// 0.001° of latitude on the haversine sphere (R = 6371.0088 km): 2πR / 360 / 1000.
const STEP_KM = (2 * Math.PI * 6371.0088) / 360 / 1000;
// Elevations with 1-2 m of GPS wobble: real climbs 10 -> 20 and 19 -> 30; the 2 m rise and the 1 m dip are noise.
const ELEVATIONS = [10, 12, 20, 19, 30];
const run = northwardRun(4, ELEVATIONS);
const encode = (text: string) => new TextEncoder().encode(text);

async function failure(bytes: Uint8Array): Promise<string> {
  const error = await parseActivity(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActivityFileError);
  return (error as Error).message;
}

describe('route math', () => {
  it('measures the haversine distance along the meridian', () => {
    expect(haversineKm({ latitude: 37.77, longitude: -122.45 }, { latitude: 37.771, longitude: -122.45 })).toBeCloseTo(STEP_KM, 9);
    expect(STEP_KM).toBeCloseTo(0.111195, 6);
  });

  it('counts climbs with a 3 m hysteresis', () => {
    expect(elevationGain(ELEVATIONS)).toBe(20); // (20 - 10) + (30 - 20): the dip to 19 is under 3 m
    expect(elevationGain([100, 101, 100, 102, 100, 101])).toBe(0); // wobble only
    expect(elevationGain([100, 110, 100, 110])).toBe(20); // two real hills
    expect(elevationGain([50, 40, 30])).toBe(0); // downhill
  });

  it('summarises distance, duration, speed and pace', () => {
    const s = summarise(run.map((p) => ({ ...p, elevation: p.elevation ?? null, time: new Date(Date.UTC(2026, 4, 1, 7) + p.at * 1000) })));
    expect(s.distanceKm).toBeCloseTo(4 * STEP_KM, 9); // 0.4448 km
    expect(s.durationS).toBe(120);
    expect(s.averageSpeed).toBeCloseTo((4 * STEP_KM) / (120 / 3600), 9); // 13.34 km/h
    expect(s.paceMinKm).toBeCloseTo(2 / (4 * STEP_KM), 9); // 4.50 min/km
    expect(s.elevationGainM).toBe(20);
    expect(s.startedAt?.toISOString()).toBe('2026-05-01T07:00:00.000Z');
  });

  it('leaves speed and pace unknown without times', () => {
    const s = summarise(run.map((p) => ({ ...p, elevation: null, time: null })));
    expect(s).toMatchObject({ durationS: null, averageSpeed: null, paceMinKm: null, elevationGainM: null });
  });

  it("simplifies to social's maximum, keeping both ends", () => {
    // A 30,001-point wander (a seeded random walk of ~10 m steps): far more than 20,000 points, most of them significant.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
    const points: TrackPoint[] = [{ latitude: 37, longitude: -122, elevation: null, time: null }];
    for (let i = 0; i < 30_000; i++) {
      const last = points[points.length - 1];
      points.push({ latitude: last.latitude + random() * 0.0002, longitude: last.longitude + random() * 0.0002, elevation: null, time: null });
    }
    const out = simplify(points, 20_000);
    expect(out.length).toBeLessThanOrEqual(20_000);
    expect(out.length).toBeGreaterThan(19_000);
    expect(out[0]).toBe(points[0]);
    expect(out[out.length - 1]).toBe(points[points.length - 1]);
    // A straight line is two points at the 2 m tolerance.
    expect(
      simplify(
        run.map((p) => ({ ...p, elevation: null, time: null })),
        20_000,
      ),
    ).toHaveLength(2);
  });
});

describe('activity files', () => {
  it('reads a GPX track', async () => {
    const a = await parseActivity(encode(gpxFile(run, 'running')));
    expect(a).toMatchObject({ format: 'gpx', sport: 'running', steps: null, calories: null });
    expect(a.points).toHaveLength(5);
    expect(a.points[4]).toEqual({ latitude: 37.774, longitude: -122.45, elevation: 30, time: new Date('2026-05-01T07:02:00Z') });
    const s = summarise(a.points);
    expect(s.distanceKm).toBeCloseTo(0.4448, 4);
    expect(s.elevationGainM).toBe(20);
  });

  it('reads a TCX track with its calories', async () => {
    const a = await parseActivity(encode(tcxFile(run, { sport: 'Biking', calories: 55 })));
    expect(a).toMatchObject({ format: 'tcx', sport: 'cycling', calories: 55, steps: null });
    expect(summarise(a.points)).toMatchObject({ durationS: 120, elevationGainM: 20 });
  });

  it('reads a FIT activity with its calories and steps', async () => {
    const a = await parseActivity(fitFile(run, { sport: 'running', calories: 77, strides: 300 }));
    expect(a).toMatchObject({ format: 'fit', sport: 'running', calories: 77, steps: 600 });
    expect(a.points).toHaveLength(5);
    // Semicircles keep about 1 cm.
    expect(a.points[4].latitude).toBeCloseTo(37.774, 6);
    const s = summarise(a.points);
    expect(s.distanceKm).toBeCloseTo(4 * STEP_KM, 5);
    expect(s).toMatchObject({ durationS: 120, elevationGainM: 20 });
  });

  it('tells the format from the bytes, not the name', () => {
    expect(detectFormat(encode(gpxFile(run)))).toBe('gpx');
    expect(detectFormat(encode(tcxFile(run)))).toBe('tcx');
    expect(detectFormat(fitFile(run))).toBe('fit');
    expect(detectFormat(encode('<kml xmlns="http://www.opengis.net/kml/2.2"></kml>'))).toBeNull();
    expect(detectFormat(encode('hello'))).toBeNull();
  });

  it('says which line of a corrupt GPX or TCX broke', async () => {
    const broken = gpxFile(run).replace('<ele>20</ele>', '<ele>20</el>');
    const line = broken.split('\n').findIndex((l) => l.includes('</el>')) + 1;
    expect(await failure(encode(broken))).toBe(`This GPX file could not be read (line ${line})`);
    expect(line).toBe(9);
    const tcx = tcxFile(run).replace('</Position>', '</Positon>');
    expect(await failure(encode(tcx))).toMatch(/^This TCX file could not be read \(line \d+\)$/);
  });

  it('refuses a truncated FIT, a damaged one and other files', async () => {
    const fit = fitFile(run);
    expect(await failure(fit.slice(0, 60))).toBe(`This FIT file could not be read (it ends at byte 60 of ${fit.length})`);
    const damaged = fit.slice();
    damaged[40] ^= 0xff; // the CRC no longer matches
    expect(await failure(damaged)).toMatch(/^This FIT file could not be read \(/);
    expect(await failure(encode('just some text'))).toBe(NOT_AN_ACTIVITY);
  });

  it('joins the segments of a GPX track and skips TCX points without a position', async () => {
    const twoSegments = gpxFile(run).replace(
      '</trkseg>',
      '</trkseg><trkseg><trkpt lat="37.775" lon="-122.45"><ele>31</ele><time>2026-05-01T07:02:30Z</time></trkpt></trkseg>',
    );
    const joined = await parseActivity(encode(twoSegments));
    expect(joined.points).toHaveLength(6);
    expect(summarise(joined.points)).toMatchObject({ durationS: 150 });
    const indoors = tcxFile(run).replace(
      '<Trackpoint>',
      '<Trackpoint><Time>2026-05-01T06:59:00Z</Time><HeartRateBpm><Value>90</Value></HeartRateBpm></Trackpoint><Trackpoint>',
    );
    expect((await parseActivity(encode(indoors))).points).toHaveLength(5);
  });

  it('expands no entities a file declares (no billion laughs)', async () => {
    const entities = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`)].join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n${entities}\n]>\n<gpx><trk><name>&lol9;</name><trkseg><trkpt lat="1" lon="1"/><trkpt lat="1.1" lon="1"/></trkseg></trk></gpx>`;
    expect(await failure(encode(bomb))).toBe('This GPX file could not be read (line 14)');
  });

  it('reads a day-long track (86,400 points, 12 MB of GPX) whole, and simplifies it for the map', async () => {
    // How long this takes is bench:fairness's business (tests do not race the clock): about 1 s.
    const day = Array.from({ length: 86_400 }, (_, i) => ({ latitude: 37 + i * 0.00003, longitude: -122 + Math.sin(i / 50) * 0.001, elevation: 10, at: i }));
    const a = await parseActivity(encode(gpxFile(day)));
    expect(simplify(a.points, 20_000).length).toBeLessThanOrEqual(20_000);
    expect(a.points).toHaveLength(86_400);
  });

  describe('heart rate', () => {
    // 120, 140, 150, 160, 155: average 145, max 160.
    const BEATS = [120, 140, 150, 160, 155];
    const withHeart = run.map((p, i) => ({ ...p, heartRate: BEATS[i] }));

    it('reads gpxtpx:hr from a GPX track', async () => {
      const gpx = gpxFile(withHeart);
      expect(gpx).toContain('<gpxtpx:hr>160</gpxtpx:hr>');
      const a = await parseActivity(encode(gpx));
      expect(a.heartRate).toEqual({ average: 145, max: 160 });
      expect(a.points).toHaveLength(5);
      // Another prefix for the same extension (Strava writes ns3:) reads the same.
      const ns3 = gpx.replaceAll('gpxtpx', 'ns3');
      expect((await parseActivity(encode(ns3))).heartRate).toEqual({ average: 145, max: 160 });
    });

    it("reads a TCX track's HeartRateBpm, also from points without a position", async () => {
      expect((await parseActivity(encode(tcxFile(withHeart)))).heartRate).toEqual({ average: 145, max: 160 });
      // A point without a fix (indoors) is no part of the route, but its 190 bpm was beaten.
      const indoors = tcxFile(withHeart).replace(
        '<Trackpoint>',
        '<Trackpoint><Time>2026-05-01T06:59:00Z</Time><HeartRateBpm><Value>190</Value></HeartRateBpm></Trackpoint><Trackpoint>',
      );
      const a = await parseActivity(encode(indoors));
      expect(a.points).toHaveLength(5);
      expect(a.heartRate).toEqual({ average: Math.round((145 * 5 + 190) / 6), max: 190 });
    });

    it("reads FIT records' heart_rate, or the session's summary when records have none", async () => {
      expect((await parseActivity(fitFile(withHeart))).heartRate).toEqual({ average: 145, max: 160 });
      expect((await parseActivity(fitFile(run, { sessionHeartRate: { average: 132, max: 171 } }))).heartRate).toEqual({ average: 132, max: 171 });
      // Samples win over the session's numbers.
      expect((await parseActivity(fitFile(withHeart, { sessionHeartRate: { average: 100, max: 110 } }))).heartRate).toEqual({ average: 145, max: 160 });
    });

    it('leaves out readings that are no heart rate (0, 255, text), and files without any still read', async () => {
      const noisy = run.map((p, i) => ({ ...p, heartRate: [0, 140, 255, 160, 10][i] }));
      expect((await parseActivity(fitFile(noisy))).heartRate).toEqual({ average: 150, max: 160 });
      expect((await parseActivity(encode(gpxFile(noisy)))).heartRate).toEqual({ average: 150, max: 160 });
      const text = gpxFile(withHeart).replace('<gpxtpx:hr>120</gpxtpx:hr>', '<gpxtpx:hr>fast</gpxtpx:hr>');
      expect((await parseActivity(encode(text))).heartRate).toEqual({ average: 151, max: 160 });
      for (const plain of [encode(gpxFile(run)), encode(tcxFile(run)), fitFile(run)]) {
        const a = await parseActivity(plain);
        expect(a.heartRate).toBeNull();
        expect(a.points).toHaveLength(5);
      }
    });
  });

  it('refuses a file with no track', async () => {
    expect(await failure(encode(gpxFile([])))).toBe('This GPX file has no GPS track');
    expect(await failure(fitFile(run.slice(0, 1)))).toBe('This FIT file has no GPS track');
  });
});

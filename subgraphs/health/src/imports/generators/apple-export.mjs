// Generates a realistic Apple Health export (export.zip as the Health app writes it, or a bare
// export.xml) for the import tests and bench/health-import.ts; it lives beside the parsers (not
// in a testing/ folder) so the bench may import it too. Seeded: the same arguments give
// the same bytes. Streamed: memory stays flat at any size (records are produced type by type,
// day by day, from a PRNG seeded per (type, day), so nothing is held to be written later).
//
//   node bench/health-apple-export.mjs --mb 500 --out .data/bench/export.zip   (the command line)
//   writeAppleExport({ path, days: 30, format: 'xml' })                    (tests, bench/health-import.ts)
//
// What is in it, per day: step counts from an iPhone and a Watch (overlapping, as in real
// exports), walking distance, active and basal energy every few minutes, exercise minutes,
// heart rate every ~5 min and every ~10 s during workouts (with MetadataEntry children),
// resting heart rate, HRV, SpO2, a night of sleep (iPhone "in bed" and asleep estimate, Watch
// stages), flights climbed, an ActivitySummary; a run on ~40% of days with its GPX route file
// in the zip; the inline DTD; source names with a non-ASCII apostrophe; Pacific time with
// daylight saving, and a few days in Europe (+0100) so a record's day is its own local date.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createZipWriter } from './zip-writer.mjs';
import { rngFor } from '@pulse/kit/prng';

const IPHONE = 'Ann’s iPhone';
const WATCH = 'Ann’s Apple Watch';
const DEVICE_IPHONE = '&lt;&lt;HKDevice: 0x2830a4be0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.1.1&gt;';
const DEVICE_WATCH = '&lt;&lt;HKDevice: 0x2830a5f40&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1.1&gt;';

export const RECORD_TYPES = [
  'HKQuantityTypeIdentifierStepCount',
  'HKQuantityTypeIdentifierDistanceWalkingRunning',
  'HKQuantityTypeIdentifierBasalEnergyBurned',
  'HKQuantityTypeIdentifierActiveEnergyBurned',
  'HKQuantityTypeIdentifierFlightsClimbed',
  'HKQuantityTypeIdentifierAppleExerciseTime',
  'HKQuantityTypeIdentifierHeartRate',
  'HKQuantityTypeIdentifierRestingHeartRate',
  'HKQuantityTypeIdentifierHeartRateVariabilitySDNN',
  'HKQuantityTypeIdentifierOxygenSaturation',
  'HKCategoryTypeIdentifierSleepAnalysis',
];

const DTD = `<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
  HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
  HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT MetadataEntry EMPTY>
<!ATTLIST MetadataEntry
  key   CDATA #REQUIRED
  value CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  sourceVersion         CDATA #IMPLIED
  device                CDATA #IMPLIED
  creationDate          CDATA #IMPLIED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
<!ELEMENT FileReference EMPTY>
<!ATTLIST FileReference
  path CDATA #REQUIRED
>
<!ELEMENT ActivitySummary EMPTY>
]>
`;

const pad = (n, w = 2) => String(n).padStart(w, '0');

function calendar(startDay) {
  const start = Date.parse(`${startDay}T00:00:00Z`);
  const date = (i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
  const offset = (i) => {
    // A week in Europe every 97 days; otherwise Pacific, daylight time between 10 March and 3 November.
    if (i % 97 >= 40 && i % 97 < 45) return '+0100';
    const md = date(i).slice(5);
    return md >= '03-10' && md < '11-03' ? '-0700' : '-0800';
  };
  /** Local timestamp of day i, minute m (may run past midnight either way), second s. */
  const at = (i, m, s = 0) => {
    const d = i + Math.floor(m / 1440);
    const mm = ((m % 1440) + 1440) % 1440;
    return `${date(d)} ${pad(Math.floor(mm / 60))}:${pad(Math.floor(mm % 60))}:${pad(s)} ${offset(d)}`;
  };
  const minutesOf = (o) => (o[0] === '-' ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(3)));
  /** Flying east, a local day starts hours before the previous one ended: its first minute that is really later. */
  const firstMinute = (i) => Math.max(0, minutesOf(offset(i)) - minutesOf(offset(i - 1)));
  return { date, offset, at, firstMinute };
}

/** The day's run, if any: a pure function of (seed, day), so every type's pass agrees. */
function workoutOf(seed, i) {
  const r = rngFor(seed, 99, i);
  if (r() >= 0.4) return null;
  const start = 17 * 60 + 30 + Math.floor(r() * 60);
  const minutes = 30 + Math.floor(r() * 31);
  const km = Number((minutes / (5 + r() * 1.5)).toFixed(3));
  return { start, minutes, km, kcal: Number((minutes * (9 + r() * 3)).toFixed(1)) };
}

function* recordsOf(seed, type, i, cal) {
  const t = RECORD_TYPES.indexOf(type);
  const r = rngFor(seed, t, i);
  const w = workoutOf(seed, i);
  const rec = (source, unit, start, end, value, children = '') => {
    const device = source === WATCH ? DEVICE_WATCH : DEVICE_IPHONE;
    const version = source === WATCH ? '10.1.1' : '17.1.1';
    const head = ` <Record type="${type}" sourceName="${source}" sourceVersion="${version}" device="${device}" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"`;
    return children ? `${head}>\n${children} </Record>\n` : `${head}/>\n`;
  };
  const inWorkout = (m) => w && m >= w.start && m < w.start + w.minutes;
  switch (type) {
    case 'HKQuantityTypeIdentifierStepCount':
    case 'HKQuantityTypeIdentifierDistanceWalkingRunning': {
      const steps = type === 'HKQuantityTypeIdentifierStepCount';
      for (let m = 7 * 60; m < 22 * 60; m += 10) {
        if (r() < 0.7) {
          const n = Math.floor(r() * 300);
          yield rec(IPHONE, steps ? 'count' : 'km', cal.at(i, m, 3), cal.at(i, m + 10, 1), steps ? n : (n * 0.00074).toFixed(5));
        }
      }
      for (let m = 6 * 60 + 30; m < 22 * 60 + 30; m += 15) {
        if (r() < 0.8) {
          const n = Math.floor(r() * 350) + (inWorkout(m) ? 2200 : 0);
          yield rec(WATCH, steps ? 'count' : 'km', cal.at(i, m, 7), cal.at(i, m + 15, 2), steps ? n : (n * 0.00076).toFixed(5));
        }
      }
      return;
    }
    case 'HKQuantityTypeIdentifierBasalEnergyBurned':
      for (let m = 0; m < 1440; m += 5) yield rec(WATCH, 'Cal', cal.at(i, m, 11), cal.at(i, m + 5, 11), (1 + r() * 0.3).toFixed(3));
      return;
    case 'HKQuantityTypeIdentifierActiveEnergyBurned':
      for (let m = 6 * 60; m < 23 * 60; m += 1 + Math.floor(r() * 3)) {
        const kcal = inWorkout(m) ? 9 + r() * 4 : r() * 2.5;
        yield rec(WATCH, 'Cal', cal.at(i, m, 20), cal.at(i, m + 1, 19), kcal.toFixed(3));
      }
      // The iPhone's own, smaller estimate (a second source for the same day).
      for (let m = 8 * 60; m < 21 * 60; m += 60) yield rec(IPHONE, 'kcal', cal.at(i, m, 0), cal.at(i, m + 60, 0), (r() * 20).toFixed(2));
      return;
    case 'HKQuantityTypeIdentifierFlightsClimbed':
      for (let m = 8 * 60; m < 20 * 60; m += 90) if (r() < 0.5) yield rec(IPHONE, 'count', cal.at(i, m), cal.at(i, m + 2), 1 + Math.floor(r() * 3));
      return;
    case 'HKQuantityTypeIdentifierAppleExerciseTime':
      for (let m = 6 * 60; m < 23 * 60; m++) if (inWorkout(m) || r() < 0.03) yield rec(WATCH, 'min', cal.at(i, m), cal.at(i, m + 1), 1);
      return;
    case 'HKQuantityTypeIdentifierHeartRate': {
      const meta = (v) => `  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="${v}"/>\n`;
      // Readings are instants: none may fall in the hours a flight east repeats on the clock.
      for (let m = Math.ceil(cal.firstMinute(i) / 5) * 5; m < 1440; m += 5) {
        if (inWorkout(m)) {
          // During a run the Watch samples every few seconds: several readings per minute.
          for (let k = 0; k < 5; k++) {
            for (let s = 2; s < 60; s += 10 + Math.floor(r() * 5)) {
              const at = cal.at(i, m + k, s);
              yield rec(WATCH, 'count/min', at, at, 120 + Math.floor(r() * 50), meta(2));
            }
          }
        } else {
          const s = Math.floor(r() * 50);
          const at = cal.at(i, m, s);
          yield rec(WATCH, 'count/min', at, at, 52 + Math.floor(r() * 40), meta(r() < 0.7 ? 1 : 0));
        }
      }
      return;
    }
    case 'HKQuantityTypeIdentifierRestingHeartRate':
      yield rec(WATCH, 'count/min', cal.at(i, 6 * 60), cal.at(i, 23 * 60), 50 + Math.floor(r() * 12));
      return;
    case 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN':
      for (let k = 0, n = 2 + Math.floor(r() * 3); k < n; k++) {
        const m = Math.floor(r() * 1380);
        yield rec(WATCH, 'ms', cal.at(i, m), cal.at(i, m + 1), (20 + r() * 60).toFixed(4));
      }
      return;
    case 'HKQuantityTypeIdentifierOxygenSaturation':
      for (let k = 0, n = 3 + Math.floor(r() * 4); k < n; k++) {
        const m = Math.floor(r() * 1400);
        yield rec(WATCH, '%', cal.at(i, m), cal.at(i, m), (0.93 + r() * 0.07).toFixed(2));
      }
      return;
    case 'HKCategoryTypeIdentifierSleepAnalysis': {
      // Tonight, from day i into day i+1 (attributed to the morning one wakes up).
      const bed = 22 * 60 + 40 + Math.floor(r() * 40);
      const wake = 1440 + 6 * 60 + Math.floor(r() * 90);
      yield rec(IPHONE, '', cal.at(i, bed), cal.at(i, wake), 'HKCategoryValueSleepAnalysisInBed');
      yield rec(IPHONE, '', cal.at(i, bed + 20), cal.at(i, wake - 25), 'HKCategoryValueSleepAnalysisAsleepUnspecified');
      const stages = ['HKCategoryValueSleepAnalysisAsleepCore', 'HKCategoryValueSleepAnalysisAsleepDeep', 'HKCategoryValueSleepAnalysisAsleepREM'];
      let m = bed + 10;
      while (m < wake) {
        const awake = r() < 0.15;
        const len = awake ? 3 + Math.floor(r() * 8) : 15 + Math.floor(r() * 50);
        const end = Math.min(m + len, wake);
        const value = awake ? 'HKCategoryValueSleepAnalysisAwake' : stages[Math.floor(r() * 3)];
        yield rec(WATCH, '', cal.at(i, m, 30), cal.at(i, end, 30), value);
        m = end;
      }
      return;
    }
  }
}

function* workoutOfDay(seed, i, cal) {
  const w = workoutOf(seed, i);
  if (!w) return;
  const start = cal.at(i, w.start, 4);
  const end = cal.at(i, w.start + w.minutes, 4);
  const hh = Math.floor(w.start / 60);
  const route = `/workout-routes/route_${cal.date(i)}_${hh % 12 || 12}.${pad(w.start % 60)}${hh < 12 ? 'am' : 'pm'}.gpx`;
  yield ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="${w.minutes}" durationUnit="min" sourceName="${WATCH}" sourceVersion="10.1.1" device="${DEVICE_WATCH}" creationDate="${end}" startDate="${start}" endDate="${end}">
  <MetadataEntry key="HKIndoorWorkout" value="0"/>
  <MetadataEntry key="HKTimeZone" value="America/Los_Angeles"/>
  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${start}" duration="${w.minutes}" durationUnit="min"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${start}" endDate="${end}" sum="${w.kcal}" unit="Cal"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="${start}" endDate="${end}" sum="${w.km}" unit="km"/>
  <WorkoutRoute sourceName="${WATCH}" sourceVersion="10.1.1" creationDate="${end}" startDate="${start}" endDate="${end}">
   <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>
   <FileReference path="${route}"/>
  </WorkoutRoute>
 </Workout>
`;
  return route;
}

function gpxOf(seed, i, cal) {
  const w = workoutOf(seed, i);
  const r = rngFor(seed, 98, i);
  let lat = 37.7749 + r() * 0.01;
  let lon = -122.4194 + r() * 0.01;
  const points = [];
  for (let k = 0; k <= w.minutes * 2; k++) {
    lat += (r() - 0.3) * 0.0004;
    lon += (r() - 0.3) * 0.0004;
    const t = new Date(Date.parse(`${cal.date(i)}T00:00:00Z`) + (w.start * 60 + k * 30) * 1000).toISOString();
    points.push(`<trkpt lon="${lon.toFixed(6)}" lat="${lat.toFixed(6)}"><ele>${(10 + r() * 5).toFixed(2)}</ele><time>${t}</time></trkpt>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Route ${cal.date(i)}</name><trkseg>
${points.join('\n')}
</trkseg></trk></gpx>
`;
}

function* allXml(seed, days, cal) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n${DTD}<HealthData locale="en_US">\n <ExportDate value="${cal.at(days, 9 * 60)}"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-02" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>\n`;
  // Like the Health app: records grouped by type, then workouts, then activity summaries.
  for (const type of RECORD_TYPES) for (let i = 0; i < days; i++) yield* recordsOf(seed, type, i, cal);
  for (let i = 0; i < days; i++) yield* workoutOfDay(seed, i, cal);
  for (let i = 0; i < days; i++) {
    const r = rngFor(seed, 97, i);
    yield ` <ActivitySummary dateComponents="${cal.date(i)}" activeEnergyBurned="${(300 + r() * 400).toFixed(3)}" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="${Math.floor(r() * 60)}" appleExerciseTimeGoal="30" appleStandHours="${8 + Math.floor(r() * 6)}" appleStandHoursGoal="12"/>\n`;
  }
  yield '</HealthData>\n';
}

/** Bytes of export.xml per day, measured on twelve days spread over a year (for --mb). */
function bytesPerDay(seed, cal) {
  let total = 0;
  const sample = Array.from({ length: 12 }, (_, k) => k * 30);
  for (const type of RECORD_TYPES) for (const i of sample) for (const s of recordsOf(seed, type, i, cal)) total += Buffer.byteLength(s);
  for (const i of sample) for (const s of workoutOfDay(seed, i, cal)) total += Buffer.byteLength(s);
  return total / sample.length;
}

/**
 * Writes the export and answers what it wrote. `days` or `megabytes` (of export.xml) sets its size.
 * @param {{ path: string, format?: 'zip' | 'xml', days?: number, megabytes?: number, seed?: number, startDay?: string, level?: number, onProgress?: (bytes: number) => void }} options
 */
export async function writeAppleExport({ path, format = 'zip', days, megabytes, seed = 1, startDay = '2023-01-01', level = 6, onProgress }) {
  const cal = calendar(startDay);
  const dayCount = days ?? Math.max(1, Math.ceil((megabytes * 1024 * 1024) / bytesPerDay(seed, cal)));
  const zip = format === 'zip' ? createZipWriter(path, { level }) : null;
  const file = zip ? null : createWriteStream(path);
  const out = zip
    ? await zip.entry('apple_health_export/export.xml')
    : {
        write: async (data) => {
          if (!file.write(data)) await once(file, 'drain');
        },
        end: async () => {
          file.end();
          await once(file, 'finish');
        },
      };
  let bytes = 0;
  let pending = [];
  let pendingBytes = 0;
  for (const piece of allXml(seed, dayCount, cal)) {
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes >= 256 * 1024) {
      const chunk = Buffer.from(pending.join(''), 'utf8');
      bytes += chunk.length;
      await out.write(chunk);
      onProgress?.(bytes);
      pending = [];
      pendingBytes = 0;
    }
  }
  const last = Buffer.from(pending.join(''), 'utf8');
  bytes += last.length;
  await out.write(last);
  await out.end();
  const routes = [];
  if (zip) {
    const cda = await zip.entry('apple_health_export/export_cda.xml');
    await cda.write('<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3"></ClinicalDocument>\n');
    await cda.end();
    for (let i = 0; i < dayCount; i++) {
      const gen = workoutOfDay(seed, i, cal);
      let step = gen.next();
      while (!step.done) step = gen.next();
      if (!step.value) continue;
      const name = `apple_health_export${step.value}`;
      routes.push(name);
      const entry = await zip.entry(name);
      await entry.write(gpxOf(seed, i, cal));
      await entry.end();
    }
    await zip.finish();
  }
  return { days: dayCount, firstDay: cal.date(0), lastDay: cal.date(dayCount - 1), xmlBytes: bytes, routes };
}

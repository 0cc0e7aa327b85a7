// Generates a Samsung Health export (a zip of the app's CSVs, each with its metadata line
// before the header) for the import tests. Seeded and streamed like apple-export.mjs.
//
//   writeSamsungExport({ path, days: 30 })
import { createZipWriter } from './zip-writer.mjs';
import { rngFor } from '@pulse/kit/prng';

const STAMP = '20240201120000';
const FOLDER = `samsunghealth_ann_${STAMP}`;

/** UTC "YYYY-MM-DD HH:MM:SS.mmm" as Samsung writes it. */
const utc = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

function calendar(startDay) {
  const start = Date.parse(`${startDay}T00:00:00Z`);
  const date = (i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
  // Seoul, with a trip to New York every 30 days (days 20-24).
  const offset = (i) => (i % 30 >= 20 && i % 30 < 25 ? -300 : 540);
  const label = (minutes) =>
    `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  /** The instant of local day i at minute m. */
  const at = (i, m) => start + i * 86_400_000 + m * 60_000 - offset(i) * 60_000;
  /** Flying east, a local day starts hours before the previous one ended: its first minute that is really later. */
  const firstMinute = (i) => Math.max(0, offset(i) - offset(i - 1));
  return { start, date, offset, label, at, firstMinute };
}

const uuid = (r) =>
  Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

const FILES = {
  steps: {
    name: `com.samsung.shealth.step_daily_trend.${STAMP}.csv`,
    meta: 'com.samsung.shealth.step_daily_trend,6315002,13',
    header: 'binning_data,update_time,create_time,source_pkg_name,count,speed,distance,calorie,source_type,day_time,deviceuuid,pkg_name,datauuid',
  },
  activity: {
    name: `com.samsung.shealth.activity.day_summary.${STAMP}.csv`,
    meta: 'com.samsung.shealth.activity.day_summary,6315002,12',
    header: 'step_count,active_time,calorie,distance,run_time,walk_time,day_time,update_time,create_time,deviceuuid,pkg_name,datauuid',
  },
  sleep: {
    name: `com.samsung.shealth.sleep.${STAMP}.csv`,
    meta: 'com.samsung.shealth.sleep,6315002,14',
    header:
      'sleep_score,efficiency,sleep_duration,com.samsung.health.sleep.create_sh_ver,com.samsung.health.sleep.start_time,com.samsung.health.sleep.custom,com.samsung.health.sleep.update_time,com.samsung.health.sleep.create_time,com.samsung.health.sleep.time_offset,com.samsung.health.sleep.deviceuuid,com.samsung.health.sleep.comment,com.samsung.health.sleep.pkg_name,com.samsung.health.sleep.end_time,com.samsung.health.sleep.datauuid',
  },
  oxygen: {
    name: `com.samsung.shealth.tracker.oxygen_saturation.${STAMP}.csv`,
    meta: 'com.samsung.shealth.tracker.oxygen_saturation,6315002,9',
    header:
      'com.samsung.health.oxygen_saturation.spo2,com.samsung.health.oxygen_saturation.heart_rate,com.samsung.health.oxygen_saturation.start_time,com.samsung.health.oxygen_saturation.end_time,com.samsung.health.oxygen_saturation.time_offset,com.samsung.health.oxygen_saturation.update_time,com.samsung.health.oxygen_saturation.deviceuuid,com.samsung.health.oxygen_saturation.pkg_name,com.samsung.health.oxygen_saturation.datauuid',
  },
  heart_rate: {
    name: `com.samsung.shealth.tracker.heart_rate.${STAMP}.csv`,
    meta: 'com.samsung.shealth.tracker.heart_rate,6315002,12',
    header:
      'source,tag_id,com.samsung.health.heart_rate.heart_beat_count,com.samsung.health.heart_rate.start_time,com.samsung.health.heart_rate.max,com.samsung.health.heart_rate.min,com.samsung.health.heart_rate.update_time,com.samsung.health.heart_rate.time_offset,com.samsung.health.heart_rate.deviceuuid,com.samsung.health.heart_rate.pkg_name,com.samsung.health.heart_rate.end_time,com.samsung.health.heart_rate.heart_rate',
  },
  exercise: {
    name: `com.samsung.shealth.exercise.${STAMP}.csv`,
    meta: 'com.samsung.shealth.exercise,6315002,5',
    header:
      'com.samsung.health.exercise.start_time,com.samsung.health.exercise.end_time,com.samsung.health.exercise.exercise_type,com.samsung.health.exercise.duration,com.samsung.health.exercise.time_offset',
  },
};

function* rowsOf(kind, seed, i, cal) {
  const r = rngFor(seed, Object.keys(FILES).indexOf(kind), i);
  const off = cal.label(cal.offset(i));
  const dayTime = Date.parse(`${cal.date(i)}T00:00:00Z`);
  const pkg = 'com.sec.android.app.shealth';
  switch (kind) {
    case 'steps': {
      const phone = 2000 + Math.floor(r() * 6000);
      const watch = 3000 + Math.floor(r() * 7000);
      const merged = Math.max(phone, watch) + Math.floor(r() * 500);
      const row = (count, type, device) =>
        `,${utc(dayTime + 86_000_000)},${utc(dayTime)},${pkg},${count},1.38,${(count * 0.72).toFixed(2)},${(count * 0.041).toFixed(3)},${type},${dayTime},${device},${pkg},${uuid(r)},\n`;
      // An earlier, partial version of the merged row: the day is rewritten as it goes on.
      yield row(Math.floor(merged / 2), -2, 'VfS0qUERdZ');
      yield row(phone, 0, 'phone-1a2b');
      yield row(watch, 4, 'watch-9z8y');
      yield row(merged, -2, 'VfS0qUERdZ');
      return;
    }
    case 'activity':
      yield `${4000 + Math.floor(r() * 6000)},${Math.floor(20 + r() * 90) * 60_000},${(200 + r() * 300).toFixed(2)},${(3000 + r() * 4000).toFixed(1)},0,0,${dayTime},${utc(dayTime + 86_000_000)},${utc(dayTime)},watch-9z8y,${pkg},${uuid(r)},\n`;
      return;
    case 'sleep': {
      // Tonight: from about 23:00 of day i to about 07:00 of day i+1, in one or two pieces.
      const bed = cal.at(i, 22 * 60 + 30 + Math.floor(r() * 60));
      const wake = cal.at(i, 1440 + 6 * 60 + Math.floor(r() * 90));
      const pieces =
        r() < 0.3
          ? [
              [bed, bed + 3 * 3_600_000],
              [bed + 3 * 3_600_000 + 20 * 60_000, wake],
            ]
          : [[bed, wake]];
      for (const [s, e] of pieces) {
        const score = 60 + Math.floor(r() * 35);
        yield `${score},${(85 + r() * 10).toFixed(1)},${Math.round((e - s) / 60_000)},6315002,${utc(s)},,${utc(e)},${utc(e)},${off},watch-9z8y,,${pkg},${utc(e)},${uuid(r)},\n`;
      }
      return;
    }
    case 'oxygen':
      for (let k = 0; k < 3; k++) {
        const s = cal.at(i, 60 + Math.floor(r() * 1300));
        yield `${93 + Math.floor(r() * 7)},${60 + Math.floor(r() * 20)},${utc(s)},${utc(s + 30_000)},${off},${utc(s)},watch-9z8y,${pkg},${uuid(r)},\n`;
      }
      return;
    case 'heart_rate':
      // Readings are instants: none in the hours a flight east repeats on the clock.
      for (let m = Math.ceil(cal.firstMinute(i) / 10) * 10; m < 1440; m += 10) {
        const s = cal.at(i, m) + Math.floor(r() * 50) * 1000;
        const bpm = 55 + Math.floor(r() * 40);
        yield `,0,${Math.floor(bpm * 0.9)},${utc(s)},${bpm + 3},${bpm - 3},${utc(s)},${off},watch-9z8y,${pkg},${utc(s + 1000)},${bpm}\n`;
      }
      return;
    case 'exercise':
      yield `${utc(cal.at(i, 18 * 60))},${utc(cal.at(i, 18 * 60 + 40))},1002,2400000,${off}\n`;
      return;
  }
}

/** @param {{ path: string, days: number, seed?: number, startDay?: string }} options */
export async function writeSamsungExport({ path, days, seed = 1, startDay = '2024-01-01' }) {
  const cal = calendar(startDay);
  const zip = createZipWriter(path);
  for (const [kind, file] of Object.entries(FILES)) {
    const entry = await zip.entry(`${FOLDER}/${file.name}`);
    await entry.write(`${file.meta}\n${file.header}\n`);
    let pending = '';
    for (let i = 0; i < days; i++) {
      for (const row of rowsOf(kind, seed, i, cal)) pending += row;
      if (pending.length > 64 * 1024) {
        await entry.write(pending);
        pending = '';
      }
    }
    await entry.write(pending);
    await entry.end();
  }
  const json = await zip.entry(`${FOLDER}/jsons/com.samsung.shealth.tracker.heart_rate/0/abc.binning_data.json`);
  await json.write('[]');
  await json.end();
  await zip.finish();
  return {
    days,
    firstDay: cal.date(0),
    lastDay: cal.date(days - 1),
    folder: FOLDER,
    files: Object.fromEntries(Object.entries(FILES).map(([k, f]) => [k, `${FOLDER}/${f.name}`])),
  };
}

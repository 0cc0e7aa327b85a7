// The Apple Health export parser against generated exports (bench/health-apple-export.mjs):
// exact day totals computed here by a separate, whole-file reading of the XML; zip and bare
// XML alike; a truncated file fails with its position and keeps the days handed over before;
// the inline DTD parses and declared entities are never expanded; memory stays flat.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAppleExport } from './generators/apple-export.mjs';
import { createZipWriter } from './generators/zip-writer.mjs';
import { importAppleExport } from './apple.js';
import { collectingSink } from './testing.js';
import { ExportFileError, type DayRow } from './types.js';

const dir = mkdtempSync(join(tmpdir(), 'apple-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the file says, read whole with regular expressions (no saxes, no shared code). */
function expectedFrom(xml: string) {
  const perDay = new Map<string, { sums: Record<string, Map<string, number>>; means: Record<string, number[]>; sleep: [number, number][] }>();
  const minutes = new Map<number, number[]>();
  const get = (day: string) => {
    let d = perDay.get(day);
    if (!d) perDay.set(day, (d = { sums: {}, means: {}, sleep: [] }));
    return d;
  };
  const toMs = (s: string) => {
    const [date, time, off] = s.split(' ');
    const iso = `${date}T${time}${off.slice(0, 3)}:${off.slice(3)}`;
    return new Date(iso).getTime();
  };
  const add = (day: string, key: string, source: string, v: number) => {
    const d = get(day);
    const m = (d.sums[key] ??= new Map());
    m.set(source, (m.get(source) ?? 0) + v);
  };
  const mean = (day: string, key: string, v: number) => (get(day).means[key] ??= []).push(v);
  for (const match of xml.matchAll(/<Record ([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const day = attrs.startDate.slice(0, 10);
    const v = Number(attrs.value);
    switch (attrs.type) {
      case 'HKQuantityTypeIdentifierStepCount':
        add(day, 'steps', attrs.sourceName, v);
        break;
      case 'HKQuantityTypeIdentifierDistanceWalkingRunning':
        add(day, 'distanceKm', attrs.sourceName, attrs.unit === 'km' ? v : NaN);
        break;
      case 'HKQuantityTypeIdentifierActiveEnergyBurned':
        add(day, 'calories', attrs.sourceName, v);
        break;
      case 'HKQuantityTypeIdentifierAppleExerciseTime':
        add(day, 'activeMinutes', attrs.sourceName, v);
        break;
      case 'HKQuantityTypeIdentifierHeartRate': {
        mean(day, 'heartRate', v);
        const minute = Math.floor(toMs(attrs.startDate) / 60_000);
        (minutes.get(minute) ?? minutes.set(minute, []).get(minute)!).push(v);
        break;
      }
      case 'HKQuantityTypeIdentifierRestingHeartRate':
        mean(day, 'restingHeartRate', v);
        break;
      case 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN':
        mean(day, 'hrvMs', v);
        break;
      case 'HKQuantityTypeIdentifierOxygenSaturation':
        mean(day, 'bloodOxygen', v * 100);
        break;
      case 'HKCategoryTypeIdentifierSleepAnalysis': {
        if (!/Asleep/.test(attrs.value)) break;
        // Counted for the morning one wakes up: a stage ending at 18:00 or later is tonight's.
        const endDay = attrs.endDate.slice(0, 10);
        const hour = Number(attrs.endDate.slice(11, 13));
        const wake = hour >= 18 ? new Date(Date.parse(`${endDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : endDay;
        get(wake).sleep.push([toMs(attrs.startDate), toMs(attrs.endDate)]);
        break;
      }
    }
  }
  const r = (v: number | null, d: number) => (v === null ? null : Math.round(v * 10 ** d) / 10 ** d);
  const rows = new Map<string, DayRow>();
  for (const [day, d] of perDay) {
    const most = (k: string) => (d.sums[k] ? Math.max(...d.sums[k].values()) : null);
    const avg = (k: string) => (d.means[k] ? d.means[k].reduce((a, b) => a + b, 0) / d.means[k].length : null);
    // Asleep seconds, counted one by one: no interval arithmetic shared with the parser.
    let sleep: number | null = null;
    if (d.sleep.length) {
      const seconds = new Set<number>();
      for (const [s, e] of d.sleep) for (let t = s; t < e; t += 1000) seconds.add(t);
      sleep = Math.round(seconds.size / 60);
    }
    rows.set(day, {
      day,
      steps: r(most('steps'), 0),
      calories: r(most('calories'), 0),
      distanceKm: r(most('distanceKm'), 3),
      activeMinutes: r(most('activeMinutes'), 0),
      heartRate: r(avg('heartRate'), 0),
      restingHeartRate: r(avg('restingHeartRate'), 0),
      bloodOxygen: r(avg('bloodOxygen'), 1),
      sleepScore: null,
      sleepMinutes: sleep,
      readinessScore: null,
      strain: null,
      hrvMs: r(avg('hrvMs'), 1),
    });
  }
  const samples = [...minutes].map(([m, v]) => ({ at: new Date(m * 60_000), bpm: Math.round(v.reduce((a, b) => a + b, 0) / v.length) }));
  return { rows, samples };
}

const sorted = (m: Map<string, DayRow>) => [...m.values()].sort((a, b) => a.day.localeCompare(b.day));

describe('Apple Health export', () => {
  const xmlPath = join(dir, 'export.xml');
  const zipPath = join(dir, 'export.zip');
  let expected: ReturnType<typeof expectedFrom>;

  it('gives exact day totals and minute heart rate for a bare export.xml', async () => {
    // 50 days from late February: crosses daylight saving (10 March) and a week in Europe (+0100).
    const made = await writeAppleExport({ path: xmlPath, format: 'xml', days: 50, seed: 7, startDay: '2024-02-20' });
    expected = expectedFrom(readFileSync(xmlPath, 'utf8'));
    const sink = collectingSink();
    const summary = await importAppleExport(xmlPath, sink, { batchSize: 1000 });

    expect(sorted(sink.latest)).toEqual(sorted(expected.rows));
    expect(sink.latest.size).toBe(made.days + 1); // the last night ends the morning after
    expect(sink.samples).toEqual(expected.samples);
    expect(summary.heartRateSamples).toBe(expected.samples.length);
    expect(Math.max(...sink.batches)).toBeLessThanOrEqual(1000);
    expect(sink.fractions.at(-1)).toBe(1);
    expect(sink.fractions).toEqual([...sink.fractions].sort((a, b) => a - b));
    expect(summary.workouts).toBeGreaterThan(5);
    expect(sink.workoutList[0]).toMatchObject({ activityType: 'Running', routeFile: expect.stringMatching(/^\/workout-routes\/route_.*\.gpx$/) });
    // A day in Europe keeps its own date: records written at +0100 count for that local date.
    const europe = [...readFileSync(xmlPath, 'utf8').matchAll(/startDate="(\d{4}-\d{2}-\d{2}) \d\d:\d\d:\d\d \+0100"/g)][0][1];
    expect(sink.latest.get(europe)?.steps).toBe(expected.rows.get(europe)?.steps);
  });

  it('reads the same data from export.zip and reports its workout route files', async () => {
    const made = await writeAppleExport({ path: zipPath, days: 50, seed: 7, startDay: '2024-02-20' });
    const sink = collectingSink();
    const summary = await importAppleExport(zipPath, sink);
    expect(sorted(sink.latest)).toEqual(sorted(expected.rows));
    expect(sink.samples).toEqual(expected.samples);
    expect(summary.routeFiles.sort()).toEqual([...made.routes].sort());
    expect(sink.workoutList.map((w) => w.routeFile).sort()).toEqual([...made.routes].sort());
  });

  it('fails a truncated export.xml with where it ends, keeping the days handed over before', async () => {
    const text = readFileSync(xmlPath);
    // Cut in the middle of a heart-rate record's attributes, past steps, distance and energy.
    const hr = text.indexOf('type="HKQuantityTypeIdentifierHeartRate"');
    const cut = text.indexOf('<Record', hr + 200_000) + 40;
    const path = join(dir, 'cut.xml');
    writeFileSync(path, text.subarray(0, cut));
    const sink = collectingSink();
    const failure = await importAppleExport(path, sink, { flushEveryRecords: 100 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ExportFileError);
    expect((failure as Error).message).toBe(`The export file is incomplete: it ends inside <Record> at byte ${cut}`);
    expect((failure as ExportFileError).byte).toBe(cut);
    // The types read completely before the cut were handed over, exactly.
    const days = sorted(expected.rows).filter((r) => r.steps !== null);
    expect(days.length).toBeGreaterThan(40);
    for (const row of days) {
      expect(sink.latest.get(row.day)).toMatchObject({ steps: row.steps, distanceKm: row.distanceKm, calories: row.calories });
    }

    // Cut between two elements: the innermost open one is named.
    const between = text.indexOf('\n <Record', hr + 100_000) + 1;
    writeFileSync(path, text.subarray(0, between));
    await expect(importAppleExport(path, collectingSink())).rejects.toThrow(`The export file is incomplete: it ends inside <HealthData> at byte ${between}`);
  });

  it('fails a cut-short export.zip (no directory), a zip whose export.xml was cut, and corrupt deflated bytes', async () => {
    const copy = join(dir, 'cut.zip');
    writeFileSync(copy, readFileSync(zipPath));
    truncateSync(copy, 300_000);
    await expect(importAppleExport(copy, collectingSink())).rejects.toThrow(/^The export file is incomplete: the zip archive ends at byte 300000 before its directory/);

    // A complete zip whose export.xml itself was cut (the phone ran out of space mid-export).
    const text = readFileSync(xmlPath);
    const cut = text.indexOf('<Workout ') + 30;
    const zip = createZipWriter(join(dir, 'cut-inside.zip'));
    const entry = await zip.entry('apple_health_export/export.xml');
    await entry.write(text.subarray(0, cut));
    await entry.end();
    await zip.finish();
    const sink = collectingSink();
    await expect(importAppleExport(join(dir, 'cut-inside.zip'), sink)).rejects.toThrow(`The export file is incomplete: it ends inside <Workout> at byte ${cut}`);
    expect(sink.latest.size).toBeGreaterThan(40);

    // Bytes damaged in the middle of the compressed export.xml.
    const damaged = readFileSync(zipPath);
    damaged.fill(0x55, 200_000, 201_000);
    writeFileSync(join(dir, 'damaged.zip'), damaged);
    const failure = await importAppleExport(join(dir, 'damaged.zip'), collectingSink()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ExportFileError);
    expect((failure as Error).message).toMatch(/^The export file (could not be read|is not valid XML) near byte \d+: /);
  });

  it('parses the inline DTD and never expands entities declared in it', async () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const record = (value: string) =>
      ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="x" unit="count" startDate="2024-01-01 10:00:00 -0800" endDate="2024-01-01 10:05:00 -0800" value="${value}"/>\n`;
    // "Billion laughs": each entity ten of the one before, 10^9 "lol"s if expanded.
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n');
    const bomb = `${head}<!DOCTYPE HealthData [\n<!ENTITY lol0 "lol">\n${laughs}\n]>\n<HealthData locale="en_US">\n${record('1')}${record('&lol9;')}</HealthData>\n`;
    writeFileSync(join(dir, 'bomb.xml'), bomb);
    // Refused at the first use of an entity, so nothing is expanded (no clock needed to show it).
    const failure = await importAppleExport(join(dir, 'bomb.xml'), collectingSink()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ExportFileError);
    expect((failure as Error).message).toMatch(/^The export file is not valid XML near byte \d+: undefined entity/);

    // An external entity is not fetched or read either.
    const xxe = `${head}<!DOCTYPE HealthData [\n<!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<HealthData locale="en_US">\n${record('&xxe;')}</HealthData>\n`;
    writeFileSync(join(dir, 'xxe.xml'), xxe);
    await expect(importAppleExport(join(dir, 'xxe.xml'), collectingSink())).rejects.toThrow(/not valid XML.*undefined entity/);

    // The predefined entities (Apple's device strings are full of &lt;) are fine.
    const plain = `${head}<!DOCTYPE HealthData [\n<!ELEMENT HealthData (Record*)>\n]>\n<HealthData locale="en_US">\n${record('12').replace('sourceName="x"', 'sourceName="&lt;Ann&apos;s&gt;"')}</HealthData>\n`;
    writeFileSync(join(dir, 'plain.xml'), plain);
    const sink = collectingSink();
    await importAppleExport(join(dir, 'plain.xml'), sink);
    expect(sink.latest.get('2024-01-01')?.steps).toBe(12);
  });

  it('refuses files that are not an Apple Health export', async () => {
    writeFileSync(join(dir, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await expect(importAppleExport(join(dir, 'photo.jpg'), collectingSink())).rejects.toThrow('This is not an Apple Health export: expected export.zip or export.xml');
    const zip = createZipWriter(join(dir, 'other.zip'));
    const entry = await zip.entry('notes.txt');
    await entry.write('hello');
    await entry.end();
    await zip.finish();
    await expect(importAppleExport(join(dir, 'other.zip'), collectingSink())).rejects.toThrow(
      'This zip has no apple_health_export/export.xml: is it an Apple Health export?',
    );
  });

  it('reads nothing more while a heart-rate batch is being written', async () => {
    let writing = false;
    let progressWhileWriting = 0;
    const sink = collectingSink({
      onHeartRate: async () => {
        writing = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        writing = false;
      },
    });
    sink.progress = (f) => {
      if (writing) progressWhileWriting += 1;
      sink.fractions.push(f);
    };
    await importAppleExport(zipPath, sink, { batchSize: 500 });
    expect(sink.batches.length).toBeGreaterThan(5);
    expect(progressWhileWriting).toBe(0);
  });

  it('keeps memory flat on a ~100 MB export', async () => {
    const big = join(dir, 'big.zip');
    await writeAppleExport({ path: big, megabytes: 100, seed: 3, level: 1 });
    const rss: { fraction: number; rss: number }[] = [];
    let fraction = 0;
    const timer = setInterval(() => rss.push({ fraction, rss: process.memoryUsage.rss() }), 100);
    // What the import still holds, after a full collection at the 10% and 95% marks: RSS alone
    // hides a slow retention behind the collector's own growth (a kept attribute string held
    // its whole parse chunk, ~25 MB on this file).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const live: Record<number, number> = {};
    const sink = {
      days: async () => {},
      heartRate: async () => {},
      progress: (f: number) => {
        fraction = f;
        if ((f === 0.1 || f === 0.95) && !(f in live)) {
          gc();
          live[f] = process.memoryUsage().heapUsed;
        }
      },
    };
    const summary = await importAppleExport(big, sink);
    clearInterval(timer);
    expect(summary.bytes).toBeGreaterThan(100 * 1024 * 1024);
    const at10 = Math.max(...rss.filter((s) => s.fraction <= 0.1).map((s) => s.rss));
    const peak = Math.max(...rss.map((s) => s.rss));
    expect((peak - at10) / 1048576).toBeLessThan(64);
    expect((live[0.95] - live[0.1]) / 1048576).toBeLessThan(8);
  }, 60_000);
});

// The Samsung Health export parser against generated exports (bench/health-samsung-export.mjs):
// exact day totals computed here from the CSV text by a separate reading; the metadata line
// before the header (and files without it); a broken file keeps the days of the files before;
// files that are not a Samsung export are refused.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSamsungExport } from './generators/samsung-export.mjs';
import { createZipWriter } from './generators/zip-writer.mjs';
import { importSamsungExport } from './samsung.js';
import { collectingSink } from './testing.js';
import { ExportFileError, type DayRow } from './types.js';
import { openZip } from './zip.js';

const dir = mkdtempSync(join(tmpdir(), 'samsung-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function entriesOf(path: string): Promise<Map<string, string>> {
  const zip = await openZip(path, (await stat(path)).size);
  const out = new Map<string, string>();
  for (const entry of zip.entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.stream(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  zip.close();
  return out;
}

/** Rows of a generated CSV as objects: line 1 is the metadata line, line 2 the header. */
function table(text: string) {
  const lines = text.trim().split('\n');
  const header = lines[1].split(',').map((h) => h.replace(/^com\.samsung\.health\.\w+\./, ''));
  return lines.slice(2).map((line) => Object.fromEntries(line.split(',').map((v, i) => [header[i] ?? `extra${i}`, v])));
}

function expectedFrom(files: Map<string, string>) {
  const text = (part: string) => [...files].find(([name]) => name.includes(part))![1];
  const days = new Map<string, { src: Record<string, Map<string, number>>; means: Record<string, number[]>; asleep: Set<number> }>();
  const get = (day: string) => days.get(day) ?? days.set(day, { src: {}, means: {}, asleep: new Set() }).get(day)!;
  const biggest = (day: string, key: string, source: string, v: number) => {
    const m = (get(day).src[key] ??= new Map());
    m.set(source, Math.max(m.get(source) ?? 0, v));
  };
  const offsetMs = (label: string) => (label[3] === '-' ? -1 : 1) * (Number(label.slice(4, 6)) * 60 + Number(label.slice(6, 8))) * 60_000;
  const ms = (t: string) => Date.parse(`${t.replace(' ', 'T')}Z`);
  const local = (t: string, off: string) => new Date(ms(t) + offsetMs(off)).toISOString();

  for (const row of table(text('step_daily_trend'))) {
    const day = new Date(Number(row.day_time)).toISOString().slice(0, 10);
    const source = row.source_type === '-2' ? 'merged' : row.deviceuuid;
    biggest(day, 'steps', source, Number(row.count));
    biggest(day, 'distanceKm', source, Number(row.distance) / 1000);
    biggest(day, 'calories', source, Number(row.calorie));
  }
  for (const row of table(text('activity.day_summary'))) {
    biggest(new Date(Number(row.day_time)).toISOString().slice(0, 10), 'activeMinutes', 'x', Number(row.active_time) / 60_000);
  }
  for (const row of table(text('.sleep.'))) {
    const end = local(row.end_time, row.time_offset);
    const wake = Number(end.slice(11, 13)) >= 18 ? new Date(Date.parse(end.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10) : end.slice(0, 10);
    const d = get(wake);
    for (let t = ms(row.start_time); t < ms(row.end_time); t += 1000) d.asleep.add(t);
    (d.means.sleepScore ??= []).push(Number(row.sleep_score));
  }
  for (const row of table(text('oxygen_saturation'))) (get(local(row.start_time, row.time_offset).slice(0, 10)).means.bloodOxygen ??= []).push(Number(row.spo2));
  const minutes = new Map<number, number[]>();
  for (const row of table(text('tracker.heart_rate'))) {
    (get(local(row.start_time, row.time_offset).slice(0, 10)).means.heartRate ??= []).push(Number(row.heart_rate));
    const minute = Math.floor(ms(row.start_time) / 60_000);
    (minutes.get(minute) ?? minutes.set(minute, []).get(minute)!).push(Number(row.heart_rate));
  }
  const r = (v: number | null, d: number) => (v === null ? null : Math.round(v * 10 ** d) / 10 ** d);
  const rows = new Map<string, DayRow>();
  for (const [day, d] of days) {
    const most = (k: string) => (d.src[k] ? Math.max(...d.src[k].values()) : null);
    const avg = (k: string) => (d.means[k] ? d.means[k].reduce((a, b) => a + b, 0) / d.means[k].length : null);
    rows.set(day, {
      day,
      steps: r(most('steps'), 0),
      calories: r(most('calories'), 0),
      distanceKm: r(most('distanceKm'), 3),
      activeMinutes: r(most('activeMinutes'), 0),
      heartRate: r(avg('heartRate'), 0),
      restingHeartRate: null,
      bloodOxygen: r(avg('bloodOxygen'), 1),
      sleepScore: r(avg('sleepScore'), 0),
      sleepMinutes: d.asleep.size ? Math.round(d.asleep.size / 60) : null,
      readinessScore: null,
      strain: null,
      hrvMs: null,
    });
  }
  const samples = [...minutes].map(([m, v]) => ({ at: new Date(m * 60_000), bpm: Math.round(v.reduce((a, b) => a + b, 0) / v.length) }));
  return { rows, samples };
}

const sorted = (m: Map<string, DayRow>) => [...m.values()].sort((a, b) => a.day.localeCompare(b.day));

describe('Samsung Health export', () => {
  const path = join(dir, 'samsung.zip');
  let files: Map<string, string>;
  let made: Awaited<ReturnType<typeof writeSamsungExport>>;
  beforeAll(async () => {
    // 30 days from Seoul (UTC+0900) with five days in New York (UTC-0500).
    made = await writeSamsungExport({ path, days: 30, seed: 5 });
    files = await entriesOf(path);
  });

  it('gives exact day totals and minute heart rate', async () => {
    const expected = expectedFrom(files);
    const sink = collectingSink();
    const summary = await importSamsungExport(path, sink, { batchSize: 1000 });
    expect(sorted(sink.latest)).toEqual(sorted(expected.rows));
    expect(sink.samples).toEqual(expected.samples);
    expect(summary.heartRateSamples).toBe(expected.samples.length);
    expect(expected.samples.length).toBeGreaterThan(25 * 144);
    expect(Math.max(...sink.batches)).toBeLessThanOrEqual(1000);
    expect(sink.fractions.at(-1)).toBe(1);
    // Each file is handed over as a whole once read: steps first.
    expect(sink.calls[0].every((row) => row.steps !== null)).toBe(true);
  });

  it('reads CSVs with and without the metadata line before the header', async () => {
    expect(files.get(made.files.steps)!.split('\n')[0]).toBe('com.samsung.shealth.step_daily_trend,6315002,13');
    const bare = join(dir, 'no-metadata.zip');
    const zip = createZipWriter(bare);
    const entry = await zip.entry(made.files.steps);
    await entry.write(files.get(made.files.steps)!.split('\n').slice(1).join('\n'));
    await entry.end();
    await zip.finish();
    const sink = collectingSink();
    await importSamsungExport(bare, sink);
    const expected = expectedFrom(files);
    for (const row of sorted(sink.latest)) expect(row.steps).toBe(expected.rows.get(row.day)!.steps);
    expect(sink.latest.size).toBe(30);
  });

  it('fails on a broken CSV naming the file and line, keeping the days of the files read before', async () => {
    const broken = join(dir, 'broken.zip');
    const zip = createZipWriter(broken);
    for (const name of [made.files.steps, made.files.heart_rate]) {
      const entry = await zip.entry(name);
      const text = files.get(name)!;
      // A quote opened and never closed on the heart-rate file's 11th line.
      await entry.write(
        name === made.files.heart_rate
          ? text
              .split('\n')
              .map((l, i) => (i === 10 ? `"${l}` : l))
              .join('\n')
          : text,
      );
      await entry.end();
    }
    await zip.finish();
    const sink = collectingSink();
    const failure = await importSamsungExport(broken, sink).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ExportFileError);
    expect((failure as Error).message).toMatch(/^The export file could not be read: com\.samsung\.shealth\.tracker\.heart_rate\.\d+\.csv line \d+: /);
    expect(sink.latest.size).toBe(30);
    expect([...sink.latest.values()].every((row) => row.steps !== null)).toBe(true);
  });

  it('refuses a cut-short zip and files that are not a Samsung export', async () => {
    const cut = join(dir, 'cut.zip');
    writeFileSync(cut, readFileSync(path));
    truncateSync(cut, 5000);
    await expect(importSamsungExport(cut, collectingSink())).rejects.toThrow(/^The export file is incomplete: the zip archive ends at byte 5000/);

    writeFileSync(join(dir, 'export.xml'), '<?xml version="1.0"?><HealthData/>');
    await expect(importSamsungExport(join(dir, 'export.xml'), collectingSink())).rejects.toThrow('This is not a Samsung Health export: expected a zip of its CSV files');
    const other = join(dir, 'other.zip');
    const zip = createZipWriter(other);
    const entry = await zip.entry('notes.csv');
    await entry.write('a,b\n1,2\n');
    await entry.end();
    await zip.finish();
    await expect(importSamsungExport(other, collectingSink())).rejects.toThrow(/^This zip has no Samsung Health CSV files/);
  });
});

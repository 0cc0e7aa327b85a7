// Apple Health export import: throughput and memory on a generated 500 MB export.xml (zipped,
// as the Health app writes it), in one run with its baselines:
//   raw      inflating export.xml out of the zip and counting bytes (the floor: no parsing)
//   parse    the parser with a sink that keeps nothing (saxes + day totals + minute heart rate)
//   import   the parser writing PostgreSQL through the import job's own writer (upsertDays:
//            day rows upserted, columns merged; insertHeartRate: minute heart rate in batches
//            of 5,000 with `on conflict do nothing`)
// Figures are MB/s (of export.xml), records/s, and each as a ratio of the raw read. Peak RSS is
// sampled every 100 ms during the import; the run fails when RSS grows by more than 64 MB
// between the 10% and 100% marks (memory must stay flat, whatever the file's size). The three
// are interleaved for --rounds rounds (default 3) and each figure is its best round: on a shared
// machine the slowest round measures the neighbours.
//
//   npm run bench:apple-import                       # 500 MB
//   npm run bench:apple-import -- --mb 100 --reuse   # keep a generated file between runs
//
// The import writes health's own tables (migrated into a database made for the run and dropped
// at the end) through the import job's writer, wearables/store.ts.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { writeAppleExport } from '../subgraphs/health/src/imports/generators/apple-export.mjs';
import { importAppleExport } from '../subgraphs/health/src/imports/apple.js';
import type { DayRow, HealthImportSink } from '../subgraphs/health/src/imports/types.js';
import { openZip } from '../subgraphs/health/src/imports/zip.js';
import { health } from '../subgraphs/health/src/index.js';
import { insertHeartRate, upsertDays } from '../subgraphs/health/src/wearables/store.js';
import { WearableProvider } from '../subgraphs/health/src/wearables/devices.js';
import { openSubgraphOrm } from '@pulse/kit';
import { createTestDatabase } from '@pulse/dev-env';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '500' },
    out: { type: 'string', default: '.data/bench/apple-export.zip' },
    reuse: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
  },
});
const MB = Number(values.mb);
const PATH = values.out!;
const LIMIT_MB = 64;

let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}
const database = await createTestDatabase();

try {
  mkdirSync(dirname(PATH), { recursive: true });
  if (!(values.reuse && existsSync(PATH))) {
    console.log(`generating a ${MB} MB export.xml into ${PATH}...`);
    const t0 = performance.now();
    const made = await writeAppleExport({ path: PATH, megabytes: MB, seed: 1 });
    console.log(`  ${made.days} days, ${(statSync(PATH).size / 1048576).toFixed(1)} MB zipped, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }

  // Baseline: the bytes alone.
  const rawRead = async () => {
    const t0 = performance.now();
    const zip = await openZip(PATH, statSync(PATH).size);
    const entry = zip.entries.find((e) => e.fileName === 'apple_health_export/export.xml')!;
    let bytes = 0;
    for await (const chunk of await zip.stream(entry)) bytes += (chunk as Buffer).length;
    zip.close();
    return { bytes, seconds: (performance.now() - t0) / 1000 };
  };
  // The parser alone.
  const parseOnly = async () => {
    const t0 = performance.now();
    const summary = await importAppleExport(PATH, { days: async () => {}, heartRate: async () => {}, progress: () => {} });
    return { summary, seconds: (performance.now() - t0) / 1000 };
  };

  // The parser writing PostgreSQL through the import job's own writer (wearables/store.ts:
  // upsertDays, insertHeartRate) into health's real tables, migrated in a database of its own.
  const orm = await openSubgraphOrm(health, database.url, 2);
  const knex = orm.em.getKnex();
  const OWNER = 'bench-member';
  let statements = 0;
  /** The import's progress, 0..1, read by the RSS sampler. */
  let mark = 0;
  const sink: HealthImportSink = {
    async days(rows: DayRow[]) {
      statements += 1;
      await upsertDays(knex, OWNER, WearableProvider.APPLE_WATCH, rows);
    },
    async heartRate(samples) {
      statements += Math.ceil(samples.length / 5000);
      await insertHeartRate(knex, OWNER, WearableProvider.APPLE_WATCH, samples);
    },
    progress(fraction) {
      mark = fraction;
    },
  };

  let writing = 0;
  const timed =
    <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      const t0 = performance.now();
      await write(...args);
      writing += (performance.now() - t0) / 1000;
    };
  sink.days = timed(sink.days.bind(sink));
  sink.heartRate = timed(sink.heartRate.bind(sink));
  const fullImport = async () => {
    await knex.raw('truncate health.wearable_days, health.heart_rate_samples');
    mark = 0;
    writing = 0;
    statements = 0;
    const samples: { mark: number; rss: number }[] = [];
    const sample = () => samples.push({ mark, rss: process.memoryUsage.rss() });
    const timer = setInterval(sample, 100);
    const t0 = performance.now();
    const summary = await importAppleExport(PATH, sink);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(timer);
    sample();
    return { summary, seconds, samples, writing, statements };
  };

  const rounds: { raw: Awaited<ReturnType<typeof rawRead>>; parse: Awaited<ReturnType<typeof parseOnly>>; full: Awaited<ReturnType<typeof fullImport>> }[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    const raw = await rawRead();
    const parse = await parseOnly();
    const full = await fullImport();
    const mb = raw.bytes / 1048576;
    console.log(
      `round ${round}: raw ${(mb / raw.seconds).toFixed(1)} MB/s, parse ${(mb / parse.seconds).toFixed(1)} MB/s, import ${(mb / full.seconds).toFixed(1)} MB/s (${full.writing.toFixed(1)} s of ${full.seconds.toFixed(1)} s writing PostgreSQL)`,
    );
    rounds.push({ raw, parse, full });
  }
  const best = <T extends { seconds: number }>(pick: (r: (typeof rounds)[number]) => T) => rounds.map(pick).sort((a, b) => a.seconds - b.seconds)[0];
  const raw = best((r) => r.raw);
  const parse = best((r) => r.parse);
  const { summary, seconds, samples, writing: writingSeconds } = best((r) => r.full);
  const xmlMB = raw.bytes / 1048576;

  const stored = (
    (await knex.raw(`select (select count(*) from health.wearable_days)::int as days, (select count(*) from health.heart_rate_samples)::int as samples`)) as {
      rows: { days: number; samples: number }[];
    }
  ).rows[0];
  const at10 = Math.max(...samples.filter((s) => s.mark <= 0.1).map((s) => s.rss));
  const peak = Math.max(...rounds.flatMap((r) => r.full.samples.map((s) => s.rss)));
  // Every round is held to the limit, the worst one reported.
  const growth = Math.max(
    ...rounds.map((r) => {
      const before = Math.max(...r.full.samples.filter((s) => s.mark <= 0.1).map((s) => s.rss));
      return (Math.max(...r.full.samples.filter((s) => s.mark >= 0.1).map((s) => s.rss)) - before) / 1048576;
    }),
  );
  const result = {
    at: new Date().toISOString(),
    /** The machine's 1/5/15-minute load when the run ended: figures from a loaded machine are noisy. */
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    exportXmlMB: Number(xmlMB.toFixed(1)),
    zipMB: Number((statSync(PATH).size / 1048576).toFixed(1)),
    records: summary.records,
    days: stored.days,
    heartRateSamples: stored.samples,
    workouts: summary.workouts,
    sqlStatements: best((r) => r.full).statements,
    raw: { seconds: raw.seconds, mbPerSecond: xmlMB / raw.seconds },
    parse: { seconds: parse.seconds, mbPerSecond: xmlMB / parse.seconds, recordsPerSecond: parse.summary.records / parse.seconds, ofRaw: raw.seconds / parse.seconds },
    import: { seconds, writingSeconds, mbPerSecond: xmlMB / seconds, recordsPerSecond: summary.records / seconds, ofRaw: raw.seconds / seconds },
    rounds: rounds.length,
    rss: { at10PercentMB: at10 / 1048576, peakMB: peak / 1048576, growthAfter10PercentMB: growth, limitMB: LIMIT_MB, samples: samples.length },
  };
  console.log(
    `import:    ${result.import.mbPerSecond.toFixed(1)} MB/s, ${Math.round(result.import.recordsPerSecond)} records/s (${summary.records} records, ${stored.days} days, ${stored.samples} minute samples, ${result.sqlStatements} statements, ${writingSeconds.toFixed(1)} s writing)`,
  );
  console.log(`ratios to the raw read: parse ${result.parse.ofRaw.toFixed(2)}, import ${result.import.ofRaw.toFixed(2)}`);
  console.log(
    `RSS: ${result.rss.at10PercentMB.toFixed(0)} MB at 10%, peak ${result.rss.peakMB.toFixed(0)} MB, growth after 10% ${growth.toFixed(1)} MB (limit ${LIMIT_MB} MB)`,
  );
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/health-import.json', import.meta.url), JSON.stringify(result, null, 2) + '\n');
  if (growth > LIMIT_MB) {
    console.error(`FAIL: RSS grew by ${growth.toFixed(1)} MB between the 10% and 100% marks (limit ${LIMIT_MB} MB)`);
    process.exitCode = 1;
  }
  await orm.close();
} finally {
  await database.drop().catch(() => {});
  await embedded?.stop();
}

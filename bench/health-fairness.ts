// Can one member slow another down in health? (issue 18, item 10.) One member ("heavy") runs
// each heavy operation of the hostile-input probe while another member ("other") makes the
// ordinary requests of the health page one after another; the other member's p50/p99 is
// reported beside its p50/p99 on the idle service, measured in the same run (idle phases are
// interleaved with the heavy ones, so drift hits both alike). Target: p99 at most 2x idle.
//
//   npm run bench:fairness                          # every scenario, 1 round of 400 requests each
//   npm run bench:fairness -- --requests 60 --rounds 1 --only gpx-repeated   # a smoke run
//
// Scenarios (the probe's inputs):
//   gpx-repeated     upload + import of a GPX repeating one position 12,000 times, again and again
//   gpx-million      upload + import of a 1,000,000-point GPX (38 MB)
//   first-search     the heavy member's first searchHealth (their stored passages deleted before
//                    each one, so every search embeds all their data again)
//   rag-50           bursts of 50 concurrent POST /api/ai/rag
//   heart-rate-50    bursts of 50 concurrent 7-day heart-rate charts (10,080 minutes each)
//   rag-2, heart-rate-2   the same in bursts of 2, the per-member limit: what the heavy work itself
//                    costs, without the 48 refused requests of each burst
//
// `--layout processes` (the default) runs the product as `npm start` does: the real start script,
// every service its own process, and this process only the two members' clients. `--layout
// one-process` runs the whole stack (every subgraph, the gateway) and both clients in this one
// Node process, a harsher setting: whatever blocks health's thread there blocks the gateway too.
// In both, the other member's client has a thread of its own (bench/ordinary-client.mjs), so
// the heavy member's client in the main thread never delays its timing.
// Results: bench/results/health-fairness.json (one-process: health-fairness-one-process.json).
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { createReadStream, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { createTestDatabase, registerMember, startStack, type Stack, type TestDatabase } from '@pulse/dev-env';
import { startProduct, type Product } from '@pulse/dev-env/product';
import { HAVE_WORKER, WORKER_BIN } from '@pulse/dev-env/sfu';
import { configSpec as gatewayConfigSpec } from '@pulse/gateway/config';
import { statCpuMs } from './proc-cpu.js';

const SCENARIOS = ['gpx-repeated', 'gpx-million', 'first-search', 'rag-50', 'heart-rate-50', 'rag-2', 'heart-rate-2'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values } = parseArgs({
  options: {
    // 400 by default: the p99 of 100 samples (pct below) is their slowest, one stall of the
    // machine; of 400 it is the fourth slowest, what a member meets once in a hundred requests.
    requests: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '1' },
    only: { type: 'string' },
    // The gateway's per-member budget (MEMBER_CONCURRENT_REQUESTS / MEMBER_QUEUED_REQUESTS); its defaults when absent.
    'member-concurrent': { type: 'string' },
    'member-queued': { type: 'string' },
    layout: { type: 'string', default: 'processes' },
  },
});
const LAYOUT = values.layout as 'processes' | 'one-process';
if (LAYOUT !== 'processes' && LAYOUT !== 'one-process') throw new Error('--layout must be processes or one-process');
if (LAYOUT === 'processes' && !HAVE_WORKER)
  throw new Error(`--layout processes starts the media server too: mediasoup-worker not found at ${WORKER_BIN} (npm start builds it)`);
const REQUESTS = Number(values.requests);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(REQUESTS) || REQUESTS < 10) throw new Error('--requests must be an integer of at least 10');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a positive integer');
const chosen = (values.only?.split(',') ?? SCENARIOS) as Scenario[];
for (const s of chosen) if (!SCENARIOS.includes(s)) throw new Error(`--only: unknown scenario ${s} (${SCENARIOS.join(', ')})`);

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

/**
 * A GPX file of `n` points, written once to a temporary file and sent from there many times (the
 * bench's own work stays out of the measured requests). `still` repeats one position with times
 * and elevations (the probe's 0.3 MB worst case); otherwise a winding track of bare points (the
 * probe's 38 MB million).
 */
function gpx(n: number, still: boolean): { path: string; size: number } {
  const start = Date.UTC(2026, 10, 1, 7);
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Pulse bench" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>\n`,
  ];
  for (let i = 0; i < n; i++) {
    if (still) parts.push(`<trkpt lat="37.77" lon="-122.45"><ele>10</ele><time>${new Date(start + i * 1000).toISOString()}</time></trkpt>\n`);
    else parts.push(`<trkpt lat="${(37.77 + i * 0.000003 + Math.sin(i / 40) * 0.0002).toFixed(6)}" lon="${(-122.45 + Math.cos(i / 55) * 0.0003).toFixed(6)}"/>\n`);
  }
  parts.push('</trkseg></trk></gpx>\n');
  const path = join(gpxDir, `${still ? 'still' : 'million'}.gpx`);
  writeFileSync(path, parts.join(''));
  return { path, size: statSync(path).size };
}
const gpxDir = mkdtempSync(join(tmpdir(), 'pulse-fairness-'));

/**
 * POSTs one file as multipart/form-data (`purpose=activity`, `file`), streamed from disk with
 * backpressure. Not fetch with a FormData of a Blob: undici pulls a Blob body through web streams
 * in microtasks, so sending the 43 MB file held this process's one thread for 0.9-2.9 s at a
 * time (a CPU profile of the bench), a stall of the bench's own client that the measured member
 * met and the service did not cause. A member's client runs on their own machine.
 */
function postFile(url: string, token: string, file: { path: string; size: number }, name: string): Promise<{ status: number; json: unknown }> {
  const boundary = `pulse-bench-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nactivity\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/gpx+xml\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.size + tail.length,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(file.path);
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

// CPU time by thread, from /proc (Linux; absent elsewhere, and the columns stay empty). "main" is
// the request threads (one-process: this process's one thread, which every request of the
// stack shares; processes: each service's main thread, summed), "others" the worker threads
// (health's parsers and encoder, V8's and libuv's helpers). Less noisy than latency on a busy
// machine: a phase's main-thread CPU less the other member's share (its CPU per request in
// the idle phases) is what the heavy member's operations (refused ones included) cost the
// threads everybody waits for.
type ThreadCpu = { main: number; others: number };
function threadCpuMs(pids: number[]): ThreadCpu | undefined {
  if (process.platform !== 'linux') return undefined;
  const read = (pid: number, tid: string) => {
    try {
      return statCpuMs(`/proc/${pid}/task/${tid}/stat`);
    } catch {
      return 0; // the thread ended between the listing and the read
    }
  };
  const total = { main: 0, others: 0 };
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // a service that is being restarted
    }
    for (const tid of tids) total[Number(tid) === pid ? 'main' : 'others'] += read(pid, tid);
  }
  return total;
}
const cpuDelta = (before: ThreadCpu | undefined, now: ThreadCpu | undefined) =>
  // Threads that ended meanwhile take their CPU with them: `others` is a floor.
  before && now ? { main: now.main - before.main, others: Math.max(0, now.others - before.others) } : undefined;

let embedded: EmbeddedServer | undefined;
if (!process.env.DATABASE_URL) {
  embedded = await startEmbeddedPostgres({ dir: '.data/bench-postgres', port: 54331, database: 'postgres' });
  process.env.DATABASE_URL = embedded.adminUrl;
}

/** What the bench drives, in either layout. */
interface Target {
  url: string;
  graphqlUrl: string;
  databaseUrl: string;
  budget: { concurrent: number; queue: number };
  /** The heavy member's requests the gateway's per-member budget refused so far (one-process only: another process's count is not readable). */
  refusedAtGateway(): number | undefined;
  /** CPU by thread of the processes serving requests. */
  cpu(): ThreadCpu | undefined;
  stop(): Promise<void>;
  /** What the services printed (processes layout), shown when the bench fails. */
  output(): string;
}
const budgetEnv = { MEMBER_CONCURRENT_REQUESTS: values['member-concurrent'], MEMBER_QUEUED_REQUESTS: values['member-queued'] };
const env = { LOG_LEVEL: 'error', REGISTER_LIMIT_PER_IP: '100000', ...budgetEnv };

async function oneProcess(): Promise<Target> {
  const stack: Stack = await startStack({ env });
  return {
    url: stack.url,
    graphqlUrl: stack.graphqlUrl,
    databaseUrl: stack.database.url,
    budget: stack.config.memberBudget,
    refusedAtGateway: () => stack.gateway.memberBudget.refused(),
    cpu: () => threadCpuMs([process.pid]),
    stop: () => stack.stop(),
    output: () => '',
  };
}

async function processes(): Promise<Target> {
  const database: TestDatabase = await createTestDatabase();
  let product: Product;
  try {
    // As `npm start` runs (its defaults, no test settings), on free ports and a fresh database.
    const productEnv = { ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)), DATABASE_URL: database.url, MEDIASOUP_WORKER_BIN: WORKER_BIN };
    product = await startProduct({ name: 'bench-fairness', env: productEnv });
    const gatewayConfig = gatewayConfigSpec.load({ ...productEnv, DATA_DIR: product.dataDir });
    return {
      url: product.url,
      graphqlUrl: product.graphqlUrl,
      databaseUrl: database.url,
      budget: gatewayConfig.memberBudget,
      refusedAtGateway: () => undefined,
      output: () => product.output(),
      cpu: () => threadCpuMs([...product.healthUrl.keys()].filter((name) => name !== 'sfu').map((name) => product.pidOf(name))),
      stop: async () => {
        await product.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

const stack = LAYOUT === 'processes' ? await processes() : await oneProcess();
const budget = stack.budget;
try {
  const [heavy, other, warm] = [await registerMember(stack), await registerMember(stack), await registerMember(stack)];
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  db.on('error', () => {});

  // The heavy member's data: what a first search embeds (40 meals, 30 days from 4 devices, the
  // week's averages) and 7 days of minute heart rate; the other member's day of heart rate and a
  // week of days, so its ordinary requests answer something.
  const seed = async (owner: string, days: number, providers: string[], hrDays: number, meals: number) => {
    await db.query(
      `INSERT INTO health.wearable_days (owner_id, provider, day, steps, calories, distance_km, active_minutes, heart_rate, resting_heart_rate, sleep_minutes, sleep_score, last_updated)
       SELECT $1, p, current_date - d, 4000 + d * 97 % 9000, 1800 + d * 13 % 900, 3.1, 30 + d % 60, 60 + d % 30, 50 + d % 15, 360 + d * 7 % 150, 60 + d % 35, now()
       FROM unnest($2::text[]) p CROSS JOIN generate_series(0, $3 - 1) d`,
      [owner, providers, days],
    );
    await db.query(
      `INSERT INTO health.heart_rate_samples (owner_id, provider, at, bpm)
       SELECT $1, 'oura', date_trunc('minute', now()) - make_interval(mins => i), 55 + i * 7 % 60 FROM generate_series(0, $2 - 1) i`,
      [owner, hrDays * 1440],
    );
    await db.query(
      `INSERT INTO health.meals (id, owner_id, name, description, foods, nutrition, quality_score, grade, eaten_at, logged_on)
       SELECT 'cb' || substr(md5($1 || k), 1, 23), $1, 'Meal ' || k, 'Oats with banana and peanut butter, a glass of milk', '[]',
              jsonb_build_object('calories', 400 + k * 11 % 500, 'protein', 15 + k % 30, 'carbs', 30 + k % 60, 'fats', 10 + k % 25),
              50 + k % 50, 'B', now() - make_interval(hours => k * 8), (now() - make_interval(hours => k * 8))::date
       FROM generate_series(1, $2) k`,
      [owner, meals],
    );
  };
  await seed(heavy.user.id, 30, ['oura', 'fitbit', 'garmin', 'whoop'], 7, 40);
  await seed(other.user.id, 7, ['oura'], 1, 3);

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
  };

  // The other member's ordinary requests: the health page's cards, in turn.
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const ordinary = [
    { query: `query($d: String!) { foodDiary(date: $d, timezone: "UTC") { date totals { calories protein } meals { id name } } }`, variables: { d: today } },
    {
      query: `query($q: WearableDataQuery) { wearableData(query: $q) { date data { steps sleepMinutes heartRate } } }`,
      variables: { q: { provider: 'OURA', from: weekAgo, to: today } },
    },
    { query: `query { myActivities(first: 10) { nodes { id type distance } } }`, variables: {} },
    { query: `query($from: DateTime) { heartRate(provider: OURA, from: $from) { at bpm } }`, variables: { from: new Date(Date.now() - 3_600_000).toISOString() } },
  ];
  // The other member's client runs in a thread of its own (bench/ordinary-client.mjs): the
  // heavy member's client, in this thread, must not delay it.
  const otherClient = new Worker(new URL('./ordinary-client.mjs', import.meta.url), {
    workerData: { graphqlUrl: stack.graphqlUrl, token: other.token, requests: ordinary },
  });
  otherClient.unref();
  /** Times of the other member's next `n` ordinary requests, one after another. */
  const ordinaryTimes = (n: number) =>
    new Promise<number[]>((resolve, reject) => {
      otherClient.once('message', (m: { times?: number[]; error?: string }) => (m.times ? resolve(m.times) : reject(new Error(m.error))));
      otherClient.postMessage({ n });
    });

  // The heavy member's operations: each call is one operation (or one burst); it answers what happened.
  const counts = { done: 0, rateLimited: 0 };
  const upload = async (name: string, body: { path: string; size: number }) => {
    const res = await postFile(`${stack.url}/api/health/uploads`, heavy.token, body, name);
    const json = res.json as { upload?: { key: string } } | null;
    if (res.status !== 201 || !json?.upload) throw new Error(`upload failed: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.upload.key;
  };
  const importFile = async (name: string, body: { path: string; size: number }) => {
    const key = await upload(name, body);
    const r = await gql(heavy.token, `mutation($i: ImportActivityInput!) { importActivity(input: $i) { id coordinates { latitude } } }`, { i: { fileKey: key } });
    if (r.errors?.[0]?.extensions?.code === 'RATE_LIMITED') counts.rateLimited += 1;
    else if (r.errors?.length) throw new Error(`import failed: ${JSON.stringify(r.errors).slice(0, 300)}`);
    else counts.done += 1;
  };
  const burst = async (n: number, one: () => Promise<'ok' | 'limited'>) => {
    for (const outcome of await Promise.all(Array.from({ length: n }, one))) counts[outcome === 'ok' ? 'done' : 'rateLimited'] += 1;
  };
  console.log('building the GPX files...');
  const stillGpx = gpx(12_000, true);
  const millionGpx = gpx(1_000_000, false);
  console.log(`repeated-position GPX ${(stillGpx.size / 1e6).toFixed(1)} MB, million-point GPX ${(millionGpx.size / 1e6).toFixed(1)} MB`);
  const SEARCH = `query($i: SearchHealthInput!) { searchHealth(input: $i) { text score } }`;
  const HEART_WEEK = `query($from: DateTime) { heartRate(provider: OURA, from: $from) { at bpm } }`;
  const heavyOps: Record<Scenario, () => Promise<void>> = {
    'gpx-repeated': () => importFile('still.gpx', stillGpx),
    'gpx-million': () => importFile('million.gpx', millionGpx),
    'first-search': async () => {
      await db.query(`DELETE FROM health.health_passages WHERE owner_id = $1`, [heavy.user.id]);
      const r = await gql(heavy.token, SEARCH, { i: { query: 'How did I sleep and eat this month?' } });
      if (r.errors?.[0]?.extensions?.code === 'RATE_LIMITED') counts.rateLimited += 1;
      else if (r.errors?.length) throw new Error(`search failed: ${JSON.stringify(r.errors).slice(0, 300)}`);
      else counts.done += 1;
    },
    'rag-50': () => rag(50),
    'rag-2': () => rag(2),
    'heart-rate-50': () => charts(50),
    'heart-rate-2': () => charts(2),
  };
  function rag(n: number) {
    return burst(n, async () => {
      const res = await fetch(`${stack.url}/api/ai/rag`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${heavy.token}` },
        body: JSON.stringify({ query: 'How much protein did I eat, and how much should I?' }),
      });
      await res.arrayBuffer();
      if (res.status === 429) return 'limited';
      if (res.status !== 200) throw new Error(`rag answered ${res.status}`);
      return 'ok';
    });
  }
  function charts(n: number) {
    return burst(n, async () => {
      const r = await gql(heavy.token, HEART_WEEK, { from: new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString() });
      if (r.errors?.[0]?.extensions?.code === 'RATE_LIMITED') return 'limited';
      if (r.errors?.length) throw new Error(`chart failed: ${JSON.stringify(r.errors).slice(0, 300)}`);
      return 'ok';
    });
  }

  // Warm-up: the encoder loaded and the knowledge base embedded (by a third member), every path once.
  console.log('warming up...');
  const w = await gql(warm.token, SEARCH, { i: { query: 'sleep' } });
  if (w.errors?.length) throw new Error(`warm-up search failed: ${JSON.stringify(w.errors)}`);
  await ordinaryTimes(40);

  // How long the stack's one thread was blocked at worst in a phase (what every request waits
  // behind), in the one-process layout; in the processes layout this process holds only the
  // clients, and the figure is NaN (blank).
  const loopMonitor = () => {
    if (LAYOUT !== 'one-process') return { stop: () => NaN };
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    return {
      stop: () => {
        histogram.disable();
        return histogram.max / 1e6;
      },
    };
  };
  const idle: number[] = [];
  const results: Record<
    string,
    { times: number[]; done: number; rateLimited: number; atGateway: number; heavyMs: number; blockedMs: number; mainCpuMs: number; otherThreadsCpuMs: number }
  > = {};
  let idleBlockedMs = 0;
  let idleMainCpuMs = 0;
  const measureIdle = async () => {
    const loop = loopMonitor();
    const cpu = stack.cpu();
    idle.push(...(await ordinaryTimes(REQUESTS)));
    idleMainCpuMs += cpuDelta(cpu, stack.cpu())?.main ?? NaN;
    idleBlockedMs = Math.max(idleBlockedMs, loop.stop());
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const scenario of chosen) {
      await measureIdle();
      const r = (results[scenario] ??= { times: [], done: 0, rateLimited: 0, atGateway: 0, heavyMs: 0, blockedMs: 0, mainCpuMs: 0, otherThreadsCpuMs: 0 });
      counts.done = counts.rateLimited = 0;
      // Of the refusals, those the gateway's per-member budget gave before any GraphQL work (member-budget.ts).
      const refusedAtGatewayBefore = stack.refusedAtGateway();
      let stop = false;
      const t0 = performance.now();
      const loop = loopMonitor();
      const cpu = stack.cpu();
      // The heavy member keeps going until the other member has made its requests and at least one heavy operation finished.
      const heavyLoop = (async () => {
        do await heavyOps[scenario]();
        while (!stop);
      })();
      let finished = false;
      void heavyLoop.then(
        () => (finished = true),
        () => (finished = true),
      );
      let made = 0;
      // In batches (tens once its share is made, until a heavy operation has finished).
      while (made < REQUESTS || (counts.done === 0 && !finished)) {
        const times = await ordinaryTimes(Math.max(10, Math.min(REQUESTS - made, 50)));
        r.times.push(...times);
        made += times.length;
      }
      stop = true;
      await heavyLoop;
      const used = cpuDelta(cpu, stack.cpu());
      r.mainCpuMs += used?.main ?? NaN;
      r.otherThreadsCpuMs += used?.others ?? NaN;
      const blocked = loop.stop();
      r.blockedMs = Math.max(r.blockedMs, blocked);
      r.heavyMs += performance.now() - t0;
      r.done += counts.done;
      r.rateLimited += counts.rateLimited;
      const atGateway = (stack.refusedAtGateway() ?? NaN) - (refusedAtGatewayBefore ?? NaN);
      r.atGateway += atGateway;
      console.log(
        `round ${round + 1} ${scenario}: other member p99 ${pct(r.times, 0.99).toFixed(1)} ms over ${r.times.length} requests; heavy ops done ${counts.done}, refused ${counts.rateLimited} (${atGateway} by the gateway's budget); event loop blocked at most ${blocked.toFixed(0)} ms`,
      );
    }
  }
  await measureIdle();
  await db.end();

  /** A figure, or blank where this layout cannot measure it (NaN). */
  const shown = (x: number, digits: number) => (Number.isFinite(x) ? x.toFixed(digits) : '');
  const idleP50 = pct(idle, 0.5);
  const idleP99 = pct(idle, 0.99);
  const idleCpuPerRequest = idleMainCpuMs / idle.length;
  const slowest = (n: number) => n - Math.min(n - 1, Math.floor(n * 0.99));
  console.log(
    `\nthe other member's ordinary health requests (${ordinary.length} kinds in turn), ${ROUNDS} round(s) of at least ${REQUESTS} per phase (a p99 of ${REQUESTS} is ${slowest(REQUESTS) === 1 ? 'their slowest' : `the ${slowest(REQUESTS)}th slowest`}), idle phases interleaved; layout ${LAYOUT}; gateway budget ${budget.concurrent} at once + ${budget.queue} waiting per member; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'heavy member runs'.padEnd(18)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p99 / idle'.padStart(10)} ${'heavy done'.padStart(10)} ${'refused'.padStart(8)} ${'at gateway'.padStart(10)} ${'loop max ms'.padStart(11)} ${'main CPU ms / other req'.padStart(23)} ${'heavy: main CPU ms/op'.padStart(21)} ${'share of main'.padStart(13)} ${'workers CPU ms'.padStart(14)}`,
  );
  console.log(
    `${'nothing (idle)'.padEnd(18)} ${String(idle.length).padStart(8)} ${idleP50.toFixed(1).padStart(8)} ${idleP99.toFixed(1).padStart(8)} ${'1.00x'.padStart(10)} ${''.padStart(10)} ${''.padStart(8)} ${''.padStart(10)} ${shown(idleBlockedMs, 0).padStart(11)} ${idleCpuPerRequest.toFixed(2).padStart(23)}`,
  );
  const summary = Object.entries(results).map(([scenario, r]) => {
    const p99 = pct(r.times, 0.99);
    const row = {
      scenario,
      requests: r.times.length,
      p50: pct(r.times, 0.5),
      p99,
      ratio: p99 / idleP99,
      heavyDone: r.done,
      refused: r.rateLimited,
      refusedAtGateway: r.atGateway,
      loopMaxMs: r.blockedMs,
      // The main thread's CPU in the phase less the other member's requests at their idle cost:
      // what the heavy member's operations (refused ones included) took of the thread, per
      // operation done and as a share of the phase's time.
      heavyMainCpuMsPerOp: (r.mainCpuMs - r.times.length * idleCpuPerRequest) / Math.max(1, r.done),
      heavyShareOfMain: (r.mainCpuMs - r.times.length * idleCpuPerRequest) / r.heavyMs,
      workersCpuMs: r.otherThreadsCpuMs,
    };
    console.log(
      `${scenario.padEnd(18)} ${String(row.requests).padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${`${row.ratio.toFixed(2)}x`.padStart(10)} ${String(r.done).padStart(10)} ${String(r.rateLimited).padStart(8)} ${shown(r.atGateway, 0).padStart(10)} ${shown(r.blockedMs, 0).padStart(11)} ${(r.mainCpuMs / r.times.length).toFixed(2).padStart(23)} ${row.heavyMainCpuMsPerOp.toFixed(1).padStart(21)} ${`${(row.heavyShareOfMain * 100).toFixed(0)}%`.padStart(13)} ${r.otherThreadsCpuMs.toFixed(0).padStart(14)}`,
    );
    return row;
  });
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(
      `./results/health-fairness${LAYOUT === 'one-process' ? '-one-process' : ''}${values.only ? `-${chosen.join('-')}` : ''}${values['member-concurrent'] || values['member-queued'] ? `-budget-${budget.concurrent}-${budget.queue}` : ''}.json`,
      import.meta.url,
    ),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        requests: REQUESTS,
        rounds: ROUNDS,
        layout: LAYOUT,
        memberBudget: budget,
        load: loadavg(),
        idle: { requests: idle.length, p50: idleP50, p99: idleP99, loopMaxMs: idleBlockedMs, mainCpuMsPerRequest: idleCpuPerRequest },
        summary,
      },
      null,
      2,
    ) + '\n',
  );
} catch (error) {
  const output = stack.output();
  if (output) console.error(`what the services printed (the last 4,000 characters):\n${output.slice(-4000)}`);
  throw error;
} finally {
  rmSync(gpxDir, { recursive: true, force: true });
  await stack.stop();
  await embedded?.stop();
}

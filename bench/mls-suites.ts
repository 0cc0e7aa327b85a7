// Does the post-quantum hybrid MLS suite perform well enough to be the one Pulse uses (issue 19)?
// Every step a device takes in a conversation, timed for the default suite (the baseline,
// X25519 / AES-128-GCM / Ed25519) and for the X-Wing suites in the same run, plus the bytes
// each puts on the wire. Suites take turns inside each iteration so a busy moment on the shared
// machine lands on all of them, not on whichever ran last. Measured in Node and then in
// Chromium (the browser is where members' devices run it), each against its own baseline.
//
//   npm run bench:mls                        # 15 iterations per suite, Node and Chromium
//   npm run bench:mls -- --iterations 40 --no-browser
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ciphersuites, type CiphersuiteName } from 'ts-mls';
import { launchChromium, serveBundledPage } from '../e2e/browser.js';
import { BASELINE, PAYLOAD, STEPS, measure, type Bytes, type Measured, type Step } from './mls-suite-steps.js';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '15' }, 'no-browser': { type: 'boolean', default: false } } });
const ITERATIONS = Number(values.iterations);
if (!Number.isInteger(ITERATIONS) || ITERATIONS < 1) throw new Error('--iterations must be a positive integer');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function summarize(measured: Measured) {
  const baseline = measured[BASELINE];
  return Object.entries(measured).map(([name, run]) => ({
    name,
    id: ciphersuites[name as CiphersuiteName],
    medianMs: Object.fromEntries(STEPS.map((s) => [s, round(median(run.times[s]))])) as Record<Step, number>,
    ratioToBaseline: Object.fromEntries(STEPS.map((s) => [s, round(median(run.times[s]) / median(baseline.times[s]))])) as Record<Step, number>,
    bytes: run.bytes,
    bytesRatioToBaseline: Object.fromEntries(Object.entries(run.bytes).map(([k, v]) => [k, round(v / baseline.bytes[k as keyof Bytes])])),
  }));
}

/** The same steps in Chromium: bundled as the web build will bundle ts-mls, served from loopback. */
async function measureInChromium(iterations: number): Promise<{ measured: Measured; version: string }> {
  const served = await serveBundledPage({
    stdin: {
      contents: `import { measure } from './mls-suite-steps.ts'; globalThis.measureMls = measure;`,
      resolveDir: new URL('.', import.meta.url).pathname,
      loader: 'ts',
    },
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(served.url);
    await page.waitForFunction(() => 'measureMls' in globalThis);
    const measured = await page.evaluate((n) => (globalThis as unknown as { measureMls: (n: number) => Promise<Measured> }).measureMls(n), iterations);
    return { measured, version: browser.version() };
  } finally {
    await browser.close();
    await served.close();
  }
}

function print(label: string, suites: ReturnType<typeof summarize>) {
  console.log(`-- ${label}`);
  for (const suite of suites) {
    console.log(suite.name);
    for (const step of STEPS) console.log(`  ${step.padEnd(16)} ${String(suite.medianMs[step]).padStart(8)} ms  x${suite.ratioToBaseline[step]}`);
    console.log(`  bytes            ${JSON.stringify(suite.bytes)}`);
  }
}

const node = summarize(await measure(ITERATIONS));
print(`Node ${process.version}`, node);
let chromium: { version: string; suites: ReturnType<typeof summarize> } | undefined;
if (!values['no-browser']) {
  const run = await measureInChromium(ITERATIONS);
  chromium = { version: run.version, suites: summarize(run.measured) };
  print(`Chromium ${run.version}`, chromium.suites);
}

const results = {
  date: new Date().toISOString(),
  machine: { cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg().map((l) => round(l)), node: process.version },
  // The installed version, not the one this file was written against.
  library: `ts-mls ${(JSON.parse(readFileSync(new URL('../../package.json', import.meta.resolve('ts-mls')), 'utf8')) as { version: string }).version}`,
  iterations: ITERATIONS,
  payloadBytes: PAYLOAD.length,
  baseline: BASELINE,
  node: { suites: node },
  ...(chromium ? { chromium } : {}),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/mls-suites.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/mls-suites.json');

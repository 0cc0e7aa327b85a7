// The form analyzer in headless Chromium on this machine's CPU (issue 21): how long the dialog
// takes to reach "ready" (the pose model loaded), the first time and on a warm cache, and how
// many frames a second it analyses on a generated squat video, for each pose model.
//
//   npm run bench:form-analyzer                          # lite, full, heavy; the good squat clip
//   npm run bench:form-analyzer -- --models full --rounds 3
//
// Through the real app: the gateway serves the build (the WASM and the .task files under
// /assets/pose/, cached for a year), a member opens the composer's Exercise Form Analyzer. Each
// model gets a fresh browser context (an empty cache): "cold" is the first opening there (the
// dialog's code, the WASM and the model fetched over loopback and compiled), "warm" the second
// (all of it from the browser's cache). The model is chosen with the analyzer's own override
// (localStorage 'pulse:pose-model'); "auto" is what this machine gets without one. Frames per
// second: frames analysed (one per 100 ms of video, by seeking) over the wall-clock time from
// Start Analysis to the result, as the dialog reports it.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';
import { launchChromium } from '../e2e/browser.js';
import { squatVideos } from '../e2e/squat-video/generate.js';
import { clipSeconds, SQUAT_CLIPS } from '../e2e/squat-video/clips.js';
import { buildWebIfStale } from '../scripts/web-build.js';
import { benchDatabase } from './bench-database.js';

const { values } = parseArgs({ options: { models: { type: 'string', default: 'auto,lite,full,heavy' }, rounds: { type: 'string', default: '1' } } });
const MODELS = values.models.split(',');
const ROUNDS = Number(values.rounds);
if (MODELS.some((m) => !['auto', 'lite', 'full', 'heavy'].includes(m)) || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  throw new Error('--models is a list of auto, lite, full, heavy; --rounds at least 1');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Number(x.toFixed(1));

async function timeToReady(page: Page): Promise<number> {
  const start = performance.now();
  await page.getByTestId('composer-form-analyzer-button').click();
  await page.locator('[data-testid="form-analyzer"][data-phase="ready"]').waitFor({ timeout: 120_000 });
  return performance.now() - start;
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByTestId('form-analyzer').waitFor({ state: 'detached' });
}

async function benchModel(browser: Browser, stack: Stack, token: string, model: string, video: Buffer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([t, m]) => {
      window.localStorage.setItem('auth_token', t);
      if (m !== 'auto') window.localStorage.setItem('pulse:pose-model', `${m}/CPU`);
    },
    [token, model],
  );
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await page.getByTestId('composer').waitFor({ timeout: 60_000 });
  const cold = await timeToReady(page);
  const used = await page.getByTestId('form-analyzer').getAttribute('data-model');
  await close(page);
  const warm: number[] = [];
  const fps: number[] = [];
  let reps = '';
  for (let round = 0; round < ROUNDS; round++) {
    warm.push(await timeToReady(page));
    await page.getByTestId('analyzer-exercise').selectOption('squat');
    await page.getByTestId('analyzer-file').setInputFiles({ name: 'good.webm', mimeType: 'video/webm', buffer: video });
    await page.getByTestId('analyzer-start').click();
    const dialog = page.locator('[data-testid="form-analyzer"][data-phase="complete"]');
    await dialog.waitFor({ timeout: 600_000 });
    const frames = Number(await dialog.getAttribute('data-frames'));
    const elapsed = Number(await dialog.getAttribute('data-elapsed-ms'));
    fps.push((frames * 1000) / elapsed);
    reps = (await page.getByTestId('analyzer-rep-count').textContent()) ?? '';
    await close(page);
  }
  await context.close();
  return { model, used, coldReadyMs: Math.round(cold), warmReadyMs: Math.round(median(warm)), analysisFps: round1(median(fps)), reps: Number(reps) };
}

async function main() {
  buildWebIfStale();
  const { good } = await squatVideos(['good']);
  const video = readFileSync(good);
  const stopDatabase = await benchDatabase();
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const member = await registerMember(stack, { name: 'Bench Squat', username: `bench_squat_${Date.now() % 100000}` });
    const results = [];
    for (const model of MODELS) {
      const result = await benchModel(browser, stack, member.token, model, video);
      console.log(
        `${model.padEnd(5)} ${String(result.used).padEnd(10)} ready cold ${result.coldReadyMs} ms, warm ${result.warmReadyMs} ms; ${result.analysisFps} frames/s; ${result.reps} reps`,
      );
      results.push(result);
    }
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg().map(round1) },
      video: { clip: 'good', seconds: clipSeconds(SQUAT_CLIPS.good), repsExpected: SQUAT_CLIPS.good.reps, framesAnalysed: 'one per 100 ms of video' },
      rounds: ROUNDS,
      results,
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('./results/form-analyzer.json', import.meta.url), JSON.stringify(report, null, 2) + '\n');
  } finally {
    await browser.close();
    await stack.stop();
    await stopDatabase();
  }
}

await main();

// Apple Health import from the Wearable Data card in Chromium against the real stack: a member
// connects Apple Watch (no web API, so no key: the dialog says how to export and leads to the
// file import, which makes the connection), picks a generated export.zip (the dialog says
// where the file comes from), the durable
// job runs and the card's charts show the export's days; its workout routes appear in the
// Activities card. A truncated export.xml fails the job and the card says, in plain words, what to do.
// Samsung Health's dialog asks no key either, and offers the sample data.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';
import { writeAppleExport } from '../subgraphs/health/src/imports/generators/apple-export.mjs';

let stack: Stack;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'e2e-health-import-'));

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const member = await registerMember(stack);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  page = await context.newPage();
  // The truncated export is refused (400) on purpose below.
  watchPageErrors(page, pageErrors, { allow: [/Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.*\/api\/health\/uploads\)/] });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const visible = (locator: Locator, timeout = 10_000) => locator.waitFor({ state: 'visible', timeout });
const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout, interval: 100 });
/** YYYY-MM-DD, `days` before today (UTC): the card shows the last 30 days. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

it('imports an Apple Health export from the card and charts its days; a truncated one shows its error', async () => {
  await page.goto(`${stack.url}/health`);
  const card = page.getByTestId('wearable-card');
  await visible(card.getByTestId('wearable-empty'));

  // Apple Watch has no web API and so no key: the connect dialog asks for none, says how the
  // iPhone exports the data, and leads to the file import (which makes the connection).
  await card.getByTestId('connect-apple-watch').click();
  const connect = page.getByTestId('connect-wearable-dialog');
  await visible(connect.getByTestId('connect-wearable-no-key'));
  expect(await connect.getByTestId('connect-wearable-no-key').textContent()).toBe(
    'Apple Watch has no web API, so there is no key to enter: your data comes from the export file the Health app on your iPhone makes. Export it, then import the file here.',
  );
  expect(await connect.getByTestId('connect-wearable-export-steps').textContent()).toContain('Export All Health Data');
  expect(await connect.getByTestId('connect-wearable-key').count()).toBe(0);
  await connect.getByTestId('connect-wearable-import').click();
  await connect.waitFor({ state: 'hidden' });
  const dialog = page.getByTestId('import-export-dialog');
  await visible(dialog);
  // Nothing is connected until an export is imported.
  expect(await card.getByTestId('wearable-empty').count()).toBe(1);

  const startDay = daysAgo(8);
  const path = join(dir, 'export.zip');
  const written = await writeAppleExport({ path, days: 5, seed: 7, startDay });
  expect(written.routes.length).toBeGreaterThan(0);

  // Not an export: the upload is refused and the dialog says what to pick, as the server said it.
  const notes = join(dir, 'notes.txt');
  writeFileSync(notes, 'steps: a lot\n');
  await dialog.getByTestId('import-export-file').setInputFiles(notes);
  await dialog.getByTestId('import-export-submit').click();
  await visible(dialog.getByTestId('import-export-error'));
  expect(await dialog.getByTestId('import-export-error').textContent()).toBe(
    "Please upload Apple Health's export.zip (or its export.xml) or Samsung Health's export zip",
  );

  const help = await dialog.getByTestId('import-export-help').textContent();
  expect(help).toContain('Health app');
  expect(help).toContain('Export All Health Data');
  expect(help).toContain('export.zip');
  await dialog.getByTestId('import-export-file').setInputFiles(path);
  await dialog.getByTestId('import-export-submit').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

  // The import made the connection: its tab follows the job. Named by its device and where its
  // data comes from, never as a key ("Key ••••hone"); no sync for it, the import button instead.
  const device = card.getByTestId('wearable-device-apple-watch');
  await visible(device);
  expect(await device.getByTestId('wearable-connection-name').textContent()).toBe('Apple Watch · data from the Health app exports');
  expect(await device.getByTestId('wearable-sync').count()).toBe(0);

  // The tab follows the job to its end (the tab may appear while the job is still writing days,
  // so its end is what is waited for); then the charts show the export's days.
  await eventually(async () => (await page.getByTestId('toast-message').allTextContents()).includes('Export imported'), 60_000).toBe(true);
  expect(await device.getByTestId('wearable-import-error').count()).toBe(0);
  await visible(device.getByTestId('wearable-overview'), 30_000);
  const steps = device.getByTestId('wearable-chart-steps');
  await visible(steps.locator('.recharts-area-curve'));
  // The x axis is labelled with the export's days (MM-DD), drawn once the chart has measured itself.
  await eventually(() => steps.locator('svg.recharts-surface text').allTextContents()).toContain(startDay.slice(5));
  // The export's sleep is where a member looks for it: the Sleep tab charts the time asleep,
  // and says Apple gives no sleep score instead of "does not report sleep score".
  expect(await device.getByTestId('wearable-latest-sleepMinutes').textContent()).toMatch(/^\d{1,2} h \d{1,2} min$/);
  await device.getByTestId('wearable-tab-sleep').click();
  await visible(device.getByTestId('wearable-chart-sleepMinutes').locator('.recharts-area-curve'));
  expect(await device.getByTestId('wearable-unmeasured-sleepScore').textContent()).toBe('Apple Watch gives no sleep score; your time asleep is charted above.');
  await device.getByTestId('wearable-tab-overview').click();
  // Its workout routes became activities (never posts).
  const activities = page.getByTestId('activities-card').getByTestId('activity');
  await eventually(() => activities.count(), 30_000).toBe(written.routes.length);
  expect(await activities.first().getByTestId('activity-type').textContent()).toMatch(/running/i);

  // A cut-short export.xml: the job fails and the card says why, as the job said it.
  const whole = join(dir, 'whole.xml');
  await writeAppleExport({ path: whole, format: 'xml', days: 3, seed: 7, startDay });
  const text = readFileSync(whole);
  const cut = text.indexOf('<Record', Math.floor(text.length / 2)) + 30;
  const truncated = join(dir, 'export.xml');
  writeFileSync(truncated, text.subarray(0, cut));
  await device.getByTestId('wearable-import').click();
  await dialog.getByTestId('import-export-file').setInputFiles(truncated);
  await dialog.getByTestId('import-export-submit').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  const failed = device.getByTestId('wearable-import-error');
  await visible(failed, 60_000);
  // In plain words that say what to do, never the parser's offsets.
  expect(await failed.textContent()).toBe(
    'This export file is cut short: it ends before the end of the export, as happens when a download, copy or upload stops early. The days read before that point are kept. ' +
      'On your iPhone open the Health app, tap your profile picture, then Export All Health Data, wait until the export is finished, and import the new export.zip.',
  );
  await eventually(async () => (await page.getByTestId('toast-message').allTextContents()).includes('Failed to import the export file')).toBe(true);
  // The days imported before are still charted.
  await visible(steps.locator('.recharts-area-curve'));
  expect(pageErrors).toEqual([]);
}, 180_000);

it('asks no key for Samsung Health either: it says how to export, and sample data is one click away', async () => {
  const card = page.getByTestId('wearable-card');
  await card.getByTestId('connect-samsung').click();
  const connect = page.getByTestId('connect-wearable-dialog');
  await visible(connect.getByTestId('connect-wearable-no-key'));
  expect(await connect.getByTestId('connect-wearable-no-key').textContent()).toBe(
    'Samsung Health has no web API, so there is no key to enter: your data comes from the export file Samsung Health on your phone makes. Export it, then import the file here.',
  );
  expect(await connect.getByTestId('connect-wearable-export-steps').textContent()).toContain('Download personal data');
  expect(await connect.getByTestId('connect-wearable-key').count()).toBe(0);
  // The import leads to the dialog for Samsung's zip; closing it connects nothing.
  await connect.getByTestId('connect-wearable-import').click();
  const dialog = page.getByTestId('import-export-dialog');
  await visible(dialog.getByTestId('import-export-help'));
  expect(await dialog.getByTestId('import-export-help').textContent()).toContain('Samsung Health');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await card.getByTestId('wearable-provider-tab-samsung').count()).toBe(0);
  // The spec's sample key, without typing it: a sample-data connection, synced at once.
  await card.getByTestId('connect-samsung').click();
  await connect.getByTestId('connect-wearable-sample').click();
  await connect.waitFor({ state: 'hidden' });
  const samsung = card.getByTestId('wearable-device-samsung');
  await visible(samsung);
  expect(await samsung.getByTestId('wearable-connection-name').textContent()).toBe('Samsung Health · sample data for trying Pulse');
  expect(pageErrors).toEqual([]);
}, 60_000);

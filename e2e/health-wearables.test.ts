// The Wearable Data card in Chromium against the real stack: a member opens /health, connects
// a device with a wrong sandbox key ('Connection Failed', the right key named), then with the
// sandbox key; the device is synced at once, its tab shows the latest day and the charts of
// each inner tab (Overview, Strain, Sleep, Recovery) are drawn by the lazily loaded recharts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';

let stack: Stack;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
  const member = await registerMember(stack);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  page = await context.newPage();
  watchPageErrors(page, pageErrors);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const visible = (locator: Locator, timeout = 10_000) => locator.waitFor({ state: 'visible', timeout });
const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout, interval: 100 });

it('connects a sandbox device and shows its charts', async () => {
  await page.goto(`${stack.url}/health`);
  const card = page.getByTestId('wearable-card');
  await visible(card.getByText('Wearable Data'));
  await visible(card.getByTestId('wearable-empty'));

  // A sandbox key of another device: refused, the dialog says 'Connection Failed' and the right key.
  await card.getByTestId('connect-oura').click();
  const dialog = page.getByTestId('connect-wearable-dialog');
  await visible(dialog.getByText('test_oura_12345', { exact: false }).first());
  await dialog.getByTestId('connect-wearable-key').fill('test_whoop_12345');
  await dialog.getByTestId('connect-wearable-submit').click();
  await visible(dialog.getByTestId('connect-wearable-failed'));
  expect(await dialog.getByTestId('connect-wearable-failed').textContent()).toBe('Connection Failed');
  expect(await dialog.getByTestId('connect-wearable-key-error').textContent()).toBe('This test key is for whoop; the oura sandbox key is test_oura_12345');
  await eventually(async () => (await page.getByTestId('toast-message').allTextContents()).includes('Connection Failed')).toBe(true);

  // A wrong Oura key (no vendor is reachable from this stack) is named as a rejected key, with
  // what to do, under 'Connection Failed', never "Oura could not be reached".
  const rejected =
    'Oura rejected this key: it is too short to be an Oura access token (they have at least 20 characters). Copy the whole token from your Oura account, or use test_oura_12345 to try sample data';
  await dialog.getByTestId('connect-wearable-key').fill('oura-secret');
  await dialog.getByTestId('connect-wearable-submit').click();
  await eventually(() => dialog.getByTestId('connect-wearable-key-error').textContent()).toBe(rejected);
  expect(await dialog.getByTestId('connect-wearable-failed').textContent()).toBe('Connection Failed');
  await eventually(() => page.getByTestId('toast-description').allTextContents()).toContain(rejected);

  await dialog.getByTestId('connect-wearable-key').fill('test_oura_12345');
  await dialog.getByTestId('connect-wearable-submit').click();
  await dialog.waitFor({ state: 'hidden' });

  // Synced at once: the device's tab fills with the latest day and the steps chart.
  await visible(card.getByTestId('wearable-provider-tab-oura'));
  const device = card.getByTestId('wearable-device-oura');
  await visible(device.getByTestId('wearable-overview'), 30_000);
  expect(await device.getByTestId('wearable-latest-steps').textContent()).toMatch(/^\d{1,3}(,\d{3})*$/);
  await visible(device.getByTestId('wearable-chart-steps').locator('svg.recharts-surface'));

  for (const [tab, metrics] of [
    ['strain', ['steps', 'calories', 'distance', 'activeMinutes', 'heartRate']],
    ['sleep', ['bloodOxygen', 'sleepScore']],
    ['recovery', ['readinessScore']],
  ] as const) {
    await device.getByTestId(`wearable-tab-${tab}`).click();
    for (const metric of metrics) {
      const chart = device.getByTestId(`wearable-chart-${metric}`);
      await visible(chart.locator('svg.recharts-surface'));
      await visible(chart.locator('.recharts-area-curve'));
    }
  }

  // Sync again from the button: it shows progress, then is ready again.
  await device.getByTestId('wearable-sync').click();
  await eventually(() => device.getByTestId('wearable-sync').isEnabled(), 30_000).toBe(true);
  await eventually(() => device.getByTestId('wearable-sync-progress').count(), 30_000).toBe(0);
  expect(pageErrors).toEqual([]);
}, 120_000);

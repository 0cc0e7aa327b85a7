// The REST reference third-party developers read: the self-hosted Swagger UI at /api/docs,
// rendering /api/openapi.json under the gateway's Content Security Policy, reached from the
// footer's API link, and trying a request with the token of the member signed in here.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { restTable as accountsRest } from '@pulse/accounts/rest';
import { restTable as messagingRest } from '@pulse/messaging/rest';
import { restTable as socialRest } from '@pulse/social/rest';
import { restTable as healthRest } from '@pulse/health/rest';
import { restTable as avatarsRest } from '@pulse/avatars/rest';
import { restTable as eventsRest } from '@pulse/events/rest';
import { restTable as medicalRest } from '@pulse/medical/rest';
import { restTable as adminRest } from '@pulse/admin/rest';
import { launchChromium, watchPageErrors } from './browser.js';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';

let stack: Stack;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const requestedHosts = new Set<string>();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  watchPageErrors(page, pageErrors);
  page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const ROUTE_COUNT = [accountsRest, messagingRest, socialRest, healthRest, avatarsRest, eventsRest, medicalRest, adminRest].reduce((n, t) => n + t.routes.length, 0);

it("the footer's API link opens the reference, which lists every route", async () => {
  await page.goto(`${stack.url}/about`);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'API' }).click();
  await page.waitForURL(`${stack.url}/api/docs`);
  expect(await page.title()).toBe('Pulse REST API reference');
  await page.locator('.swagger-ui .info .title').getByText('Pulse REST API').waitFor();
  // Services are folded; each opened in turn shows its routes, and together they are every route.
  const tags = await page.locator('.opblock-tag').evaluateAll((els) => els.map((el) => el.getAttribute('data-tag')!));
  let listed = 0;
  for (const tag of tags) {
    const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
    await heading.click();
    const section = heading.locator('xpath=../..');
    await expect.poll(() => section.locator('.opblock').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    listed += await section.locator('.opblock').count();
    await heading.click();
    await expect.poll(() => section.locator('.opblock').count(), { timeout: 15_000 }).toBe(0);
  }
  expect(listed).toBe(ROUTE_COUNT);
  expect(await page.locator('.opblock-tag').allTextContents()).toEqual(
    expect.arrayContaining([
      expect.stringContaining('accounts'),
      expect.stringContaining('messaging'),
      expect.stringContaining('social'),
      expect.stringContaining('avatars'),
      expect.stringContaining('events'),
      expect.stringContaining('medical'),
      expect.stringContaining('admin'),
    ]),
  );
});

it("tries GET /auth/me with the signed-in member's token", async () => {
  const member = await registerMember(stack, { name: 'Docs Reader' });
  await page.evaluate((token) => localStorage.setItem('auth_token', token), member.token);
  await page.reload();
  await page.locator('.opblock-tag[data-tag="accounts"]').click();
  const op = page.locator('#operations-accounts-getAuthMe');
  await op.locator('.opblock-summary').click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  await op.getByRole('button', { name: 'Execute' }).click();
  const body = op.locator('.live-responses-table .response-col_description pre');
  await expect.poll(() => body.first().textContent(), { timeout: 15_000 }).toContain('Docs Reader');
  expect(await op.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
  expect(await body.first().textContent()).toContain(member.user.username);
});

it('loaded everything from its own origin, with no CSP violations or page errors', () => {
  expect([...requestedHosts]).toEqual([new URL(stack.url).host]);
  expect(pageErrors).toEqual([]);
});

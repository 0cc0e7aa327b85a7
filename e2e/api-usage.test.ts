// API usage in Settings > Developer (issue 25 item 6, docs/developer-platform.md "Usage") in
// Chromium against the real stack: a script spends from Ann's personal token, the gateway's
// usage records are written, and the token's row shows the chart when asked: the totals in
// words, each chart named for screen readers, the 30-day view and the numbers as a table.
// Fits a phone. Any console error or warning fails.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createApiToken, pgExecute } from '@pulse/kit';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
let pool: pg.Pool;
const pageErrors: string[] = [];

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  pool = new pg.Pool({ connectionString: stack.database.url, max: 2 });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
  await stack?.stop();
});

it("a personal token's row shows its usage: totals, named charts, 30 days and a table", async () => {
  const suffix = Date.now() % 100000;
  const ann = await registerMember(stack, { name: 'Ann Metered', username: `ann_usage_${suffix}` });
  const { token } = await createApiToken(pgExecute(pool), {
    kind: 'personal',
    userId: ann.user.id,
    role: 'member',
    scopes: ['profile:read'],
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    name: 'Metered script',
  });
  for (let i = 0; i < 3; i++) {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.status).toBe(200);
  }
  await stack.gateway.tokenBudget.flush();

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), ann.token);
    const page = await context.newPage();
    page.setDefaultTimeout(40_000);
    watchPageErrors(page, pageErrors, { label: `Ann ${viewport.width}` });
    await page.goto(`${stack.url}/settings/developer`);
    const row = page.getByTestId('token-row').filter({ hasText: 'Metered script' });
    const toggle = row.getByTestId('token-usage-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await row.getByTestId('usage-summary').getByText('Last 24 hours: 3 requests, 6 points').waitFor();
    expect(await row.getByTestId('usage-requests-chart').getAttribute('aria-label')).toMatch(/^Requests, last 24 hours: 3 in all, most at \d\d:00 \(3\)$/);
    expect(await row.getByTestId('usage-points-chart').getAttribute('aria-label')).toMatch(/^Points, last 24 hours: 6 in all/);
    expect(await row.getByRole('img').count()).toBe(2);

    await row.getByRole('button', { name: '30 days' }).click();
    await row.getByTestId('usage-summary').getByText('Last 30 days: 3 requests, 6 points').waitFor();
    expect(await row.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await row.getByText('Show as a table').click();
    const table = row.getByTestId('usage-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await table.locator('tbody tr').last().locator('td').allTextContents()).toEqual([expect.any(String), '3', '6', '0']);
    expect(await sidewaysOverflow(page)).toBe('');
    await context.close();
  }
  expect(pageErrors).toEqual([]);
});

it("an app's page shows its usage, every member's grant summed", async () => {
  const suffix = Date.now() % 100000;
  const [owner, bob, carol] = await Promise.all([
    registerMember(stack, { name: 'Owen Owner', username: `owen_usage_${suffix}` }),
    registerMember(stack),
    registerMember(stack),
  ]);
  const registered = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      query: 'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } } }',
      variables: { input: { name: 'Metered app', redirectUris: ['https://metered.example.com/cb'] } },
    }),
  });
  const appId = ((await registered.json()) as any).data.registerApp.app.id as string;
  for (const [member, calls] of [
    [bob, 2],
    [carol, 1],
  ] as const) {
    const { token } = await createApiToken(pgExecute(pool), {
      kind: 'oauth',
      userId: member.user.id,
      role: 'member',
      scopes: ['profile:read'],
      expiresAt: new Date(Date.now() + 3_600_000),
      appId,
      grantId: `grant-${member.user.id}`,
      token: `oauth${member.user.id}${'z'.repeat(32)}`,
    });
    for (let i = 0; i < calls; i++) {
      const res = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(res.status).toBe(200);
    }
  }
  await stack.gateway.tokenBudget.flush();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), owner.token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'Owen' });
  await page.goto(`${stack.url}/developers/apps/${appId}`);
  const chart = page.getByTestId('usage-chart');
  await chart.getByTestId('usage-summary').getByText('Last 24 hours: 3 requests, 6 points').waitFor();
  expect(await chart.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed')).toBe('true');
  expect(await chart.getByTestId('usage-requests-chart').getAttribute('aria-label')).toMatch(/^Requests, last 24 hours: 3 in all/);
  await context.close();
  expect(pageErrors).toEqual([]);
});

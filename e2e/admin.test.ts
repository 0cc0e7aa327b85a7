// The admin dashboard in Chromium against the real stack (issue 23 item 2, docs/admin.md): the
// first admin is made by `npm run admin -- grant EMAIL` against the stack's database; in the
// dashboard she finds Bob, suspends him for a day with a reason, and Bob, signed in in another
// page, is signed out live (his open page leaves for the login page at once with the
// suspension's words, no reload); the audit log shows the action and the
// stats page draws its seven charts (also at phone width). A member opening /admin sees "Admins only". Any console error or
// warning fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { adminCommand, gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

async function signedInPage(token: string, label: string, allow: RegExp[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label, allow });
  return page;
}

/** At phone width (390x844): nothing runs off the side, and each control lies inside the screen's width; then back to the desktop size. */
async function fitsPhone(page: Page, controls: Locator[]): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expect.poll(() => sidewaysOverflow(page)).toBe('');
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, String(control)).not.toBeNull();
      expect(box!.x, String(control)).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, String(control)).toBeLessThanOrEqual(390);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

it('the first admin, granted by the command, suspends a member, whose token dies at once', async () => {
  const suffix = Date.now() % 100000;
  const ada: Member = await registerMember(stack, { name: 'Ada Admin', username: `ada_adm_${suffix}` });
  const bob: Member = await registerMember(stack, { name: 'Bob Member', username: `bob_adm_${suffix}` });

  // A member at /admin: "Admins only".
  // Suspended, Bob's socket is closed by the server (4401) and each of his subscriptions says
  // so on the console: expected; his page then checks its token and signs out at once.
  const bobPage = await signedInPage(bob.token, 'Bob', [/Socket closed with event 4401 This account has been suspended/, /\[realtime\] connection closed CloseEvent/]);
  await bobPage.goto(`${stack.url}/admin`);
  await bobPage.getByTestId('admin-only').getByText('Admins only').waitFor();

  const granted = await adminCommand(stack, 'grant', ada.input.email);
  expect(granted.err).toBe('');
  expect(granted.out.trim()).toBe(`${ada.input.email} is now admin (was member).`);
  // Her next token carries the role.
  const refreshed = await gql<{ refresh: { token: string } }>(stack.graphqlUrl, 'mutation { refresh { token } }', {}, ada.token);
  expect(refreshed.errors).toBeUndefined();

  await bobPage.goto(`${stack.url}/`);
  // A member's menu: Settings and Medical scans, neither Moderation nor Admin.
  await bobPage.getByTestId('user-menu-button').click();
  await bobPage.getByTestId('user-menu-settings').getByText('Settings').waitFor();
  await bobPage.getByTestId('user-menu-medical').getByText('Medical scans').waitFor();
  expect(await bobPage.getByTestId('user-menu-moderation').count()).toBe(0);
  expect(await bobPage.getByTestId('user-menu-admin').count()).toBe(0);
  await bobPage.keyboard.press('Escape');
  await bobPage.getByTestId('user-menu').waitFor({ state: 'hidden' });

  const adaPage = await signedInPage(refreshed.data!.refresh.token, 'Ada');
  await adaPage.goto(`${stack.url}/`);
  await adaPage.getByTestId('user-menu-button').click();
  // An admin's menu keeps Admin (the moderation queue is inside it), without a Moderation link of its own.
  await adaPage.getByTestId('user-menu-settings').waitFor();
  expect(await adaPage.getByTestId('user-menu-moderation').count()).toBe(0);
  await adaPage.getByTestId('user-menu-admin').click();
  await adaPage.waitForURL(`${stack.url}/admin`);
  await adaPage.getByLabel('Search members').fill(`bob_adm_${suffix}`);
  // The list at phone width: the search, the filters and Bob's row in view, nothing off the side.
  await adaPage.getByTestId('admin-users').getByRole('link', { name: 'Bob Member' }).waitFor();
  await fitsPhone(adaPage, [
    adaPage.getByLabel('Search members'),
    adaPage.getByLabel('Role'),
    adaPage.getByLabel('Sort'),
    adaPage.getByTestId('admin-users').getByRole('link', { name: 'Bob Member' }),
  ]);
  await adaPage.getByTestId('admin-users').getByRole('link', { name: 'Bob Member' }).click();
  await adaPage.getByTestId('admin-user-status').getByText('Active').waitFor();
  // The member's page at phone width: the status, the suspension form and its button.
  await fitsPhone(adaPage, [
    adaPage.getByTestId('admin-user-status'),
    adaPage.getByLabel('Reason'),
    adaPage.getByLabel(/Duration/),
    adaPage.getByRole('button', { name: 'Suspend' }),
  ]);

  // A bad duration: the field's message, nothing done.
  await adaPage.getByLabel('Reason').fill('Spam links');
  await adaPage.getByLabel(/Duration/).fill('a week');
  await adaPage.getByRole('button', { name: 'Suspend' }).click();
  await adaPage.getByText('Duration must be an ISO 8601 duration in weeks, days, hours or minutes, like P7D or PT12H').waitFor();
  await adaPage.getByLabel(/Duration/).fill('P1D');
  await adaPage.getByRole('button', { name: 'Suspend' }).click();
  await adaPage
    .getByTestId('admin-user-status')
    .getByText(/^Suspended until .*: Spam links$/)
    .waitFor();

  // Bob's token died at once, and his open page (no reload, no navigation by the test) leaves
  // for the login page with the server's message.
  await bobPage.waitForURL(/\/login/);
  await bobPage.getByTestId('toast-message').getByText('This account has been suspended').waitFor();
  await bobPage.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  // Opened again, it stays signed out.
  await bobPage.reload();
  await bobPage.waitForURL(/\/login/);

  // The audit log shows it; the stats page draws its seven charts, Ada among today's active members.
  await adaPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await adaPage.getByTestId('audit-log').getByText('user.suspend').waitFor();
  await adaPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stats' }).click();
  await adaPage.getByTestId('admin-stats').getByText('Sign-ups').waitFor();
  await expect.poll(() => adaPage.getByTestId('admin-stats').locator('svg.recharts-surface').count()).toBe(7);
  for (const title of ['Active members', 'Calls', 'Meals', 'Events']) await adaPage.getByTestId('admin-stats').getByRole('heading', { name: title }).waitFor();
  await expect
    .poll(async () => Number(/\((\d+) today\)/.exec((await adaPage.getByTestId('admin-stats-activeMembers').textContent()) ?? '')?.[1] ?? 0))
    .toBeGreaterThanOrEqual(1);
  // At phone width the charts stack in one column and nothing runs off the side.
  await adaPage.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sidewaysOverflow(adaPage)).toBe('');
  const chart = await adaPage.getByTestId('admin-stats-events').boundingBox();
  expect(chart && chart.x >= 0 && chart.x + chart.width <= 390).toBe(true);
  await adaPage.setViewportSize({ width: 1280, height: 900 });

  // Lifting it: Bob signs in again.
  await adaPage.goBack();
  await adaPage.goBack();
  await adaPage.getByRole('button', { name: 'Lift suspension' }).click();
  await adaPage.getByTestId('admin-user-status').getByText('Active').waitFor();
  const login = await gql(stack.graphqlUrl, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: bob.input.email, password: bob.input.password },
  });
  expect(login.errors).toBeUndefined();

  expect(pageErrors).toEqual([]);
}, 120_000);

it("a moderator's menu links to the moderation queue; Medical scans and Settings lead to their pages", async () => {
  const suffix = Date.now() % 100000;
  const mo: Member = await registerMember(stack, { name: 'Mo Moderator', username: `mo_mod_${suffix}` });
  const granted = await adminCommand(stack, 'grant', mo.input.email, '--role', 'moderator');
  expect(granted.err).toBe('');
  const refreshed = await gql<{ refresh: { token: string } }>(stack.graphqlUrl, 'mutation { refresh { token } }', {}, mo.token);
  expect(refreshed.errors).toBeUndefined();

  const page = await signedInPage(refreshed.data!.refresh.token, 'Mo');
  await page.goto(`${stack.url}/`);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-moderation').getByText('Moderation').waitFor();
  expect(await page.getByTestId('user-menu-admin').count()).toBe(0);
  await page.getByTestId('user-menu-medical').click();
  await page.waitForURL(`${stack.url}/medical`);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-settings').click();
  await page.waitForURL(`${stack.url}/settings`);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-moderation').click();
  await page.waitForURL(`${stack.url}/admin/moderation`);
  expect(pageErrors).toEqual([]);
}, 60_000);

// The settings screen in Chromium against the real stack (issue 23 item 4, docs/settings.md):
// Ann opens /settings, picks the dark theme (applied at once through the app's appearance) and
// saves it (the toast, and the server keeps it); a refused field shows its server message beside
// the field; in Privacy she makes her profile visible to herself only, and Bob, opening her
// profile, reads "This profile is private". Every section fits a 390x844 phone with no sideways
// scroll. Any console error or warning fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

async function signedInPage(token: string, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label });
  return page;
}

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

it('theme and a privacy rule changed through the screen take effect; a refused field is shown beside it; it fits a phone', async () => {
  const suffix = Date.now() % 100000;
  const ann = await registerMember(stack, { name: 'Ann Settings', username: `ann_set_${suffix}` });
  const bob = await registerMember(stack, { name: 'Bob Visitor', username: `bob_set_${suffix}` });

  const page = await signedInPage(ann.token, 'Ann');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${stack.url}/settings`);
  await page.getByTestId('settings-general').waitFor();
  expect(await isDark(page)).toBe(false);

  // The theme applies at once, then saving keeps it on the server.
  await page.getByTestId('theme-DARK').click();
  await expect.poll(() => isDark(page)).toBe(true);
  await page.getByTestId('switch-compactMode').click();
  await page.getByTestId('save-general').click();
  await page.getByText('Settings saved').first().waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.compact)).toBe('true');
  const saved = await gql<{ settings: { theme: string; compactMode: boolean } }>(stack.graphqlUrl, '{ settings { theme compactMode } }', {}, ann.token);
  expect(saved.data?.settings).toEqual({ theme: 'DARK', compactMode: true });
  await page.reload();
  await page.getByTestId('settings-general').waitFor();
  expect(await isDark(page)).toBe(true);

  // A value the server refuses (a language it does not offer, sent as a stale client might):
  // its message beside the language field, and nothing saved.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: Record<string, unknown> } } | null;
    if (body?.operationName !== 'UpdateSettings' || !body.variables?.input) return route.continue();
    return route.continue({ postData: JSON.stringify({ ...body, variables: { input: { ...body.variables.input, language: 'xx' } } }) });
  });
  await page.getByTestId('theme-LIGHT').click();
  await page.getByTestId('save-general').click();
  await page.getByTestId('error-language').getByText('language must be one of: en').waitFor();
  await page.unroute('**/graphql');
  const unchanged = await gql<{ settings: { theme: string } }>(stack.graphqlUrl, '{ settings { theme } }', {}, ann.token);
  expect(unchanged.data?.settings.theme).toBe('DARK');

  // Privacy: only Ann sees her profile now.
  await page.getByTestId('settings-tab-privacy').click();
  await page.waitForURL(`${stack.url}/settings/privacy`);
  await page.getByTestId('profileVisibility-ONLY_ME').click();
  await page.getByTestId('save-privacy').click();
  await page.getByText('Settings saved').first().waitFor();

  const bobPage = await signedInPage(bob.token, 'Bob');
  await bobPage.goto(`${stack.url}/${ann.user.username}`);
  await bobPage.getByTestId('profile-private').getByText('This profile is private').waitFor();
  // Ann still sees her own.
  await page.goto(`${stack.url}/${ann.user.username}`);
  await page.getByText('Ann Settings').first().waitFor();

  // The account section, and every section at phone width.
  await page.goto(`${stack.url}/settings/account`);
  await page.getByTestId('account-email').getByText(ann.input.email).waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, id] of [
    ['', 'settings-general'],
    ['/privacy', 'settings-privacy'],
    ['/account', 'settings-account'],
  ] as const) {
    await page.goto(`${stack.url}/settings${path}`);
    await page.getByTestId(id).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toBe('');
  }

  expect(pageErrors).toEqual([]);
}, 120_000);

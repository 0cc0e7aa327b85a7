// Settings > Developer > Personal access tokens in Chromium against the real stack (issue 25,
// docs/developer-platform.md): Ann makes a token for a script with two scopes (checked in their
// plain words) and an expiry; it is shown once with a warning and copied with the button; the
// script (fetch against /graphql) reads her profile with it and is refused what its scopes do
// not cover; after a reload the list says when it was last used; Revoke asks first, and the
// token stops working at once. Fits a phone. Any console error or warning fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import { launchChromium, sidewaysOverflow, watchPageErrors } from './browser.js';

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signedInPage(token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await context.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(40_000);
  watchPageErrors(page, pageErrors, { label: 'Ann' });
  return page;
}

/** What a script sends: a POST to /graphql with the token, from the page (same origin). */
const script = (page: Page, token: string, query: string) =>
  page.evaluate(
    async ({ token, query }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; scope?: string } }[] };
    },
    { token, query },
  );

it('a token is made with scopes and an expiry, shown once, used by a script, listed with its last use, and revoked', async () => {
  const suffix = Date.now() % 100000;
  const ann = await registerMember(stack, { name: 'Ann Developer', username: `ann_pat_${suffix}` });
  const page = await signedInPage(ann.token);
  await page.goto(`${stack.url}/settings`);
  await page.getByTestId('settings-tab-developer').click();
  await page.waitForURL(`${stack.url}/settings/developer`);
  await page.getByTestId('settings-personal-access-tokens').waitFor();
  await page.getByTestId('no-tokens').getByText('You have no personal access tokens.').waitFor();
  // A member is not offered the admin scopes.
  expect(await page.getByTestId('scope-admin:read').count()).toBe(0);

  // Nothing chosen: the form says so and makes nothing.
  await page.getByTestId('token-name').fill('Nightly script');
  await page.getByTestId('create-token-button').click();
  await page.getByTestId('token-scopes-error').getByText('Choose at least one scope').waitFor();

  await page.getByText('See your profile, your settings and other members').click();
  await page.getByText('Read feeds, posts, comments, hashtags, lists and search').click();
  await page.getByTestId('token-expiry').selectOption('90');
  await page.getByTestId('create-token-button').click();
  await page.getByTestId('new-token-warning').getByText('Copy it now: it will not be shown again.').waitFor();
  const token = (await page.getByTestId('new-token-value').textContent())!.trim();
  expect(token).toMatch(/^pulse_pat_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('copy-token').click();
  await page.getByText('Token copied to clipboard').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // Tried in the explorer: its default query runs with this token, not Ann's login, so the
  // follower counts it reads are refused for the scope the token lacks.
  const [explorer] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('try-token-explorer').click()]);
  watchPageErrors(explorer, pageErrors, { label: 'explorer' });
  await explorer.locator('.graphiql-query-editor').getByText('query Me').waitFor();
  // The token went to the explorer's Headers tab, and Settings kept no copy of it in its own storage.
  expect(await page.evaluate(() => sessionStorage.getItem('pulse.explorer.authorization'))).toBeNull();
  await explorer.locator('.graphiql-editor-tools [data-name="headers"]').click();
  await expect.poll(() => explorer.locator('.graphiql-editor-tool').textContent()).toContain(`"authorization": "Bearer ${token}"`);
  await explorer.locator('.graphiql-execute-button').click();
  await expect.poll(() => explorer.locator('.graphiql-response').textContent(), { timeout: 15_000 }).toContain('This token lacks the scope follows:read');
  await explorer.close();

  const row = page.getByTestId('token-row').filter({ hasText: 'Nightly script' });
  await expect.poll(() => row.getAttribute('data-status')).toBe('ACTIVE');
  expect(await row.getByTestId('token-row-scopes').textContent()).toBe('profile:read, posts:read');
  expect(await row.getByTestId('token-row-last-used').textContent()).toBe('Last used: Never');

  // The script: what its scopes allow, and a refusal naming the scope it lacks.
  const me = await script(page, token, '{ me { username } }');
  expect(me.errors).toBeUndefined();
  expect(me.data).toEqual({ me: { username: `ann_pat_${suffix}` } });
  const refused = await script(page, token, '{ unreadMessageCount }');
  expect(refused.errors?.[0]).toMatchObject({ message: 'This token lacks the scope messages:read', extensions: { code: 'FORBIDDEN', scope: 'messages:read' } });

  // After a reload the token is gone from the screen, and the list says it was used.
  await page.reload();
  await page.getByTestId('settings-personal-access-tokens').waitFor();
  expect(await page.getByTestId('new-token').count()).toBe(0);
  await expect.poll(async () => (await row.getByTestId('token-row-last-used').textContent()) ?? '').not.toBe('Last used: Never');

  // Revoke asks first; Cancel keeps it.
  await row.getByTestId('revoke-token').click();
  await page.getByTestId('revoke-token-dialog').getByText('“Nightly script” stops working at once, everywhere.').waitFor();
  await page.getByTestId('revoke-token-dialog').getByRole('button', { name: 'Cancel' }).click();
  expect((await script(page, token, '{ me { username } }')).errors).toBeUndefined();
  await row.getByTestId('revoke-token').click();
  await page.getByTestId('confirm-revoke-token').click();
  await expect.poll(() => row.getAttribute('data-status')).toBe('REVOKED');
  expect(await row.getByTestId('revoke-token').count()).toBe(0);
  const after = await script(page, token, '{ me { username } }');
  expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

  // It fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBe('');
  expect(pageErrors).toEqual([]);
}, 120_000);

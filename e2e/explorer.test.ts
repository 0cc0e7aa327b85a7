// The GraphQL explorer third-party developers use: the real self-hosted GraphiQL bundle at
// /explorer, under the gateway's Content Security Policy, running a query with the token of
// the member signed in in this browser.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { registerMember, type Stack, startStack } from '@pulse/dev-env';

let stack: Stack;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const requestedHosts = new Set<string>();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  watchPageErrors(page, pageErrors);
  page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const response = () => page.locator('.graphiql-response');

it('runs the default query with the signed-in member token and shows the result', async () => {
  const member = await registerMember(stack, { name: 'Exa Plorer' });
  await page.goto(`${stack.url}/about`);
  await page.evaluate((token) => localStorage.setItem('auth_token', token), member.token);
  await page.goto(`${stack.url}/explorer`);
  expect(await page.title()).toBe('Pulse GraphQL explorer');
  await page.locator('.graphiql-query-editor').getByText('query Me').waitFor();
  await page.locator('.graphiql-execute-button').click();
  await expect.poll(() => response().textContent(), { timeout: 15_000 }).toContain('Exa Plorer');
  const text = (await response().textContent()) ?? '';
  expect(text).toContain(member.user.username);
  expect(text).not.toContain('"errors"');
});

it('shows the server error for a query without a token', async () => {
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.reload();
  await page.locator('.graphiql-query-editor').getByText('query Me').waitFor();
  await page.locator('.graphiql-execute-button').click();
  await expect.poll(() => response().textContent(), { timeout: 15_000 }).toContain('UNAUTHENTICATED');
});

it('loaded everything from its own origin, with no CSP violations or page errors', () => {
  expect([...requestedHosts]).toEqual([new URL(stack.url).host]);
  expect(pageErrors).toEqual([]);
});

// The session as a member lives it, in Chromium against the real stack: register, reload
// and stay signed in, log out (the token dies on the server too), be sent to /login from a
// protected page with 'Loading...' shown while the token is checked, log in and come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql } from '@pulse/kit/testing';
import { launchChromium } from './browser.js';
import { startStack, type Stack } from '../gateway/src/testing/stack.js';

let stack: Stack;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text())) pageErrors.push(msg.text());
  });
  return page;
}

const member = {
  email: `e2e_${Date.now()}@example.com`,
  password: 'browser-pass-1',
  name: 'Erin Browser',
  username: `erin_${Date.now() % 100000}`,
};

describe('session in the browser', () => {
  let page: Page;

  it('registers, lands in the app, and stores the token and the 7-day cookie', async () => {
    page = await newPage();
    await page.goto(`${stack.url}/register`);
    await page.getByTestId('register-email').fill(member.email);
    await page.getByTestId('register-password').fill(member.password);
    await page.getByTestId('register-name').fill(member.name);
    await page.getByTestId('register-username').fill(member.username);
    await page.getByTestId('register-submit').click();
    await page.getByText(`Welcome, ${member.name}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toBeTruthy();
    const me = await gql(stack.graphqlUrl, '{ me { username } }', {}, token!);
    expect(me.data?.me.username).toBe(member.username);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
    expect(cookie?.value).toBe(token);
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604800 - 120);
    expect(lifetime).toBeLessThanOrEqual(604800 + 5);
  });

  it('shows a validation error from the server beside the field', async () => {
    const other = await newPage();
    await other.goto(`${stack.url}/register`);
    await other.getByTestId('register-email').fill(`x${member.email}`);
    await other.getByTestId('register-password').fill('short');
    await other.getByTestId('register-name').fill('Someone');
    await other.getByTestId('register-username').fill('someone_else');
    await other.getByTestId('register-submit').click();
    await expect.poll(() => other.getByTestId('register-password-error').textContent()).toContain('Password must be at least 8 characters');
    await other.context().close();
  });

  it('stays signed in after a reload and shows the profile page', async () => {
    await page.reload();
    await page.getByTestId('user-menu-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${stack.url}/${member.username}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(member.name);
  });

  it('logs out: token and cookie cleared, the token revoked on the server', async () => {
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-menu-item').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect((await page.context().cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
    const me = await gql(stack.graphqlUrl, '{ me { id } }', {}, token!);
    expect(me.errors?.[0].message).toBe('Invalid or expired token');
  });

  it('sends a signed-out member from a protected page to /login, then back after login', async () => {
    await page.goto(`${stack.url}/messages`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-email').fill(member.email);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.getByTestId('user-menu-button').waitFor();
  });

  it("shows 'Loading...' while the stored token is checked", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query Me')) await held;
      await route.continue();
    });
    await page.goto(`${stack.url}/messages`);
    await page.getByTestId('loading').waitFor();
    expect(await page.getByTestId('loading').textContent()).toContain('Loading...');
    release();
    await page.getByTestId('user-menu-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    await page.unroute('**/graphql');
  });

  it('keeps the token when the check fails for another reason (network down)', async () => {
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.unroute('**/graphql');
  });

  it('signs out when the stored token is rejected as malformed', async () => {
    await page.evaluate(() => localStorage.setItem('auth_token', 'garbage'));
    await page.goto(`${stack.url}/messages`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  it('raised no page errors or CSP violations', () => {
    expect(pageErrors).toEqual([]);
  });
});

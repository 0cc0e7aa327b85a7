// The product as `npm start` runs it, in Chromium: the real start script with its own NODE_ENV
// (not the test stacks' 'test'), every service its own process. Every other browser test runs
// the one-process stack; what only the separate processes can get wrong (a service that stops
// itself at boot, a REST path or an upload that crosses processes, a post that one service
// makes for another through the outbox, a live event from one service through the gateway's
// socket) is walked here once, as a newcomer would: register, import a run from the composer,
// find its post on the feed and the run on the health page, ask the assistant (offline: the
// passages it retrieved, its reply arriving over the gateway's socket from health's event),
// message another member who sees it arrive live, and call them (audio through the media server's process, behind the gateway's
// /sfu). Two Chromium instances with fake microphones and cameras, as the calls test has them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createTestDatabase, registerMember, testEnv, type TestDatabase } from '@pulse/dev-env';
import { startProduct, type Product } from '@pulse/dev-env/product';
import { WORKER_BIN, describeWithWorker } from '@pulse/dev-env/sfu';
import { launchChromium, watchPageErrors } from './browser.js';
import { gpxFile, track } from './activity-file.js';

describeWithWorker('npm start in the browser', () => {
  let database: TestDatabase;
  let product: Product;
  let browser: Browser;
  let bobBrowser: Browser;
  let page: Page;
  let B: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    product = await startProduct({
      name: 'e2e-npm-start',
      env: testEnv({ NODE_ENV: 'development', DATABASE_URL: database.url, MEDIASOUP_WORKER_BIN: WORKER_BIN, SFU_WORKERS: '1', LOG_LEVEL: 'warn' }),
    });
    [browser, bobBrowser] = await Promise.all([launchChromium({ media: true }), launchChromium({ media: true })]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    watchPageErrors(page, pageErrors);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await bobBrowser?.close();
    await product?.stop();
    await database?.drop();
  });

  it('registers a newcomer, imports their run from the composer, and shows it on the feed and the health page', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    await page.goto(`${product.url}/register`);
    await page.getByTestId('register-email').fill(`start_${suffix}@example.com`);
    await page.getByTestId('register-password').fill('browser-pass-1');
    await page.getByTestId('register-name').fill('Sam Start');
    await page.getByTestId('register-username').fill(`sam_${suffix}`);
    await page.getByTestId('register-submit').click();
    await page.getByText('Welcome, Sam Start').waitFor();

    // The upload goes to health's REST path through the gateway; the route post is social's,
    // made from health's event: three processes and the bus between them.
    await page.getByTestId('composer-activity-button').click();
    await page.getByTestId('import-activity-dialog').waitFor();
    await page.getByTestId('import-activity-file').setInputFiles({ name: 'first.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpxFile(track)) });
    await page.getByTestId('import-activity-content').fill('My first run on Pulse');
    await page.getByTestId('import-activity-submit').click();
    await page.getByTestId('import-activity-dialog').waitFor({ state: 'detached' });
    const route = page.getByTestId('home-feed').getByTestId('post-card').filter({ hasText: 'My first run on Pulse' }).first().getByTestId('route-card');
    await route.waitFor();
    expect(await route.getByTestId('route-distance-value').textContent()).toBe('0.8 km');

    await page.goto(`${product.url}/health`);
    const activities = page.getByTestId('activities-card');
    await activities.getByTestId('activity').first().waitFor();
    expect(await activities.getByTestId('activity-type').allTextContents()).toEqual(['running']);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("answers a question on the assistant page with the passages it retrieved, warmed at health's boot", async () => {
    await page.goto(`${product.url}/assistant`);
    await expect.poll(() => page.getByTestId('assistant-page').getAttribute('data-retrieval'), { timeout: 60_000 }).toBe('READY');
    await page.getByTestId('assistant-input').fill('How much vitamin D do adults need?');
    await page.getByTestId('assistant-send').click();
    const reply = page.getByTestId('assistant-reply').first();
    await expect.poll(() => reply.getAttribute('data-state'), { timeout: 60_000 }).toBe('DONE');
    expect(await page.getByTestId('assistant-retrieved-label').textContent()).toBe('Retrieved passages (no assistant is configured)');
    expect(await page.getByTestId('assistant-reply-text').textContent()).toMatch(/^\[1\] Vitamin D \(NIH Office of Dietary Supplements\)\n/);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('sends a message that the other member sees arrive live, on the socket the gateway serves', async () => {
    const bob = await registerMember(product);
    const context = await bobBrowser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), bob.token);
    B = await context.newPage();
    B.setDefaultTimeout(30_000);
    watchPageErrors(B, pageErrors, { label: 'Bob' });
    await B.goto(`${product.url}/messages`);
    await B.getByText('No conversations yet').waitFor();

    await page.goto(`${product.url}/messages`);
    await page.getByTestId('new-message-button').click();
    await page.getByPlaceholder('Search users...').fill(bob.input.username);
    await page
      .getByTestId('new-message-result')
      .filter({ hasText: `@${bob.input.username}` })
      .click();
    await page.getByTestId('new-message-modal').waitFor({ state: 'detached' });
    await page.getByTestId('composer-input').fill('See you at the park gate');
    await page.getByTestId('composer-send').click();

    const row = B.getByTestId('conversation-row');
    await expect.poll(() => row.getByTestId('conversation-preview').textContent(), { timeout: 30_000 }).toBe('See you at the park gate');
    expect(await row.getByTestId('conversation-unread').textContent()).toBe('1');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('calls the other member, audio flowing both ways through the media server behind the gateway', async () => {
    // Sam is still in the conversation of the message above; Bob is on his list of conversations.
    const overlay = (p: Page) => p.getByTestId('call-overlay');
    const audioPackets = async (p: Page) =>
      Number(
        (await overlay(p)
          .locator('[data-testid=call-tile][data-self=false]')
          .getAttribute('data-audio-packets', { timeout: 500 })
          .catch(() => null)) ?? 0,
      );
    await page.getByTestId('audio-call').click();
    await overlay(page).waitFor();
    const incoming = B.getByTestId('incoming-call');
    await incoming.waitFor();
    await incoming.getByTestId('incoming-call-accept').click();
    for (const p of [page, B]) await expect.poll(() => audioPackets(p), { timeout: 30_000 }).toBeGreaterThan(20);
    await overlay(page).getByTestId('call-end').click();
    await overlay(B).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('kept every process up, and logged no error', () => {
    expect(product.output()).not.toContain('stopped unexpectedly');
    expect(product.output()).not.toMatch(/^\d\d:\d\d:\d\d\.\d+ error /m);
  });
});

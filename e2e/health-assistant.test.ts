// The assistant page as a member uses it, in Chromium against the real stack with a real
// loopback OpenAI-compatible server (dev-env's chat-server.ts): a question, the reply
// streaming in through the assistantReply subscription, its sources as links, and a provider
// failure shown as the reply's error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, watchPageErrors } from './browser.js';
import { registerMember, startChatServer, type ChatServer, type Stack, startStack } from '@pulse/dev-env';

let stack: Stack;
let chat: ChatServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
/** assistantReply results the page received over graphql-ws. */
const replyFrames: string[] = [];

beforeAll(async () => {
  chat = await startChatServer();
  stack = await startStack({ env: { AI_BASE_URL: chat.url, AI_CHAT_MODEL: 'test-chat', AI_TIMEOUT_MS: '5000' } });
  browser = await launchChromium();
  const member = await registerMember(stack, { name: 'Ada Sleeper' });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  page = await context.newPage();
  watchPageErrors(page, pageErrors);
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"assistantReply"')) replyFrames.push(String(payload));
    }),
  );
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
  await chat?.close();
});

const eventually = <T>(fn: () => T | Promise<T>, timeout = 30_000) => expect.poll(fn, { timeout, interval: 50 });

describe('/assistant', () => {
  it('streams a reply to a question, then shows its sources as links', async () => {
    // 120 pieces, each in two TCP writes: a few seconds of streaming the page can watch grow.
    const pieces = Array.from({ length: 120 }, (_, i) => (i === 119 ? 'Most adults need 7 or more hours [1].' : `p${i} `));
    chat.reply({ chunks: pieces, splitFrames: true });
    await page.goto(`${stack.url}/assistant`);
    // Opening the page starts the language model's warm-up (tests do not warm at boot) and says
    // so until it is ready; then the first answer waits for nothing.
    await eventually(() => page.getByTestId('assistant-page').getAttribute('data-retrieval'), 180_000).toBe('READY');
    expect(await page.getByTestId('assistant-loading').count()).toBe(0);
    await page.getByTestId('assistant-input').fill('How many hours of sleep do adults need?');
    await page.getByTestId('assistant-send').click();

    await eventually(() => page.getByTestId('assistant-question').first().textContent()).toBe('How many hours of sleep do adults need?');
    const reply = page.getByTestId('assistant-reply').first();
    const text = page.getByTestId('assistant-reply-text').first();
    // Part of the reply on screen while it is still being written.
    await eventually(async () => (await reply.getAttribute('data-state')) === 'STREAMING' && ((await text.textContent()) ?? '').startsWith('p0 p1')).toBe(true);
    await eventually(() => reply.getAttribute('data-state')).toBe('DONE');
    expect(await text.textContent()).toBe(pieces.join(''));
    // The text grew through the subscription: several results, the last one DONE.
    await eventually(() => replyFrames.some((f) => f.includes('"DONE"'))).toBe(true);
    expect(replyFrames.filter((f) => f.includes('"STREAMING"')).length).toBeGreaterThan(1);
    await expect.poll(() => page.url()).toMatch(/\/assistant\/[^/]+$/);

    const source = page.getByTestId('assistant-citations').getByRole('link').first();
    expect(await source.textContent()).toBe('[1] How much sleep adults need (CDC)');
    expect(await source.getAttribute('href')).toBe('https://www.cdc.gov/sleep/about/index.html');
    expect(await page.getByTestId('assistant-retrieved-label').count()).toBe(0);
    await expect.poll(() => page.getByTestId('assistant-conversations').getByRole('link').first().textContent()).toBe('How many hours of sleep do adults need?');
  }, 300_000);

  it('shows why a reply failed', async () => {
    chat.reply({ status: 503, error: 'model is loading' });
    await page.getByTestId('assistant-input').fill('And naps?');
    await page.getByTestId('assistant-send').click();
    const failed = page.locator('[data-testid=assistant-reply][data-state=FAILED]');
    await eventually(() => failed.count()).toBe(1);
    expect(await failed.getByTestId('assistant-reply-error').textContent()).toMatch(/answered with an error \(HTTP 503\): model is loading/);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('with no model configured, labels the reply as retrieved passages and links their sources', async () => {
    const offline = await startStack();
    const member = await registerMember(offline, { name: 'Ola Offline' });
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await own.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
      const tab = await own.newPage();
      const tabErrors: string[] = [];
      watchPageErrors(tab, tabErrors);
      tab.on('console', (msg) => {
        if (msg.type() === 'error') tabErrors.push(msg.text());
      });
      await tab.goto(`${offline.url}/assistant`);
      await tab.getByTestId('assistant-input').fill('How much vitamin D do adults need?');
      await tab.getByTestId('assistant-send').click();
      const reply = tab.getByTestId('assistant-reply').first();
      await eventually(() => reply.getAttribute('data-state'), 60_000).toBe('DONE');
      expect(await tab.getByTestId('assistant-retrieved-label').textContent()).toBe('Retrieved passages (no assistant is configured)');
      expect(await tab.getByTestId('assistant-reply-text').textContent()).toMatch(
        /^\[1\] Vitamin D \(NIH Office of Dietary Supplements\)\nVitamin D helps the body absorb calcium/,
      );
      const first = tab.getByTestId('assistant-citations').getByRole('link').first();
      expect(await first.getAttribute('href')).toBe('https://ods.od.nih.gov/factsheets/VitaminD-Consumer/');
      // Opening the page started the language model's warm-up; once it is ready the page no
      // longer says it is getting ready.
      await eventually(() => tab.getByTestId('assistant-page').getAttribute('data-retrieval'), 60_000).toBe('READY');
      expect(await tab.getByTestId('assistant-loading').count()).toBe(0);

      // A question about the member's own data: a sentence computed from it (no meals yet),
      // then at most three passages, each cited.
      await tab.getByTestId('assistant-input').fill('How much protein did I eat today?');
      await tab.getByTestId('assistant-send').click();
      const second = tab.getByTestId('assistant-reply').nth(1);
      await eventually(() => second.getAttribute('data-state'), 60_000).toBe('DONE');
      expect(await second.getByTestId('assistant-reply-text').textContent()).toMatch(
        /^Your food diary has no meals today: 0 g of protein so far; your goal is 50 g\.\n\n\[1\] /,
      );
      const links = second.getByTestId('assistant-citations').getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      expect(await links.count()).toBeLessThanOrEqual(3);
      expect(tabErrors).toEqual([]);
    } finally {
      await own.close();
      await offline.stop();
    }
  }, 180_000);
});

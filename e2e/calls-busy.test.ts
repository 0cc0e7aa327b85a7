// Busy, as members live it (issue 24 item 7: "a clear message when ... busy"), through the real
// stack and mediasoup worker: Alice is in a video call with Bob when Carl calls her. Carl's
// screen says Alice is on another call (the alert and the chat's call record), Alice is never
// rung and her call with Bob goes on, media flowing, until they end it.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { defaultMediasoupWorkerBin } from '@pulse/kit/config';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

const WORKER_BIN = process.env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin();
const MISSING_WORKER = existsSync(WORKER_BIN) ? null : `mediasoup-worker not found at ${WORKER_BIN}; build it with "node scripts/build-mediasoup-worker.mjs"`;
if (MISSING_WORKER && process.env.CI === 'true') {
  describe('a busy member in the browser', () =>
    it('has the mediasoup worker (pretest builds it in CI)', () => {
      throw new Error(MISSING_WORKER);
    }));
} else if (MISSING_WORKER) {
  console.warn(`Skipping the busy calls browser test: ${MISSING_WORKER}`);
}

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
let browser: Browser;
let alice: Member;
let bob: Member;
let carl: Member;
let A: Page;
let B: Page;
let C: Page;
let withBob: string;
let withCarl: string;
const pageErrors: string[] = [];

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15000, interval: 200, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
const overlay = (page: Page) => page.getByTestId('call-overlay');
const remoteTile = (page: Page) => overlay(page).locator('[data-testid=call-tile][data-self=false]');
const framesDecoded = async (page: Page) =>
  Number(
    (await remoteTile(page)
      .getAttribute('data-frames-decoded', { timeout: 500 })
      .catch(() => null)) ?? 0,
  );

/** Each member in their own browser context (own storage, own MLS device), signed in. */
async function memberPage(member: Member): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  await context.grantPermissions(['camera', 'microphone'], { origin: stack.url });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  watchPageErrors(page, pageErrors, { label: member.input.name });
  return page;
}

const open = (member: Member, target: Member) =>
  api<{ createConversation: { id: string } }>('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: target.user.id }, member);

/** Waits for a condition outside a test (expect.poll works inside tests only). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function keyPackages(member: Member): Promise<number> {
  return (
    (await api<{ myDevices: { keyPackagesAvailable: number }[] }>('{ myDevices { keyPackagesAvailable } }', {}, member)).data!.myDevices[0]?.keyPackagesAvailable ?? 0
  );
}

async function calls(member: Member, conversationId: string): Promise<{ id: string; status: string }[]> {
  const res = await api<{ callHistory: { id: string; status: string }[] }>(
    'query($c: ID!) { callHistory(conversationId: $c, first: 50) { id status } }',
    { c: conversationId },
    member,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.callHistory;
}

describe.skipIf(MISSING_WORKER !== null)('a busy member (three members, real mediasoup worker)', () => {
  beforeAll(async () => {
    stack = await startStack({ sfu: true });
    if (stack.sfuUnavailable) throw new Error(stack.sfuUnavailable);
    browser = await launchChromium({ media: true });
    const tag = Date.now() % 100000;
    alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_b${tag}` });
    bob = await registerMember(stack, { name: 'Bob Lifter', username: `bob_b${tag}` });
    carl = await registerMember(stack, { name: 'Carl Cyclist', username: `carl_b${tag}` });
    withBob = (await open(alice, bob)).data!.createConversation.id;
    withCarl = (await open(carl, alice)).data!.createConversation.id;
    [A, B, C] = await Promise.all([memberPage(alice), memberPage(bob), memberPage(carl)]);
    // Alice's and Bob's browsers are MLS devices with key packages before the chats are opened,
    // so each conversation's group (and its encrypted calls) includes them.
    await Promise.all([A, B].map((page) => page.goto(`${stack.url}/messages`)));
    await until(async () => (await keyPackages(alice)) >= 5 && (await keyPackages(bob)) >= 5, "key packages of Alice's and Bob's devices");
  }, 240_000);

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await stack?.stop();
  });

  it("Carl calls Alice while she talks with Bob: Carl is told she is on another call, and Alice's call goes on", async () => {
    // Alice calls Bob; he answers.
    await A.goto(`${stack.url}/messages/${withBob}`);
    await eventually(() => textOf(A.getByTestId('chat-title'))).toBe(bob.input.name);
    await B.getByTestId('conversation-row').first().getByTestId('online-dot').waitFor();
    await A.getByTestId('video-call').click();
    await overlay(A).waitFor();
    await B.getByTestId('incoming-call').waitFor();
    await B.getByTestId('incoming-call-accept').click();
    await overlay(B).waitFor();
    await eventually(async () => (await calls(alice, withBob))[0]?.status).toBe('ACTIVE');
    await eventually(() => framesDecoded(A), { timeout: 30_000 }).toBeGreaterThan(10);

    // Carl opens his chat with Alice and calls her.
    await C.goto(`${stack.url}/messages/${withCarl}`);
    await eventually(() => textOf(C.getByTestId('chat-title'))).toBe(alice.input.name);
    await C.getByTestId('conversation-row').first().getByTestId('online-dot').waitFor();
    await C.getByTestId('video-call').click();

    // Carl hears busy at once: the alert in the web client's words, and the chat's record.
    await eventually(() => textOf(C.getByTestId('call-alert-message'))).toBe(`${alice.input.name} is on another call.`);
    await C.getByTestId('call-alert-ok').click();
    await C.getByTestId('call-alert').waitFor({ state: 'detached' });
    expect(await overlay(C).count()).toBe(0);
    await eventually(() => textOf(C.getByTestId('message-list').getByTestId('call-record').last().getByTestId('call-record-text'))).toBe('Video call · busy');
    expect((await calls(carl, withCarl))[0]?.status).toBe('BUSY');

    // Alice was never rung, and her call with Bob goes on: still ACTIVE, video still arriving.
    expect(await A.getByTestId('incoming-call').count()).toBe(0);
    expect(await A.getByTestId('call-alert').count()).toBe(0);
    await overlay(A).waitFor();
    expect((await calls(alice, withBob))[0]?.status).toBe('ACTIVE');
    const before = await framesDecoded(A);
    await eventually(() => framesDecoded(A)).toBeGreaterThan(before + 10);

    // They end it as usual.
    await overlay(A).getByTestId('call-end').click();
    await Promise.all([overlay(A).waitFor({ state: 'detached' }), overlay(B).waitFor({ state: 'detached', timeout: 15000 })]);
    await eventually(async () => (await calls(alice, withBob))[0]?.status).toBe('ENDED');
    expect(pageErrors).toEqual([]);
  }, 150_000);
});

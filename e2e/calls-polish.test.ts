// Calls polish (issue 24 item 7) as members live it, through the real stack and mediasoup
// worker: Bob on two devices (two browser contexts), Alice on one.
//  - Alice's video call rings both of Bob's devices; while it rings Alice sees Bob's name and
//    picture; Bob answers on one and the other stops ringing; the microphone and camera
//    buttons, off, look neutral and unlike the red End call; the ended call leaves a record with
//    its duration in the chat and the conversation list.
//  - An audio call looks like one ('Audio Call', pictures, no camera button); Bob declines on
//    his other device, the first stops ringing and Alice is told; the record says so.
//  - On a 390x844 phone, a video call fills the screen with Bob and Alice's own view floats,
//    draggable and kept inside the screen.
//  - Nobody answers within the ring timeout: Alice is told Bob didn't answer.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { defaultMediasoupWorkerBin } from '@pulse/kit/config';
import { launchChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

const WORKER_BIN = process.env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin();
const MISSING_WORKER = existsSync(WORKER_BIN) ? null : `mediasoup-worker not found at ${WORKER_BIN}; build it with "node scripts/build-mediasoup-worker.mjs"`;
if (MISSING_WORKER && process.env.CI === 'true') {
  describe('calls polish in the browser', () =>
    it('has the mediasoup worker (pretest builds it in CI)', () => {
      throw new Error(MISSING_WORKER);
    }));
} else if (MISSING_WORKER) {
  console.warn(`Skipping the calls polish browser test: ${MISSING_WORKER}`);
}

type Member = Awaited<ReturnType<typeof registerMember>>;

const DESKTOP = { width: 1100, height: 760 };
const PHONE = { width: 390, height: 844 };

let stack: Stack;
let browser: Browser;
let alice: Member;
let bob: Member;
let A: Page;
let B1: Page;
let B2: Page;
let conversationId: string;
const pageErrors: string[] = [];

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);
const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15000, interval: 200, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
const overlay = (page: Page) => page.getByTestId('call-overlay');
const incoming = (page: Page) => page.getByTestId('incoming-call');
const cssOf = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** One device of a member: its own browser context (own storage, own MLS device), signed in. */
async function devicePage(member: Member, label: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['camera', 'microphone'], { origin: stack.url });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  watchPageErrors(page, pageErrors, { label });
  return page;
}

/** Waits for a condition outside a test (expect.poll works inside tests only). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The call records of the open chat, oldest first. */
const records = (page: Page) => page.getByTestId('message-list').getByTestId('call-record');

async function callStatus(callId: string): Promise<string> {
  return (await api<{ call: { status: string } }>('query($id: ID!) { call(id: $id) { status } }', { id: callId }, alice)).data!.call.status;
}

async function callIdOf(page: Page): Promise<string> {
  await eventually(async () => (await overlay(page).getAttribute('data-call-id')) ?? '').not.toBe('');
  return (await overlay(page).getAttribute('data-call-id'))!;
}

describe.skipIf(MISSING_WORKER !== null)('calls polish (Bob on two devices, real mediasoup worker)', () => {
  beforeAll(async () => {
    stack = await startStack({ sfu: true });
    if (stack.sfuUnavailable) throw new Error(stack.sfuUnavailable);
    browser = await launchChromium({ media: true });
    const tag = Date.now() % 100000;
    alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_p${tag}` });
    bob = await registerMember(stack, { name: 'Bob Lifter', username: `bob_p${tag}` });
    const created = await api<{ createConversation: { id: string } }>('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, alice);
    expect(created.errors).toBeUndefined();
    conversationId = created.data!.createConversation.id;
    [A, B1, B2] = await Promise.all([devicePage(alice, 'Alice'), devicePage(bob, 'Bob (phone)'), devicePage(bob, 'Bob (laptop)')]);
    // Both of Bob's devices are MLS devices with key packages before Alice opens the chat, so
    // her conversation's group (and its encrypted calls) includes both.
    await Promise.all([B1, B2].map((page) => page.goto(`${stack.url}/messages`)));
    await until(
      async () =>
        ((await api<{ myDevices: { keyPackagesAvailable: number }[] }>('{ myDevices { keyPackagesAvailable } }', {}, bob)).data!.myDevices ?? []).filter(
          (d) => d.keyPackagesAvailable >= 5,
        ).length === 2,
      "key packages of both of Bob's devices",
    );
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await A.getByTestId('chat-title').getByText(bob.input.name).waitFor();
    // Every socket is up (the call buttons refuse to call without one).
    for (const page of [B1, B2]) await page.getByTestId('conversation-row').getByTestId('online-dot').waitFor();
  }, 240_000);

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await stack?.stop();
  });

  it('answered on one device: the other stops ringing; the caller saw who was rung; toggles are neutral; the record has the duration', async () => {
    await A.getByTestId('video-call').click();
    await overlay(A).waitFor();
    expect(await overlay(A).getByTestId('call-title').textContent()).toBe('Video Call');
    // While it rings, Alice sees whom she is calling.
    await eventually(() => textOf(overlay(A).getByTestId('call-ringing-name'))).toBe(bob.input.name);
    expect(await overlay(A).getByTestId('call-ringing-status').textContent()).toBe('Ringing...');
    await overlay(A).getByTestId('call-ringing').getByText('B', { exact: true }).waitFor();
    const callId = await callIdOf(A);

    // Both of Bob's devices ring; he answers on the first, and the second stops ringing.
    await Promise.all([incoming(B1).waitFor(), incoming(B2).waitFor()]);
    await incoming(B1).getByTestId('incoming-call-accept').click();
    await overlay(B1).waitFor();
    await incoming(B2).waitFor({ state: 'detached' });
    expect(await overlay(B2).count()).toBe(0);
    await eventually(() => callStatus(callId)).toBe('ACTIVE');
    await overlay(A).getByTestId('call-ringing').waitFor({ state: 'detached' });

    // Microphone and camera off: a neutral look, clearly not End call's red.
    const mic = overlay(A).getByTestId('call-toggle-mic');
    const camera = overlay(A).getByTestId('call-toggle-camera');
    const end = overlay(A).getByTestId('call-end');
    const onBackground = await cssOf(mic, 'background-color');
    await mic.click();
    await camera.click();
    await eventually(() => mic.getAttribute('data-state')).toBe('off');
    await eventually(() => camera.getAttribute('data-state')).toBe('off');
    const endBackground = await cssOf(end, 'background-color');
    for (const toggle of [mic, camera]) {
      const off = await cssOf(toggle, 'background-color');
      expect(off).not.toBe(endBackground);
      expect(off).not.toBe(onBackground);
      // Neutral: red, green and blue within a few steps of each other (a grey), where End call is red.
      const [r, g, b] = off.match(/\d+/g)!.map(Number);
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(24);
    }
    const [er, eg, eb] = endBackground.match(/\d+/g)!.map(Number);
    expect(er - Math.max(eg, eb)).toBeGreaterThan(60);
    await mic.click();
    await camera.click();

    await overlay(B1).getByTestId('call-end').click();
    await Promise.all([overlay(A).waitFor({ state: 'detached', timeout: 15000 }), overlay(B1).waitFor({ state: 'detached' })]);
    await eventually(() => callStatus(callId)).toBe('ENDED');
    // The record, with its duration, in Alice's chat and in Bob's conversation list.
    await eventually(() => records(A).count()).toBe(1);
    expect(await records(A).first().getAttribute('data-outcome')).toBe('completed');
    expect(await records(A).first().getByTestId('call-record-text').textContent()).toMatch(/^Video call · \d+:\d\d$/);
    await eventually(async () => (await textOf(B2.getByTestId('conversation-row').getByTestId('conversation-preview'))) ?? '').toMatch(/^Video call · \d+:\d\d$/);
    // An ended call leaves no alert behind.
    expect(await A.getByTestId('call-alert').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('an audio call looks like one; declined on one device, the other stops ringing and Alice is told', async () => {
    await A.getByTestId('audio-call').click();
    await overlay(A).waitFor();
    expect(await overlay(A).getByTestId('call-title').textContent()).toBe('Audio Call');
    expect(await overlay(A).getAttribute('data-layout')).toBe('audio');
    expect(await overlay(A).getByTestId('call-toggle-camera').count()).toBe(0);
    await overlay(A).locator('[data-testid=call-tile][data-self=true]').getByTestId('call-avatar').waitFor();
    expect(await overlay(A).getByTestId('camera-off').count()).toBe(0);
    await eventually(() => textOf(overlay(A).getByTestId('call-ringing-name'))).toBe(bob.input.name);
    const callId = await callIdOf(A);

    await Promise.all([incoming(B1).waitFor(), incoming(B2).waitFor()]);
    expect(await incoming(B2).getByTestId('incoming-call-kind').textContent()).toBe('Incoming audio call');
    await incoming(B2).getByTestId('incoming-call-decline').click();
    await incoming(B1).waitFor({ state: 'detached' });
    await overlay(A).waitFor({ state: 'detached' });
    await eventually(() => textOf(A.getByTestId('call-alert-message'))).toBe(`${bob.input.name} declined the call.`);
    await A.getByTestId('call-alert-ok').click();
    await A.getByTestId('call-alert').waitFor({ state: 'detached' });
    expect(await callStatus(callId)).toBe('DECLINED');

    await eventually(() => records(A).count()).toBe(2);
    expect(await records(A).last().getAttribute('data-outcome')).toBe('declined');
    expect(await records(A).last().getByTestId('call-record-text').textContent()).toBe('Audio call declined');
    await B1.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(records(B1).last().getByTestId('call-record-text'))).toBe('You declined an audio call');
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('on a 390x844 phone a video call fills the screen and the own view drags, staying inside', async () => {
    await A.setViewportSize(PHONE);
    await A.getByTestId('video-call').click();
    await overlay(A).waitFor();
    await Promise.all([incoming(B1).waitFor(), incoming(B2).waitFor()]);
    await incoming(B1).getByTestId('incoming-call-accept').click();
    await eventually(() => overlay(A).getAttribute('data-layout')).toBe('phone');

    // Bob's video fills the screen.
    const main = await overlay(A).getByTestId('call-main').boundingBox();
    expect(main).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const remote = overlay(A).getByTestId('call-main').locator('[data-testid=call-tile][data-self=false]');
    await remote.waitFor();

    // Alice's own view floats and moves with the pointer, never past the screen's edges.
    const self = overlay(A).getByTestId('call-self-view');
    await eventually(() => self.getAttribute('data-x')).not.toBe('');
    const start = (await self.boundingBox())!;
    expect(start.x + start.width).toBeLessThanOrEqual(PHONE.width);
    const drag = async (toX: number, toY: number) => {
      const box = (await self.boundingBox())!;
      await A.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await A.mouse.down();
      await A.mouse.move(toX, toY, { steps: 8 });
      await A.mouse.up();
    };
    await drag(start.width / 2 + 40, PHONE.height / 2);
    await eventually(async () => Math.round((await self.boundingBox())!.x)).toBe(40);
    await drag(-500, -500);
    await eventually(async () => (await self.boundingBox())!).toMatchObject({ x: 0, y: 0 });
    await drag(5000, 5000);
    await eventually(async () => {
      const box = (await self.boundingBox())!;
      return [Math.round(box.x + box.width), Math.round(box.y + box.height)];
    }).toEqual([PHONE.width, PHONE.height]);

    await overlay(A).getByTestId('call-end').click();
    await Promise.all([overlay(A).waitFor({ state: 'detached' }), overlay(B1).waitFor({ state: 'detached', timeout: 15000 })]);
    await A.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('nobody answers within the ring timeout: both devices stop ringing and Alice is told Bob did not answer', async () => {
    stack.clock.freeze();
    try {
      await A.getByTestId('video-call').click();
      await overlay(A).waitFor();
      const callId = await callIdOf(A);
      await Promise.all([incoming(B1).waitFor(), incoming(B2).waitFor()]);
      stack.clock.advance(stack.config.calls.ringTimeoutSeconds * 1000);
      await eventually(() => callStatus(callId)).toBe('MISSED');
      await eventually(() => textOf(A.getByTestId('call-alert-message'))).toBe(`${bob.input.name} didn't answer.`);
      await Promise.all([incoming(B1).waitFor({ state: 'detached' }), incoming(B2).waitFor({ state: 'detached' })]);
      await A.getByTestId('call-alert-ok').click();
      await eventually(async () => (await textOf(B2.getByTestId('conversation-row').getByTestId('conversation-preview'))) ?? '').toBe('Missed video call');
    } finally {
      stack.clock.release();
    }
    expect(pageErrors).toEqual([]);
  }, 90_000);
});

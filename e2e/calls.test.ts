// Calls as two members live them, in TWO Chromium instances with fake cameras and
// microphones, through the real stack and the real mediasoup worker (the gateway's /sfu):
// Alice starts a video call from the chat, Bob gets the incoming call and accepts, each sees
// the other's video (frames decoded keep increasing), Alice mutes and Bob sees the muted
// icon, Alice turns her camera off and Bob sees 'Camera off', Bob ends and both overlays close
// with the call record ENDED; then an audio-only call, and a declined one.
//
// Without the worker binary it skips with the reason, except in CI (CI=true), where it fails.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { defaultMediasoupWorkerBin } from '@pulse/kit/config';
import { launchChromium, launchKillableChromium, watchPageErrors } from './browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

const WORKER_BIN = process.env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin();
const MISSING_WORKER = existsSync(WORKER_BIN) ? null : `mediasoup-worker not found at ${WORKER_BIN}; build it with "node scripts/build-mediasoup-worker.mjs"`;
if (MISSING_WORKER && process.env.CI === 'true') {
  describe('calls in the browser', () =>
    it('has the mediasoup worker (pretest builds it in CI)', () => {
      throw new Error(MISSING_WORKER);
    }));
} else if (MISSING_WORKER) {
  console.warn(`Skipping the calls browser test: ${MISSING_WORKER}`);
}

type Member = Awaited<ReturnType<typeof registerMember>>;

let stack: Stack;
const browsers: Browser[] = [];
let alice: Member;
let bob: Member;
let A: Page;
let B: Page;
let conversationId: string;
const pageErrors: string[] = [];

const api = <T = any>(query: string, variables: Record<string, unknown>, member: Member) => gql<T>(stack.graphqlUrl, query, variables, member.token);

/** Each member in their own browser (own fake devices, own process), signed in through localStorage. */
async function memberPage(member: Member, options: { browser?: Browser; setup?: (context: BrowserContext) => Promise<unknown> } = {}): Promise<Page> {
  let browser = options.browser;
  if (!browser) {
    browser = await launchChromium({ media: true });
    browsers.push(browser);
  }
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  await options.setup?.(context);
  await context.grantPermissions(['camera', 'microphone'], { origin: stack.url });
  await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
  const page = await context.newPage();
  watchPageErrors(page, pageErrors, { label: member.input.name });
  return page;
}

const eventually = <T>(fn: () => T | Promise<T>, options: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15000, interval: 200, ...options });
const textOf = (locator: Locator) => locator.textContent({ timeout: 500 }).catch(() => null);
const overlay = (page: Page) => page.getByTestId('call-overlay');
const remoteTile = (page: Page) => overlay(page).locator('[data-testid=call-tile][data-self=false]');
const ownTile = (page: Page) => overlay(page).locator('[data-testid=call-tile][data-self=true]');
const framesDecoded = async (page: Page) =>
  Number(
    (await remoteTile(page)
      .getAttribute('data-frames-decoded', { timeout: 500 })
      .catch(() => null)) ?? 0,
  );
const audioPackets = async (page: Page) =>
  Number(
    (await remoteTile(page)
      .getAttribute('data-audio-packets', { timeout: 500 })
      .catch(() => null)) ?? 0,
  );

/** Audio samples the other side's decoder made from what arrived (not concealed loss): heard. */
const audioDecoded = async (page: Page) =>
  Number(
    (await remoteTile(page)
      .getAttribute('data-audio-decoded', { timeout: 500 })
      .catch(() => null)) ?? 0,
  );

/** The overlay's call id, once the call record exists. */
async function callIdOf(page: Page): Promise<string> {
  await eventually(async () => (await overlay(page).getAttribute('data-call-id')) ?? '').not.toBe('');
  return (await overlay(page).getAttribute('data-call-id'))!;
}

/** The conversation's calls, newest first. */
async function history(member: Member): Promise<{ id: string; status: string; video: boolean }[]> {
  const res = await api<{ callHistory: { id: string; status: string; video: boolean }[] }>(
    'query($c: ID!) { callHistory(conversationId: $c, first: 50) { id status video } }',
    { c: conversationId },
    member,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.callHistory;
}

/**
 * What the media server forwards, seen from inside it: a tap (a mediasoup DirectTransport) on
 * every producer of the call's room, collecting while the test waits. Each RTP packet that
 * ends a frame (every Opus packet; a VP8 packet with the marker bit) is checked for the
 * encrypted frame's trailer, the magic bytes "PE2E" (web/src/calls/frame-crypto.worker.ts).
 */
async function tapRoom(callId: string, member: Member): Promise<{ seen: { kind: 'audio' | 'video'; sealed: boolean }[]; close(): void }> {
  const res = await api<{ call: { roomId: string } }>('query($id: ID!) { call(id: $id) { roomId } }', { id: callId }, member);
  const room = stack.sfu!.rooms.get(res.data!.call.roomId)!;
  const tap = await room.router.createDirectTransport();
  const seen: { kind: 'audio' | 'video'; sealed: boolean }[] = [];
  const MAGIC = Buffer.from('PE2E');
  for (const peer of room.peers.values()) {
    for (const { producer } of peer.producers.values()) {
      const consumer = await tap.consume({ producerId: producer.id, rtpCapabilities: room.router.rtpCapabilities });
      consumer.on('rtp', (packet: Buffer) => {
        const padded = (packet[0] & 0x20) !== 0;
        const marker = (packet[1] & 0x80) !== 0;
        let offset = 12 + 4 * (packet[0] & 0x0f);
        if (packet[0] & 0x10) offset += 4 + 4 * packet.readUInt16BE(offset + 2);
        const payload = packet.subarray(offset, padded ? packet.length - packet[packet.length - 1] : packet.length);
        if (payload.length === 0 || (producer.kind === 'video' && !marker)) return;
        seen.push({ kind: producer.kind, sealed: payload.subarray(payload.length - MAGIC.length).equals(MAGIC) });
      });
    }
  }
  return { seen, close: () => tap.close() };
}

async function callStatus(id: string, member: Member): Promise<string> {
  const res = await api<{ call: { status: string } }>('query($id: ID!) { call(id: $id) { status } }', { id }, member);
  expect(res.errors).toBeUndefined();
  return res.data!.call.status;
}

/** The remote video is playing: frames decoded grow, and keep growing. */
async function expectVideoFlowing(page: Page) {
  await eventually(() => framesDecoded(page)).toBeGreaterThan(10);
  const before = await framesDecoded(page);
  await eventually(() => framesDecoded(page)).toBeGreaterThan(before + 10);
  expect(await remoteTile(page).getAttribute('data-video-on')).toBe('true');
}

describe.skipIf(MISSING_WORKER !== null)('calls in the browser (two Chromium instances, real mediasoup worker)', () => {
  beforeAll(async () => {
    stack = await startStack({ sfu: true });
    if (stack.sfuUnavailable) throw new Error(stack.sfuUnavailable);
    const tag = Date.now() % 100000;
    alice = await registerMember(stack, { name: 'Alice Runner', username: `alice_c${tag}` });
    bob = await registerMember(stack, { name: 'Bob Lifter', username: `bob_c${tag}` });
    const created = await api<{ createConversation: { id: string } }>('mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id }, alice);
    expect(created.errors).toBeUndefined();
    conversationId = created.data!.createConversation.id;
    [A, B] = await Promise.all([memberPage(alice), memberPage(bob)]);
  }, 120_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => {});
    await stack?.stop();
  });

  it('video call: A calls from the chat, B accepts, each sees the other; mute and camera off show on the other side; B ends', async () => {
    await B.goto(`${stack.url}/messages`);
    await B.getByTestId('messages-page').waitFor();
    // Bob's browser is an MLS device with key packages: Alice's opening the chat gives it its group.
    await eventually(
      async () =>
        (await api<{ myDevices: { keyPackagesAvailable: number }[] }>('{ myDevices { keyPackagesAvailable } }', {}, bob)).data!.myDevices[0]?.keyPackagesAvailable ?? 0,
    ).toBeGreaterThanOrEqual(5);
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(
      async () =>
        (await api<{ conversation: { encrypted: boolean } }>('query($id: ID!) { conversation(id: $id) { encrypted } }', { id: conversationId }, alice)).data!.conversation
          .encrypted,
    ).toBe(true);
    await eventually(() => textOf(A.getByTestId('chat-title'))).toBe(bob.input.name);
    // Both sockets up (the call buttons refuse to call without one).
    await B.getByTestId('conversation-row').getByTestId('online-dot').waitFor();

    await A.getByTestId('video-call').click();
    const overlayA = overlay(A);
    await overlayA.waitFor();
    expect(await overlayA.getByTestId('call-title').textContent()).toBe('Video Call');
    await eventually(() => textOf(overlayA.getByTestId('call-waiting'))).toBe('Waiting for others to join...');
    expect(await overlayA.getByTestId('call-participant-count').getAttribute('data-count')).toBe('1');
    expect(await overlayA.getByTestId('call-participant-count').textContent()).toBe('1 participant');
    expect(await overlayA.getByTestId('call-grid').getAttribute('data-columns')).toBe('1');
    expect(await ownTile(A).getByTestId('call-tile-label').textContent()).toBe('You');
    const callId = await callIdOf(A);
    await eventually(() => overlayA.getAttribute('data-phase')).toBe('connected');

    // Bob is rung, wherever he is in the app.
    const incoming = B.getByTestId('incoming-call');
    await incoming.waitFor();
    expect(await incoming.getByTestId('incoming-call-name').textContent()).toBe(alice.input.name);
    expect(await incoming.getByTestId('incoming-call-kind').textContent()).toBe('Incoming video call');
    await incoming.getByTestId('incoming-call-accept').click();
    await incoming.waitFor({ state: 'detached' });
    await overlay(B).waitFor();

    // Two tiles, two columns, each labelled; the waiting text is gone.
    for (const [page, other] of [
      [A, bob],
      [B, alice],
    ] as const) {
      await eventually(() => overlay(page).getByTestId('call-participant-count').getAttribute('data-count')).toBe('2');
      expect(await overlay(page).getByTestId('call-participant-count').textContent()).toBe('2 participants');
      expect(await overlay(page).getByTestId('call-grid').getAttribute('data-columns')).toBe('2');
      await eventually(() => textOf(remoteTile(page).getByTestId('call-tile-label'))).toBe(other.input.name);
      expect(await ownTile(page).getByTestId('call-tile-label').textContent()).toBe('You');
      await overlay(page).getByTestId('call-waiting').waitFor({ state: 'detached' });
    }
    expect(await callStatus(callId, alice)).toBe('ACTIVE');

    // Each sees the other's video: frames decoded keep increasing on both sides; audio arrives.
    await Promise.all([expectVideoFlowing(A), expectVideoFlowing(B)]);
    await eventually(() => audioPackets(B)).toBeGreaterThan(0);
    await eventually(() => remoteTile(B).getAttribute('data-frames-rendered')).not.toBeNull();

    // End to end encrypted (the conversation is): what the media server forwards is ciphertext.
    for (const page of [A, B]) {
      expect(await overlay(page).getAttribute('data-encrypted')).toBe('true');
      expect((await overlay(page).getByTestId('call-encrypted').textContent())?.trim()).toBe('End-to-end encrypted');
    }
    // Both hear each other: their decoders make audio of the frames that arrived (a frame that
    // did not open would be dropped, and concealed).
    for (const page of [A, B]) await eventually(() => audioDecoded(page)).toBeGreaterThan(48_000);
    const tap = await tapRoom(callId, alice);
    for (const kind of ['audio', 'video'] as const) await eventually(() => tap.seen.filter((p) => p.kind === kind).length).toBeGreaterThan(20);
    tap.close();
    // Every frame the server sees ends with the sealed frame's trailer (IV, epoch, "PE2E").
    expect(tap.seen.filter((f) => !f.sealed)).toEqual([]);

    // A mutes: B sees the muted icon on A's tile; A's own tile shows it too.
    expect(await remoteTile(B).getByTestId('tile-muted').count()).toBe(0);
    await overlayA.getByTestId('call-toggle-mic').click();
    expect(await overlayA.getByTestId('call-toggle-mic').getAttribute('data-state')).toBe('off');
    await remoteTile(B).getByTestId('tile-muted').waitFor();
    await ownTile(A).getByTestId('tile-muted').waitFor();

    // A turns the camera off: B sees 'Camera off' with A's initial.
    expect(await remoteTile(B).getByTestId('camera-off').count()).toBe(0);
    await overlayA.getByTestId('call-toggle-camera').click();
    const placeholder = remoteTile(B).getByTestId('camera-off');
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toContain('Camera off');
    expect(await placeholder.getByTestId('camera-off-initial').textContent()).toBe('A');
    expect(await remoteTile(B).getAttribute('data-video-on')).toBe('false');
    // And back on.
    await overlayA.getByTestId('call-toggle-camera').click();
    await placeholder.waitFor({ state: 'detached' });

    // B ends: both overlays close and the record says ENDED.
    await overlay(B).getByTestId('call-end').click();
    await overlay(B).waitFor({ state: 'detached' });
    await overlayA.waitFor({ state: 'detached', timeout: 15000 });
    await eventually(() => callStatus(callId, alice)).toBe('ENDED');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('audio-only call: no camera, audio flows both ways, A ends', async () => {
    await B.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(B.getByTestId('chat-title'))).toBe(alice.input.name);
    await B.getByTestId('audio-call').click();
    await overlay(B).waitFor();
    expect(await overlay(B).getAttribute('data-video')).toBe('false');
    const callId = await callIdOf(B);

    const incoming = A.getByTestId('incoming-call');
    await incoming.waitFor();
    expect(await incoming.getByTestId('incoming-call-kind').textContent()).toBe('Incoming audio call');
    expect(await incoming.getByTestId('incoming-call-name').textContent()).toBe(bob.input.name);
    await incoming.getByTestId('incoming-call-accept').click();
    await overlay(A).waitFor();

    for (const page of [A, B]) {
      await eventually(() => overlay(page).getByTestId('call-participant-count').getAttribute('data-count')).toBe('2');
      expect(await overlay(page).getByTestId('call-participant-count').textContent()).toBe('2 participants');
      // No video in an audio call: both tiles show the member's picture (no 'Camera off'), titled
      // 'Audio Call', and there is no camera button.
      await remoteTile(page).getByTestId('call-avatar').waitFor();
      await ownTile(page).getByTestId('call-avatar').waitFor();
      expect(await remoteTile(page).getByTestId('camera-off').count()).toBe(0);
      expect(await overlay(page).getByTestId('call-title').textContent()).toBe('Audio Call');
      expect(await overlay(page).getByTestId('call-toggle-camera').count()).toBe(0);
      await eventually(() => audioPackets(page)).toBeGreaterThan(20);
      expect(await remoteTile(page).getAttribute('data-frames-decoded')).toBeNull();
    }
    const before = await audioPackets(B);
    await eventually(() => audioPackets(B)).toBeGreaterThan(before + 20);

    await overlay(A).getByTestId('call-end').click();
    await overlay(A).waitFor({ state: 'detached' });
    await overlay(B).waitFor({ state: 'detached', timeout: 15000 });
    await eventually(() => callStatus(callId, bob)).toBe('ENDED');
  }, 90_000);

  /** Bob, on a page of his own, calls Alice (audio) and she answers; the call's id. */
  async function bobCallsFrom(page: Page): Promise<string> {
    await page.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(page.getByTestId('chat-title'))).toBe(alice.input.name);
    await A.goto(`${stack.url}/messages`);
    await A.getByTestId('messages-page').waitFor();
    await page.getByTestId('audio-call').click();
    await overlay(page).waitFor();
    const callId = await callIdOf(page);
    const incoming = A.getByTestId('incoming-call');
    await incoming.waitFor();
    await incoming.getByTestId('incoming-call-accept').click();
    await eventually(() => overlay(A).getByTestId('call-participant-count').getAttribute('data-count')).toBe('2');
    expect(await overlay(A).getByTestId('call-participant-count').textContent()).toBe('2 participants');
    return callId;
  }

  it('closing the tab mid-call leaves the call: the other overlay closes and the call is ENDED', async () => {
    const leaving = await memberPage(bob);
    const callId = await bobCallsFrom(leaving);

    await leaving.close({ runBeforeUnload: true });
    await overlay(A).waitFor({ state: 'detached', timeout: 15000 });
    await eventually(() => callStatus(callId, alice)).toBe('ENDED');
  }, 90_000);

  it('a browser that dies mid-call (no pagehide): the other overlay closes, the call is ENDED, and a new call rings again', async () => {
    const crashing = await launchKillableChromium({ media: true });
    const callId = await bobCallsFrom(await memberPage(bob, { browser: crashing.browser }));
    expect(await callStatus(callId, alice)).toBe('ACTIVE');

    await crashing.kill();
    // Bob's tile goes at once; the call ends once he has not come back within the grace period.
    // (A consume of Bob's audio still under way when he died used to bring his tile back until
    // the call ended: call-session.test.ts. Playwright's own wait checks in the page, with no
    // half-second read timeouts to lose on a loaded machine.)
    const alone = overlay(A).locator('[data-testid=call-participant-count][data-count="1"]');
    await alone.waitFor({ timeout: 15_000 });
    expect(await alone.textContent()).toBe('1 participant');
    await overlay(A).waitFor({ state: 'detached', timeout: 25_000 });
    await eventually(() => callStatus(callId, alice)).toBe('ENDED');

    // Nothing stale is handed back: a new call rings Bob (in his other browser).
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(A.getByTestId('chat-title'))).toBe(bob.input.name);
    await A.getByTestId('audio-call').click();
    await overlay(A).waitFor();
    const next = await callIdOf(A);
    expect(next).not.toBe(callId);
    const ringing = B.getByTestId('incoming-call');
    await ringing.waitFor();
    expect(await ringing.getByTestId('incoming-call-name').textContent()).toBe(alice.input.name);
    await ringing.getByTestId('incoming-call-decline').click();
    await overlay(A).waitFor({ state: 'detached', timeout: 15000 });
    expect(await callStatus(next, alice)).toBe('DECLINED');
    // Alice is told why it stopped ringing (docs/calls.md).
    await eventually(() => textOf(A.getByTestId('call-alert-message'))).toBe(`${bob.input.name} declined the call.`);
    await A.getByTestId('call-alert-ok').click();
  }, 90_000);

  it("a declined call closes the caller's overlay and is DECLINED", async () => {
    await A.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(A.getByTestId('chat-title'))).toBe(bob.input.name);
    await A.getByTestId('video-call').click();
    await overlay(A).waitFor();
    const callId = await callIdOf(A);
    const incoming = B.getByTestId('incoming-call');
    await incoming.waitFor();
    await incoming.getByTestId('incoming-call-decline').click();
    await incoming.waitFor({ state: 'detached' });
    await overlay(A).waitFor({ state: 'detached', timeout: 15000 });
    expect(await callStatus(callId, alice)).toBe('DECLINED');
    await eventually(() => textOf(A.getByTestId('call-alert-message'))).toBe(`${bob.input.name} declined the call.`);
    await A.getByTestId('call-alert-ok').click();
    await A.getByTestId('call-alert').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('says so in an alert when a call cannot start: camera or microphone refused, media server unreachable, no realtime socket', async () => {
    /** Spec 8's alert: one modal alertdialog with the text, no toast beside it, gone with OK. */
    const expectAlert = async (page: Page, text: string, timeout = 15_000) => {
      const alert = page.getByRole('alertdialog');
      await eventually(() => textOf(alert.getByTestId('call-alert-message')), { timeout }).toBe(text);
      expect(await alert.count()).toBe(1);
      expect(await page.getByTestId('toast-message').count()).toBe(0);
      const ok = alert.getByRole('button', { name: 'OK' });
      await eventually(() => ok.evaluate((button) => button === document.activeElement)).toBe(true);
      await ok.click();
      await alert.waitFor({ state: 'detached' });
    };
    const refused = await memberPage(alice, {
      browser: browsers[0],
      setup: (context) =>
        context.addInitScript(() => {
          navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        }),
    });
    await refused.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(refused.getByTestId('chat-title'))).toBe(bob.input.name);
    await B.getByTestId('chat-pane').waitFor();

    await refused.getByTestId('video-call').click();
    await expectAlert(refused, 'Failed to start video call. Please check your camera and microphone permissions.');
    await overlay(refused).waitFor({ state: 'detached' });
    // The record was created (Bob may have been rung): it is left, so it ends, and Bob stops ringing.
    await eventually(async () => (await history(alice))[0]).toMatchObject({ video: true, status: 'ENDED' });
    await B.getByTestId('incoming-call').waitFor({ state: 'detached' });

    await refused.getByTestId('audio-call').click();
    await expectAlert(refused, 'Failed to start audio call. Please check your microphone permissions.');
    await eventually(async () => (await history(alice))[0]).toMatchObject({ video: false, status: 'ENDED' });
    await refused.context().close();

    // The media server's socket refused: the call fails the same way, and is left.
    const noSfu = await memberPage(alice, {
      browser: browsers[0],
      setup: (context) => context.routeWebSocket(/\/sfu$/, (ws) => ws.close({ code: 1011, reason: 'test' })),
    });
    await noSfu.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(noSfu.getByTestId('chat-title'))).toBe(bob.input.name);
    await noSfu.getByTestId('video-call').click();
    await expectAlert(noSfu, 'Failed to start video call. Please check your camera and microphone permissions.', 25_000);
    await overlay(noSfu).waitFor({ state: 'detached' });
    await eventually(async () => (await history(alice))[0]).toMatchObject({ video: true, status: 'ENDED' });
    await noSfu.context().close();

    // No realtime socket: no call at all.
    const before = (await history(alice)).length;
    const offline = await memberPage(alice, {
      browser: browsers[0],
      setup: (context) => context.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 4499, reason: 'refused' })),
    });
    await offline.goto(`${stack.url}/messages/${conversationId}`);
    await eventually(() => textOf(offline.getByTestId('chat-title'))).toBe(bob.input.name);
    await offline.getByTestId('audio-call').click();
    await expectAlert(offline, 'Connection error. Please try again.');
    // The spec scopes 'Connection error' to an audio call: a video call says it could not start.
    await offline.getByTestId('video-call').click();
    await expectAlert(offline, 'Failed to start video call. Please check your camera and microphone permissions.');
    expect(await overlay(offline).count()).toBe(0);
    expect((await history(alice)).length).toBe(before);
    await offline.context().close();
    await B.getByTestId('incoming-call').waitFor({ state: 'detached' });
  }, 120_000);
});

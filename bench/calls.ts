// Calls, measured on this machine with the real mediasoup worker:
//
// 1. First frame: the time from clicking Video Call to the first remote video frame on the
//    caller's screen, with the real stack (gateway, messaging, the sfu behind /sfu) and two
//    Chromium instances with fake devices on loopback; the callee accepts as soon as it rings
//    (the robot's delay is in the figure, and reported alone too). Also the callee's time from
//    Accept to the caller's first frame. Median of N calls.
// 2. One real call's cost: the worker's CPU and the media it carries during a steady
//    browser call (Chromium's real simulcast, SRTP, congestion feedback), sampled over 10 s.
// 3. Capacity: how many simultaneous 1:1 calls one worker carries before its core saturates,
//    with mediasoup directly (no browsers, which would saturate this machine long before the
//    worker): per call one router and, per member, a send and a receive PlainTransport, an
//    Opus producer and a three-layer VP8 simulcast producer, fed with RTP shaped like a
//    Chromium member's (bench/calls-rtp-generator.mjs, its own process), and consumers of the
//    other member's audio and lowest video layer (the product's preferred layers), drained
//    by a UDP sink. Calls are added in steps until the worker's core is busy or it drops
//    media. Compared with mediasoup's published figure of about 500 consumers per worker.
//
//   npx tsx bench/calls.ts                       # all parts, 8 first-frame calls
//   npx tsx bench/calls.ts --part capacity --steps 25,50,100,150,200,250,300
//   npx tsx bench/calls.ts --part first-frame --calls 12
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import dgram from 'node:dgram';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { types } from 'mediasoup';
import { defaultMediasoupWorkerBin } from '@pulse/kit/config';
import { launchChromium } from '../e2e/browser.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';
import { MEDIA_CODECS } from '../sfu/src/media-codecs.js';
import { processCpuMs } from './proc-cpu.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'all' },
    calls: { type: 'string', default: '8' },
    steps: { type: 'string', default: '25,50,75,100,125,150,175,200,225,250,300,350,400' },
    measure: { type: 'string', default: '5' },
    'cpu-limit': { type: 'string', default: '90' },
    /** Capacity only: the synthetic members' VP8 layers in kbps (by default what part 1's browsers sent). */
    layers: { type: 'string' },
  },
});
const PART = values.part!;
const FIRST_FRAME_CALLS = Number(values.calls);
const STEPS = values.steps!.split(',').map(Number);
const MEASURE_MS = Number(values.measure) * 1000;
const CPU_LIMIT = Number(values['cpu-limit']);

const WORKER_BIN = process.env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin();
if (!existsSync(WORKER_BIN)) {
  console.error(`mediasoup-worker not found at ${WORKER_BIN}; build it with "node scripts/build-mediasoup-worker.mjs"`);
  process.exit(1);
}
process.env.MEDIASOUP_WORKER_BIN = WORKER_BIN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** The kernel's count of UDP datagrams dropped for full receive buffers (RcvbufErrors). */
function udpReceiveBufferDrops(): number {
  const lines = readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('Udp:'));
  const names = lines[0].split(/\s+/);
  const numbers = lines[1].split(/\s+/);
  return Number(numbers[names.indexOf('RcvbufErrors')]);
}

async function cpuPercentOver(pid: number, ms: number): Promise<number> {
  const cpu0 = processCpuMs(pid);
  const t0 = performance.now();
  await sleep(ms);
  return ((processCpuMs(pid) - cpu0) / (performance.now() - t0)) * 100;
}

// ---- 1 and 2: browsers ----------------------------------------------------------------------

interface FirstFrameResult {
  calls: number;
  /** Click on Video Call to the first remote frame presented on the caller's screen. */
  clickToFirstFrameMs: number[];
  /** Click to the incoming call showing on the callee's screen (then the robot clicks Accept). */
  clickToRingMs: number[];
  /** Click on Accept to the first frame of the caller on the callee's screen. */
  acceptToFirstFrameMs: number[];
}

/** Records, in the page, when the first remote frame is presented (the tile's first requestVideoFrameCallback). */
function watchFirstFrame(page: Page, name: string) {
  return page.evaluate((key) => {
    const w = window as unknown as Record<string, number | undefined>;
    w[key] = undefined;
    // (No named helper functions in here: tsx would wrap them in a __name() the page lacks.)
    const observer = new MutationObserver(() => {
      if (w[key] === undefined && document.querySelector('[data-testid=call-tile][data-self=false][data-frames-rendered]')) {
        w[key] = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-frames-rendered'], childList: true });
  }, name);
}

async function firstFrameAt(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  const handle = await page.waitForFunction((key) => (window as unknown as Record<string, number | undefined>)[key], name, { timeout: timeoutMs, polling: 10 });
  return (await handle.jsonValue()) as number;
}

async function measureBrowsers(): Promise<{ firstFrame: FirstFrameResult; realCall: Record<string, unknown> }> {
  const stack: Stack = await startStack({ sfu: true });
  const browsers: Browser[] = [];
  try {
    if (stack.sfuUnavailable || !stack.sfu) throw new Error(stack.sfuUnavailable ?? 'no sfu');
    const alice = await registerMember(stack, { name: 'Alice Bench' });
    const bob = await registerMember(stack, { name: 'Bob Bench' });
    const created = await gql<{ createConversation: { id: string } }>(
      stack.graphqlUrl,
      'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }',
      { t: bob.user.id },
      alice.token,
    );
    const conversationId = created.data!.createConversation.id;
    const page = async (member: typeof alice, url: string) => {
      const browser = await launchChromium({ media: true });
      browsers.push(browser);
      const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
      await context.addInitScript((token) => window.localStorage.setItem('auth_token', token), member.token);
      const p = await context.newPage();
      await p.goto(url);
      return p;
    };
    const A = await page(alice, `${stack.url}/messages/${conversationId}`);
    const B = await page(bob, `${stack.url}/messages/${conversationId}`);
    await A.getByTestId('chat-title').waitFor();
    await B.getByTestId('chat-title').waitFor();
    await sleep(1500); // sockets acknowledged, subscriptions registered

    const result: FirstFrameResult = { calls: 0, clickToFirstFrameMs: [], clickToRingMs: [], acceptToFirstFrameMs: [] };
    let realCall: Record<string, unknown> = {};
    // One warm-up call (first loads of the lazy chunks, first worker router), then the measured ones.
    for (let i = 0; i <= FIRST_FRAME_CALLS; i++) {
      await watchFirstFrame(A, '__firstFrameA');
      await watchFirstFrame(B, '__firstFrameB');
      await B.evaluate(() => {
        const w = window as unknown as Record<string, number | undefined>;
        w.__ringAt = undefined;
        const observer = new MutationObserver(() => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid=incoming-call-accept]');
          if (button && w.__ringAt === undefined) {
            w.__ringAt = performance.now();
            observer.disconnect();
            // Answer at once, in the page: no robot round trip in the figure.
            w.__acceptAt = performance.now();
            button.click();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
      });
      // Click in the page too, recording the moment in the same clock as the first frame.
      const clickAt = await A.evaluate(() => {
        const t = performance.now();
        document.querySelector<HTMLButtonElement>('[data-testid=video-call]')!.click();
        return t;
      });
      // The ring shows on B: B's clock differs, so measure it as A's wall time to B seeing it is not possible
      // directly; instead B records its own ring and accept moments, and A's first frame is in A's clock.
      const aFrame = await firstFrameAt(A, '__firstFrameA');
      const bFrame = await firstFrameAt(B, '__firstFrameB');
      const [ringAt, acceptAt] = await B.evaluate(() => {
        const w = window as unknown as Record<string, number>;
        return [w.__ringAt, w.__acceptAt];
      });
      // Click-to-ring in wall time: both pages run on this machine; timeOrigin + now is comparable.
      const [aOrigin, bOrigin] = await Promise.all([A.evaluate(() => performance.timeOrigin), B.evaluate(() => performance.timeOrigin)]);
      const ringMs = bOrigin + ringAt - (aOrigin + clickAt);
      if (i > 0) {
        result.calls++;
        result.clickToFirstFrameMs.push(round(aFrame - clickAt));
        result.clickToRingMs.push(round(ringMs));
        result.acceptToFirstFrameMs.push(round(bFrame - acceptAt));
        console.log(
          `call ${i}: click -> first remote frame ${round(aFrame - clickAt)} ms (ring after ${round(ringMs)} ms; accept -> frame on the callee ${round(bFrame - acceptAt)} ms)`,
        );
      }

      if (i === FIRST_FRAME_CALLS) realCall = await measureRealCall(stack, A, alice.token);

      await A.getByTestId('call-end').click();
      await A.getByTestId('call-overlay').waitFor({ state: 'detached' });
      await B.getByTestId('call-overlay').waitFor({ state: 'detached' });
      await sleep(500);
    }
    return { firstFrame: result, realCall };
  } finally {
    for (const b of browsers) await b.close().catch(() => {});
    await stack.stop();
  }
}

/** The worker's CPU and the media through it during one steady browser call. */
async function measureRealCall(stack: Stack, A: Page, token: string): Promise<Record<string, unknown>> {
  const callId = await A.getByTestId('call-overlay').getAttribute('data-call-id');
  const res = await gql<{ call: { roomId: string } }>(stack.graphqlUrl, 'query($id: ID!) { call(id: $id) { roomId } }', { id: callId }, token);
  const room = stack.sfu!.rooms.get(res.data!.call.roomId);
  const [pid] = stack.sfu!.workers.pids();
  await sleep(3000); // let bandwidth estimation ramp the layers up
  const producerStats = async () => {
    const out: { kind: string; layers: { bitrate: number; packetCount: number }[] }[] = [];
    for (const peer of room?.peers.values() ?? []) {
      for (const { producer } of peer.producers.values()) {
        const stats = await producer.getStats();
        out.push({ kind: producer.kind, layers: stats.map((s) => ({ bitrate: s.bitrate, packetCount: s.packetCount })) });
      }
    }
    return out;
  };
  const before = await producerStats();
  const cpu = await cpuPercentOver(pid, 10_000);
  const after = await producerStats();
  const packetsIn = after.reduce((n, p, i) => n + p.layers.reduce((m, l, j) => m + l.packetCount - (before[i]?.layers[j]?.packetCount ?? 0), 0), 0) / 10;
  const videoLayersKbps = after.filter((p) => p.kind === 'video').map((p) => p.layers.map((l) => round(l.bitrate / 1000, 0)));
  const audioKbps = after.filter((p) => p.kind === 'audio').map((p) => round(p.layers[0]?.bitrate / 1000, 0));
  const summary = { workerCpuPercent: round(cpu, 2), packetsInPerSecond: round(packetsIn, 0), videoLayersKbps, audioKbps, producers: after.length };
  console.log('one real browser call through the worker:', JSON.stringify(summary));
  return summary;
}

// ---- 3: capacity ------------------------------------------------------------------------------

interface GeneratorStats {
  sentPackets: number;
  behind: number;
  dueTotal: number;
  cpuMs: number;
  wallMs: number;
}
interface StreamSpec {
  port: number;
  ssrc: number;
  payloadType: number;
  kind: string;
  bitrate: number;
}
interface Generator {
  kind: string;
  add(streams: StreamSpec[]): Promise<void>;
  stats(): Promise<GeneratorStats>;
  stop(): void;
}

/** A process answering one JSON line per request on stdout. */
function lineReplies(child: ChildProcess): () => Promise<any> {
  const waiting: ((value: any) => void)[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiting.shift()?.(JSON.parse(line));
    }
  });
  return () => new Promise((resolve) => waiting.push(resolve));
}

/** The C++ sendmmsg generator when g++ can build it (cached by source hash), else the Node one. */
async function startGenerator(): Promise<Generator> {
  const source = new URL('./calls-rtp-blaster.cpp', import.meta.url);
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const binary = join(os.tmpdir(), `pulse-rtp-blaster-${hash}`);
  if (!existsSync(binary)) {
    try {
      execFileSync('g++', ['-O2', '-std=c++17', '-o', binary, fileURLToPath(source)], { stdio: 'pipe' });
    } catch (error) {
      console.warn('[bench] g++ could not build the RTP blaster; using the Node generator', String(error).slice(0, 200));
    }
  }
  if (existsSync(binary)) {
    const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    const next = lineReplies(child);
    await next(); // ready
    return {
      kind: 'C++ sendmmsg',
      async add(streams) {
        const reply = next();
        child.stdin!.write(streams.map((s) => `add ${s.port} ${s.ssrc} ${s.payloadType} ${s.kind} ${s.bitrate}\n`).join('') + 'go\n');
        await reply;
      },
      async stats() {
        const reply = next();
        child.stdin!.write('stats\n');
        return reply;
      },
      stop: () => child.stdin!.end('quit\n'),
    };
  }
  const child = fork(new URL('./calls-rtp-generator.mjs', import.meta.url), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const replies: ((m: any) => void)[] = [];
  child.on('message', (m) => replies.shift()?.(m));
  const ask = (message: object) =>
    new Promise<any>((resolve) => {
      replies.push(resolve);
      child.send(message);
    });
  await new Promise<void>((resolve) => replies.push(() => resolve()));
  return {
    kind: 'Node dgram',
    add: async (streams) => void (await ask({ type: 'add', streams })),
    stats: () => ask({ type: 'stats' }),
    stop: () => child.send({ type: 'stop' }),
  };
}

/** What one synthetic member sends: Opus, and three VP8 layers at the bitrates Chromium reached in part 2 (defaults: 0.15 / 0.5 / 1.7 Mbps). */
interface MemberProfile {
  audioBps: number;
  layersBps: [number, number, number];
}

interface Step {
  calls: number;
  consumers: number;
  producers: number;
  workerCpuPercent: number;
  generatorCpuPercent: number;
  packetsInPerSecond: number;
  packetsOutPerSecond: number;
  expectedOutPerSecond: number;
  deliveredRatio: number;
  generatorLatePercent: number;
  /** Datagrams the kernel dropped for full receive buffers (all sockets: the worker's and the sink's). */
  udpDropsPerSecond: number;
  loadAverage: number;
}

async function measureCapacity(profile: MemberProfile): Promise<{ steps: Step[]; saturatedAt: number | null; limitedBy: string; generator: string }> {
  const mediasoup = await import('mediasoup');
  const worker = await mediasoup.createWorker({ logLevel: 'error', rtcMinPort: 20000, rtcMaxPort: 39999 });
  // A large buffer: the sink must not be where packets are lost.
  const sink = dgram.createSocket({ type: 'udp4', recvBufferSize: 4 * 1024 * 1024 });
  let rtpOut = 0;
  sink.on('message', (msg) => {
    const pt = msg[1];
    if (pt >= 200 && pt <= 206) return; // RTCP
    rtpOut++;
  });
  await new Promise<void>((resolve) => sink.bind(0, '127.0.0.1', resolve));
  const sinkPort = (sink.address() as AddressInfo).port;

  const generator = await startGenerator();
  let ssrc = 10_000;
  let consumers = 0;
  let producers = 0;
  const routers: types.Router[] = [];
  async function addCall() {
    const router = await worker.createRouter({ mediaCodecs: MEDIA_CODECS });
    routers.push(router);
    const members = [];
    const streams: StreamSpec[] = [];
    for (let m = 0; m < 2; m++) {
      const send = await router.createPlainTransport({ listenInfo: { protocol: 'udp', ip: '127.0.0.1' }, rtcpMux: true, comedia: true });
      const recv = await router.createPlainTransport({ listenInfo: { protocol: 'udp', ip: '127.0.0.1' }, rtcpMux: true, comedia: false });
      await recv.connect({ ip: '127.0.0.1', port: sinkPort });
      const audioSsrc = ssrc++;
      const videoSsrcs = [ssrc++, ssrc++, ssrc++];
      const audio = await send.produce({
        kind: 'audio',
        rtpParameters: {
          codecs: [{ mimeType: 'audio/opus', payloadType: 111, clockRate: 48000, channels: 2, parameters: { 'sprop-stereo': 1, useinbandfec: 1, usedtx: 1 } }],
          encodings: [{ ssrc: audioSsrc }],
        },
      });
      const video = await send.produce({
        kind: 'video',
        rtpParameters: {
          codecs: [{ mimeType: 'video/VP8', payloadType: 96, clockRate: 90000 }],
          encodings: videoSsrcs.map((s, i) => ({ ssrc: s, maxBitrate: [500_000, 1_000_000, 2_500_000][i], scaleResolutionDownBy: [4, 2, 1][i] })),
        },
      });
      producers += 2;
      const port = send.tuple.localPort;
      streams.push({ port, ssrc: audioSsrc, payloadType: 111, kind: 'audio', bitrate: profile.audioBps });
      videoSsrcs.forEach((s, i) => streams.push({ port, ssrc: s, payloadType: 96, kind: 'video', bitrate: profile.layersBps[i] }));
      members.push({ recv, audio, video });
    }
    for (let m = 0; m < 2; m++) {
      const other = members[1 - m];
      await members[m].recv.consume({ producerId: other.audio.id, rtpCapabilities: router.rtpCapabilities });
      await members[m].recv.consume({ producerId: other.video.id, rtpCapabilities: router.rtpCapabilities, preferredLayers: { spatialLayer: 0, temporalLayer: 2 } });
      consumers += 2;
    }
    await generator.add(streams);
  }

  // Packets per second a call sends and should deliver (the lowest layer and audio, to each member).
  const FPS = 30;
  const videoPackets = (bps: number) => Math.max(1, Math.ceil(Math.max(200, bps / 8 / FPS) / 1100)) * FPS;
  const inPerCall = 2 * (50 + profile.layersBps.reduce((n, b) => n + videoPackets(b), 0));
  const outPerCall = 2 * (50 + videoPackets(profile.layersBps[0]));

  const steps: Step[] = [];
  let saturatedAt: number | null = null;
  let limitedBy = 'steps exhausted';
  try {
    for (const target of STEPS) {
      while (routers.length < target) await addCall();
      await sleep(2500); // consumers start on the next keyframe; rates settle
      const g0 = await generator.stats();
      const out0 = rtpOut;
      const drops0 = udpReceiveBufferDrops();
      const cpu = await cpuPercentOver(worker.pid, MEASURE_MS);
      const g1 = await generator.stats();
      const drops = udpReceiveBufferDrops() - drops0;
      const seconds = (g1.wallMs - g0.wallMs) / 1000;
      const step: Step = {
        calls: routers.length,
        consumers,
        producers,
        workerCpuPercent: round(cpu),
        generatorCpuPercent: round(((g1.cpuMs - g0.cpuMs) / (g1.wallMs - g0.wallMs)) * 100),
        packetsInPerSecond: round((g1.sentPackets - g0.sentPackets) / seconds, 0),
        packetsOutPerSecond: round((rtpOut - out0) / seconds, 0),
        expectedOutPerSecond: routers.length * outPerCall,
        deliveredRatio: round((rtpOut - out0) / seconds / (routers.length * outPerCall), 3),
        generatorLatePercent: round(((g1.behind - g0.behind) / Math.max(1, g1.dueTotal - g0.dueTotal)) * 100, 2),
        udpDropsPerSecond: round(drops / seconds, 0),
        loadAverage: round(os.loadavg()[0], 2),
      };
      steps.push(step);
      console.log(
        `${String(step.calls).padStart(4)} calls (${step.consumers} consumers): worker ${step.workerCpuPercent}% of a core, ` +
          `${step.packetsInPerSecond} pkt/s in (planned ${routers.length * inPerCall}), ${step.packetsOutPerSecond} pkt/s out ` +
          `(${Math.round(step.deliveredRatio * 100)}% of expected), generator ${step.generatorCpuPercent}% (late ${step.generatorLatePercent}%), ` +
          `UDP drops ${step.udpDropsPerSecond}/s, load ${step.loadAverage}`,
      );
      const generatorShort = step.packetsInPerSecond < 0.95 * routers.length * inPerCall || step.generatorLatePercent > 5;
      if (step.workerCpuPercent >= CPU_LIMIT || step.deliveredRatio < 0.95) {
        saturatedAt = step.calls;
        limitedBy = step.workerCpuPercent >= CPU_LIMIT ? `worker CPU >= ${CPU_LIMIT}%` : 'worker dropped media (delivered < 95%)';
        if (generatorShort) limitedBy += '; the generator was also short of its plan';
        break;
      }
      if (generatorShort) {
        limitedBy = `the RTP generator (${generator.kind}) could not keep up; the worker was not saturated`;
        break;
      }
    }
  } finally {
    generator.stop();
    sink.close();
    worker.close();
  }
  return { steps, saturatedAt, limitedBy, generator: generator.kind };
}

// ---- main ------------------------------------------------------------------------------------

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg().map((n) => round(n, 2)) },
  mediasoupWorker: WORKER_BIN,
};

let profile: MemberProfile = {
  audioBps: 32_000,
  layersBps: (values.layers?.split(',').map((k) => Number(k) * 1000) as [number, number, number] | undefined) ?? [150_000, 500_000, 1_700_000],
};
if (PART === 'all' || PART === 'first-frame') {
  const { firstFrame, realCall } = await measureBrowsers();
  results.firstFrame = {
    ...firstFrame,
    medianClickToFirstFrameMs: median(firstFrame.clickToFirstFrameMs),
    medianClickToRingMs: median(firstFrame.clickToRingMs),
    medianAcceptToFirstFrameMs: median(firstFrame.acceptToFirstFrameMs),
  };
  results.realCall = realCall;
  console.log('first frame:', JSON.stringify(results.firstFrame));
  // The synthetic members send what Chromium sent (when it reached all three layers).
  const layers = (realCall.videoLayersKbps as number[][] | undefined)?.find((l) => l.length === 3 && l.every((k) => k > 0));
  if (layers && !values.layers) profile = { audioBps: 32_000, layersBps: layers.map((k) => k * 1000) as [number, number, number] };
}
if (PART === 'all' || PART === 'capacity') {
  console.log(`capacity: synthetic members sending audio ${profile.audioBps / 1000} kbps and VP8 layers ${profile.layersBps.map((b) => b / 1000).join(' / ')} kbps`);
  const capacity = await measureCapacity(profile);
  const last = capacity.steps.at(-1);
  const beforeLimit = capacity.saturatedAt ? capacity.steps.at(-2) : last;
  results.capacity = {
    profile,
    ...capacity,
    callsCarried: beforeLimit?.calls ?? null,
    consumersCarried: beforeLimit?.consumers ?? null,
    mediasoupPublishedConsumersPerWorker: 500,
  };
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/calls.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/calls.json');
process.exit(0);

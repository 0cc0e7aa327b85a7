// The media server of a dev-env: the real sfu (one worker, port 0) when asked for and its
// worker binary exists, else a stand-in that only answers the sfu's /health, so joinCall
// works in tests that never touch media.
import http from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Clock } from '@pulse/kit/clock';
import type { PlatformConfig } from './platform-config.js';
import type { SfuServer } from '@pulse/sfu';

export interface MediaServer {
  kind: 'sfu' | 'stand-in';
  /** What SFU_INTERNAL_URL points at. */
  url: string;
  stop(): Promise<void>;
}

/** Answers GET /health like a healthy sfu with one worker; nothing else. */
async function startMediaServerStandIn(): Promise<MediaServer> {
  const server = http.createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', workers: 1, rooms: 0, peers: 0 }));
      return;
    }
    res.writeHead(404).end();
  });
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    kind: 'stand-in',
    url: `ws://127.0.0.1:${port}`,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function startMediaServer(
  config: PlatformConfig,
  wanted: boolean,
  clock?: Clock,
): Promise<{ mediaServer: MediaServer; sfu?: SfuServer; sfuUnavailable?: string }> {
  if (!wanted) return { mediaServer: await startMediaServerStandIn() };
  const workerBin = process.env.MEDIASOUP_WORKER_BIN || config.sfu.workerBin;
  if (!existsSync(workerBin)) {
    return {
      mediaServer: await startMediaServerStandIn(),
      sfuUnavailable: `mediasoup-worker not found at ${workerBin}; build it with "node scripts/build-mediasoup-worker.mjs"`,
    };
  }
  // Loaded only here: mediasoup is not something every test should import.
  const { startSfuServer } = await import('@pulse/sfu');
  const sfu = await startSfuServer({
    port: 0,
    host: '127.0.0.1',
    workers: 1,
    workerBin,
    transport: { listenIp: '127.0.0.1', announcedIp: undefined, rtcMinPort: config.sfu.rtcMinPort, rtcMaxPort: config.sfu.rtcMaxPort },
    callTokenSecret: config.callTokenSecret,
    // Messaging starts after the sfu: its address is read when a departure is reported.
    messagingUrl: () => config.subgraphUrls.messaging,
    departureGraceMs: config.sfu.departureGraceSeconds * 1000,
    // The stack's clock: a test that moves it moves the grace period and idle rooms too.
    clock,
  });
  return { sfu, mediaServer: { kind: 'sfu', url: `ws://127.0.0.1:${sfu.port}`, stop: () => sfu.close() } };
}

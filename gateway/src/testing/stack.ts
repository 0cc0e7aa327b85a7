// Starts the whole platform for a test: a fresh database, every subgraph and the gateway on
// loopback ports, composed from the current SDL (plus any extra subgraphs a test brings).
import http from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { createTestDatabase, type TestDatabase } from '@pulse/kit/testing';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from '@pulse/kit';
import { accounts } from '@pulse/accounts';
import { messaging } from '@pulse/messaging';
import { social } from '@pulse/social';
import { compose } from '../../../schema/compose.js';
import { startGateway, type RunningGateway } from '../server.js';
import type { SfuServer } from '../../../sfu/src/server.js';
import { subgraphView, testPlatformConfig, type PlatformConfig } from './platform-config.js';

// Read when ApolloGateway is constructed: without it the gateway starts an OpenTelemetry
// exporter with cloud probes in every test stack.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

export const SUBGRAPHS: SubgraphDefinition[] = [accounts, messaging, social];

export interface Stack {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  gateway: RunningGateway;
  subgraphs: RunningSubgraph[];
  database: TestDatabase;
  config: PlatformConfig;
  /** The real media server (`sfu: true` and the worker binary exists). */
  sfu?: SfuServer;
  /** Why `sfu: true` got the stand-in instead of the real media server. */
  sfuUnavailable?: string;
  /** What SFU_INTERNAL_URL points at: the real sfu, or a stand-in that only answers /health. */
  mediaServer: { kind: 'sfu' | 'stand-in'; url: string; stop(): Promise<void> };
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string | undefined>;
  /** Extra subgraphs already listening somewhere (tests of federation mechanics). */
  extra?: { name: string; url: string; typeDefs: string }[];
  webDist?: string;
  /**
   * Start the real media server (sfu/src/server.ts, one worker, port 0) when the mediasoup
   * worker binary exists; `sfuUnavailable` says why when it does not. Without it (or without
   * the binary) a stand-in answers the sfu's /health, so joinCall works in tests that never
   * touch media. Either way Call.mediasoupUrl is the gateway's /sfu proxy.
   */
  sfu?: boolean;
}

/** Answers GET /health like a healthy sfu with one worker; nothing else. */
async function startMediaServerStandIn(): Promise<Stack['mediaServer']> {
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

async function startMediaServer(config: PlatformConfig, wanted: boolean): Promise<{ mediaServer: Stack['mediaServer']; sfu?: SfuServer; sfuUnavailable?: string }> {
  if (!wanted) return { mediaServer: await startMediaServerStandIn() };
  const workerBin = process.env.MEDIASOUP_WORKER_BIN || config.sfu.workerBin;
  if (!existsSync(workerBin)) {
    return {
      mediaServer: await startMediaServerStandIn(),
      sfuUnavailable: `mediasoup-worker not found at ${workerBin}; build it with "node scripts/build-mediasoup-worker.mjs"`,
    };
  }
  // Loaded only here: mediasoup is not something every test should import.
  const { startSfuServer } = await import('../../../sfu/src/server.js');
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
  });
  return { sfu, mediaServer: { kind: 'sfu', url: `ws://127.0.0.1:${sfu.port}`, stop: () => sfu.close() } };
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const database = await createTestDatabase();
  const config = testPlatformConfig(opts.env);
  const subgraphs: RunningSubgraph[] = [];
  let media: Awaited<ReturnType<typeof startMediaServer>> | undefined;
  try {
    media = await startMediaServer(config, opts.sfu === true);
    if (!opts.env?.SFU_INTERNAL_URL) config.calls.sfuInternalUrl = media.mediaServer.url;
    for (const def of SUBGRAPHS) {
      const running = await startSubgraph(def, { config: subgraphView(config, def.name, opts.env), databaseUrl: database.url, port: 0 });
      subgraphs.push(running);
      // Subgraphs call each other (messaging asks accounts whether a member exists).
      config.subgraphUrls[def.name] = running.url;
    }
    const services = [
      ...SUBGRAPHS.map((def, i) => ({ name: def.name, url: subgraphs[i].url, typeDefs: def.typeDefs })),
      ...(opts.extra ?? []).map((e) => ({ name: e.name, url: e.url, typeDefs: parse(e.typeDefs) })),
    ];
    const { supergraphSdl } = compose(services);
    const gateway = await startGateway({
      config,
      databaseUrl: database.url,
      supergraphSdl,
      subgraphUrls: Object.fromEntries(services.map((s) => [s.name, s.url])),
      port: 0,
      // PULSE_TEST_WEB_DIST lets a developer point browser tests at a private build.
      webDist: opts.webDist ?? process.env.PULSE_TEST_WEB_DIST,
    });
    // Browsers reach the media server through the gateway's /sfu, as in production.
    if (!opts.env?.SFU_PUBLIC_URL && !opts.env?.PUBLIC_URL) config.calls.mediasoupUrl = `${gateway.url.replace(/^http/, 'ws')}/sfu`;
    const { mediaServer, sfu, sfuUnavailable } = media;
    return {
      url: gateway.url,
      graphqlUrl: `${gateway.url}/graphql`,
      wsUrl: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      gateway,
      subgraphs,
      database,
      config,
      sfu,
      sfuUnavailable,
      mediaServer,
      async stop() {
        await gateway.stop();
        for (const s of subgraphs) await s.stop();
        await mediaServer.stop().catch(() => {});
        await database.drop();
      },
    };
  } catch (error) {
    for (const s of subgraphs) await s.stop().catch(() => {});
    await media?.mediaServer.stop().catch(() => {});
    await database.drop().catch(() => {});
    throw error;
  }
}

/** Registers a member through the gateway and returns the token and user. */
export async function registerMember(stack: Stack, overrides: Partial<{ email: string; password: string; name: string; username: string }> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const input = {
    email: `member_${suffix}@example.com`,
    password: 'correct-horse-42',
    name: `Member ${suffix}`,
    username: `member_${suffix}`,
    ...overrides,
  };
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: RegisterInput!) { register(input: $input) { token user { id username name email } } }',
      variables: { input },
    }),
  });
  const body = (await res.json()) as { data?: { register: { token: string; user: { id: string; username: string; name: string; email: string } } }; errors?: unknown };
  if (!body.data) throw new Error('register failed: ' + JSON.stringify(body.errors));
  return { ...body.data.register, password: input.password, input };
}

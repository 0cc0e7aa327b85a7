// Starts the whole platform for a test: a fresh database, every subgraph the registry lists
// (plus any entries a test adds) and the gateway on loopback ports, composed from each
// subgraph's current SDL, and the media server (the real sfu or a stand-in).
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'graphql';
import { composeServices } from '@apollo/composition';
import type { TestDatabase } from '@pulse/kit/testing';
import { startSubgraph, type RunningSubgraph } from '@pulse/kit';
import { SUBGRAPHS, type SubgraphEntry } from '@pulse/kit/registry';
import { TestClock } from '@pulse/kit/clock';
import { startGateway, type RunningGateway } from '@pulse/gateway';
import type { SfuServer } from '@pulse/sfu';
import { loadSubgraph } from './subgraphs.js';
import { startMediaServer, type MediaServer } from './media-server.js';
import { loadSubgraphSpecs, subgraphView, testPlatformConfig, type PlatformConfig } from './platform-config.js';
import { takeStackSlot } from './connection-budget.js';
import { stackDatabase } from './stack-template.js';

// Read when ApolloGateway is constructed: without it the gateway starts an OpenTelemetry
// exporter with cloud probes in every test stack.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';

export interface Stack {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  /** What the gateway plans over: every subgraph of this stack, composed. */
  supergraphSdl: string;
  gateway: RunningGateway;
  subgraphs: RunningSubgraph[];
  database: TestDatabase;
  config: PlatformConfig;
  /** The real media server (`sfu: true` and the worker binary exists). */
  sfu?: SfuServer;
  /** Why `sfu: true` got the stand-in instead of the real media server. */
  sfuUnavailable?: string;
  /** What SFU_INTERNAL_URL points at: the real sfu, or a stand-in that only answers /health. */
  mediaServer: MediaServer;
  /**
   * What every subgraph's time rules read: it runs with real time until a test freezes or
   * advances it (then rate windows, back-offs, ring timeouts and scheduled posts move at once).
   */
  clock: TestClock;
  /**
   * One more gateway over the same subgraphs, database and bus, on its own port: what a second
   * gateway process behind the same address is (realtime tests cross from one to the other).
   * Stopped with the stack, or earlier by the test (a gateway dying mid-run).
   */
  addGateway(): Promise<RunningGateway>;
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string | undefined>;
  /**
   * Registry entries booted after the registry's own, as if they were listed there (a new
   * subgraph a test brings along; its package is loaded the same way).
   */
  subgraphs?: readonly SubgraphEntry[];
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
  /** The clock the subgraphs read (a new running TestClock when absent). */
  clock?: TestClock;
}

/**
 * Supergraphs composed in this test process, by their subgraphs' names, URLs' absence and SDL:
 * every stack of a file (and the files after it in the same worker) composes the same eight
 * SDLs, and composing took about 0.4 s of each boot. The URLs are left out of the key: they are
 * written into the supergraph, so they are put back by name.
 */
const composed = new Map<string, string>();

function composeSupergraph(services: { name: string; url: string; sdl: string }[]): string {
  const key = services.map((s) => `${s.name}\n${s.sdl}`).join('\n\u0000\n');
  let template = composed.get(key);
  if (template === undefined) {
    const placeholders = services.map((s) => ({ name: s.name, url: urlPlaceholder(s.name), typeDefs: parse(s.sdl) }));
    const result = composeServices(placeholders);
    if (result.errors) throw new Error('Composition failed:\n' + result.errors.map((e) => `- ${e.message}`).join('\n'));
    template = result.supergraphSdl;
    composed.set(key, template);
  }
  let sdl = template;
  for (const s of services) sdl = sdl.split(urlPlaceholder(s.name)).join(s.url);
  return sdl;
}

const urlPlaceholder = (name: string) => `http://subgraph-url-of-${name}.invalid/graphql`;

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const giveSlotBack = takeStackSlot();
  try {
    return await bootStack(opts, giveSlotBack);
  } catch (error) {
    giveSlotBack();
    throw error;
  }
}

/**
 * Each stack's own DATA_DIR, named here and created by nobody: every stack (the browser
 * tests' too) starts as a fresh install does, with no uploads folder, no spool, nothing a
 * previous run left. A service that needs a folder must make it (issue 18: the first meal
 * photo of a fresh install failed on a spool folder nothing had created).
 */
export const STACK_DATA_ROOT = '.data/test/stacks';

async function bootStack(opts: StackOptions, giveSlotBack: () => void): Promise<Stack> {
  const ownDataDir = opts.env?.DATA_DIR ? undefined : join(STACK_DATA_ROOT, randomBytes(8).toString('hex'));
  if (ownDataDir) opts = { ...opts, env: { DATA_DIR: ownDataDir, ...opts.env } };
  const removeDataDir = () => (ownDataDir ? rm(ownDataDir, { recursive: true, force: true }) : Promise.resolve());
  // A copy of the run's migrated template (stack-template.ts): the subgraphs find nothing to migrate.
  const database = await stackDatabase();
  const entries = [...SUBGRAPHS, ...(opts.subgraphs ?? [])];
  const [definitions, specs] = await Promise.all([Promise.all(entries.map(loadSubgraph)), loadSubgraphSpecs(entries)]);
  const config = testPlatformConfig(specs, opts.env);
  const clock = opts.clock ?? new TestClock();
  const subgraphs: RunningSubgraph[] = [];
  let media: Awaited<ReturnType<typeof startMediaServer>> | undefined;
  try {
    media = await startMediaServer(config, opts.sfu === true, clock);
    if (!opts.env?.SFU_INTERNAL_URL) config.calls.sfuInternalUrl = media.mediaServer.url;
    for (const def of definitions) {
      const running = await startSubgraph(def, { config: subgraphView(config, specs[def.name], opts.env), databaseUrl: database.url, port: 0, clock });
      subgraphs.push(running);
      // Subgraphs call each other (messaging asks accounts whether a member exists).
      config.subgraphUrls[def.name] = running.url;
    }
    const services = [
      ...definitions.map((def, i) => ({ name: def.name, url: subgraphs[i].url, sdl: subgraphs[i].sdl })),
      ...(opts.extra ?? []).map((e) => ({ name: e.name, url: e.url, sdl: e.typeDefs })),
    ];
    const supergraphSdl = composeSupergraph(services);
    const gatewayOptions = {
      config,
      databaseUrl: database.url,
      supergraphSdl,
      subgraphUrls: Object.fromEntries(services.map((s) => [s.name, s.url])),
      services: entries,
      port: 0,
      // API tokens' hourly budgets move with the subgraphs' time.
      clock,
      // PULSE_TEST_WEB_DIST lets a developer point browser tests at a private build.
      webDist: opts.webDist ?? process.env.PULSE_TEST_WEB_DIST,
    };
    const gateway = await startGateway(gatewayOptions);
    const moreGateways: RunningGateway[] = [];
    // Browsers reach the media server through the gateway's /sfu, as in production.
    if (!opts.env?.SFU_PUBLIC_URL && !opts.env?.PUBLIC_URL) config.calls.mediasoupUrl = `${gateway.url.replace(/^http/, 'ws')}/sfu`;
    const { mediaServer, sfu, sfuUnavailable } = media;
    return {
      url: gateway.url,
      graphqlUrl: `${gateway.url}/graphql`,
      wsUrl: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
      supergraphSdl,
      gateway,
      subgraphs,
      database,
      config,
      sfu,
      sfuUnavailable,
      mediaServer,
      clock,
      async addGateway() {
        const another = await startGateway(gatewayOptions);
        moreGateways.push(another);
        return another;
      },
      async stop() {
        try {
          for (const another of moreGateways) await another.stop().catch(() => {});
          await gateway.stop();
          for (const s of subgraphs) await s.stop();
          await mediaServer.stop().catch(() => {});
          await database.drop();
          await removeDataDir();
        } finally {
          giveSlotBack();
        }
      },
    };
  } catch (error) {
    for (const s of subgraphs) await s.stop().catch(() => {});
    await media?.mediaServer.stop().catch(() => {});
    await database.drop().catch(() => {});
    await removeDataDir().catch(() => {});
    throw error;
  }
}

/** Registers a member through the gateway and returns the token and user. */
export async function registerMember(stack: Pick<Stack, 'graphqlUrl'>, overrides: Partial<{ email: string; password: string; name: string; username: string }> = {}) {
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

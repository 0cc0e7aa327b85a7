// The fuzzer over a running platform: fixtures through the public API, the cases planned from
// what the gateway publishes (the schema by introspection, the REST routes from its OpenAPI
// document, the upload paths from the registry), then the whole space or a seeded sample.
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { sample, type FuzzCase, type Target } from './cases.js';
import { createFixtures, login } from './fixtures.js';
import { baselineCases, graphqlCases } from './graphql-cases.js';
import { protocolCases } from './protocol-cases.js';
import { restCases, type OpenApi } from './rest-cases.js';
import { runCases, type FuzzReport, type RunOptions } from './runner.js';
import { trackCases } from './track-cases.js';
import { uploadCases } from './upload-cases.js';

/**
 * What the fuzzed stack runs with besides NODE_ENV=production: rate limits out of the way, so
 * thousands of requests from one address and one member reach the code behind the limiters
 * (the limiters have their own tests).
 */
export const FUZZ_STACK_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  REGISTER_LIMIT_PER_IP: '100000',
  LOGIN_LIMIT_PER_IP: '100000',
  LOGIN_LIMIT_PER_ACCOUNT: '100000',
  MESSAGE_LIMIT_PER_MINUTE: '100000',
  POST_LIMIT_PER_HOUR: '100000',
  FOOD_SEARCH_LIMIT_PER_MINUTE: '100000',
  // Production refuses to derive the wearable-key secret: a fixed one for this throwaway stack.
  HEALTH_KEY_SECRET: Buffer.alloc(32, 7).toString('base64'),
  MEDICAL_KEY_SECRET: Buffer.alloc(32, 9).toString('base64'),
  // POST /api/ai/chat waits for the reply up to AI_TIMEOUT_MS (30 s by default, as long as the
  // fuzzer waits for an answer): shorter here, so a slow reply answers "streaming" in time.
  AI_TIMEOUT_MS: '10000',
};

/** FUZZ_SEED when set, else one that changes every run (printed, so a failure can be replayed). */
export function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return process.env.FUZZ_SEED && Number.isInteger(fromEnv) ? fromEnv : Date.now() % 2_147_483_647;
}

export interface FuzzOptions extends RunOptions {
  url: string;
  mode: 'sample' | 'full';
  seed: number;
  /** Cases in a sample. */
  size?: number;
  /** Only cases whose `surface operation argument kind` contains this (a reproduction). */
  only?: string;
  log?: (line: string) => void;
}

async function introspect(url: string) {
  const introspection = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const { data } = (await introspection.json()) as { data: IntrospectionQuery };
  return buildClientSchema(data);
}

export async function planCases(url: string, target: Pick<Target, 'fixtures'>): Promise<FuzzCase[]> {
  const schema = await introspect(url);
  const openApi = (await (await fetch(`${url}/api/openapi.json`)).json()) as OpenApi;
  const pools = target.fixtures.pools;
  return [...graphqlCases(schema, pools), ...restCases(openApi, pools), ...uploadCases(pools), ...trackCases(), ...protocolCases()];
}

async function targetOf(base: string): Promise<Target> {
  const graphqlUrl = `${base}/graphql`;
  const fixtures = await createFixtures(graphqlUrl);
  return {
    url: base,
    graphqlUrl,
    wsUrl: `${base.replace(/^http/, 'ws')}/graphql`,
    fixtures,
    token: (who) => (who === 'member' ? fixtures.member.token : undefined),
  };
}

/** Each operation's answer to its valid baseline, as the signed-in member: its first error, or "ok". */
export async function printBaselines(base: string, log: (line: string) => void): Promise<void> {
  const target = await targetOf(base);
  for (const c of baselineCases(await introspect(base))) {
    const answer = await c.send(target);
    const body = JSON.parse(answer.body ?? '{}') as { errors?: { message: string; extensions?: { code?: string } }[] };
    const error = body.errors?.[0];
    log(`${c.operation}: ${error ? `${error.extensions?.code} ${error.message.slice(0, 160)}` : 'ok'}`);
  }
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const target = await targetOf(options.url);
  const { graphqlUrl, fixtures } = target;
  const all = await planCases(options.url, target);
  const filtered = options.only ? all.filter((c) => `${c.surface} ${c.operation} ${c.argument} ${c.kind}`.includes(options.only!)) : all;
  const chosen = options.mode === 'full' ? filtered : sample(filtered, options.size ?? 1500, options.seed);
  const perSurface: Record<string, number> = {};
  for (const c of chosen) perSurface[c.surface] = (perSurface[c.surface] ?? 0) + 1;
  log(`fuzz: ${options.mode}, seed ${options.seed}: running ${chosen.length} of ${all.length} planned cases`);
  const { findings, ran, slow } = await runCases(target, chosen, {
    concurrency: options.concurrency,
    progress: options.progress,
    budgetMs: options.budgetMs,
    renewMember: async () => {
      const alive = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fixtures.member.token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const body = (await alive.json()) as { data?: { me?: { id: string } } };
      if (!body.data?.me) {
        fixtures.member.token = await login(graphqlUrl, fixtures.member);
        log('fuzz: a case revoked the member token; signed in again');
      }
    },
  });
  return { seed: options.seed, mode: options.mode, planned: all.length, chosen: chosen.length, ran, perSurface, findings, slow };
}

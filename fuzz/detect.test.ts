// The fuzzer cannot pass silently: against a small server of our own that answers a 500, a
// stack trace, SQL or INTERNAL_SERVER_ERROR only for some hostile values (and cleanly
// otherwise), the planned cases find exactly those, and a WebSocket closed as an internal
// error is caught too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { FuzzCase, Target } from './cases.js';
import { offencesOf, type Answer } from './detect.js';
import { restCases, type OpenApi } from './rest-cases.js';
import { formatReport, runCases } from './runner.js';
import { wsExchange } from './ws.js';

const pools = { mine: { post: 'c0000000000000000000mine1' }, theirs: { post: 'c000000000000000000theirs' } };

// One route with a path id, a query parameter and a JSON body, as the gateway documents them.
const openApi: OpenApi = {
  paths: {
    '/things/{id}': {
      post: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } } } },
      },
    },
  },
  components: { schemas: {} },
};

/** Misbehaves on purpose, one way per hostile value, like the bugs the fuzzer is for. */
function answer(url: URL, body: string): [number, string] {
  let id: string;
  try {
    id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
  } catch {
    return [400, JSON.stringify({ message: 'Malformed URL', code: 'BAD_USER_INPUT' })];
  }
  if (id.includes('\u0000')) return [500, JSON.stringify({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' })];
  if (url.searchParams.get('limit') === '-1')
    return [400, JSON.stringify({ message: 'TypeError: x is undefined\n    at handler (/app/src/things.ts:12:7)', code: 'BAD_USER_INPUT' })];
  if (body.includes('\\ud800'))
    return [400, JSON.stringify({ message: 'insert into "things" ("text") values ($1) - invalid input syntax for type json', code: 'BAD_USER_INPUT' })];
  if (body.length > 100_000) return [200, JSON.stringify({ errors: [{ message: 'Unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })];
  return [400, JSON.stringify({ message: 'Invalid input', code: 'BAD_USER_INPUT' })];
}

let server: Server;
let wss: WebSocketServer;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const [status, body] = answer(new URL(req.url ?? '/', 'http://x'), Buffer.concat(chunks).toString());
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  // A graphql-ws endpoint that acknowledges, then fails the way a crashing server does.
  wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('connection', (socket) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      else socket.close(4500, 'header.trim is not a function');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  wss?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const target = (): Target => ({
  url: base,
  graphqlUrl: `${base}/graphql`,
  wsUrl: `${base.replace('http', 'ws')}/graphql`,
  fixtures: { member: { token: 't', userId: 'u', email: 'e', password: 'p' }, stranger: { token: 't2', userId: 'u2', email: 'e2', password: 'p' }, pools },
  token: (who) => (who === 'member' ? 't' : undefined),
});

describe('the fuzzer finds what it is for', () => {
  it('a 500, a stack trace, SQL and an INTERNAL_SERVER_ERROR code, each on the case that caused it', async () => {
    const cases = restCases(openApi, pools);
    const { findings, ran } = await runCases(target(), cases, { concurrency: 4 });
    expect(ran).toBe(cases.length);
    const failing = (kind: string, argument: string) => findings.find((f) => f.kind === kind && f.argument === argument);

    const nul = failing('nul', 'path:id');
    expect(nul?.offences.map((o) => o.type).sort()).toEqual(['http-5xx', 'internal-error-code']);
    expect(nul?.who.sort()).toEqual(['anonymous', 'member']);
    expect(failing('negative', 'query:limit')?.offences.map((o) => o.type)).toEqual(['stack-trace']);
    expect(failing('lone-surrogate', 'body.text')?.offences.map((o) => o.type)).toEqual(['sql']);
    expect(failing('huge-string', 'body.text')?.offences.map((o) => o.type)).toEqual(['internal-error-code']);
    // Nothing else: clean answers are not findings.
    const expected = new Set([
      'nul path:id',
      'negative query:limit',
      'lone-surrogate body.text',
      'huge-string body.text',
      'huge-multibyte body.text',
      'huge-json body',
      'json-lone-surrogate-escape body',
    ]);
    expect(findings.filter((f) => !expected.has(`${f.kind} ${f.argument}`)).map((f) => `${f.kind} ${f.argument}`)).toEqual([]);

    const report = formatReport({ seed: 7, mode: 'sample', planned: cases.length, chosen: cases.length, ran, perSurface: { rest: ran }, findings }, 'FUZZ_SEED=7');
    expect(report).toContain('seed 7');
    expect(report).toContain('POST /api/things/{id} path:id [nul] as ');
    expect(report).toContain('reproduce with: FUZZ_SEED=7');
  });

  it('a WebSocket closed as an internal error', async () => {
    const answer = await wsExchange(target().wsUrl, 't', JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { x }' } }));
    expect(offencesOf(answer).map((o) => o.type)).toEqual(['ws-internal-close']);
  });

  it('no answer at all (a crashed or hung server) is a finding', async () => {
    const dead: FuzzCase = {
      surface: 'rest',
      operation: 'GET /api/dead',
      argument: 'path:id',
      kind: 'nul',
      who: 'anonymous',
      send: async () => ({ transportError: 'fetch failed (ECONNRESET)' }),
    };
    const { findings } = await runCases(target(), [dead]);
    expect(findings.map((f) => f.offences.map((o) => o.type))).toEqual([['no-answer']]);
  });

  it('sends a case that timed out once more: slow is reported, a second timeout is a finding', async () => {
    const timeout = { transportError: 'TimeoutError: The operation was aborted due to timeout' };
    const answersOf = (answers: Answer[]): FuzzCase => {
      let sent = 0;
      return {
        surface: 'rest',
        operation: `GET /api/slow/${answers.length}`,
        argument: 'path:id',
        kind: 'nul',
        who: 'anonymous',
        send: async () => answers[Math.min(sent++, answers.length - 1)],
      };
    };
    const slowOnce = answersOf([timeout, { status: 404, body: '{"error":{"code":"NOT_FOUND"}}' }]);
    const hung = answersOf([timeout, timeout, timeout]);
    const { findings, slow } = await runCases(target(), [slowOnce, hung], { concurrency: 1 });
    expect(slow).toEqual(['rest GET /api/slow/2 path:id [nul] as anonymous']);
    expect(findings.map((f) => [f.operation, f.offences.map((o) => o.type)])).toEqual([['GET /api/slow/3', ['no-answer']]]);
  });

  it('does not mistake English for SQL, or ids and URLs for server paths', () => {
    const clean = [
      { message: 'Could not update the post: select a shorter text from your drafts', code: 'BAD_USER_INPUT' },
      { data: { post: { id: 'c0000000000000000000mine1', url: 'https://example.com/media/p-1.png', content: 'at 5 pm we run' } } },
    ];
    for (const body of clean) expect(offencesOf({ status: 200, body: JSON.stringify(body) })).toEqual([]);
  });
});

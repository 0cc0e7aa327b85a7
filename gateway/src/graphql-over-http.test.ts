// /graphql as the GraphQL-over-HTTP specification has it: graphql-http's server audit passes
// every MUST and SHOULD; a document whose operation cannot be chosen answers
// OPERATION_RESOLUTION_FAILURE (HTTP and graphql-ws), never a 500; persisted queries register
// and are reused, and an unknown one answers PERSISTED_QUERY_NOT_FOUND; a request error's
// status follows the media type (graphql-response+json: 400, application/json: 200), in
// development and production alike. CSRF prevention stays on throughout.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import { realtimeClients, registerMember, type Stack, startStack } from '@pulse/dev-env';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';
const TWO_OPERATIONS = 'query A { __typename } query B { me { id } }';

let stack: Stack; // NODE_ENV=test
let prod: Stack; // NODE_ENV=production: the codes must pass its error masking
beforeAll(async () => {
  [stack, prod] = await Promise.all([startStack(), startStack({ env: { NODE_ENV: 'production' } })]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), prod?.stop()]);
});

interface Answer {
  status: number;
  contentType: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(base: Stack, body: unknown, accept: string = JSON_TYPE, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept, ...headers }, body: JSON.stringify(body) });
  return { status: res.status, contentType: res.headers.get('content-type'), body: (await res.json()) as Answer['body'] };
}

async function get(base: Stack, params: Record<string, unknown>, accept: string = JSON_TYPE): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  // The header that lets a GET past CSRF prevention, as the API reference tells clients.
  const res = await fetch(`${base.graphqlUrl}?${search}`, { headers: { accept, 'apollo-require-preflight': 'true' } });
  return { status: res.status, contentType: res.headers.get('content-type'), body: (await res.json()) as Answer['body'] };
}

/** A request error: no data, exactly one error with this code (and message). */
function requestError(answer: Answer, code: string, message?: string) {
  expect(answer.body.data, JSON.stringify(answer.body)).toBeUndefined();
  expect(answer.body.errors, JSON.stringify(answer.body)).toHaveLength(1);
  const [error] = answer.body.errors!;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expect(JSON.stringify(error)).not.toMatch(/stacktrace|node_modules|\s{4}at /);
  return error;
}

describe('graphql-http server audit', () => {
  it('passes every MUST and SHOULD against the running gateway', async () => {
    const results = await auditServer({ url: stack.graphqlUrl });
    expect(results.length).toBeGreaterThan(50);
    const failed = await Promise.all(
      results
        .filter((r) => r.status !== 'ok' && !r.name.startsWith('MAY'))
        .map(async (r) => `${r.id} ${r.name}: ${r.status === 'ok' ? '' : r.reason} ${r.status === 'ok' ? '' : (await r.response.text()).slice(0, 300)}`),
    );
    expect(failed).toEqual([]);
  });

  it('passes them in production too', async () => {
    const results = await auditServer({ url: prod.graphqlUrl });
    expect(results.filter((r) => r.status !== 'ok' && !r.name.startsWith('MAY')).map((r) => `${r.id} ${r.name}`)).toEqual([]);
  });
});

describe('request errors: the status follows the media type', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a document that does not parse', { query: '{ me { id ' }, 'GRAPHQL_PARSE_FAILED'],
    ['a document that does not validate', { query: '{ nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a variable of the wrong type', { query: 'query($n: Int) { searchUsers(q: "a", first: $n) { id } }', variables: { n: 'ten' } }, 'BAD_USER_INPUT'],
    ['a limit rule', { query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ')} }` }, 'QUERY_TOO_COMPLEX'],
  ];

  it.each(cases)('%s: 400 in application/graphql-response+json, 200 in application/json, no data, in both environments', async (_, body, code) => {
    for (const base of [stack, prod]) {
      const strict = await post(base, body, GRAPHQL_RESPONSE);
      expect(strict.status).toBe(400);
      expect(strict.contentType).toMatch(/^application\/graphql-response\+json/);
      const error = requestError(strict, code);
      const legacy = await post(base, body, JSON_TYPE);
      expect(legacy.status).toBe(200);
      expect(legacy.contentType).toMatch(/^application\/json/);
      expect(requestError(legacy, code).message).toBe(error.message);
    }
  });

  it('leaves malformed HTTP requests 400 in both (they are no GraphQL requests yet)', async () => {
    for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
      for (const body of [{}, { query: 42 }, { query: '{ __typename }', variables: 'x' }]) {
        const answer = await post(stack, body, accept);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        requestError(answer, 'BAD_REQUEST');
      }
    }
  });

  it('keeps execution errors at 200 with their data', async () => {
    const answer = await post(stack, { query: '{ me { id } }' }, GRAPHQL_RESPONSE);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('documents with several operations', () => {
  it('runs the operation operationName names', async () => {
    const answer = await post(stack, { query: TWO_OPERATIONS, operationName: 'A' }, GRAPHQL_RESPONSE);
    expect(answer).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    const viaGet = await get(stack, { query: TWO_OPERATIONS, operationName: 'A' }, GRAPHQL_RESPONSE);
    expect(viaGet).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('answers OPERATION_RESOLUTION_FAILURE for none, an unknown or a misplaced name, over POST and GET, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ query: TWO_OPERATIONS }, 'Must provide operation name if query contains multiple operations.'],
      [{ query: TWO_OPERATIONS, operationName: 'C' }, 'Unknown operation named "C".'],
      [{ query: '{ __typename }', operationName: 'A' }, 'Unknown operation named "A".'],
      [{ query: 'query A { __typename }', operationName: 'a' }, 'Unknown operation named "a".'],
      [{ query: TWO_OPERATIONS, operationName: 'x'.repeat(5000) }, `Unknown operation named "${'x'.repeat(100)}...".`],
      [{ query: 'mutation M { logout } query Q { __typename }' }, 'Must provide operation name if query contains multiple operations.'],
    ];
    for (const base of [stack, prod]) {
      for (const [body, message] of cases) {
        requestError(await post(base, body, GRAPHQL_RESPONSE), 'OPERATION_RESOLUTION_FAILURE', message);
        // 400 under application/json too (the requirement), unlike the other request errors.
        const legacy = await post(base, body, JSON_TYPE);
        expect(legacy.status).toBe(400);
        requestError(legacy, 'OPERATION_RESOLUTION_FAILURE', message);
        const viaGet = await get(base, body, GRAPHQL_RESPONSE);
        expect(viaGet.status).toBe(400);
        requestError(viaGet, 'OPERATION_RESOLUTION_FAILURE', message);
      }
    }
  });

  describe('over graphql-ws', () => {
    const realtime = realtimeClients(() => stack);
    afterEach(() => realtime.disposeAll());

    /** The first thing a subscription yields: a result, or the error the server sent. */
    function first(client: Awaited<ReturnType<typeof realtime.connect>>, query: string, operationName?: string) {
      return new Promise<{ next?: unknown; error?: { message: string; extensions?: Record<string, unknown> }[] }>((resolve) => {
        client.subscribe(
          { query, operationName },
          {
            next: (next) => resolve({ next }),
            error: (error) => resolve({ error: error as { message: string; extensions?: Record<string, unknown> }[] }),
            complete: () => {},
          },
        );
      });
    }

    it('answers a subscription whose operation cannot be chosen with an error message, and the socket lives on', async () => {
      const member = await registerMember(stack);
      const client = await realtime.connect(member);
      const subscriptions = 'subscription A { accountEvent { kind } } subscription B { notificationCreated { id } }';
      for (const [operationName, message] of [
        [undefined, 'Must provide operation name if query contains multiple operations.'],
        ['C', 'Unknown operation named "C".'],
      ] as const) {
        const { error } = await first(client, subscriptions, operationName);
        expect(error, operationName).toEqual([{ message, extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }]);
      }
      expect((await first(client, TWO_OPERATIONS)).error).toEqual([
        { message: 'Must provide operation name if query contains multiple operations.', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
      ]);
      // The same socket still runs a chosen operation.
      expect((await first(client, TWO_OPERATIONS, 'B')).next).toEqual({ data: { me: { id: member.user.id } } });
      expect(realtime.socketOf(client).readyState).toBe(1);
    });
  });
});

describe('automatic persisted queries', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const persisted = (hash: string, version = 1) => ({ persistedQuery: { version, sha256Hash: hash } });

  it('registers a query with its hash, then runs it by the hash alone (POST and GET)', async () => {
    for (const base of [stack, prod]) {
      // Unique per run and stack: the cache is the gateway's, in memory.
      const query = `query Persisted${base === stack ? 'Dev' : 'Prod'} { __typename }`;
      const hash = sha256(query);
      requestError(await post(base, { extensions: persisted(hash) }), 'PERSISTED_QUERY_NOT_FOUND');
      const registered = await post(base, { query, extensions: persisted(hash) });
      expect(registered).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
      expect(await post(base, { extensions: persisted(hash) })).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
      expect(await get(base, { extensions: persisted(hash) })).toMatchObject({ status: 200, body: { data: { __typename: 'Query' } } });
    }
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for a hash never registered: 200 in application/json (for APQ clients), 400 in graphql-response+json', async () => {
    for (const base of [stack, prod]) {
      for (const hash of ['a'.repeat(64), 'not a hash', '']) {
        const legacy = await post(base, { extensions: persisted(hash) });
        expect(legacy.status).toBe(200);
        requestError(legacy, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
        const strict = await post(base, { extensions: persisted(hash) }, GRAPHQL_RESPONSE);
        expect(strict.status).toBe(400);
        requestError(strict, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
        const viaGet = await get(base, { extensions: persisted(hash) });
        expect(viaGet.status).toBe(200);
        requestError(viaGet, 'PERSISTED_QUERY_NOT_FOUND');
      }
    }
  });

  it('refuses a hash that is not its query and an unknown protocol version as BAD_REQUEST, not an internal error', async () => {
    for (const base of [stack, prod]) {
      const mismatch = await post(base, { query: '{ __typename }', extensions: persisted('b'.repeat(64)) });
      expect(mismatch.status).toBe(400);
      requestError(mismatch, 'BAD_REQUEST', 'provided sha does not match query');
      const version = await post(base, { extensions: persisted('a'.repeat(64), 2) });
      expect(version.status).toBe(400);
      requestError(version, 'BAD_REQUEST', 'Unsupported persisted query version');
    }
  });
});

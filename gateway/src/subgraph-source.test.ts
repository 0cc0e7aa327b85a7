// The gateway's subgraph calls (subgraph-source.ts) against a small HTTP server of the test's
// own that answers what each case needs: what is sent, and how each kind of answer comes back
// (as RemoteGraphQLDataSource answered them before it was replaced).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ON_BEHALF_HEADER, isOnBehalf, withRequestId } from '@pulse/kit';
import type { GatewayContext } from './context.js';
import { closeFetcher } from './fetcher.js';
import { SubgraphSource } from './subgraph-source.js';

interface Seen {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];
/** What the server answers, by path. */
const ANSWERS: Record<string, { status: number; type?: string; body: string }> = {
  '/ok': { status: 200, type: 'application/json; charset=utf-8', body: '{"data":{"a":1}}' },
  '/forbidden': { status: 403, type: 'application/json', body: '{"errors":[{"message":"no"}]}' },
  '/bad-gateway': { status: 502, type: 'text/html', body: '<html>bad gateway</html>' },
  '/not-json': { status: 200, type: 'text/plain', body: 'hello' },
  '/broken-json': { status: 200, type: 'application/json', body: '{"data":' },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(text) });
      const answer = ANSWERS[req.url ?? ''];
      res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeFetcher();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const context: GatewayContext = { authorization: 'Bearer abc', clientIp: '203.0.113.5', userAgent: 'test-agent/1', requestId: 'context-id-0001' };
/** What Apollo's executor passes, with the parts the source reads (the rest: the incoming request's own context). */
const optionsOf = (request: { query: string; variables?: Record<string, unknown>; operationName?: string }) =>
  ({ request, context }) as unknown as GraphQLDataSourceProcessOptions<GatewayContext>;
const ask = (path: string) =>
  new SubgraphSource('social', `${base}${path}`).process(optionsOf({ query: 'query Q($id: ID!) { a(id: $id) }', variables: { id: '1' }, operationName: 'Q' }));
const failure = (path: string) =>
  ask(path).then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the gateway's subgraph calls", () => {
  it('sends the operation and forwards the caller, under the running request id', async () => {
    seen.length = 0;
    expect(await withRequestId('running-id-0002', () => ask('/ok'))).toEqual({ data: { a: 1 } });
    expect(seen[0].body).toEqual({ query: 'query Q($id: ID!) { a(id: $id) }', variables: { id: '1' }, operationName: 'Q' });
    expect(seen[0].headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer abc',
      'x-forwarded-for': '203.0.113.5',
      'user-agent': 'test-agent/1',
      'x-request-id': 'running-id-0002',
    });
    // Outside a request (a subscription's lookup), the context's id.
    await ask('/ok');
    expect(seen[1].headers['x-request-id']).toBe('context-id-0001');
  });

  it("signs a realtime event's lookup as asked on the subscriber's behalf, and nothing else", async () => {
    seen.length = 0;
    const source = new SubgraphSource('social', `${base}/ok`, undefined, 'the shared secret');
    const request = { query: '{ a }' };
    await source.process({ request, context: { ...context, eventId: 'event-1' } } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);
    await source.process(optionsOf(request));
    const [lookup, query] = seen.map((s) => s.headers);
    // What a subgraph checks (kit's subgraph.ts): the proof is of this token under the secret.
    expect(isOnBehalf('the shared secret', lookup.authorization, lookup[ON_BEHALF_HEADER])).toBe(true);
    expect(isOnBehalf('another secret', lookup.authorization, lookup[ON_BEHALF_HEADER])).toBe(false);
    expect(query[ON_BEHALF_HEADER]).toBeUndefined();
  });

  it("passes a subgraph's 4xx on as its own answer, with the status and the body", async () => {
    const error = (await failure('/forbidden')) as GraphQLError;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('403: Forbidden');
    expect(error.extensions).toEqual({
      code: 'FORBIDDEN',
      response: { url: `${base}/forbidden`, status: 403, statusText: 'Forbidden', body: { errors: [{ message: 'no' }] } },
    });
  });

  it('answers a 5xx, and a subgraph that cannot be reached, with SERVICE_UNAVAILABLE naming the service', async () => {
    const unavailable = { code: 'SERVICE_UNAVAILABLE', service: 'social' };
    expect(((await failure('/bad-gateway')) as GraphQLError).extensions).toEqual(unavailable);
    const gone = await new SubgraphSource('social', 'http://127.0.0.1:9/graphql').process(optionsOf({ query: '{ a }' })).catch((error: unknown) => error);
    expect((gone as GraphQLError).extensions).toEqual(unavailable);
  });

  it('refuses a 2xx answer that is not a JSON object', async () => {
    expect(((await failure('/not-json')) as Error).message).toBe('Expected JSON response body, but received: hello');
    expect(await failure('/broken-json')).toBeInstanceOf(SyntaxError);
  });
});

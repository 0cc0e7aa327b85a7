// Plain JSON POSTs to /graphql skip Express (kit's lean-http.ts) at the gateway and at every
// subgraph. A request the lean path does not take (here: the same one with
// `Content-Encoding: identity`, which Express's parser reads as it is) goes through Express as
// before, so each case below is sent both ways and must be answered alike: status, body and
// every header but the date and Express's ETag. The member budget on the lean path is
// member-budget.test.ts's (its requests are plain JSON POSTs); malformed and oversized bodies
// and CORS are also in gateway.test.ts.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLeanGraphqlRequest } from '@pulse/kit';
import { registerMember, startStack, type Stack } from '@pulse/dev-env';
import type http from 'node:http';

const ORIGIN = 'https://app.example';
let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack({ env: { CORS_ORIGINS: ORIGIN, REGISTER_LIMIT_PER_IP: '1000' } });
  token = (await registerMember(stack)).token;
});
afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function send(url: string, body: string | undefined, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, { method: 'POST', headers, body });
  const all: Record<string, string> = {};
  // What differs by nature: the clock, and the ETag Express computes for every answer (no client revalidates a POST).
  for (const [name, value] of res.headers) if (name !== 'date' && name !== 'etag' && name !== 'keep-alive' && name !== 'connection') all[name] = value;
  return { status: res.status, headers: all, body: await res.text() };
}

/** The same request on the lean path and through Express. */
async function bothWays(url: string, body: string | undefined, headers: Record<string, string> = {}) {
  const base = { 'content-type': 'application/json', 'x-request-id': 'lean-path-test-0001', ...headers };
  const lean = await send(url, body, base);
  const viaExpress = await send(url, body, { ...base, 'content-encoding': 'identity' });
  return { lean, viaExpress };
}

const CASES: [string, string | undefined, Record<string, string>][] = [
  ['a query of the signed-in member', JSON.stringify({ query: '{ me { id } }' }), {}],
  ['a query with an allowed origin', JSON.stringify({ query: '{ __typename }' }), { origin: ORIGIN }],
  ['a query with another origin', JSON.stringify({ query: '{ __typename }' }), { origin: 'https://evil.example' }],
  ['a validation error in graphql-response+json', JSON.stringify({ query: '{ nope }' }), { accept: 'application/graphql-response+json' }],
  ['a validation error in application/json', JSON.stringify({ query: '{ nope }' }), { accept: 'application/json' }],
  ['an unparsable body', '{"query": ', {}],
  ['JSON that is not an object', '"just a string"', {}],
  ['a body of only whitespace', '   ', {}],
  ['an empty body', '', {}],
  ['a body over 1 MB', JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }), {}],
  ['a batch', JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]), {}],
  ['a query with a UTF-8 byte order mark', `\uFEFF${JSON.stringify({ query: '{ __typename }' })}`, {}],
];

describe('the lean /graphql path', () => {
  it('takes plain JSON POSTs to /graphql only', () => {
    const req = (method: string, url: string, headers: http.IncomingHttpHeaders) => ({ method, url, headers }) as http.IncomingMessage;
    expect(isLeanGraphqlRequest(req('POST', '/graphql', { 'content-type': 'application/json' }))).toBe(true);
    expect(isLeanGraphqlRequest(req('POST', '/graphql?x=1', { 'content-type': 'Application/JSON; charset=UTF-8' }))).toBe(true);
    expect(isLeanGraphqlRequest(req('GET', '/graphql', { 'content-type': 'application/json' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql/', { 'content-type': 'application/json' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/api/x', { 'content-type': 'application/json' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql', { 'content-type': 'application/json; charset=latin1' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql', { 'content-type': 'text/plain' }))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql', {}))).toBe(false);
    expect(isLeanGraphqlRequest(req('POST', '/graphql', { 'content-type': 'application/json', 'content-encoding': 'gzip' }))).toBe(false);
  });

  it.each(CASES)('answers %s at the gateway as Express does', async (_name, body, headers) => {
    const { lean, viaExpress } = await bothWays(stack.graphqlUrl, body, { authorization: `Bearer ${token}`, ...headers });
    expect(lean).toEqual(viaExpress);
    // The answers the issue names, spelled out.
    expect(lean.headers['x-request-id']).toBe('lean-path-test-0001');
    expect(lean.headers['content-security-policy']).toContain("default-src 'self'");
    expect(lean.headers['x-content-type-options']).toBe('nosniff');
    expect(lean.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses malformed and oversized bodies at the gateway with their codes', async () => {
    const malformed = await bothWays(stack.graphqlUrl, '{"query": ');
    expect([malformed.lean.status, JSON.parse(malformed.lean.body)]).toEqual([
      400,
      { errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST' } }] },
    ]);
    const huge = await bothWays(stack.graphqlUrl, JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }));
    expect([huge.lean.status, JSON.parse(huge.lean.body)]).toEqual([413, { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }]);
    const cors = await bothWays(stack.graphqlUrl, '{}', { origin: ORIGIN });
    expect([cors.lean.headers['access-control-allow-origin'], cors.lean.headers.vary]).toEqual([ORIGIN, 'Origin']);
  });

  it('refuses a body sent without a length once it passes the limit', async () => {
    // 8 chunks of 200 KB: no Content-Length, so the size is known only while it is read.
    const chunks = Array.from({ length: 8 }, (_, i) => Buffer.from(i === 0 ? `{"query":"{ __typename }","x":"${'x'.repeat(200_000)}` : 'x'.repeat(200_000)));
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Readable.toWeb(Readable.from([...chunks, Buffer.from('"}')])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect([res.status, await res.json()]).toEqual([413, { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }]);
  });

  it('gives a malformed or missing request id a new one', async () => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'not a sane id!' },
      body: '{"query":"{ __typename }"}',
    });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{16}$/);
  });

  it.each(CASES)('answers %s at each subgraph as Express does', async (_name, body, headers) => {
    for (const subgraph of stack.subgraphs) {
      const { lean, viaExpress } = await bothWays(subgraph.url, body, headers);
      expect(lean, subgraph.name).toEqual(viaExpress);
    }
  });

  it('refuses malformed and oversized bodies at a subgraph in its REST shape', async () => {
    const subgraph = stack.subgraphs[0];
    const malformed = await bothWays(subgraph.url, '{"query": ');
    expect([malformed.lean.status, JSON.parse(malformed.lean.body)]).toEqual([400, { message: 'Malformed request', code: 'BAD_REQUEST' }]);
    const huge = await bothWays(subgraph.url, JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }));
    expect([huge.lean.status, JSON.parse(huge.lean.body)]).toEqual([413, { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' }]);
  });
});

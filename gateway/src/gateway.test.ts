// The gateway's own duties: forwarding the caller to the subgraphs, CSRF and CORS, security
// headers, request limits (as rules and through the real endpoint), error masking in
// production, and the browser-facing routes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, validate, type ValidationRule } from 'graphql';
import pg from 'pg';
import { aliasLimit, costLimit, depthLimit, limitRules, listSizeLimit } from './limits.js';
import { gql, registerMember, type Stack, startStack } from '@pulse/dev-env';

const ALLOWED_ORIGIN = 'https://app.example';

let webDist: string;
let stack: Stack; // defaults
let tight: Stack; // CORS allow-list, depth 2, cost 100
let prod: Stack; // NODE_ENV=production; its accounts subgraph is stopped by the last test

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'pulse-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Pulse app</title>');
  writeFileSync(join(webDist, 'explorer.html'), '<!doctype html><title>Pulse explorer</title>');
  [stack, tight, prod] = await Promise.all([
    startStack({ webDist, env: { REGISTER_LIMIT_PER_IP: '1000' } }),
    startStack({ env: { CORS_ORIGINS: ALLOWED_ORIGIN, GRAPHQL_MAX_DEPTH: '2', GRAPHQL_MAX_COST: '100' } }),
    startStack({ env: { NODE_ENV: 'production' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), tight?.stop(), prod?.stop()]);
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/**
 * A request in the GraphQL-over-HTTP media type, where a request error (parse, validation, a
 * limit) is a 400; application/json answers them 200 (graphql-over-http.test.ts).
 */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) };
}

function onlyError(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(body.errors, JSON.stringify(body)).toHaveLength(1);
  return body.errors![0];
}

describe('forwarding the caller', () => {
  it('passes the bearer token on, so the subgraph knows who asks', async () => {
    const m = await registerMember(stack);
    const me = await gql(stack.graphqlUrl, '{ me { id username } }', {}, m.token);
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toEqual({ id: m.user.id, username: m.input.username });
    const anonymous = await gql(stack.graphqlUrl, '{ me { id } }');
    expect(onlyError(anonymous).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('passes the user agent and the address it saw, not one the client claims', async () => {
    const m = await registerMember(stack);
    const login = await gql(
      stack.graphqlUrl,
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: m.input.email, password: m.password } },
      undefined,
      { 'user-agent': 'PulseTest/1.0', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(login.errors).toBeUndefined();
    const client = new pg.Client({ connectionString: stack.database.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT user_agent, ip FROM accounts.sessions WHERE user_id = $1 AND user_agent = $2', [m.user.id, 'PulseTest/1.0']);
      expect(rows).toHaveLength(1);
      expect(rows[0].ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    } finally {
      await client.end();
    }
  });
});

describe('CSRF on /graphql', () => {
  it('blocks a GET without a preflight-forcing header and allows it with one', async () => {
    const url = `${stack.graphqlUrl}?query=${encodeURIComponent('{ __typename }')}`;
    const blocked = await fetch(url);
    expect(blocked.status).toBe(400);
    const body = (await blocked.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toContain('Cross-Site Request Forgery');

    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('blocks a text/plain POST, and never runs a mutation over GET', async () => {
    const plain = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain('Cross-Site Request Forgery');

    const m = await registerMember(stack);
    const viaGet = await fetch(`${stack.graphqlUrl}?query=${encodeURIComponent('mutation { logout }')}`, {
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${m.token}` },
    });
    expect(viaGet.status).toBe(405);
    // The token is still alive: the mutation did not run.
    expect((await gql(stack.graphqlUrl, '{ me { id } }', {}, m.token)).data.me.id).toBe(m.user.id);
  });
});

describe('security headers', () => {
  it('are on the app, /graphql, /healthz and /api responses', async () => {
    const responses = await Promise.all([
      fetch(`${stack.url}/`, { headers: { accept: 'text/html' } }),
      fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }),
      fetch(`${stack.url}/healthz`),
      fetch(`${stack.url}/api/nope`),
    ]);
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, res.url).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('CORS', () => {
  const preflight = (base: Stack, origin: string) =>
    fetch(base.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });

  it('answers a preflight from an allowed origin', async () => {
    const res = await preflight(tight, ALLOWED_ORIGIN);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('vary')).toContain('Origin');
    const allowHeaders = res.headers.get('access-control-allow-headers') ?? '';
    expect(allowHeaders).toContain('authorization');
    expect(allowHeaders).toContain('content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const actual = await post(tight.graphqlUrl, { query: '{ __typename }' }, { origin: ALLOWED_ORIGIN });
    expect(actual.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });

  it('gives any other origin nothing, including look-alikes', async () => {
    for (const origin of ['https://evil.example', 'https://app.example.evil.test', 'http://app.example', 'https://app.example:8443', 'null']) {
      const res = await preflight(tight, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toBeNull();
    }
    const actual = await post(tight.graphqlUrl, { query: '{ __typename }' }, { origin: 'https://evil.example' });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    // Without CORS_ORIGINS nothing is allowed cross-origin.
    expect((await preflight(stack, ALLOWED_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('limit rules (unit, on a small schema)', () => {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type User implements Node {
      id: ID!
      name: String
      best: User
      friends(first: Int, last: Int): [User!]!
    }
    type Query {
      user(id: ID!): User
      node: Node
      users(first: Int, limit: Int): [User!]!
    }
  `);
  const run = (rule: ValidationRule, query: string) => validate(schema, parse(query), [rule]).map((e) => ({ message: e.message, code: e.extensions.code }));
  const tooComplex = (message: string) => [{ message, code: 'QUERY_TOO_COMPLEX' }];

  it('depthLimit counts nesting through fragments and inline fragments, not introspection', () => {
    const rule = depthLimit(3);
    expect(run(rule, '{ user(id: 1) { best { id } } }')).toEqual([]);
    expect(run(rule, '{ user(id: 1) { best { best { id } } } }')).toEqual(tooComplex('Query is too deep: depth 4 exceeds the limit of 3'));
    expect(run(rule, '{ user(id: 1) { ...F } } fragment F on User { best { best { id } } }')).toEqual(tooComplex('Query is too deep: depth 4 exceeds the limit of 3'));
    expect(run(rule, '{ node { ... on User { best { best { best { id } } } } } }')).toEqual(tooComplex('Query is too deep: depth 5 exceeds the limit of 3'));
    expect(run(rule, '{ __schema { types { fields { type { fields { name } } } } } }')).toEqual([]);
    // Each operation is measured on its own.
    expect(run(rule, 'query A { user(id: 1) { id } } query B { user(id: 1) { best { best { id } } } }')).toHaveLength(1);
    // A fragment cycle must not hang the rule (graphql's own rules report the cycle).
    expect(run(rule, '{ user(id: 1) { ...A } } fragment A on User { best { ...B } } fragment B on User { best { ...A } }')).toEqual([]);
  });

  it('aliasLimit reports once when the document has too many aliases, fragments included', () => {
    const rule = aliasLimit(2);
    expect(run(rule, '{ a: user(id: 1) { id } b: user(id: 2) { id } }')).toEqual([]);
    expect(run(rule, '{ a: user(id: 1) { id } b: user(id: 2) { id } c: user(id: 3) { id } }')).toEqual(tooComplex('Too many aliases: the limit is 2'));
    const many = Array.from({ length: 20 }, (_, i) => `a${i}: __typename`).join(' ');
    expect(run(rule, `{ ${many} }`)).toHaveLength(1);
    expect(run(rule, '{ a: user(id: 1) { ...F } } fragment F on User { x: id y: name }')).toEqual(tooComplex('Too many aliases: the limit is 2'));
  });

  it('costLimit multiplies children of a list by its page size (10 when unknown)', () => {
    expect(run(costLimit(50), '{ users(first: 5) { id name } }')).toEqual([]); // 1 + 5 * 2
    expect(run(costLimit(50), '{ users(first: 30) { id name } }')).toEqual(tooComplex('Query is too expensive: cost 61 exceeds the limit of 50'));
    expect(run(costLimit(50), '{ users(limit: 30) { ...F } } fragment F on User { id name }')).toEqual(
      tooComplex('Query is too expensive: cost 61 exceeds the limit of 50'),
    );
    expect(run(costLimit(15), '{ users(first: 3) { friends(first: 4) { id } } }')).toEqual(tooComplex('Query is too expensive: cost 16 exceeds the limit of 15')); // 1 + 3 * (1 + 4)
    expect(run(costLimit(20), '{ users { id name } }')).toEqual(tooComplex('Query is too expensive: cost 21 exceeds the limit of 20'));
    expect(run(costLimit(11), 'query($n: Int) { users(first: $n) { id } }')).toEqual([]); // 1 + 10 * 1
    expect(run(costLimit(10), 'query($n: Int) { users(first: $n) { id } }')).toHaveLength(1);
    expect(run(costLimit(3), '{ node { ... on User { id name best { id } } } }')).toEqual(tooComplex('Query is too expensive: cost 5 exceeds the limit of 3'));
    expect(run(costLimit(1), '{ __schema { types { name fields { name } } } }')).toEqual([]);
  });

  it('listSizeLimit refuses literal page sizes over the cap, wherever they appear', () => {
    const rule = listSizeLimit(100);
    expect(run(rule, '{ users(first: 100) { id } }')).toEqual([]);
    expect(run(rule, '{ users(first: 101) { id } }')).toEqual([{ message: 'users: at most 100 items per request', code: 'BAD_USER_INPUT' }]);
    expect(run(rule, '{ users(limit: 500) { id } }')).toEqual([{ message: 'users: at most 100 items per request', code: 'BAD_USER_INPUT' }]);
    expect(run(rule, '{ user(id: 1) { friends(last: 1000) { id } } }')).toEqual([{ message: 'friends: at most 100 items per request', code: 'BAD_USER_INPUT' }]);
    // Variables are only known at execution; the subgraph enforces its own cap then.
    expect(run(rule, 'query($n: Int) { users(first: $n) { id } }')).toEqual([]);
  });

  it('limitRules applies every limit from the configuration', () => {
    const rules = limitRules({ maxDepth: 2, maxAliases: 0, maxCost: 1000, maxListSize: 5 });
    const errors = validate(schema, parse('{ a: user(id: 1) { best { id } } users(first: 6) { id } }'), rules).map((e) => e.message);
    expect(errors).toEqual(
      expect.arrayContaining(['Query is too deep: depth 3 exceeds the limit of 2', 'Too many aliases: the limit is 0', 'users: at most 5 items per request']),
    );
    expect(errors).toHaveLength(3);
  });
});

describe('limits through the gateway', () => {
  it('allows 30 aliases and refuses 31 with QUERY_TOO_COMPLEX before running anything', async () => {
    const m = await registerMember(stack);
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const ok = await post(stack.graphqlUrl, { query: aliases(30) }, { authorization: `Bearer ${m.token}` });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json.data)).toHaveLength(30);
    expect(ok.json.data.a29).toEqual({ id: m.user.id });

    const refused = await post(stack.graphqlUrl, { query: aliases(31) }, { authorization: `Bearer ${m.token}` });
    expect(refused.status).toBe(400);
    expect(refused.json.data).toBeUndefined();
    const error = onlyError(refused.json);
    expect(error.message).toBe('Too many aliases: the limit is 30');
    expect(error.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('caps literal page sizes at 100; the subgraph caps search at 50 either way', async () => {
    const m = await registerMember(stack);
    const auth = { authorization: `Bearer ${m.token}` };
    const big = await post(stack.graphqlUrl, { query: '{ searchUsers(q: "a", first: 500) { id } }' }, auth);
    expect(big.status).toBe(400);
    const error = onlyError(big.json);
    expect(error.message).toBe('searchUsers: at most 100 items per request');
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');

    const underGatewayCap = await post(stack.graphqlUrl, { query: '{ searchUsers(q: "a", first: 100) { id } }' }, auth);
    expect(onlyError(underGatewayCap.json)).toMatchObject({ message: 'first must be between 1 and 50', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    const viaVariable = await post(stack.graphqlUrl, { query: 'query($n: Int) { searchUsers(q: "a", first: $n) { id } }', variables: { n: 500 } }, auth);
    expect(onlyError(viaVariable.json)).toMatchObject({ message: 'first must be between 1 and 50', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses deep introspection, unknown fields and unparsable documents with 400', async () => {
    const deep = await post(stack.graphqlUrl, { query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }' });
    expect(deep.status).toBe(400);
    expect(onlyError(deep.json).message).toContain('Maximum introspection depth exceeded');

    const unknown = await post(stack.graphqlUrl, { query: '{ nope }' });
    expect(unknown.status).toBe(400);
    expect(onlyError(unknown.json)).toMatchObject({ message: 'Cannot query field "nope" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

    const broken = await post(stack.graphqlUrl, { query: '{ me { id ' });
    expect(broken.status).toBe(400);
    expect(onlyError(broken.json).extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('applies GRAPHQL_MAX_DEPTH, fragments included', async () => {
    const login = 'login(input: { email: "a@example.com", password: "whatever-1" })';
    for (const query of [`mutation { ${login} { user { id } } }`, `mutation { ${login} { ...P } } fragment P on AuthPayload { user { id } }`]) {
      const r = await post(tight.graphqlUrl, { query });
      expect(r.status).toBe(400);
      expect(r.json.data).toBeUndefined();
      expect(onlyError(r.json)).toMatchObject({ message: 'Query is too deep: depth 3 exceeds the limit of 2', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    }
    // Depth 2 reaches the subgraph (which wants a token).
    const shallow = await post(tight.graphqlUrl, { query: '{ me { id } }' });
    expect(onlyError(shallow.json).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('applies GRAPHQL_MAX_COST', async () => {
    const over = await post(tight.graphqlUrl, { query: '{ searchUsers(q: "a", first: 50) { id name } }' });
    expect(over.status).toBe(400);
    expect(onlyError(over.json)).toMatchObject({ message: 'Query is too expensive: cost 101 exceeds the limit of 100', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    const under = await post(tight.graphqlUrl, { query: '{ searchUsers(q: "a", first: 49) { id name } }' });
    expect(onlyError(under.json).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('request bodies on /graphql', () => {
  const send = async (body: string) => {
    const res = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await res.text();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text).not.toMatch(/<html|\bat .*:\d+:\d+|node_modules/i);
    return { status: res.status, json: JSON.parse(text) };
  };

  it('answers malformed or oversized JSON with a JSON error, not an HTML page with a stack', async () => {
    expect(await send('{"query": ')).toEqual({ status: 400, json: { errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST' } }] } });
    expect(await send('"just a string"')).toEqual({ status: 400, json: { errors: [{ message: 'Malformed request body', extensions: { code: 'BAD_REQUEST' } }] } });
    const huge = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` });
    expect(await send(huge)).toEqual({ status: 413, json: { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
  });

  it('refuses batched operations, which would multiply the per-request limits', async () => {
    const r = await send(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    expect(r.status).toBe(400);
    expect(r.json.data).toBeUndefined();
    expect(onlyError(r.json).message).toContain('batching');
  });
});

describe('browser routes', () => {
  it('GET /healthz answers {ok: true}', async () => {
    const res = await fetch(`${stack.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('GET /health is the web app (its Health area), not the health check', async () => {
    const res = await fetch(`${stack.url}/health`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>Pulse app</title>');
  });

  it('sends a browser opening /graphql to the explorer', async () => {
    const res = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/explorer');
    const explorer = await fetch(`${stack.url}/explorer`);
    expect(explorer.status).toBe(200);
    expect(await explorer.text()).toContain('Pulse explorer');
    // A GraphQL client asking for JSON is not redirected.
    const json = await fetch(stack.graphqlUrl, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(json.status).not.toBe(302);
  });

  it('serves the app for client-side routes', async () => {
    const res = await fetch(`${stack.url}/some_member`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Pulse app');
  });
});

describe('production error masking', () => {
  it('still shows client errors', async () => {
    const anonymous = await post(prod.graphqlUrl, { query: '{ me { id } }' });
    expect(onlyError(anonymous.json)).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    const unknown = await post(prod.graphqlUrl, { query: '{ nope }' });
    expect(onlyError(unknown.json).message).toBe('Cannot query field "nope" on type "Query".');
  });

  // Last: this stops the production stack's subgraph.
  it('masks a subgraph failure: the service named, no message details, no stack trace', async () => {
    const subgraphPort = String(prod.subgraphs[0].port);
    const service = prod.subgraphs[0].name;
    await prod.subgraphs[0].stop();

    const r = await post(prod.graphqlUrl, { query: '{ me { id } }' });
    const error = onlyError(r.json);
    // An unreachable subgraph is SERVICE_UNAVAILABLE naming it (the faults tests), never its connection error.
    expect(error.message).toBe(`The ${service} service is unavailable; try again shortly`);
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', service });
    expect(r.json.data ?? null).toBeNull();
    for (const leak of ['stacktrace', 'ECONNREFUSED', '127.0.0.1', subgraphPort, 'node_modules', '.ts:', '.js:', '    at ']) {
      expect(r.text, leak).not.toContain(leak);
    }

    const rest = await fetch(`${prod.url}/api/auth/me`);
    expect(rest.status).toBe(503);
    const restText = await rest.text();
    expect(JSON.parse(restText)).toEqual({ message: `The ${service} service is unavailable; try again shortly`, code: 'SERVICE_UNAVAILABLE' });
    expect(restText).not.toContain('ECONNREFUSED');
  });
});

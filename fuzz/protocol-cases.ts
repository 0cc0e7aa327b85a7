// Cases for the GraphQL endpoint itself rather than one operation: request bodies that are not
// a GraphQL-over-HTTP request, documents the spec says to refuse, persisted-query extensions
// that name nothing, and graphql-ws frames that are not the protocol.
import { asBoth, authHeader, http, type FuzzCase, type Target, type Who } from './cases.js';
import type { Answer } from './detect.js';
import { socketIoExchange } from './socket-io.js';
import { wsExchange } from './ws.js';

const json = (value: unknown) => JSON.stringify(value);

/** POST /graphql bodies (content type, body). */
const POSTS: Record<string, () => [string, string | Uint8Array]> = {
  'malformed-json': () => ['application/json', '{"query": "{ __typename }",'],
  'json-array-batch': () => ['application/json', json([{ query: '{ __typename }' }, { query: '{ __typename }' }])],
  'json-string': () => ['application/json', '"{ __typename }"'],
  'json-null': () => ['application/json', 'null'],
  'empty-body': () => ['application/json', ''],
  'query-not-string': () => ['application/json', json({ query: { a: 1 } })],
  'query-number': () => ['application/json', json({ query: 12 })],
  'query-null': () => ['application/json', json({ query: null })],
  'query-empty': () => ['application/json', json({ query: '' })],
  'query-syntax-error': () => ['application/json', json({ query: '{ me { ' })],
  'query-nul': () => ['application/json', json({ query: '{ __typename \u0000 }' })],
  'query-lone-surrogate': () => ['application/json', json({ query: '{ __typename } # \uD800' })],
  'query-lone-surrogate-in-literal': () => ['application/json', json({ query: '{ post(id: "\uD800") { id } }' })],
  'query-nul-in-literal': () => ['application/json', json({ query: '{ post(id: "a\\u0000b") { id } }' })],
  'query-huge': () => ['application/json', json({ query: `{ __typename ${' '.repeat(2_000_000)}}` })],
  'query-many-tokens': () => ['application/json', json({ query: `{ ${'__typename '.repeat(100_000)}}` })],
  'query-deep-nesting-brackets': () => ['application/json', json({ query: `{ ${'a { '.repeat(10_000)}${'} '.repeat(10_000)}}` })],
  'variables-string': () => ['application/json', json({ query: 'query($id: ID!) { post(id: $id) { id } }', variables: '{"id": "x"}' })],
  'variables-array': () => ['application/json', json({ query: 'query($id: ID!) { post(id: $id) { id } }', variables: ['x'] })],
  'variables-deep': () => [
    'application/json',
    `{"query":"query($f: PostFilter) { posts(filter: $f) { total } }","variables":{"f":${'{"q":'.repeat(5000)}1${'}'.repeat(5000)}}}`,
  ],
  'operation-name-not-string': () => ['application/json', json({ query: '{ __typename }', operationName: { a: 1 } })],
  'two-operations-no-name': () => ['application/json', json({ query: 'query A { __typename } query B { __typename }' })],
  'two-operations-unknown-name': () => ['application/json', json({ query: 'query A { __typename } query B { __typename }', operationName: 'C' })],
  'one-operation-unknown-name': () => ['application/json', json({ query: 'query A { __typename }', operationName: 'C' })],
  'anonymous-and-named': () => ['application/json', json({ query: '{ __typename } query B { __typename }' })],
  'unknown-persisted-query': () => ['application/json', json({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })],
  'persisted-query-wrong-hash': () => ['application/json', json({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } })],
  'persisted-query-bad-version': () => ['application/json', json({ extensions: { persistedQuery: { version: 'x', sha256Hash: 12 } } })],
  'extensions-garbage': () => ['application/json', json({ query: '{ __typename }', extensions: 'x' })],
  'unknown-directive': () => ['application/json', json({ query: '{ __typename @nope(a: 1) }' })],
  'fragment-cycle': () => ['application/json', json({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })],
  'invalid-utf8': () => [
    'application/json',
    Buffer.concat([Buffer.from('{"query":"{ __typename }","variables":{"a":"'), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}}')]),
  ],
  'charset-bogus': () => ['application/json; charset=bogus', json({ query: '{ __typename }' })],
  'graphql-response-json': () => ['application/graphql-response+json', json({ query: '{ __typename }' })],
  'content-type-graphql': () => ['application/graphql', '{ __typename }'],
  'multipart-body': () => ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n--x--\r\n'],
};

/** GET /graphql query strings (with the preflight header CSRF prevention asks for). */
const GETS: Record<string, string> = {
  'get-no-query': '',
  'get-query-nul': `query=${encodeURIComponent('{ __typename }')}%00`,
  'get-invalid-utf8': 'query=%FF%FE',
  'get-bad-percent': 'query=%zz',
  'get-variables-malformed': `query=${encodeURIComponent('query($id: ID!) { post(id: $id) { id } }')}&variables=%7B`,
  'get-repeated-query': 'query=a&query=b',
  'get-bracket-query': 'query[a]=1',
  'get-extensions-malformed': `query=${encodeURIComponent('{ __typename }')}&extensions=%7Bx`,
  'get-unknown-persisted-query': `extensions=${encodeURIComponent(json({ persistedQuery: { version: 1, sha256Hash: 'c'.repeat(64) } }))}`,
};

/** graphql-ws frames after a proper connection_init. */
const FRAMES: Record<string, string | Buffer> = {
  'ws-malformed-json': '{"type":',
  'ws-unknown-type': json({ type: 'nope' }),
  'ws-subscribe-no-id': json({ type: 'subscribe', payload: { query: 'subscription { activeUsers }' } }),
  'ws-subscribe-no-payload': json({ id: '1', type: 'subscribe' }),
  'ws-subscribe-query-not-string': json({ id: '1', type: 'subscribe', payload: { query: 1 } }),
  'ws-subscribe-nul-id': json({ id: 'a\u0000', type: 'subscribe', payload: { query: 'subscription { activeUsers }' } }),
  'ws-subscribe-huge-id': json({ id: 'i'.repeat(100_000), type: 'subscribe', payload: { query: 'subscription { activeUsers }' } }),
  'ws-subscribe-surrogate-query': json({ id: '1', type: 'subscribe', payload: { query: 'subscription { activeUsers } # \uD800' } }),
  'ws-subscribe-nul-query': json({ id: '1', type: 'subscribe', payload: { query: 'subscription { activeUsers \u0000 }' } }),
  'ws-subscribe-two-operations': json({ id: '1', type: 'subscribe', payload: { query: 'subscription A { activeUsers } subscription B { activeUsers }' } }),
  'ws-subscribe-query-operation': json({ id: '1', type: 'subscribe', payload: { query: '{ __typename }' } }),
  'ws-subscribe-variables-string': json({
    id: '1',
    type: 'subscribe',
    payload: { query: 'subscription($c: ID) { messageCreated(conversationId: $c) { id } }', variables: 'x' },
  }),
  'ws-complete-unknown': json({ id: 'zzz', type: 'complete' }),
  'ws-binary-frame': Buffer.from([0, 1, 2, 0xff]),
  'ws-second-init': json({ type: 'connection_init', payload: { authorization: 'Bearer x' } }),
};

/** connection_init payloads that are not what the gateway expects. */
const INITS: Record<string, unknown> = {
  'ws-init-token-nul': { authorization: 'Bearer a\u0000b' },
  'ws-init-token-huge': { authorization: `Bearer ${'a'.repeat(100_000)}` },
  'ws-init-token-object': { authorization: { a: 1 } },
  'ws-init-payload-array': [1, 2],
  'ws-init-forged-jwt': { authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.` },
};

/** socket.io handshake auth that is not `{ token }` with a token. */
const IO_AUTHS: Record<string, unknown> = {
  'io-auth-none': {},
  'io-auth-token-number': { token: 12 },
  'io-auth-token-object': { token: { a: 1 } },
  'io-auth-token-nul': { token: 'a\u0000b' },
  'io-auth-token-huge': { token: 'a'.repeat(100_000) },
  'io-auth-token-surrogate': { token: '\uD800' },
  'io-auth-forged-jwt': { token: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.` },
};

/** Call commands a member's socket may emit, with what they should not carry. */
const IO_COMMANDS: Record<string, { event: string; args: unknown[] }> = {
  'io-join-no-payload': { event: 'call:join', args: [] },
  'io-join-null': { event: 'call:join', args: [null] },
  'io-join-number': { event: 'call:join', args: [17] },
  'io-join-array': { event: 'call:join', args: [['x']] },
  'io-join-call-id-number': { event: 'call:join', args: [{ callId: 2 ** 53 }] },
  'io-join-call-id-empty': { event: 'call:join', args: [{ callId: '   ' }] },
  'io-join-call-id-nul': { event: 'call:join', args: [{ callId: 'a\u0000b' }] },
  'io-join-call-id-surrogate': { event: 'call:join', args: [{ callId: '\uD800' }] },
  'io-join-call-id-huge': { event: 'call:join', args: [{ callId: 'c'.repeat(60_000) }] },
  'io-join-unknown-call': { event: 'call:join', args: [{ callId: 'c0000000000000000000000000' }] },
  'io-join-deep-object': { event: 'call:join', args: [JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`)] },
  'io-leave-unknown-call': { event: 'call:leave', args: [{ callId: 'c0000000000000000000000000' }] },
  'io-media-not-boolean': { event: 'call:media-changed', args: [{ callId: 'c0000000000000000000000000', audioEnabled: 'yes', videoEnabled: 2 }] },
  'io-media-binary': { event: 'call:media-changed', args: [Buffer.from([0, 1, 2, 0xff])] },
  'io-unknown-event': { event: 'nope', args: [{ a: 1 }] },
};

export function protocolCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (operation: string, kind: string, send: (target: Target, who: Who) => Promise<Answer>) =>
    cases.push(...asBoth((who) => ({ surface: 'protocol', operation, argument: 'request', kind, who, send: (target) => send(target, who) })));
  for (const [kind, make] of Object.entries(POSTS)) {
    add('POST /graphql', kind, (target, who) => {
      const [contentType, body] = make();
      return http(target.graphqlUrl, { method: 'POST', headers: { 'content-type': contentType, ...authHeader(target.token(who)) }, body });
    });
  }
  for (const [kind, query] of Object.entries(GETS)) {
    add('GET /graphql', kind, (target, who) =>
      http(`${target.graphqlUrl}?${query}`, { method: 'GET', headers: { 'apollo-require-preflight': 'true', ...authHeader(target.token(who)) } }),
    );
  }
  for (const [kind, frame] of Object.entries(FRAMES)) add('WS /graphql', kind, (target, who) => wsExchange(target.wsUrl, target.token(who), frame));
  for (const [kind, init] of Object.entries(INITS))
    add('WS /graphql', kind, (target, who) =>
      wsExchange(target.wsUrl, target.token(who), json({ id: '1', type: 'subscribe', payload: { query: 'subscription { activeUsers }' } }), init),
    );
  const socketIoUrl = (target: Target) => target.graphqlUrl.replace(/\/graphql$/, '');
  for (const [kind, auth] of Object.entries(IO_AUTHS)) add('WS /socket.io', kind, (target) => socketIoExchange(socketIoUrl(target), auth));
  for (const [kind, command] of Object.entries(IO_COMMANDS))
    add('WS /socket.io', kind, (target, who) => socketIoExchange(socketIoUrl(target), { token: target.token(who) }, command));
  return cases;
}

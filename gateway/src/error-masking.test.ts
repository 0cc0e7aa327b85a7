// Internal errors through a real stack: a resolver whose table is gone (dropped in the test's
// own database) fails for real in the social subgraph. With the defaults (`npm start`'s mode)
// every way in (GraphQL over HTTP, the REST shims, operations over the WebSocket) answers a
// generic message, INTERNAL_SERVER_ERROR and a request id, with no stack, SQL or values; the
// details are in the log of the subgraph and of the gateway under that same id. With
// ERROR_DETAILS (`npm run dev`) the answer carries them. Also: "Did you mean" suggestions for
// signed-in callers only, introspection for everyone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { gql, realtimeClients, registerMember, startStack, type Stack } from '@pulse/dev-env';
import { png, uploadFiles } from '@pulse/dev-env/media';

type Member = Awaited<ReturnType<typeof registerMember>>;

let safe: Stack; // defaults: what `npm start` runs
let dev: Stack; // ERROR_DETAILS=true: what `npm run dev` runs
let safeMember: Member;
let devMember: Member;

// Every line the services log (they run in this process) while the file runs.
const logged: string[] = [];
const stderrWrite = process.stderr.write.bind(process.stderr);

const SAVED_POSTS = '{ savedPosts { nodes { id } } }';

/** Drops tables in a stack's own database: the operations that read them then fail for real. */
async function dropTables(stack: Stack, tables: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: stack.database.url });
  await client.connect();
  try {
    for (const table of tables) await client.query(`DROP TABLE ${table} CASCADE`);
  } finally {
    await client.end();
  }
}
let conversationId: string;

beforeAll(async () => {
  process.stderr.write = ((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  [safe, dev] = await Promise.all([startStack(), startStack({ env: { ERROR_DETAILS: 'true' } })]);
  [safeMember, devMember] = await Promise.all([registerMember(safe), registerMember(dev)]);
  const other = await registerMember(safe);
  const created = await gql(safe.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: other.user.id }, safeMember.token);
  conversationId = created.data.createConversation.id;
  // savedPosts fails in social; a message upload in messaging (after the files are stored).
  await Promise.all([dropTables(safe, ['social.bookmarks', 'messaging.messages']), dropTables(dev, ['social.bookmarks'])]);
});
afterAll(async () => {
  process.stderr.write = stderrWrite;
  await Promise.all([safe?.stop(), dev?.stop()]);
});

async function post(stack: Stack, query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}) {
  const res = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  return { status: res.status, requestId: res.headers.get('x-request-id'), text, json: JSON.parse(text) };
}
const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });

/** The log lines of one subsystem written under a request id, with their fields. */
function logOf(subsystem: string, requestId: string): { msg: string; fields: Record<string, unknown> }[] {
  return logged
    .filter((line) => line.includes(`[${subsystem}]`) && line.includes(requestId))
    .map((line) => {
      const match = /\] (?<msg>[^{]*) (?<fields>\{.*\})\s*$/s.exec(line);
      return { msg: match!.groups!.msg, fields: JSON.parse(match!.groups!.fields) as Record<string, unknown> };
    });
}

/** Nothing of the failure's details in an answer: no stack, no SQL, no table, no values, no server paths. */
function expectNoDetails(text: string, member: Member) {
  for (const leak of ['stacktrace', '    at ', 'node_modules', '.ts:', 'select', 'SELECT', 'bookmarks', 'relation', member.user.id]) {
    expect(text, leak).not.toContain(leak);
  }
}

describe('internal errors with the defaults (npm start)', () => {
  it('answer a message, INTERNAL_SERVER_ERROR and the request id; the subgraph and the gateway log the details under it', async () => {
    const requestId = 'client-chosen-id-0001';
    const r = await post(safe, SAVED_POSTS, { ...bearer(safeMember), 'x-request-id': requestId });
    expect(r.requestId).toBe(requestId);
    expect(r.json.errors).toEqual([{ message: 'Internal server error', path: ['savedPosts'], extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }]);
    expectNoDetails(r.text, safeMember);

    // The subgraph that failed logged the real error (the SQL and the member's id in it) under the gateway's id.
    const social = logOf('social', requestId).find((line) => line.msg === 'internal error');
    expect(social, 'the social subgraph logs the failure under the same id').toBeDefined();
    expect(social!.fields.requestId).toBe(requestId);
    expect(String(social!.fields.message)).toMatch(/bookmarks/);
    expect(String(social!.fields.message)).toContain(safeMember.user.id);
    expect(String(social!.fields.stack)).toMatch(/\n\s+at /);
    // The gateway logged what it answered under the same id.
    expect(logOf('gateway', requestId).map((line) => line.msg)).toContain('internal error');
  });

  it('make a request id when none or a malformed one is sent, and answer it in the header', async () => {
    const none = await post(safe, SAVED_POSTS, bearer(safeMember));
    const made = none.json.errors[0].extensions.requestId as string;
    expect(made).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(none.requestId).toBe(made);
    expect(logOf('social', made).map((line) => line.msg)).toContain('internal error');

    const forged = await post(safe, SAVED_POSTS, { ...bearer(safeMember), 'x-request-id': 'a b"}\\u0000' });
    expect(forged.requestId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(forged.json.errors[0].extensions.requestId).toBe(forged.requestId);
    expect((await post(safe, '{ __typename }', { 'x-request-id': 'short' })).requestId).not.toBe('short');
  });

  it('answer the REST shims with status 500, a message, the code and the request id', async () => {
    const res = await fetch(`${safe.url}/api/posts/saved`, { headers: { ...bearer(safeMember), 'x-request-id': 'rest-request-id-0002' } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('rest-request-id-0002');
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', requestId: 'rest-request-id-0002' });
    expectNoDetails(text, safeMember);
    expect(logOf('social', 'rest-request-id-0002').map((line) => line.msg)).toContain('internal error');
  });

  it('answer a media upload (streamed through the gateway to the subgraph) with 500, the code and the request id', async () => {
    const requestId = 'upload-request-id-0004';
    const r = await uploadFiles(`${safe.url}/api/messages/media`, [{ name: 'a.png', bytes: await png() }], {
      token: safeMember.token,
      fields: { conversationId },
      headers: { 'x-request-id': requestId },
    });
    expect(r).toEqual({ status: 500, body: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', requestId } });
    const messaging = logOf('messaging.media', requestId).find((line) => line.msg === 'internal error');
    expect(messaging, 'the messaging subgraph logs the failure under the same id').toBeDefined();
    expect(String(messaging!.fields.message)).toMatch(/messages/);
  });

  it("answer what reaches a subgraph's Express error handler with JSON, never Express's page with a stack", async () => {
    for (const subgraph of safe.subgraphs) {
      const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      const text = await res.text();
      expect([res.status, res.headers.get('content-type')], subgraph.name).toEqual([400, expect.stringMatching(/^application\/json/)]);
      expect(JSON.parse(text)).toEqual({ message: 'Malformed request', code: 'BAD_REQUEST' });
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{16}$/);
    }
  });

  describe('over the WebSocket', () => {
    const sockets = realtimeClients(() => safe);
    afterEach(() => sockets.disposeAll());

    it('answer operations the same way, under an id of their own', async () => {
      const client = await sockets.connect(safeMember);
      const results = [];
      for await (const result of client.iterate({ query: SAVED_POSTS })) results.push(result);
      expect(results).toHaveLength(1);
      const errors = results[0].errors as unknown as { message: string; extensions: { code: string; requestId: string } }[];
      expect(errors).toEqual([{ message: 'Internal server error', path: ['savedPosts'], extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) } }]);
      expectNoDetails(JSON.stringify(results), safeMember);
      expect(logOf('social', errors[0].extensions.requestId).map((line) => line.msg)).toContain('internal error');
    });
  });
});

describe('internal errors with ERROR_DETAILS (npm run dev)', () => {
  it('answer the real message and the stack, with the request id', async () => {
    const r = await post(dev, SAVED_POSTS, { ...bearer(devMember), 'x-request-id': 'dev-request-id-0003' });
    const error = r.json.errors[0];
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.extensions.requestId).toBe('dev-request-id-0003');
    expect(error.message).toMatch(/bookmarks/);
    expect(r.text).toContain('stacktrace');

    const res = await fetch(`${dev.url}/api/posts/saved`, { headers: bearer(devMember) });
    const body = (await res.json()) as { message: string; code: string; requestId: string };
    expect(res.status).toBe(500);
    expect(body.message).toMatch(/bookmarks/);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });
});

describe('field suggestions', () => {
  const cases = [
    { query: '{ homeFeeed { id } }', plain: 'Cannot query field "homeFeeed" on type "Query".', suggestion: ' Did you mean "homeFeed"?' },
    { query: '{ searchUsers(qq: "a") { id } }', plain: 'Unknown argument "qq" on field "Query.searchUsers".', suggestion: ' Did you mean "q"?' },
  ];

  it('are left out for anonymous callers and callers without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      for (const { query, plain } of cases) {
        const r = await post(safe, query, headers);
        expect(r.status).toBe(200); // a validation error under application/json (graphql-over-http.ts)
        expect(r.json.data).toBeUndefined();
        expect(r.json.errors.map((e: { message: string }) => e.message)).toContain(plain);
        expect(r.text).not.toContain('Did you mean');
      }
      // Variables too: an input field's name is not suggested.
      const coerced = await post(safe, 'mutation($input: LoginInput!) { login(input: $input) { token } }', headers, {
        input: { email: 'a@example.com', password: 'x', emial: 'a@example.com' },
      });
      expect(coerced.json.errors[0].message).toContain('Field "emial" is not defined by type "LoginInput".');
      expect(coerced.text).not.toContain('Did you mean');
    }
  });

  it('are given to signed-in developers', async () => {
    for (const { query, plain, suggestion } of cases) {
      const r = await post(safe, query, bearer(safeMember));
      expect(r.json.errors.map((e: { message: string }) => e.message)).toContain(plain + suggestion);
    }
    const coerced = await post(safe, 'mutation($input: LoginInput!) { login(input: $input) { token } }', bearer(safeMember), {
      input: { email: 'a@example.com', password: 'x', emial: 'a@example.com' },
    });
    expect(coerced.json.errors[0].message).toContain('Did you mean "email"?');
  });

  it('leave introspection open to anonymous callers', async () => {
    const r = await post(safe, '{ __schema { queryType { name } } __type(name: "User") { fields { name } } }');
    expect(r.json.errors).toBeUndefined();
    expect(r.json.data.__schema.queryType.name).toBe('Query');
    expect(r.json.data.__type.fields.map((f: { name: string }) => f.name)).toContain('username');
  });
});

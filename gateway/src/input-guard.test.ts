// Every way a string enters the platform refuses a NUL character, a lone UTF-16 surrogate and
// an over-long value with HTTP 400 (or graphql-ws's error message), BAD_USER_INPUT, the field
// and a stable reason, and nothing of it is stored; legitimate text (emoji, right-to-left
// scripts, newlines and tabs in posts and messages) goes through untouched. Through the real
// gateway and subgraphs (kit's input/ checks), against a fresh database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, members, realtimeClients, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';
import { png } from '@pulse/dev-env/media';

let stack: Stack;
let ann: Member;
let bob: Member;
let conversationId: string;

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { user { id name username } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token } }`;
const CREATE_POST = `mutation($input: CreatePostInput!) { createPost(input: $input) { id content } }`;
const POST = `query($id: ID!) { post(id: $id) { id content } }`;
const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body } }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id name bio } }`;

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00tail';

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  [ann, bob] = await members(stack, 2);
  const created = await gql(stack.graphqlUrl, `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: bob.user.id }, ann.token);
  conversationId = created.data.createConversation.id;
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown> = {}, token?: string) => gql(stack.graphqlUrl, query, variables, token);

/** The one refusal: HTTP 400, BAD_USER_INPUT, this field and reason, and no data. */
function expectRefused(r: Awaited<ReturnType<typeof gql>>, field: string, reason: string) {
  expect(r.status, JSON.stringify(r)).toBe(400);
  expect(r.data ?? undefined).toBeUndefined();
  expect(r.errors).toHaveLength(1);
  expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
  // Apollo's own transport detail never leaks into the answer.
  expect(r.errors![0].extensions).not.toHaveProperty('http');
  return r.errors![0];
}

const usersNamed = async (username: string) => (await sql(stack, `SELECT id FROM accounts.users WHERE username = $1`, [username])).length;
const postsContaining = async (marker: string) => (await sql(stack, `SELECT id FROM social.posts WHERE content LIKE $1`, [`%${marker}%`])).length;

describe('GraphQL over HTTP: variables', () => {
  it('refuses a NUL character in a top-level input field, naming it; the member is not created', async () => {
    const username = `nul_${Date.now().toString(36)}`;
    const r = await q(REGISTER, { input: { email: `${username}@example.com`, password: 'correct-horse-42', name: NUL, username } });
    const error = expectRefused(r, 'name', 'NUL_CHARACTER');
    expect(error.message).toBe('name must not contain a NUL character');
    expect(await usersNamed(username)).toBe(0);
  });

  it('refuses lone surrogates (high and low) wherever they are', async () => {
    const username = `sur_${Date.now().toString(36)}`;
    expectRefused(await q(REGISTER, { input: { email: `${username}@example.com`, password: 'correct-horse-42', name: LONE_HIGH, username } }), 'name', 'LONE_SURROGATE');
    expectRefused(
      await q(REGISTER, { input: { email: `${username}@example.com`, password: 'correct-horse-42', name: 'Ann', username: LONE_LOW } }),
      'username',
      'LONE_SURROGATE',
    );
    expect(await usersNamed(username)).toBe(0);
  });

  it('checks nested input objects and lists: a meal ingredient, a location name', async () => {
    const marker = `nested-${Date.now()}`;
    const meal = { name: 'Oats', ingredients: ['oats', NUL] };
    expectRefused(await q(CREATE_POST, { input: { type: 'MEAL', content: marker, meal } }, ann.token), 'meal.ingredients', 'NUL_CHARACTER');
    expectRefused(await q(CREATE_POST, { input: { content: marker, location: { name: LONE_HIGH } } }, ann.token), 'location.name', 'LONE_SURROGATE');
    expect(await postsContaining(marker)).toBe(0);
  });

  it('refuses a 6,000-character login email with the rule of that field (it used to reach the index and fail)', async () => {
    const r = await q(LOGIN, { input: { email: `${'x'.repeat(6000)}@example.com`, password: 'whatever-1' } });
    const error = expectRefused(r, 'email', 'TOO_LONG');
    expect(error.message).toBe('Email must be at most 254 characters');
  });

  it('bounds every id argument (64) and every cursor (512)', async () => {
    expectRefused(await q(POST, { id: 'c'.repeat(65) }), 'id', 'TOO_LONG');
    const feed = await q(`query($after: String) { homeFeed(after: $after) { nodes { id } } }`, { after: 'x'.repeat(513) }, ann.token);
    expect(expectRefused(feed, 'after', 'TOO_LONG').message).toBe('Invalid cursor');
  });

  it('answers a string within its maximum as before (the edge is not the only rule): a long bio gets its own message', async () => {
    const r = await q(UPDATE_PROFILE, { input: { bio: 'b'.repeat(161) } }, ann.token);
    expect(r.status).toBe(400);
    expect(r.errors![0]).toMatchObject({ message: 'Bio must be at most 160 characters', extensions: { code: 'BAD_USER_INPUT', field: 'bio', reason: 'TOO_LONG' } });
  });

  it('bounds a string with no declared maximum of its own (a custom scalar) by the edge limit', async () => {
    const r = await q(CREATE_POST, { input: { content: 'later', scheduledFor: '2'.repeat(70_000) } }, ann.token);
    expectRefused(r, 'scheduledFor', 'TOO_LONG');
  });
});

describe('GraphQL over HTTP: literals in the document', () => {
  it('refuses a NUL written as an escape in a string literal, nested in an input object', async () => {
    const marker = `literal-${Date.now()}`;
    const r = await q(`mutation { createPost(input: { content: "${marker}", location: { name: "x\\u0000y" } }) { id } }`, {}, ann.token);
    expectRefused(r, 'location.name', 'NUL_CHARACTER');
    expect(await postsContaining(marker)).toBe(0);
  });

  it('refuses an over-long literal argument', async () => {
    expectRefused(await q(`{ post(id: "${'c'.repeat(100)}") { id } }`), 'id', 'TOO_LONG');
  });

  it('a lone surrogate cannot be written in a literal: the document does not parse (400, never stored)', async () => {
    const marker = `lone-literal-${Date.now()}`;
    const r = await q(`mutation { createPost(input: { content: "${marker} \\uD800" }) { id } }`, {}, ann.token);
    expect(r.status).toBe(400);
    expect(r.errors![0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(await postsContaining(marker)).toBe(0);
  });
});

describe('legitimate text round-trips', () => {
  const TEXT = 'Ünïcødé 🏃‍♀️🇳🇴 مرحبا بالعالم שלום\nsecond line\r\n\ttabbed ‮';

  it('a post with emoji, right-to-left text, newlines and tabs is stored and read back exactly', async () => {
    const created = await q(CREATE_POST, { input: { content: TEXT } }, ann.token);
    expect(created.errors).toBeUndefined();
    const id = created.data.createPost.id;
    expect((await q(POST, { id })).data.post.content).toBe(TEXT);
    expect((await sql(stack, `SELECT content FROM social.posts WHERE id = $1`, [id]))[0].content).toBe(TEXT);
  });

  it('a message with the same text, and a name and bio with emoji and right-to-left script', async () => {
    const sent = await q(SEND, { input: { conversationId, body: TEXT } }, ann.token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendMessage.body).toBe(TEXT);
    const profile = await q(UPDATE_PROFILE, { input: { name: 'Zoë 🏃‍♀️ مرحبا', bio: 'שלום 👋\nrunner' } }, ann.token);
    expect(profile.errors).toBeUndefined();
    expect(profile.data.updateProfile).toMatchObject({ name: 'Zoë 🏃‍♀️ مرحبا', bio: 'שלום 👋\nrunner' });
  });

  it('a single-line field refuses other control characters (reason CONTROL_CHARACTER)', async () => {
    const r = await q(UPDATE_PROFILE, { input: { name: 'Ann\u0007Bell' } }, ann.token);
    expect(r.errors![0]).toMatchObject({
      message: 'Name must not contain control characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'name', reason: 'CONTROL_CHARACTER' },
    });
  });
});

describe('GraphQL over WebSocket', () => {
  const realtime = realtimeClients(() => stack);
  afterEach(() => realtime.disposeAll());

  /** The error a subscribe is refused with (graphql-ws's error message). */
  async function refusal(query: string, variables: Record<string, unknown>) {
    const client = await realtime.connect(ann);
    return new Promise<{ message: string; extensions?: Record<string, unknown> }[]>((resolve, reject) => {
      client.subscribe(
        { query, variables },
        { next: (r) => (r.errors ? resolve(r.errors as never) : reject(new Error('accepted'))), error: (e) => resolve(e as never), complete: () => {} },
      );
    });
  }

  it('refuses a NUL, a lone surrogate and an over-long id in a subscription argument', async () => {
    const SUB = `subscription($c: ID) { messageCreated(conversationId: $c) { id } }`;
    for (const [value, reason] of [
      [NUL, 'NUL_CHARACTER'],
      [LONE_HIGH, 'LONE_SURROGATE'],
      ['c'.repeat(65), 'TOO_LONG'],
    ] as const) {
      const errors = await refusal(SUB, { c: value });
      expect(errors[0].extensions, reason).toMatchObject({ code: 'BAD_USER_INPUT', field: 'conversationId', reason });
    }
  });

  it('refuses a bad literal the same way', async () => {
    const errors = await refusal(`subscription { messageCreated(conversationId: "a\\u0000") { id } }`, {});
    expect(errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'conversationId', reason: 'NUL_CHARACTER' });
  });
});

describe('REST shims', () => {
  const api = restClient(() => stack);

  it('refuses a NUL in a JSON body with 400, the field, its reason and the usual fields map', async () => {
    const r = await api('POST', '/auth/login', { body: { email: NUL, password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message: 'email must not contain a NUL character',
      code: 'BAD_USER_INPUT',
      field: 'email',
      fields: { email: 'email must not contain a NUL character' },
      reason: 'NUL_CHARACTER',
    });
  });

  it('refuses a lone surrogate nested in a body, and nothing is stored', async () => {
    const marker = `rest-${Date.now()}`;
    const r = await api('POST', '/posts', { token: ann.token, body: { content: marker, location: { name: LONE_LOW } } });
    expect(r.status, r.text).toBe(400);
    expect(r.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'location.name', reason: 'LONE_SURROGATE' });
    expect(await postsContaining(marker)).toBe(0);
  });

  it('refuses a NUL in a path parameter and in a query parameter', async () => {
    const path = await api('GET', '/posts/c%00x', { token: ann.token });
    expect(path.status, path.text).toBe(400);
    expect(path.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id', reason: 'NUL_CHARACTER' });
    const query = await api('GET', '/users/search?q=a%00b', { token: ann.token });
    expect(query.status, query.text).toBe(400);
    expect(query.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'q', reason: 'NUL_CHARACTER' });
  });

  it("refuses an over-long value with the route's own maximum", async () => {
    const r = await api('POST', '/auth/login', { body: { email: `${'x'.repeat(6000)}@example.com`, password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', reason: 'TOO_LONG', message: 'Email must be at most 254 characters' });
  });
});

describe('multipart uploads', () => {
  /** A multipart body by hand, so a field or a file name can hold exactly the bytes a test needs. */
  async function upload(parts: { name: string; value?: string; filenameStar?: string }[]) {
    const boundary = `----pulse${Date.now()}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (part.filenameStar !== undefined) {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename*=utf-8''${part.filenameStar}\r\nContent-Type: image/png\r\n\r\n`));
        chunks.push(await png(), Buffer.from('\r\n'));
      } else {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`), Buffer.from(part.value ?? '', 'utf8'), Buffer.from('\r\n'));
      }
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await fetch(`${stack.url}/api/posts/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat(chunks),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('refuses a NUL in a text field, naming it', async () => {
    const r = await upload([
      { name: 'caption', value: NUL },
      { name: 'files', filenameStar: 'ok.png' },
    ]);
    expect(r).toEqual({ status: 400, body: { message: 'caption must not contain a NUL character', code: 'BAD_USER_INPUT', field: 'caption', reason: 'NUL_CHARACTER' } });
  });

  it("refuses a NUL in a file's name", async () => {
    const r = await upload([{ name: 'files', filenameStar: 'evil%00.png' }]);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'files', reason: 'NUL_CHARACTER' });
  });

  it('takes a file whose name is unicode', async () => {
    const r = await upload([{ name: 'files', filenameStar: encodeURIComponent('løp 🏃.png') }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('refuses a NUL in a media key at the gateway', async () => {
    const res = await fetch(`${stack.url}/media/p-c%00.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'key', reason: 'NUL_CHARACTER' });
  });
});

describe('a subgraph reached directly', () => {
  it('refuses the same input with the same answer (the gateway is not the only guard)', async () => {
    const accounts = stack.subgraphs.find((s) => s.name === 'accounts')!;
    const r = await gql(accounts.url, LOGIN, { input: { email: NUL, password: 'x' } });
    expectRefused(r, 'email', 'NUL_CHARACTER');
    const long = await gql(accounts.url, LOGIN, { input: { email: 'x'.repeat(6000), password: 'x' } });
    expectRefused(long, 'email', 'TOO_LONG');
  });
});

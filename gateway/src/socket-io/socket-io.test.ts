// The spec's socket.io socket (section 7) with real socket.io-client sockets against a whole
// stack with two gateways: events cross from one gateway to the other over the bus, strangers
// hear nothing, both transports work, call commands answer acknowledgements, bad input and bad
// tokens are refused in the documented words, and a dropped transport reconnects and goes on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { RunningGateway } from '../server.js';
import { caller, type Member, members as newMembers, type Stack, startStack, until } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id body cursor } }';
const CALL = 'mutation($r: ID!) { createCall(input: { recipientId: $r }) { id roomId conversationId } }';
const CREATE_TOKEN = 'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }';

let stack: Stack;
let second: RunningGateway;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
  second = await stack.addGateway();
});
afterAll(async () => {
  await stack?.stop();
});

const call = caller(() => stack);
const members = (n: number) => newMembers(stack, n);
const open = async (a: Member, b: Member): Promise<string> => (await call(CREATE, { t: b.user.id }, a)).createConversation.id;
/** A personal access token of `owner` holding exactly `scopes`. */
const personalToken = async (owner: Member, scopes: string[]): Promise<string> =>
  (await call(CREATE_TOKEN, { input: { name: `socket.io ${scopes.join(' ')}`, scopes, expiresInDays: 7 } }, owner)).createPersonalAccessToken.token;
const send = async (m: Member, conversationId: string, body: string) =>
  (await call(SEND, { input: { conversationId, body } }, m)).sendMessage as { id: string; body: string; cursor: string };

interface Heard {
  event: string;
  payload: any;
}

/** A socket.io client as the spec configures it, and everything it hears, in order. */
interface Client {
  socket: Socket;
  heard: Heard[];
  of(event: string): any[];
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function client(url: string, auth: Record<string, unknown>, transports: ('websocket' | 'polling')[] = ['websocket', 'polling']): Client {
  const socket = io(url, { path: '/socket.io', transports, auth, reconnectionAttempts: 5, reconnectionDelay: 1000, timeout: 20000, forceNew: true });
  sockets.push(socket);
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return { socket, heard, of: (event) => heard.filter((h) => h.event === event).map((h) => h.payload) };
}

async function connect(url: string, member: Member | string, transports?: ('websocket' | 'polling')[]): Promise<Client> {
  const c = client(url, { token: typeof member === 'string' ? member : member.token }, transports);
  await new Promise<void>((resolve, reject) => {
    c.socket.once('connect', () => resolve());
    c.socket.once('connect_error', reject);
  });
  return c;
}

/** A command with an acknowledgement: socket.io's own timeout only guards against a lost answer. */
const command = (c: Client, event: string, ...args: unknown[]): Promise<any> => c.socket.timeout(10_000).emitWithAck(event, ...args);

const connectError = (auth: Record<string, unknown>) =>
  new Promise<Error & { data?: unknown }>((resolve) => {
    const c = client(stack.url, auth);
    c.socket.once('connect', () => resolve(new Error('connected')));
    c.socket.once('connect_error', (error) => resolve(error));
  });

describe('socket.io on /socket.io', () => {
  it('delivers message:created and conversation:updated across gateways, in bus order, never to a stranger', async () => {
    const [ann, bob, eve] = await members(3);
    const conversationId = await open(ann, bob);
    const [b, e] = await Promise.all([connect(second.url, bob), connect(second.url, eve)]);
    expect(b.socket.io.engine.transport.name).toBe('websocket');

    const sent = await send(ann, conversationId, '  Morning run?  ');
    await until(() => b.of('message:created').length === 1 && b.of('conversation:updated').length === 1, 'the message on the second gateway');
    expect(b.of('message:created')[0]).toMatchObject({
      id: sent.id,
      conversationId,
      body: 'Morning run?',
      cursor: sent.cursor,
      senderId: ann.user.id,
      sender: { id: ann.user.id, name: ann.user.name, username: ann.user.username },
    });
    expect(b.of('conversation:updated')[0]).toMatchObject({ id: conversationId, unreadCount: 1, latestMessage: { id: sent.id } });
    // The outbox publishes messageCreated before conversationUpdated: one queue per socket keeps it so.
    const names = b.heard.map((h) => h.event).filter((name) => name === 'message:created' || name === 'conversation:updated');
    expect(names).toEqual(['message:created', 'conversation:updated']);

    // Eve then gets a message of her own, published after Ann's: a socket hears in bus order, so
    // anything of Ann and Bob's that leaked to her would have come before it.
    const hers = await open(ann, eve);
    await send(ann, hers, 'Hi Eve');
    await until(() => e.of('message:created').length === 1, "Eve's own message");
    const about = (payload: any) => payload?.conversationId ?? payload?.id;
    expect(e.heard.filter((h) => h.event !== 'active_users' && about(h.payload) !== hers)).toEqual([]);
  });

  it('tells the other member of a new conversation, and who of their contacts is online', async () => {
    const [ann, bob] = await members(2);
    const b = await connect(second.url, bob);
    const conversationId = await open(ann, bob);
    await until(() => b.of('conversation:created').length === 1, 'conversation:created');
    expect(b.of('conversation:created')[0]).toMatchObject({ id: conversationId, latestMessage: null });
    expect(
      b
        .of('conversation:created')[0]
        .users.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([ann.user.id, bob.user.id].sort());

    // ann comes online on the other gateway; bob shares a conversation with her, so he sees her.
    await connect(stack.url, ann);
    await until(() => b.of('active_users').some((ids: string[]) => ids.includes(ann.user.id)), "ann in bob's active_users");
    expect(b.of('active_users').at(-1)).toEqual(expect.arrayContaining([ann.user.id, bob.user.id]));
  });

  it('a call across gateways: invitation, join and media with acknowledgements, left and ended, over polling too', async () => {
    const [ann, bob, eve] = await members(3);
    // ann on the first gateway with long-polling only, bob on the second over WebSocket.
    const [a, b, e] = await Promise.all([connect(stack.url, ann, ['polling']), connect(second.url, bob), connect(second.url, eve)]);
    expect(a.socket.io.engine.transport.name).toBe('polling');

    const created = (await call(CALL, { r: bob.user.id }, ann)).createCall;
    await until(() => b.of('call:invitation').length === 1, 'the invitation');
    expect(b.of('call:invitation')[0]).toMatchObject({
      callId: created.id,
      kind: 'INVITATION',
      userId: ann.user.id,
      user: { id: ann.user.id, name: ann.user.name },
      call: { id: created.id, status: 'RINGING', roomId: created.roomId, conversationId: created.conversationId },
    });

    const joined = await command(b, 'call:join', { callId: created.id });
    expect(joined).toMatchObject({ ok: true, roomId: created.roomId, call: { id: created.id } });
    expect(typeof joined.mediasoupUrl).toBe('string');
    expect(typeof joined.token).toBe('string');
    await until(() => a.of('call:participant-joined').length === 1, 'bob joined, heard by ann over polling');
    expect(a.of('call:participant-joined')[0]).toMatchObject({ callId: created.id, userId: bob.user.id });

    const muted = await command(b, 'call:media-changed', { callId: created.id, audioEnabled: false });
    expect(muted.ok).toBe(true);
    expect(muted.call.participants.find((p: { user: { id: string } }) => p.user.id === bob.user.id)).toMatchObject({ audioEnabled: false });
    await until(() => a.of('call:participant-media-changed').length === 1, 'bob muted');
    expect(a.of('call:participant-media-changed')[0]).toMatchObject({ callId: created.id, userId: bob.user.id, audioEnabled: false });

    const left = await command(b, 'call:leave', { callId: created.id });
    expect(left).toMatchObject({ ok: true, call: { id: created.id } });
    await until(() => a.of('call:ended').length === 1, 'the call ended');
    expect(a.of('call:participant-left')).toEqual([expect.objectContaining({ callId: created.id, userId: bob.user.id })]);
    expect(a.of('call:ended')[0]).toMatchObject({ callId: created.id, call: { status: 'ENDED' } });
    const callEvents = a.heard.map((h) => h.event).filter((name) => name.startsWith('call:'));
    expect(callEvents).toEqual(['call:participant-joined', 'call:participant-media-changed', 'call:participant-left', 'call:ended']);

    // A stranger's command is refused by the messaging subgraph, answered and emitted as call:error.
    const refused = await command(e, 'call:join', { callId: created.id });
    expect(refused.error.code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    await until(() => e.of('call:error').length === 1, "the stranger's call:error");
    expect(e.of('call:error')[0]).toMatchObject({ callId: created.id, code: refused.error.code, error: refused.error.message });
    expect(e.heard.filter((h) => h.event.startsWith('call:') && h.event !== 'call:error')).toEqual([]);
  });

  it('answers malformed commands with BAD_USER_INPUT and stays connected', async () => {
    const [ann, bob] = await members(2);
    const conversationId = await open(ann, bob);
    const b = await connect(second.url, bob);
    const bad = [
      ['call:join', 'not an object'],
      ['call:join', null],
      ['call:join', ['callId']],
      ['call:join', {}],
      ['call:join', { callId: 42 }],
      ['call:join', { callId: '' }],
      ['call:leave', { callId: 'x'.repeat(65) }],
      ['call:media-changed', { callId: 'abc' }],
      ['call:media-changed', { callId: 'abc', audioEnabled: 'no' }],
    ] as const;
    for (const [event, payload] of bad) {
      const answer = await command(b, event, payload);
      expect(answer, `${event} ${JSON.stringify(payload)}`).toEqual({ error: { code: 'BAD_USER_INPUT', message: expect.any(String) } });
    }
    // No payload at all, only the acknowledgement; and no acknowledgement at all.
    expect((await command(b, 'call:leave')).error.code).toBe('BAD_USER_INPUT');
    b.socket.emit('call:join', 17);
    await until(() => b.of('call:error').length === bad.length + 2, 'every failure as call:error');
    expect(b.of('call:error').every((e: { code: string }) => e.code === 'BAD_USER_INPUT')).toBe(true);

    expect(b.socket.connected).toBe(true);
    const sent = await send(ann, conversationId, 'still there?');
    await until(() => b.of('message:created').length === 1, 'a message after the bad commands');
    expect(b.of('message:created')[0].id).toBe(sent.id);
  });

  it('refuses a missing, bad or revoked token with the spec words, and drops a socket whose session is revoked', async () => {
    for (const auth of [{}, { token: 'not-a-token' }, { token: 42 }, { authorization: 'Bearer nope' }]) {
      const error = await connectError(auth);
      expect(error.message, JSON.stringify(auth)).toBe('Socket not connected. Please log in again.');
      expect(error.data).toEqual({ code: 'UNAUTHENTICATED' });
    }
    const [ann] = await members(1);
    const a = await connect(second.url, ann);
    const viaHeader = client(stack.url, { authorization: `Bearer ${ann.token}` });
    await until(() => viaHeader.socket.connected, 'a connection with auth.authorization');

    let reason = '';
    a.socket.on('disconnect', (why) => (reason = why));
    await call('mutation { logout }', {}, ann);
    await until(() => !a.socket.connected && !viaHeader.socket.connected, 'both sockets dropped on logout');
    expect(reason).toBe('io server disconnect');
    const error = await connectError({ token: ann.token });
    expect(error.message).toBe('Socket not connected. Please log in again.');
  });

  it('reconnects by itself after its transport is cut, and keeps receiving', async () => {
    const [ann, bob] = await members(2);
    const conversationId = await open(ann, bob);
    const b = await connect(second.url, bob);
    let connects = 0;
    b.socket.io.on('reconnect', () => connects++);
    let reason = '';
    b.socket.on('disconnect', (why) => (reason = why));

    b.socket.io.engine.close();
    await until(() => reason !== '', 'the disconnect');
    // The client's own name for a transport it closed; unlike 'io client disconnect', it reconnects.
    expect(reason).toBe('forced close');
    await until(() => connects === 1 && b.socket.connected, 'the reconnect');

    const sent = await send(ann, conversationId, 'after the reconnect');
    await until(() => b.of('message:created').length === 1, 'the message after the reconnect');
    expect(b.of('message:created')[0].id).toBe(sent.id);
  });

  it('notificationEvent carries message, type and userId', async () => {
    const [ann, bob] = await members(2);
    const a = await connect(second.url, ann);
    await call('mutation($u: ID!) { follow(userId: $u) { id } }', { u: ann.user.id }, bob);
    await until(() => a.of('notificationEvent').length === 1, 'the follow notification');
    expect(a.of('notificationEvent')[0]).toMatchObject({ type: 'FOLLOW', userId: ann.user.id, message: expect.any(String), actor: { id: bob.user.id } });
    expect(second.socketIoConnections()).toBeGreaterThan(0);
  });
});

describe("an API token's scopes on /socket.io (as over graphql-ws)", () => {
  it('a personal access token with messages:read hears message:created and who is online', async () => {
    const [ann, bob] = await members(2);
    const conversationId = await open(ann, bob);
    const b = await connect(second.url, await personalToken(bob, ['messages:read']));
    await until(() => b.of('active_users').some((ids: string[]) => ids.includes(bob.user.id)), "bob's own presence");

    const sent = await send(ann, conversationId, 'from ann');
    await until(() => b.of('message:created').length === 1 && b.of('conversation:updated').length === 1, 'the message');
    expect(b.of('message:created')[0]).toMatchObject({ id: sent.id, conversationId, body: 'from ann', sender: { id: ann.user.id } });
  });

  it('without messages:read the socket stays connected and hears no message, call or presence, only what its scopes allow', async () => {
    const [ann, bob] = await members(2);
    const conversationId = await open(ann, bob);
    // bob's own login beside the token, on the same gateway: it shows when the events it must not get were on the bus.
    const [own, b] = await Promise.all([connect(second.url, bob), connect(second.url, await personalToken(bob, ['notifications:read']))]);
    const drops: string[] = [];
    b.socket.on('disconnect', (reason) => drops.push(reason));

    await send(ann, conversationId, 'not for the bot');
    const created = (await call(CALL, { r: bob.user.id }, ann)).createCall;
    await until(
      () => own.of('message:created').length === 1 && own.of('call:invitation').some((e: { callId: string }) => e.callId === created.id),
      "the message and the call on bob's own socket",
    );
    // Published after them: one queue a socket keeps bus order, so anything of theirs would come first.
    await call('mutation($u: ID!) { follow(userId: $u) { id } }', { u: bob.user.id }, ann);
    await until(() => b.of('notificationEvent').some((n: { type: string }) => n.type === 'FOLLOW'), 'the follow notification');

    expect(b.heard.map((h) => h.event).filter((name) => name !== 'notificationEvent')).toEqual([]);
    expect(drops).toEqual([]);
    expect(b.socket.connected).toBe(true);
  });

  it('a call command without messages:write answers FORBIDDEN naming the scope; with it, the command runs', async () => {
    const [ann, bob] = await members(2);
    const created = (await call(CALL, { r: bob.user.id }, ann)).createCall;
    const reader = await connect(second.url, await personalToken(bob, ['messages:read']));
    for (const [event, payload] of [
      ['call:join', { callId: created.id }],
      ['call:leave', { callId: created.id }],
      ['call:media-changed', { callId: created.id, audioEnabled: false }],
    ] as const) {
      expect(await command(reader, event, payload), event).toEqual({ error: { code: 'FORBIDDEN', message: 'This token lacks the scope messages:write' } });
    }
    await until(() => reader.of('call:error').length === 3, 'each refusal as call:error');
    expect(reader.of('call:error')[0]).toEqual({ error: 'This token lacks the scope messages:write', code: 'FORBIDDEN', callId: created.id, command: 'call:join' });
    expect(reader.socket.connected).toBe(true);

    const writer = await connect(second.url, await personalToken(bob, ['messages:write']));
    expect(await command(writer, 'call:join', { callId: created.id })).toMatchObject({ ok: true, roomId: created.roomId });
  });
});

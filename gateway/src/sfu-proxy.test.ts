// The gateway's /sfu WebSocket proxy: frames both ways (against a scripted upstream), close
// codes passed through, both sides closed together, the frame-size cap, an unreachable
// media server; then the real thing: a call's join token accepted by the real sfu's joinRoom
// through the gateway for that member and room, and refused for anyone or anywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { caller, type Member, registerMember, type Stack, startStack, until } from '@pulse/dev-env';
import { describeWithWorker, SfuTestClient } from '@pulse/dev-env/sfu';
import { SFU_PROXY_MAX_FRAME_BYTES } from './sfu-proxy.js';
import type http from 'node:http';
import { FORWARDED_ADDRESS_HEADER, forwardedAddress } from '@pulse/kit';

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

describe('gateway /sfu proxy', () => {
  // A scripted media server: echoes every frame, closes on request, records how it was closed.
  let upstream: WebSocketServer;
  const upstreamCloses: { code: number; reason: string }[] = [];
  const upstreamHeaders: http.IncomingHttpHeaders[] = [];
  let stack: Stack;
  let sfuUrl: string;

  beforeAll(async () => {
    upstream = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => upstream.once('listening', () => resolve()));
    upstream.on('connection', (ws, req) => {
      upstreamHeaders.push(req.headers);
      ws.on('message', (data: RawData, isBinary) => {
        const text = isBinary ? '' : (data as Buffer).toString();
        if (text.startsWith('close:')) ws.close(Number(text.slice(6)), 'replaced by a new connection');
        else ws.send(data, { binary: isBinary });
      });
      ws.on('close', (code, reason) => upstreamCloses.push({ code, reason: reason.toString() }));
    });
    const { port } = upstream.address() as AddressInfo;
    stack = await startStack({ env: { SFU_INTERNAL_URL: `ws://127.0.0.1:${port}` } });
    sfuUrl = stack.config.calls.mediasoupUrl;
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  });

  it('is on the gateway origin: Call.mediasoupUrl is ws://<gateway>/sfu', () => {
    expect(sfuUrl).toBe(`${stack.url.replace(/^http/, 'ws')}/sfu`);
  });

  it("tells the media server the browser's address, signed, for its per-address connection limit (X-Forwarded-For only with TRUST_PROXY)", async () => {
    const addressSeen = async (url: string, secret: string) => {
      const before = upstreamHeaders.length;
      const ws = new WebSocket(url, { headers: { 'x-forwarded-for': '203.0.113.77, 10.0.0.1' } });
      await until(() => upstreamHeaders.length > before, 'the upstream connection');
      const headers = upstreamHeaders.at(-1)!;
      ws.close();
      await closed(ws);
      expect(forwardedAddress(headers, secret)).toBe(headers[FORWARDED_ADDRESS_HEADER]);
      return headers[FORWARDED_ADDRESS_HEADER];
    };
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(await addressSeen(sfuUrl, stack.config.callTokenSecret));
    const behindProxy = await startStack({ env: { SFU_INTERNAL_URL: stack.config.calls.sfuInternalUrl, TRUST_PROXY: 'true' } });
    try {
      expect(await addressSeen(behindProxy.config.calls.mediasoupUrl, behindProxy.config.callTokenSecret)).toBe('203.0.113.77');
    } finally {
      await behindProxy.stop();
    }
  });

  it('pipes text and binary frames both ways, in order, including those sent before the media server answered', async () => {
    const ws = await open(sfuUrl);
    const received: [string, boolean][] = [];
    ws.on('message', (data: RawData, isBinary) => received.push([isBinary ? `bin:${(data as Buffer).toString('hex')}` : (data as Buffer).toString(), isBinary]));
    const sent: [string, boolean][] = [];
    for (let i = 0; i < 10; i++) {
      const text = JSON.stringify({ type: 'ping', reqId: i });
      ws.send(text);
      sent.push([text, false]);
    }
    ws.send(Buffer.from([0, 1, 2, 255]), { binary: true });
    sent.push(['bin:000102ff', true]);
    await until(() => received.length === sent.length, 'the echoes');
    expect(received).toEqual(sent);
    ws.close();
    await closed(ws);
  });

  it('passes the media server close code and reason through, and forgets the connection', async () => {
    const ws = await open(sfuUrl);
    const done = closed(ws);
    ws.send('close:4002');
    expect(await done).toEqual({ code: 4002, reason: 'replaced by a new connection' });
    await until(() => stack.gateway.sfuConnections() === 0, 'the proxy to drop the pair');
  });

  it('closing the browser side closes the media server side with the same code', async () => {
    const before = upstreamCloses.length;
    const ws = await open(sfuUrl);
    ws.send('hello');
    await new Promise((r) => ws.once('message', r));
    ws.close(4321, 'bye');
    await until(() => upstreamCloses.length === before + 1, 'the upstream close');
    expect(upstreamCloses[before]).toEqual({ code: 4321, reason: 'bye' });
    // A socket that just vanishes (no close frame) closes the upstream as "going away".
    const gone = await open(sfuUrl);
    gone.send('hello');
    await new Promise((r) => gone.once('message', r));
    gone.terminate();
    await until(() => upstreamCloses.length === before + 2, 'the upstream close');
    expect(upstreamCloses[before + 1].code).toBe(1001);
    await until(() => stack.gateway.sfuConnections() === 0, 'no connections left');
  });

  it('closes a socket that sends a frame over the media server limit with 1009, and its upstream', async () => {
    const before = upstreamCloses.length;
    const ws = await open(sfuUrl);
    ws.send('warm-up');
    await new Promise((r) => ws.once('message', r));
    const done = closed(ws);
    ws.send('x'.repeat(SFU_PROXY_MAX_FRAME_BYTES + 1));
    expect((await done).code).toBe(1009);
    await until(() => upstreamCloses.length === before + 1, 'the upstream close');
  });

  it('still refuses WebSocket upgrades on other paths', async () => {
    for (const path of ['/sfu/x', '/nope']) {
      await expect(open(`${stack.url.replace(/^http/, 'ws')}${path}`)).rejects.toThrow();
    }
  });
});

describe('gateway /sfu proxy, media server unreachable', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { SFU_INTERNAL_URL: 'ws://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('closes the browser socket with 1013 "Media server unavailable"', async () => {
    const ws = await open(stack.config.calls.mediasoupUrl);
    expect(await closed(ws)).toEqual({ code: 1013, reason: 'Media server unavailable' });
    await until(() => stack.gateway.sfuConnections() === 0, 'no connections left');
  });
});

describeWithWorker('call join tokens through the gateway /sfu to the real sfu', () => {
  let stack: Stack;
  const clients: SfuTestClient[] = [];
  const CREATE = 'mutation($r: ID!) { createCall(input: { recipientId: $r }) { id roomId mediasoupUrl } }';
  const JOIN = 'mutation($id: ID!) { joinCall(callId: $id) { roomId mediasoupUrl token call { id } } }';

  beforeAll(async () => {
    stack = await startStack({ sfu: true, env: { REGISTER_LIMIT_PER_IP: '1000' } });
    if (!stack.sfu) throw new Error(stack.sfuUnavailable);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await stack?.stop();
  });

  const run = caller(() => stack);

  async function client(url: string) {
    const c = await SfuTestClient.connect(url);
    clients.push(c);
    return c;
  }

  const joinRoom = (c: SfuTestClient, roomId: string, member: Member, token: string) =>
    c.request('joinRoom', { roomId, peerId: member.user.id, displayName: member.user.name, device: { flag: 'test' }, token });

  it('webrtcHealth sees the real media server', async () => {
    const ann = await registerMember(stack);
    expect((await run('{ webrtcHealth { ok workers } }', {}, ann)).webrtcHealth).toEqual({ ok: true, workers: 1 });
  });

  it('each member enters the call room with their own token; other members, tokens and rooms are refused', async () => {
    const [ann, bob, cat, eve] = await Promise.all([registerMember(stack), registerMember(stack), registerMember(stack), registerMember(stack)]);
    const call = (await run(CREATE, { r: bob.user.id }, ann)).createCall;
    const other = (await run(CREATE, { r: cat.user.id }, eve)).createCall;
    const annJoin = (await run(JOIN, { id: call.id }, ann)).joinCall;
    const bobJoin = (await run(JOIN, { id: call.id }, bob)).joinCall;
    const eveJoin = (await run(JOIN, { id: other.id }, eve)).joinCall;
    expect(annJoin.mediasoupUrl).toBe(`${stack.url.replace(/^http/, 'ws')}/sfu`);

    const a = await client(annJoin.mediasoupUrl);
    expect((await a.ok('ping')).pong).toBe(true);
    // Naming a room takes its call token, through the proxy as on the sfu itself.
    expect(await a.request('createRoom', { roomId: call.roomId })).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(await a.request('getRouterRtpCapabilities', { roomId: call.roomId, token: eveJoin.token })).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(await a.ok('createRoom', { roomId: call.roomId, token: annJoin.token })).toEqual({ roomId: call.roomId, created: true });
    const caps = await a.ok('getRouterRtpCapabilities', { roomId: call.roomId, token: annJoin.token });
    expect(caps.codecs.map((c: { mimeType: string }) => c.mimeType)).toContain('audio/opus');
    const joined = await a.ok('joinRoom', { roomId: call.roomId, peerId: ann.user.id, displayName: ann.user.name, token: annJoin.token });
    expect(joined).toMatchObject({ roomId: call.roomId, peerId: ann.user.id, callId: call.id, peers: [] });

    // Bob with Ann's token, Eve with her own call's token, Eve with Bob's: all refused.
    const b = await client(bobJoin.mediasoupUrl);
    const stolen = await joinRoom(b, call.roomId, bob, annJoin.token);
    expect(stolen).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', message: 'The call token is for another user' } });
    const e = await client(eveJoin.mediasoupUrl);
    const elsewhere = await joinRoom(e, call.roomId, eve, eveJoin.token);
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', message: 'The call token is for another room' } });
    const borrowed = await e.request('joinRoom', { roomId: call.roomId, peerId: bob.user.id, displayName: 'Bob?', token: annJoin.token });
    expect(borrowed).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect(await joinRoom(e, call.roomId, eve, 'not-a-token')).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    // A token for Ann's room is useless in another room, even to Ann.
    const a2 = await client(annJoin.mediasoupUrl);
    expect(await joinRoom(a2, other.roomId, ann, annJoin.token)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHORIZED', message: 'The call token is for another room' },
    });

    // Bob's own token lets him in; Ann hears about it.
    expect(await joinRoom(b, call.roomId, bob, bobJoin.token)).toMatchObject({ ok: true, data: { callId: call.id, peers: [{ peerId: ann.user.id }] } });
    const newPeer = await a.waitForPush('newPeer');
    expect(newPeer.data).toEqual({ peerId: bob.user.id, displayName: bob.user.name });
    expect(stack.sfu!.rooms.peerCount).toBeGreaterThanOrEqual(2);

    // Bob's browser goes away: the proxy closes his sfu socket, the sfu tells Ann.
    await b.close();
    expect((await a.waitForPush('peerLeft')).data).toEqual({ peerId: bob.user.id });
    await a.close();
    await a2.close();
    await e.close();
    await until(() => stack.gateway.sfuConnections() === 0, 'the proxy to drop every pair');
    await until(() => stack.sfu!.rooms.peerCount === 0, 'the sfu to forget every peer');
  });

  it('the sfu own answers come through: its message limit and a reload replacing the old socket (4002)', async () => {
    const [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
    const call = (await run(CREATE, { r: bob.user.id }, ann)).createCall;
    const join = (await run(JOIN, { id: call.id }, ann)).joinCall;
    const first = await client(join.mediasoupUrl);
    first.sendRaw(JSON.stringify({ type: 'ping', reqId: 1, data: { pad: 'x'.repeat(200 * 1024) } }));
    expect(await first.nextUnmatched()).toMatchObject({ ok: false, reqId: null, error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await joinRoom(first, call.roomId, ann, join.token)).toMatchObject({ ok: true });
    const again = (await run(JOIN, { id: call.id }, ann)).joinCall;
    const second = await client(again.mediasoupUrl);
    expect(await joinRoom(second, call.roomId, ann, again.token)).toMatchObject({ ok: true });
    expect((await first.closed).code).toBe(4002);
  });
});

// What a hostile or broken client can send: bad tokens, other people's objects, garbage.
// Every one gets an error reply; neither the server nor the worker goes down.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { types } from 'mediasoup';
import type { Reply } from './protocol.js';
import type { SfuServer } from './server.js';
import { TestClock } from '@pulse/kit/clock';
import { SfuTestClient } from './testing/ws-client.js';
import { TEST_CALL_SECRET, callToken, describeWithWorker, newRoomId, startTestSfu } from './testing/harness.js';
import { fakeDtlsParameters, opusRtpParameters } from './testing/rtp-fixtures.js';
import { FORWARDED_ADDRESS_HEADER, FORWARDED_SIGNATURE_HEADER, issueCallToken, issueInternalCallToken, signForwardedAddress } from '@pulse/kit/call-tokens';

function expectError(reply: Reply, code: string, message?: string | RegExp): void {
  expect(reply.ok, JSON.stringify(reply)).toBe(false);
  if (reply.ok) return;
  expect(reply.error.code).toBe(code);
  if (message) expect(reply.error.message).toMatch(message);
}

describeWithWorker('sfu protocol abuse (real mediasoup worker)', () => {
  let server: SfuServer;
  let workerPid: number;
  beforeAll(async () => {
    server = await startTestSfu();
    workerPid = server.workers.pids()[0];
  });
  afterAll(async () => {
    // Whatever was thrown at it, the worker that started is still the one running.
    expect(server.workers.pids()).toEqual([workerPid]);
    await server?.close();
  });

  const joinData = async (roomId: string, peerId: string, token?: string) => ({
    roomId,
    peerId,
    displayName: peerId,
    device: {},
    token: token ?? (await callToken(peerId, roomId)),
  });

  it('refuses joinRoom without a valid token for that room and that member', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', 'not-a-token')), 'UNAUTHORIZED');
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', 'a.b.c')), 'UNAUTHORIZED');
    const foreignKey = await issueCallToken({ userId: 'mallory', callId: 'c', roomId }, 'some-other-secret-that-is-long-enough-0000');
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', foreignKey)), 'UNAUTHORIZED');
    const expired = await callToken('mallory', roomId, { ttlSeconds: -5 });
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', expired)), 'UNAUTHORIZED', /expired/);
    const otherRoom = await callToken('mallory', newRoomId());
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', otherRoom)), 'UNAUTHORIZED', /another room/);
    const someoneElse = await callToken('victim', roomId);
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', someoneElse)), 'UNAUTHORIZED', /another user/);
    const { token: _omitted, ...noToken } = await joinData(roomId, 'mallory');
    expectError(await client.request('joinRoom', noToken), 'BAD_REQUEST', /token/);
    expect(server.rooms.get(roomId)?.peers.size ?? 0).toBe(0);
    // The same connection can still join properly afterwards, once.
    expect(await client.ok('joinRoom', await joinData(roomId, 'mallory'))).toMatchObject({ peerId: 'mallory' });
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory')), 'ALREADY_JOINED');
    await client.close();
  });

  it('answers NOT_JOINED to peer requests before joinRoom', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    await client.ok('createRoom', { roomId, token: await callToken('early', roomId) });
    const ids = { roomId, peerId: 'early' };
    for (const [type, data] of [
      ['createTransport', { ...ids, direction: 'send' }],
      ['connectTransport', { ...ids, transportId: 'x', dtlsParameters: fakeDtlsParameters() }],
      ['produce', { ...ids, kind: 'audio', rtpParameters: {} }],
      ['consume', { ...ids, producerId: 'x', rtpCapabilities: {} }],
      ['resumeConsumer', { ...ids, consumerId: 'x' }],
    ] as const) {
      expectError(await client.request(type, data), 'NOT_JOINED');
    }
    const unopened = newRoomId();
    expectError(await client.request('getRouterRtpCapabilities', { roomId: unopened, token: await callToken('early', unopened) }), 'NOT_FOUND');
    await client.close();
  });

  it("forbids touching another peer's transports and consumers, or speaking for another peer or room", async () => {
    const roomId = newRoomId();
    const alice = await SfuTestClient.connect(server.url);
    const bob = await SfuTestClient.connect(server.url);
    await alice.ok('joinRoom', await joinData(roomId, 'alice'));
    await bob.ok('joinRoom', await joinData(roomId, 'bob'));
    const caps = await alice.ok<types.RtpCapabilities>('getRouterRtpCapabilities', { roomId, token: await callToken('alice', roomId) });
    const aliceSend = await alice.ok('createTransport', { roomId, peerId: 'alice', direction: 'send' });
    const audio = await alice.ok('produce', { roomId, peerId: 'alice', kind: 'audio', rtpParameters: opusRtpParameters(caps) });
    const bobRecv = await bob.ok('createTransport', { roomId, peerId: 'bob', direction: 'recv' });
    const bobConsumer = await bob.ok('consume', { roomId, peerId: 'bob', producerId: audio.id, rtpCapabilities: caps });

    const asBob = { roomId, peerId: 'bob' };
    expectError(await bob.request('connectTransport', { ...asBob, transportId: aliceSend.id, dtlsParameters: fakeDtlsParameters() }), 'FORBIDDEN');
    expectError(await bob.request('produce', { ...asBob, transportId: aliceSend.id, kind: 'audio', rtpParameters: opusRtpParameters(caps, 333) }), 'FORBIDDEN');
    expectError(await alice.request('consume', { roomId, peerId: 'alice', transportId: bobRecv.id, producerId: audio.id, rtpCapabilities: caps }), 'FORBIDDEN');
    expectError(await alice.request('resumeConsumer', { roomId, peerId: 'alice', consumerId: bobConsumer.id }), 'FORBIDDEN');
    expectError(await bob.request('createTransport', { roomId, peerId: 'alice', direction: 'send' }), 'FORBIDDEN', /another peer/);
    expectError(await bob.request('createTransport', { roomId: newRoomId(), peerId: 'bob', direction: 'send' }), 'FORBIDDEN', /another room/);
    expectError(await bob.request('connectTransport', { ...asBob, transportId: 'no-such-transport', dtlsParameters: fakeDtlsParameters() }), 'NOT_FOUND');
    expectError(await bob.request('consume', { ...asBob, producerId: 'no-such-producer', rtpCapabilities: caps }), 'NOT_FOUND');
    expectError(
      await bob.request('produce', { ...asBob, transportId: bobRecv.id, kind: 'audio', rtpParameters: opusRtpParameters(caps, 444) }),
      'BAD_REQUEST',
      /not a send transport/,
    );
    // Nothing of Alice's was disturbed.
    expect(server.rooms.get(roomId)!.peers.get('alice')!.transports.get(aliceSend.id)!.transport.dtlsState).toBe('new');
    await Promise.all([alice.close(), bob.close()]);
  });

  it('answers garbage with error replies', async () => {
    const client = await SfuTestClient.connect(server.url);
    const raw = async (data: string | Buffer, binary = false) => {
      client.sendRaw(data, binary);
      return client.nextUnmatched();
    };
    expectError(await raw('this is not json'), 'BAD_REQUEST', /not JSON/);
    expectError(await raw('{"type": "ping", "reqId": 1'), 'BAD_REQUEST', /not JSON/);
    expectError(await raw('[1, 2, 3]'), 'BAD_REQUEST', /object/);
    expectError(await raw('null'), 'BAD_REQUEST');
    expectError(await raw('42'), 'BAD_REQUEST');
    expectError(await raw('"ping"'), 'BAD_REQUEST');
    expectError(await raw('{"type": "ping"}'), 'BAD_REQUEST', /reqId/);
    expectError(await raw('{"type": "ping", "reqId": {"nested": true}}'), 'BAD_REQUEST', /reqId/);
    expectError(await raw(Buffer.from([0, 1, 2, 255]), true), 'BAD_REQUEST', /JSON text/);
    const noType = await raw('{"reqId": "r1"}');
    expectError(noType, 'BAD_REQUEST', /type/);
    expect(noType.reqId).toBe('r1');
    const badData = await raw('{"type": "createRoom", "reqId": "r2", "data": [1]}');
    expectError(badData, 'BAD_REQUEST', /data/);
    expect(badData.reqId).toBe('r2');

    expectError(await client.request('shutdownServer', {}), 'UNKNOWN_TYPE');
    expectError(await client.request('__proto__', {}), 'UNKNOWN_TYPE');
    expectError(await client.request('createRoom', {}), 'BAD_REQUEST', /roomId/);
    expectError(await client.request('createRoom', { roomId: 42 }), 'BAD_REQUEST', /roomId/);
    expectError(await client.request('createRoom', { roomId: 'x'.repeat(500) }), 'BAD_REQUEST', /at most/);
    expectError(await client.request('getRouterRtpCapabilities'), 'BAD_REQUEST', /roomId/);

    // Big: an error reply. Bigger than the hard limit: that socket alone is closed.
    const big = JSON.stringify({ type: 'createRoom', reqId: 'big', data: { roomId: 'r', pad: 'x'.repeat(200 * 1024) } });
    expectError(await raw(big), 'PAYLOAD_TOO_LARGE');
    const victim = await SfuTestClient.connect(server.url);
    victim.sendRaw(JSON.stringify({ type: 'ping', reqId: 1, data: { pad: 'x'.repeat(2 * 1024 * 1024) } }));
    expect((await victim.closed).code).toBe(1009);

    expect(await client.ok('ping')).toMatchObject({ pong: true });
    await client.close();
  });

  it('passes nonsense media parameters to mediasoup and reports its refusal', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    await client.ok('joinRoom', await joinData(roomId, 'fuzzer'));
    const ids = { roomId, peerId: 'fuzzer' };
    const caps = await client.ok<types.RtpCapabilities>('getRouterRtpCapabilities', { roomId, token: await callToken('fuzzer', roomId) });
    const send = await client.ok('createTransport', { ...ids, direction: 'send' });
    await client.ok('createTransport', { ...ids, direction: 'recv' });
    expectError(await client.request('createTransport', { ...ids, direction: 'sideways' }), 'BAD_REQUEST', /direction/);
    for (const dtlsParameters of [{}, { role: 'client', fingerprints: 'nope' }, { role: 'banana', fingerprints: [{ algorithm: 'md0', value: 1 }] }]) {
      expectError(await client.request('connectTransport', { ...ids, transportId: send.id, dtlsParameters }), 'MEDIA_ERROR');
    }
    expectError(await client.request('connectTransport', { ...ids, transportId: send.id, dtlsParameters: 'x' }), 'BAD_REQUEST');
    await client.ok('connectTransport', { ...ids, transportId: send.id, dtlsParameters: fakeDtlsParameters() });
    expectError(await client.request('connectTransport', { ...ids, transportId: send.id, dtlsParameters: fakeDtlsParameters() }), 'MEDIA_ERROR');
    const opus = opusRtpParameters(caps);
    for (const rtpParameters of [
      {},
      { codecs: 'opus' },
      { ...opus, codecs: [{ ...opus.codecs[0], mimeType: 'audio/nonsense' }] },
      { ...opus, codecs: [{ ...opus.codecs[0], payloadType: 'seven' }] },
      { ...opus, encodings: 'all of them' },
      { ...opus, rtcp: { cname: 7 } },
      { ...opus, headerExtensions: [{ uri: 42, id: 'x' }] },
    ]) {
      expectError(await client.request('produce', { ...ids, kind: 'audio', rtpParameters }), 'MEDIA_ERROR');
    }
    expectError(await client.request('produce', { ...ids, kind: 'smell', rtpParameters: opus }), 'BAD_REQUEST', /kind/);
    const audio = await client.ok('produce', { ...ids, kind: 'audio', rtpParameters: opus });
    for (const rtpCapabilities of [{ codecs: 'x' }, { codecs: [{ mimeType: 42 }] }]) {
      const reply = await client.request('consume', { ...ids, producerId: audio.id, rtpCapabilities });
      expect(reply.ok).toBe(false);
      if (!reply.ok) expect(['MEDIA_ERROR', 'CANNOT_CONSUME']).toContain(reply.error.code);
    }
    expectError(await client.request('consume', { ...ids, producerId: audio.id, rtpCapabilities: { codecs: [] } }), 'CANNOT_CONSUME');
    expectError(await client.request('consume', { ...ids, producerId: audio.id, rtpCapabilities: caps, preferredLayers: { spatialLayer: -1 } }), 'BAD_REQUEST');
    expectError(await client.request('resumeConsumer', { ...ids, consumerId: 'nope' }), 'NOT_FOUND');
    await client.close();
  });

  it('limits what one connection can allocate', async () => {
    const client = await SfuTestClient.connect(server.url);
    const rooms = Array.from({ length: 5 }, () => newRoomId());
    for (const roomId of rooms.slice(0, 4)) await client.ok('createRoom', { roomId, token: await callToken('greedy', roomId) });
    expectError(await client.request('createRoom', { roomId: rooms[4], token: await callToken('greedy', rooms[4]) }), 'LIMIT_EXCEEDED');
    const roomId = newRoomId();
    await client.ok('joinRoom', await joinData(roomId, 'greedy'));
    for (let i = 0; i < 4; i++) await client.ok('createTransport', { roomId, peerId: 'greedy', direction: 'send' });
    expectError(await client.request('createTransport', { roomId, peerId: 'greedy', direction: 'send' }), 'LIMIT_EXCEEDED');
    await client.close();
  });

  it('refuses a JWT signed with the right key that is not a call-join token', async () => {
    const roomId = newRoomId();
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ sid: 's', role: 'member', roomId, callId: 'c' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('mallory')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_CALL_SECRET));
    const client = await SfuTestClient.connect(server.url);
    expectError(await client.request('joinRoom', await joinData(roomId, 'mallory', forged)), 'UNAUTHORIZED', /Not a call token/);
    await client.close();
  });
});

describeWithWorker('sfu limits and closed calls (real mediasoup worker)', () => {
  let server: SfuServer;
  let http: string;
  // Stopped: idle rooms close and departures are reported only when a test moves it.
  const clock = new TestClock().freeze();
  beforeAll(async () => {
    server = await startTestSfu({ maxRooms: 3, maxConnectionsPerAddress: 3, roomIdleMs: 300, clock });
    http = server.url.replace(/^ws/, 'http').replace(/\/$/, '');
  });
  afterAll(async () => {
    await server?.close();
  });
  // A test that fails midway still lets go of its sockets: the next one counts connections.
  const sockets: SfuTestClient[] = [];
  const connect = async (...args: Parameters<typeof SfuTestClient.connect>) => {
    const client = await SfuTestClient.connect(...args);
    sockets.push(client);
    return client;
  };
  afterEach(() => {
    for (const client of sockets.splice(0)) client.ws.terminate();
  });

  const joinData = async (roomId: string, peerId: string) => ({ roomId, peerId, displayName: peerId, token: await callToken(peerId, roomId) });
  const until = async (condition: () => boolean, what: string) => {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
    if (!condition()) throw new Error(`timed out waiting until ${what}`);
  };

  it('opens at most SFU_MAX_ROOMS rooms at once, by createRoom or joinRoom (both with a call token); a closed room frees its place', async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    const create = async (client: SfuTestClient, roomId: string) => client.request('createRoom', { roomId, token: await callToken('anna', roomId) });
    const open = [newRoomId(), newRoomId(), newRoomId()];
    expect((await create(a, open[0])).ok).toBe(true);
    expect((await create(a, open[1])).ok).toBe(true);
    await b.ok('joinRoom', await joinData(open[2], 'bob'));
    expectError(await create(a, newRoomId()), 'LIMIT_EXCEEDED', /full/);
    const c = await connect(server.url);
    expectError(await c.request('joinRoom', await joinData(newRoomId(), 'carol')), 'LIMIT_EXCEEDED', /full/);
    // Rooms already open still take members.
    expect(await c.ok('joinRoom', await joinData(open[2], 'carol'))).toMatchObject({ peers: [{ peerId: 'bob' }] });
    // The idle ones close, and there is room again; refusals cost the connection none of its 4 creations.
    clock.advance(299);
    expect(server.rooms.size).toBe(3);
    clock.advance(1);
    expect(server.rooms.size).toBe(1);
    expect(await a.ok('createRoom', { roomId: open[0], token: await callToken('anna', open[0]) })).toMatchObject({ created: true });
    expect(await a.ok('createRoom', { roomId: open[1], token: await callToken('anna', open[1]) })).toMatchObject({ created: true });
    expect(server.rooms.size).toBe(3);
    expectError(await create(b, newRoomId()), 'LIMIT_EXCEEDED', /full/);
    await Promise.all([a.close(), b.close(), c.close()]);
    clock.advance(300); // the two nobody joined idle out; the third closed with its last peer
    await until(() => server.rooms.size === 0, 'every room closes');
  });

  it("allows SFU_MAX_CONNECTIONS_PER_IP sockets per address; the gateway signs the address it forwards, a forged one counts as the socket's", async () => {
    await until(() => server.connectionsByAddress.size === 0, 'earlier sockets are gone');
    const mine = await Promise.all([1, 2, 3].map(() => connect(server.url)));
    const refused = await connect(server.url);
    expect(await refused.closed).toEqual({ code: 1008, reason: 'Too many connections from this address' });
    // Forged: an address without the gateway's signature is not believed.
    const forged = await connect(server.url, { [FORWARDED_ADDRESS_HEADER]: '198.51.100.9', [FORWARDED_SIGNATURE_HEADER]: 'x'.repeat(43) });
    expect((await forged.closed).code).toBe(1008);
    const wrongKey = await connect(server.url, {
      [FORWARDED_ADDRESS_HEADER]: '198.51.100.9',
      [FORWARDED_SIGNATURE_HEADER]: signForwardedAddress('198.51.100.9', 'another-secret-of-at-least-32-characters!'),
    });
    expect((await wrongKey.closed).code).toBe(1008);
    // Browsers behind the gateway count against their own addresses.
    const viaGateway = (address: string) =>
      connect(server.url, {
        [FORWARDED_ADDRESS_HEADER]: address,
        [FORWARDED_SIGNATURE_HEADER]: signForwardedAddress(address, TEST_CALL_SECRET),
      });
    const browsers = await Promise.all([1, 2, 3].map(() => viaGateway('198.51.100.9')));
    expect(await browsers[0].ok('ping')).toMatchObject({ pong: true });
    expect((await (await viaGateway('198.51.100.9')).closed).code).toBe(1008);
    const elsewhere = await viaGateway('198.51.100.10');
    expect(await elsewhere.ok('ping')).toMatchObject({ pong: true });
    expect(server.connectionsByAddress.get('198.51.100.9')).toBe(3);
    // A closed socket frees its place.
    await mine[0].close();
    await until(() => (server.connectionsByAddress.get('127.0.0.1') ?? 0) === 2, 'the count drops');
    const again = await connect(server.url);
    expect(await again.ok('ping')).toMatchObject({ pong: true });
    for (const client of [...mine, ...browsers, elsewhere, again]) client.ws.terminate();
  });

  it("closes a call's room when messaging says the call ended: peers get 4003, its tokens and createRoom are refused", async () => {
    await until(() => server.connectionsByAddress.size === 0, 'earlier sockets are gone');
    const roomId = newRoomId();
    const alice = await connect(server.url);
    const spare = await callToken('alice', roomId);
    await alice.ok('joinRoom', await joinData(roomId, 'alice'));
    const waitingBefore = server.departures.waiting;
    const ask = async (method: string, path: string, claims?: Record<string, string>, audience: 'sfu' | 'messaging' = 'sfu') =>
      fetch(`${http}${path}`, { method, headers: claims ? { authorization: `Bearer ${await issueInternalCallToken(claims, audience, TEST_CALL_SECRET)}` } : {} });

    expect(await (await ask('GET', '/internal/room', { act: 'roomInfo', roomId })).json()).toEqual({ roomId, open: true, peers: ['alice'] });
    // Only messaging's signature, for this action, is obeyed.
    expect((await ask('POST', '/internal/room/close')).status).toBe(401);
    expect((await fetch(`${http}/internal/room/close`, { method: 'POST', headers: { authorization: `Bearer ${spare}` } })).status).toBe(401);
    expect((await ask('POST', '/internal/room/close', { act: 'closeRoom', roomId }, 'messaging')).status).toBe(401);
    expect((await ask('POST', '/internal/room/close', { act: 'roomInfo', roomId })).status).toBe(403);
    expect((await ask('POST', '/internal/room/close', { act: 'closeRoom' })).status).toBe(401);
    expect((await ask('GET', '/internal/nothing', { act: 'roomInfo', roomId })).status).toBe(404);
    expect(server.rooms.get(roomId)?.peers.size).toBe(1);

    expect(await (await ask('POST', '/internal/room/close', { act: 'closeRoom', roomId })).json()).toEqual({ roomId, closed: true });
    expect(await alice.closed).toEqual({ code: 4003, reason: 'The call ended' });
    expect(server.rooms.get(roomId)).toBeUndefined();
    // The room's call ended: no report of Alice's departure goes to messaging.
    expect(server.departures.waiting).toBe(waitingBefore);

    const late = await connect(server.url);
    expectError(await late.request('joinRoom', { roomId, peerId: 'alice', displayName: 'alice', token: spare }), 'CALL_ENDED', /ended/);
    expectError(await late.request('createRoom', { roomId, token: spare }), 'CALL_ENDED', /ended/);
    expect(server.rooms.get(roomId)).toBeUndefined();
    expect(await (await ask('GET', '/internal/room', { act: 'roomInfo', roomId })).json()).toEqual({ roomId, open: false, peers: [] });
    // Closing a room that is not open still retires it.
    const never = newRoomId();
    expect(await (await ask('POST', '/internal/room/close', { act: 'closeRoom', roomId: never })).json()).toEqual({ roomId: never, closed: false });
    expectError(await late.request('joinRoom', await joinData(never, 'bob')), 'CALL_ENDED', /ended/);
    await late.close();
  });

  it('a peer that leaves is reported after the grace period unless it comes back', async () => {
    const roomId = newRoomId();
    const before = server.departures.waiting; // earlier tests' peers, still in their grace period
    const first = await connect(server.url);
    await first.ok('joinRoom', await joinData(roomId, 'dora'));
    const keep = await connect(server.url);
    await keep.ok('joinRoom', await joinData(roomId, 'ed'));
    first.ws.terminate();
    await keep.waitForPush('peerLeft');
    expect(server.departures.waiting).toBe(before + 1);
    const back = await connect(server.url);
    await back.ok('joinRoom', await joinData(roomId, 'dora'));
    expect(server.departures.waiting).toBe(before);
    await Promise.all([back.close(), keep.close()]);
    await until(() => server.rooms.get(roomId) === undefined, 'the room closes');
    // Both left for good (the server was given no messaging address: nothing is sent).
    expect(server.departures.waiting).toBe(before + 2);
  });
});

// What the media server shows to whom: requests naming a room need that room's call token
// (no probing of room ids, no allocating routers), and /health tells how busy calls are
// only to this machine and to messaging's signed probe.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCallToken, issueInternalCallToken } from '@pulse/kit/call-tokens';
import type { Reply } from './protocol.js';
import { isLoopback, type SfuServer } from './server.js';
import { SfuTestClient } from './testing/ws-client.js';
import { callToken, describeWithWorker, newRoomId, startTestSfu, TEST_CALL_SECRET } from './testing/harness.js';

function expectError(reply: Reply, code: string, message?: RegExp): void {
  expect(reply.ok, JSON.stringify(reply)).toBe(false);
  if (reply.ok) return;
  expect(reply.error.code).toBe(code);
  if (message) expect(reply.error.message).toMatch(message);
}

/** An address of this machine other than loopback: a request from it is not from "this machine" as the sfu sees it. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('isLoopback', () => {
  it('knows 127.0.0.0/8 and ::1, plain and IPv4-mapped, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address), address).toBe(true);
    for (const address of [undefined, '', '192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '::', '0.0.0.0', '127.0.0.1.evil', '1127.0.0.1']) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describeWithWorker('sfu: a room is named only with its call token (real mediasoup worker)', () => {
  let server: SfuServer;
  beforeAll(async () => {
    server = await startTestSfu();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses createRoom and getRouterRtpCapabilities without a token, with a bad one or with another room's: UNAUTHORIZED, nothing opened", async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    const otherRoom = await callToken('mallory', newRoomId());
    const foreignKey = await issueCallToken({ userId: 'mallory', callId: 'c', roomId }, 'some-other-secret-that-is-long-enough-0000');
    const expired = await callToken('mallory', roomId, { ttlSeconds: -5 });
    const internal = await issueInternalCallToken({ act: 'closeRoom', roomId }, 'sfu', TEST_CALL_SECRET);
    for (const type of ['createRoom', 'getRouterRtpCapabilities']) {
      expectError(await client.request(type, { roomId }), 'UNAUTHORIZED', /token for this room is required/);
      expectError(await client.request(type, { roomId, token: '' }), 'UNAUTHORIZED', /token for this room is required/);
      expectError(await client.request(type, { roomId, token: 42 }), 'UNAUTHORIZED', /Invalid/);
      expectError(await client.request(type, { roomId, token: 'x'.repeat(5000) }), 'UNAUTHORIZED', /Invalid/);
      expectError(await client.request(type, { roomId, token: 'not-a-token' }), 'UNAUTHORIZED');
      expectError(await client.request(type, { roomId, token: otherRoom }), 'UNAUTHORIZED', /another room/);
      expectError(await client.request(type, { roomId, token: foreignKey }), 'UNAUTHORIZED');
      expectError(await client.request(type, { roomId, token: expired }), 'UNAUTHORIZED', /expired/);
      expectError(await client.request(type, { roomId, token: internal }), 'UNAUTHORIZED');
    }
    expect(server.rooms.get(roomId)).toBeUndefined();
    // Once opened by a member, a room's existence is still hidden from those without its token.
    const token = await callToken('alice', roomId);
    expect(await client.ok('createRoom', { roomId, token })).toEqual({ roomId, created: true });
    expectError(await client.request('getRouterRtpCapabilities', { roomId }), 'UNAUTHORIZED');
    expectError(await client.request('getRouterRtpCapabilities', { roomId, token: otherRoom }), 'UNAUTHORIZED', /another room/);
    expectError(await client.request('createRoom', { roomId, token: otherRoom }), 'UNAUTHORIZED', /another room/);
    // Any member's token for the room will do (these requests name no peer).
    const caps = await client.ok('getRouterRtpCapabilities', { roomId, token: await callToken('bob', roomId) });
    expect(caps).toMatchObject({ codecs: expect.any(Array) });
    await client.close();
  });
});

describeWithWorker('sfu /health by caller (real mediasoup worker)', () => {
  let server: SfuServer;
  beforeAll(async () => {
    // Every interface, for this test only: a request can come from a non-loopback address.
    server = await startTestSfu({ host: '0.0.0.0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers loopback callers with the workers and the room and peer counts', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(`ws://127.0.0.1:${server.port}/`);
    await client.ok('joinRoom', { roomId, peerId: 'alice', displayName: 'alice', token: await callToken('alice', roomId) });
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', workers: 1, rooms: 1, peers: 1 });
    await client.close();
  });

  it.skipIf(!externalAddress)("answers a bare {status} to anyone else, the counts only to messaging's signed probe", async () => {
    const url = `http://${externalAddress}:${server.port}/health`;
    const bare = await fetch(url);
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ status: 'ok' });
    const signed = async (claims: Record<string, string>, audience: 'sfu' | 'messaging' = 'sfu', secret = TEST_CALL_SECRET) =>
      (await fetch(url, { headers: { authorization: `Bearer ${await issueInternalCallToken(claims, audience, secret)}` } })).json();
    expect(await signed({ act: 'health' })).toMatchObject({ status: 'ok', workers: 1, rooms: expect.any(Number), peers: expect.any(Number) });
    expect(await signed({ act: 'roomInfo', roomId: 'r' })).toEqual({ status: 'ok' });
    expect(await signed({ act: 'health' }, 'messaging')).toEqual({ status: 'ok' });
    expect(await signed({ act: 'health' }, 'sfu', 'another-secret-of-at-least-32-characters!')).toEqual({ status: 'ok' });
    const callJoin = await callToken('alice', newRoomId());
    expect(await (await fetch(url, { headers: { authorization: `Bearer ${callJoin}` } })).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(url, { headers: { authorization: 'Bearer nonsense' } })).json()).toEqual({ status: 'ok' });
  });
});

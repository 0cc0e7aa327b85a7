// The protocol end to end against the real mediasoup worker: every request type in the
// order a client sends them, the pushes between peers, and cleanup when they leave.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { types } from 'mediasoup';
import { TestClock } from '@pulse/kit/clock';
import type { SfuServer } from './server.js';
import { SfuTestClient } from './testing/ws-client.js';
import { callToken, describeWithWorker, newRoomId, startTestSfu } from './testing/harness.js';
import { fakeDtlsParameters, opusRtpParameters, vp8SimulcastRtpParameters } from './testing/rtp-fixtures.js';

describeWithWorker('sfu protocol flow (real mediasoup worker)', () => {
  let server: SfuServer;
  const clock = new TestClock().freeze();
  beforeAll(async () => {
    server = await startTestSfu({ clock, roomIdleMs: 400 });
  });
  afterAll(async () => {
    await server?.close();
  });

  const until = async (condition: () => boolean, what: string) => {
    for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
    if (!condition()) throw new Error(`timed out waiting until ${what}`);
  };

  async function join(client: SfuTestClient, roomId: string, peerId: string) {
    return client.ok('joinRoom', { roomId, peerId, displayName: `Member ${peerId}`, device: { name: 'vitest' }, token: await callToken(peerId, roomId) });
  }

  it('answers every request type in order, and pushes newPeer, newProducer and peerLeft', async () => {
    const roomId = newRoomId();
    const alice = await SfuTestClient.connect(server.url);
    const bob = await SfuTestClient.connect(server.url);

    expect(await alice.ok('ping')).toMatchObject({ pong: true });
    expect(await alice.ok('createRoom', { roomId, token: await callToken('alice', roomId) })).toEqual({ roomId, created: true });
    expect(await bob.ok('createRoom', { roomId, token: await callToken('bob', roomId) })).toEqual({ roomId, created: false });

    const caps = await alice.ok<types.RtpCapabilities>('getRouterRtpCapabilities', { roomId, token: await callToken('alice', roomId) });
    const mimeTypes = caps.codecs!.map((c) => `${c.mimeType}/${c.clockRate}${c.channels ? `/${c.channels}` : ''}`);
    expect(mimeTypes).toEqual(expect.arrayContaining(['audio/opus/48000/2', 'video/VP8/90000', 'video/H264/90000']));

    const aliceJoin = await join(alice, roomId, 'alice');
    expect(aliceJoin).toMatchObject({ roomId, peerId: 'alice', callId: `call-${roomId}`, peers: [], producers: [] });
    // The spec's room info: the router's rtpCapabilities come with the join (device.load needs nothing more).
    expect(aliceJoin.rtpCapabilities).toEqual(caps);
    const bobJoin = await join(bob, roomId, 'bob');
    expect(bobJoin.peers).toEqual([{ peerId: 'alice', displayName: 'Member alice' }]);
    expect((await alice.waitForPush('newPeer')).data).toEqual({ peerId: 'bob', displayName: 'Member bob' });

    // Alice publishes: send transport, DTLS parameters, then Opus and three-layer VP8.
    const send = await alice.ok('createTransport', { roomId, peerId: 'alice', direction: 'send' });
    expect(send).toMatchObject({ direction: 'send', iceParameters: { usernameFragment: expect.any(String) }, dtlsParameters: { fingerprints: expect.any(Array) } });
    expect(send.iceCandidates.map((c: types.IceCandidate) => `${c.protocol}:${c.address}`).sort()).toEqual(['tcp:127.0.0.1', 'udp:127.0.0.1']);
    expect(send.iceCandidates.every((c: types.IceCandidate) => c.port >= 40000 && c.port <= 49999)).toBe(true);
    expect(await alice.ok('connectTransport', { roomId, peerId: 'alice', transportId: send.id, dtlsParameters: fakeDtlsParameters() })).toEqual({ transportId: send.id });

    const audio = await alice.ok('produce', { roomId, peerId: 'alice', kind: 'audio', rtpParameters: opusRtpParameters(caps), source: 'mic' });
    expect(audio.id).toEqual(expect.any(String));
    expect((await bob.waitForPush('newProducer')).data).toEqual({ producerId: audio.id, peerId: 'alice', kind: 'audio', source: 'mic' });
    const video = await alice.ok('produce', { roomId, peerId: 'alice', kind: 'video', rtpParameters: vp8SimulcastRtpParameters(caps), source: 'webcam' });
    expect((await bob.waitForPush('newProducer')).data).toEqual({ producerId: video.id, peerId: 'alice', kind: 'video', source: 'webcam' });
    expect(alice.pushes.filter((p) => p.type === 'newProducer')).toEqual([]); // not echoed to the producer

    // Bob receives: recv transport, then paused consumers he resumes.
    const recv = await bob.ok('createTransport', { roomId, peerId: 'bob', direction: 'recv' });
    await bob.ok('connectTransport', { roomId, peerId: 'bob', transportId: recv.id, dtlsParameters: fakeDtlsParameters() });
    const audioConsumer = await bob.ok('consume', { roomId, peerId: 'bob', producerId: audio.id, rtpCapabilities: caps });
    expect(audioConsumer).toMatchObject({ producerId: audio.id, peerId: 'alice', kind: 'audio', source: 'mic', type: 'simple' });
    expect(audioConsumer.rtpParameters.codecs[0]).toMatchObject({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 });
    const videoConsumer = await bob.ok('consume', {
      roomId,
      peerId: 'bob',
      producerId: video.id,
      rtpCapabilities: caps,
      preferredLayers: { spatialLayer: 0, temporalLayer: 2 },
    });
    expect(videoConsumer).toMatchObject({ kind: 'video', type: 'simulcast' });
    const bobPeer = server.rooms.get(roomId)!.peers.get('bob')!;
    expect(bobPeer.consumers.get(audioConsumer.id)!.paused).toBe(true);
    expect(bobPeer.consumers.get(videoConsumer.id)!.preferredLayers).toEqual({ spatialLayer: 0, temporalLayer: 2 });
    expect(await bob.ok('resumeConsumer', { roomId, peerId: 'bob', consumerId: audioConsumer.id })).toEqual({ consumerId: audioConsumer.id });
    expect(bobPeer.consumers.get(audioConsumer.id)!.paused).toBe(false);

    // A late joiner learns who is here and what they publish.
    const carol = await SfuTestClient.connect(server.url);
    const carolJoin = await join(carol, roomId, 'carol');
    expect(carolJoin.peers.map((p: { peerId: string }) => p.peerId).sort()).toEqual(['alice', 'bob']);
    expect(carolJoin.rtpCapabilities).toEqual(caps);
    expect(carolJoin.producers).toHaveLength(2);
    expect(carolJoin.producers).toEqual(
      expect.arrayContaining([
        { id: audio.id, producerId: audio.id, peerId: 'alice', kind: 'audio', source: 'mic' },
        { id: video.id, producerId: video.id, peerId: 'alice', kind: 'video', source: 'webcam' },
      ]),
    );
    await carol.close();
    expect((await alice.waitForPush('peerLeft')).data).toEqual({ peerId: 'carol' });
    expect((await bob.waitForPush('peerLeft')).data).toEqual({ peerId: 'carol' });

    // Alice hangs up: Bob hears it, and his consumers of her producers are gone.
    await alice.close();
    expect((await bob.waitForPush('peerLeft')).data).toEqual({ peerId: 'alice' });
    await until(() => bobPeer.consumers.size === 0, "Bob's consumers close");
    expect(server.rooms.get(roomId)!.peers.size).toBe(1);

    // The last one out closes the room and its router.
    const router = server.rooms.get(roomId)!.router;
    await bob.close();
    await until(() => server.rooms.get(roomId) === undefined, 'the room closes');
    expect(router.closed).toBe(true);
  });

  it('closes a room nobody joins', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    await client.ok('createRoom', { roomId, token: await callToken('nobody', roomId) });
    const router = server.rooms.get(roomId)!.router;
    clock.advance(399);
    expect(server.rooms.get(roomId)).toBeDefined();
    clock.advance(1);
    expect(server.rooms.get(roomId)).toBeUndefined();
    expect(router.closed).toBe(true);
    await client.close();
  });

  it('joinRoom creates the room when needed', async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    await join(client, roomId, 'dave');
    expect(server.rooms.get(roomId)!.peers.has('dave')).toBe(true);
    await client.close();
    await until(() => server.rooms.get(roomId) === undefined, 'the room closes');
  });

  it('a member joining again from a new connection replaces the old one', async () => {
    const roomId = newRoomId();
    const other = await SfuTestClient.connect(server.url);
    await join(other, roomId, 'erin');
    const first = await SfuTestClient.connect(server.url);
    await join(first, roomId, 'frank');
    await other.waitForPush('newPeer');
    const second = await SfuTestClient.connect(server.url);
    await join(second, roomId, 'frank');
    expect(await first.closed).toMatchObject({ code: 4002 });
    expect((await other.waitForPush('peerLeft')).data).toEqual({ peerId: 'frank' });
    expect((await other.waitForPush('newPeer')).data).toMatchObject({ peerId: 'frank' });
    expect(await second.ok('ping')).toMatchObject({ pong: true });
    expect(server.rooms.get(roomId)!.peers.size).toBe(2);
    await Promise.all([other.close(), second.close()]);
  });

  it('serves /health and refuses plain HTTP and other paths', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', workers: 1 });
    expect((await fetch(`${base}/`)).status).toBe(426);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    await expect(SfuTestClient.connect(`ws://127.0.0.1:${server.port}/elsewhere`)).rejects.toThrow();
  });
});

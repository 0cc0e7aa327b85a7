// A mediasoup worker that dies takes its rooms down (their peers are disconnected so they
// reconnect) and is replaced; the server itself carries on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SfuServer } from './server.js';
import { CLOSE_ROOM_CLOSED } from './room.js';
import { SfuTestClient } from './testing/ws-client.js';
import { callToken, describeWithWorker, newRoomId, startTestSfu } from './testing/harness.js';

describeWithWorker('sfu worker death (real mediasoup worker)', () => {
  let server: SfuServer;
  beforeAll(async () => {
    server = await startTestSfu();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("closes the dead worker's rooms, replaces the worker and keeps serving", async () => {
    const roomId = newRoomId();
    const client = await SfuTestClient.connect(server.url);
    await client.ok('joinRoom', { roomId, peerId: 'ivy', displayName: 'Ivy', token: await callToken('ivy', roomId) });
    const [pid] = server.workers.pids();
    process.kill(pid, 'SIGKILL');

    expect((await client.closed).code).toBe(CLOSE_ROOM_CLOSED);
    expect(server.rooms.get(roomId)).toBeUndefined();
    for (let i = 0; i < 100 && server.workers.live === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(server.workers.pids()).toHaveLength(1);
    expect(server.workers.pids()[0]).not.toBe(pid);

    const again = await SfuTestClient.connect(server.url);
    await again.ok('joinRoom', { roomId, peerId: 'ivy', displayName: 'Ivy', token: await callToken('ivy', roomId) });
    expect(await again.ok('createTransport', { roomId, peerId: 'ivy', direction: 'send' })).toMatchObject({ id: expect.any(String) });
    await again.close();
  });
});

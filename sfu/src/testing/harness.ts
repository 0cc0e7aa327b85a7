// Shared by the sfu's test files: a real server on a free port with the real worker, and
// call tokens. Without the worker binary the tests skip locally with a reason, and fail in
// CI (where `npm test`'s pretest builds it).
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';
import { issueCallToken } from '@pulse/kit/call-tokens';
import { TestClock } from '@pulse/kit/clock';
import { defaultMediasoupWorkerBin } from '@pulse/kit/config';
import { startSfuServer, type SfuServer, type SfuServerOptions } from '../server.js';

export const WORKER_BIN = process.env.MEDIASOUP_WORKER_BIN || defaultMediasoupWorkerBin();
export const HAVE_WORKER = existsSync(WORKER_BIN);
export const TEST_CALL_SECRET = 'sfu-test-call-token-secret-0123456789abcdef';

/** describe() that needs the real mediasoup worker. */
export function describeWithWorker(name: string, body: () => void): void {
  if (!HAVE_WORKER) {
    const reason = `mediasoup-worker not found at ${WORKER_BIN}; build it with "node scripts/build-mediasoup-worker.mjs"`;
    if (process.env.CI === 'true') {
      describe(name, () =>
        it('has the mediasoup worker (pretest builds it in CI)', () => {
          throw new Error(reason);
        }),
      );
    } else {
      console.warn(`Skipping "${name}": ${reason}`);
      describe.skip(name, body);
    }
    return;
  }
  describe(name, body);
}

/**
 * A server on a stopped clock unless the test passes its own: rooms idle out and departures
 * are reported only when the test advances it, however slowly a loaded machine runs the test.
 */
export function startTestSfu(overrides: Partial<SfuServerOptions> = {}): Promise<SfuServer> {
  return startSfuServer({
    port: 0,
    host: '127.0.0.1',
    workers: 1,
    workerBin: WORKER_BIN,
    transport: { listenIp: '127.0.0.1', announcedIp: undefined, rtcMinPort: 40000, rtcMaxPort: 49999 },
    callTokenSecret: TEST_CALL_SECRET,
    roomIdleMs: 400,
    clock: new TestClock().freeze(),
    ...overrides,
  });
}

export function callToken(userId: string, roomId: string, options: { secret?: string; ttlSeconds?: number } = {}): Promise<string> {
  return issueCallToken({ userId, callId: `call-${roomId}`, roomId }, options.secret ?? TEST_CALL_SECRET, options.ttlSeconds);
}

let counter = 0;
/** A room id no other test uses. */
export function newRoomId(): string {
  return `room-${process.pid}-${Date.now().toString(36)}-${++counter}`;
}

// A subscriber that does not take its events (its socket not read: graphql-ws waits on each
// send and stops pulling) is cut off once its queue is full, and asked to reconnect and catch
// up; another subscriber of the same events gets every one of them meanwhile.
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Bus, BusEvent, BusHandler } from '@pulse/kit';
import { eventStream, type RealtimeContext } from './event-stream.js';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Ping { n: Int }
  type Subscription { ping: Ping }
`);

function memoryBus(): Bus & { send(n: number): void } {
  const handlers = new Set<BusHandler>();
  return {
    subscribe: (_topic: string, handler: BusHandler) => (handlers.add(handler), () => handlers.delete(handler)),
    send: (n: number) => {
      const event: BusEvent = { id: `e${n}`, topic: 'ping', audience: { userIds: ['slow', 'fast'] }, data: { n }, at: '' };
      for (const handler of [...handlers]) handler(event);
    },
  } as unknown as Bus & { send(n: number): void };
}

describe('a subscriber that falls behind', () => {
  it('is cut off past its queue, and does not hold back another subscriber', async () => {
    const bus = memoryBus();
    const deps = { schema, lookups: new Map(), bus, runQuery: async () => ({}), maxQueuedEvents: 5 };
    const interrupted: string[] = [];
    const subscribe = (userId: string) =>
      eventStream(deps, {
        schema,
        document: parse('subscription { ping { n } }'),
        contextValue: {
          userId,
          interrupted: (reason: string) => {
            interrupted.push(`${userId}: ${reason}`);
          },
        } as unknown as RealtimeContext,
      }) as AsyncIterableIterator<{ data?: { ping: { n: number } } }>;
    const slow = subscribe('slow');
    const fast = subscribe('fast');
    const fastGot: number[] = [];
    const reading = (async () => {
      for await (const result of fast) {
        fastGot.push(result.data!.ping.n);
        if (fastGot.length === 8) return;
      }
    })();
    // The slow one pulls its first event and no more.
    const first = slow.next();
    for (let n = 1; n <= 8; n++) {
      bus.send(n);
      await new Promise((r) => setImmediate(r));
    }
    await reading;
    expect(fastGot).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await first).value?.data?.ping.n).toBe(1);
    // Events 2-6 filled its queue; the 7th cut it off.
    expect(interrupted).toEqual(['slow: Too far behind; reconnect and catch up']);
    expect((await slow.next()).done).toBe(true);
  });
});

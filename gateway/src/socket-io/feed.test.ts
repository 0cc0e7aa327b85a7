// One socket's feed without a network: a bus in memory and lookups the test answers when it
// chooses, to show what the whole-stack tests cannot force: a slow lookup holds back the
// events behind it (bus order), a refused event lets the next through, a failed lookup asks
// the client to reconnect, and a member who cannot keep up is let go instead of queued for.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { Supergraph } from '@apollo/federation-internals';
import type { Bus, BusEvent, BusHandler, NewBusEvent } from '@pulse/kit';
import { until } from '@pulse/dev-env';
import { findEntityLookups } from '../subscriptions/entity-lookups.js';
import { Presence } from '../subscriptions/presence.js';
import type { RunQuery } from '../subscriptions/event-stream.js';
import { openFeed, type Feed } from './feed.js';
import type { Outgoing } from './events.js';

const schema = Supergraph.build(readFileSync(new URL('../../../schema/supergraph.graphql', import.meta.url), 'utf8'))
  .apiSchema()
  .toGraphQLJSSchema();
const lookups = findEntityLookups(schema);
const ME = 'member-1';

function memoryBus(): Bus & { send(topic: string, data: Record<string, unknown>): void } {
  const handlers = new Map<string, Set<BusHandler>>();
  let n = 0;
  const deliver = (event: NewBusEvent) => {
    const full: BusEvent = { id: String(++n), at: new Date().toISOString(), ...event };
    for (const handler of handlers.get(event.topic) ?? []) handler(full);
  };
  return {
    subscribe(topic, handler) {
      if (!handlers.has(topic)) handlers.set(topic, new Set());
      handlers.get(topic)!.add(handler);
      return () => handlers.get(topic)!.delete(handler);
    },
    publish: async (event) => deliver(event),
    publishMany: async (events) => events.forEach(deliver),
    ready: async () => {},
    onGap: () => () => {},
    heal: async (readBack) => (await readBack(0)).forEach(deliver),
    close: async () => {},
    send: (topic, data) => deliver({ topic, audience: { userIds: [ME] }, data }),
  };
}

const notification = (id: string) => ({
  id,
  type: 'FOLLOW',
  message: `note ${id}`,
  userId: ME,
  read: false,
  createdAt: new Date().toISOString(),
  actor: { id: 'member-2', name: 'Bob', username: 'bob', image: null },
  post: null,
});

/** Lookups the test answers: each call waits until the test settles it. */
function pendingLookups() {
  const calls: { id: string; answer(result: ExecutionResult): void; fail(error: Error): void }[] = [];
  const runQuery: RunQuery = (query, variables) => {
    // The presence circle: nobody, so active_users stays out of the way.
    if (query.includes('PresenceContacts')) return Promise.resolve({ data: { conversations: [] } });
    return new Promise((resolve, reject) => calls.push({ id: String(variables.__id), answer: resolve, fail: reject }));
  };
  return { calls, runQuery };
}

const open: { feed: Feed; presence: Presence }[] = [];
afterEach(() => {
  for (const { feed, presence } of open.splice(0)) {
    feed.close();
    presence.close();
  }
});

function start(runQuery: RunQuery, maxQueued = 1000) {
  const bus = memoryBus();
  const sent: Outgoing[] = [];
  const interruptions: string[] = [];
  const overflows: string[] = [];
  const presence = new Presence(bus);
  const feed = openFeed({
    deps: { schema, lookups, bus, runQuery },
    presence,
    context: { userId: ME, authorization: 'Bearer x', clientIp: '127.0.0.1', interrupted: (reason) => interruptions.push(reason) },
    emit: (outgoing) => sent.push(outgoing),
    maxQueued,
    overflow: (reason) => overflows.push(reason),
  });
  open.push({ feed, presence });
  const notes = () => sent.filter((s) => s.event === 'notificationEvent').map((s) => (s.payload as { id: string }).id);
  return { bus, feed, sent, notes, interruptions, overflows };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('socket.io feed', () => {
  it('holds later events behind a slow lookup, then sends them in bus order', async () => {
    const lookups = pendingLookups();
    const { bus, notes } = start(lookups.runQuery);
    bus.send('notificationCreated', { id: 'n1' });
    bus.send('notificationCreated', { id: 'n2' });
    await tick();
    // n2's lookup has not even started: one event at a time per socket.
    expect(lookups.calls.map((c) => c.id)).toEqual(['n1']);
    lookups.calls[0].answer({ data: { entity: notification('n1') } });
    await until(() => lookups.calls.length === 2);
    lookups.calls[1].answer({ data: { entity: notification('n2') } });
    await until(() => notes().length === 2);
    expect(notes()).toEqual(['n1', 'n2']);
  });

  it('skips an event the member may not see and goes on with the next', async () => {
    const lookups = pendingLookups();
    const { bus, notes, interruptions } = start(lookups.runQuery);
    bus.send('notificationCreated', { id: 'hidden' });
    bus.send('notificationCreated', { id: 'shown' });
    await until(() => lookups.calls.length === 1);
    lookups.calls[0].answer({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] as never });
    await until(() => lookups.calls.length === 2);
    lookups.calls[1].answer({ data: { entity: notification('shown') } });
    await until(() => notes().length === 1);
    expect(notes()).toEqual(['shown']);
    expect(interruptions).toEqual([]);
  });

  it('asks the client to reconnect when a lookup fails for another reason', async () => {
    const lookups = pendingLookups();
    const { bus, interruptions, sent } = start(lookups.runQuery);
    bus.send('notificationCreated', { id: 'n1' });
    await until(() => lookups.calls.length === 1);
    lookups.calls[0].fail(new Error('social is down'));
    await until(() => interruptions.length === 1);
    expect(sent.filter((s) => s.event === 'notificationEvent')).toEqual([]);
  });

  it('lets go of a member with more events waiting than the limit, and forgets them', async () => {
    const lookups = pendingLookups();
    const { bus, feed, overflows } = start(lookups.runQuery, 5);
    for (let i = 0; i < 7; i++) bus.send('notificationCreated', { id: `n${i}` });
    expect(overflows).toEqual(['more than 5 events waiting']);
    expect(feed.queued()).toBe(0);
    bus.send('notificationCreated', { id: 'after' });
    expect(feed.queued()).toBe(0);
  });
});

// graphql-ws clients for tests: real WebSocket connections to a test stack's gateway, the
// results of a subscription collected as they arrive, and waiting for what a test expects.
// Not a test file itself.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { RunningGateway } from '@pulse/gateway';
import type { Stack } from './stack.js';

/** Where a client helper's connection is: the gateway that counts its subscriptions, and as whom. */
interface Connection {
  gateway: RunningGateway;
  memberId: string;
  /** The subscriptions collected on it and not yet ended (disposed, completed, failed, socket closed). */
  open: Set<object>;
}
const connections = new WeakMap<Client, Connection>();
/** Connections by gateway and member: `listening` counts all of a member's open subscriptions there. */
const byGateway = new WeakMap<RunningGateway, Map<string, Set<Connection>>>();

/**
 * Connects members to a stack's gateway over graphql-ws. `stack` is read at call time (test
 * files assign it in beforeAll); a test file calls `disposeAll` in afterEach so no socket
 * outlives its test.
 */
export function realtimeClients(stack: () => Stack) {
  const clients: Client[] = [];
  const sockets = new WeakMap<Client, WebSocket>();
  return {
    /**
     * A connected client: resolves once the server accepted the member's token, rejects if it
     * closed the socket. `at` is another gateway of the stack (stack.addGateway()) to connect to.
     */
    async connect(member: { token: string; user?: { id: string } }, at: Stack | RunningGateway = stack()): Promise<Client> {
      const gateway = 'wsUrl' in at ? at.gateway : at;
      const url = 'wsUrl' in at ? at.wsUrl : `${at.url.replace(/^http/, 'ws')}/graphql`;
      // Kept so a test can cut the connection the hard way (terminate), as a network would.
      let socket: WebSocket | undefined;
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        on: {
          // Retries are off: the one socket this client opens is an instance of webSocketImpl.
          opened: (opened) => {
            socket = opened as WebSocket;
          },
        },
        connectionParams: { authorization: `Bearer ${member.token}` },
        retryAttempts: 0,
        lazy: false,
        // Tests cut connections on purpose; graphql-ws would print each one.
        onNonLazyError: () => {},
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('closed', (event) => reject(new Error(`closed: ${(event as { code?: number }).code}`)));
      });
      sockets.set(client, socket!);
      // A Stack copy pointing at another gateway's URL names the wrong gateway: not counted.
      if (member.user && url === `${gateway.url.replace(/^http/, 'ws')}/graphql`) {
        const connection: Connection = { gateway, memberId: member.user.id, open: new Set() };
        connections.set(client, connection);
        const members = byGateway.get(gateway) ?? new Map<string, Set<Connection>>();
        byGateway.set(gateway, members);
        const ofMember = members.get(connection.memberId) ?? new Set<Connection>();
        members.set(connection.memberId, ofMember.add(connection));
        client.on('closed', () => {
          connection.open.clear();
          ofMember.delete(connection);
        });
      }
      return client;
    },
    /** The WebSocket under a client this helper connected. */
    socketOf(client: Client): WebSocket {
      const socket = sockets.get(client);
      if (!socket) throw new Error('not a client of this helper');
      return socket;
    },
    disposeAll: async () => {
      await Promise.all(
        clients.splice(0).map(async (c) => {
          await c.dispose();
        }),
      );
    },
  };
}

/**
 * Collects the results of one subscription: `select` picks what to keep of each result's
 * data (all of it by default); GraphQL errors and socket errors land in `errors`.
 */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}, select: (data: any) => T = (data) => data) {
  const results: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const token = {};
  const open = connections.get(client)?.open;
  open?.add(token);
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        else results.push(select(r.data));
      },
      error: (e) => {
        open?.delete(token);
        errors.push(e);
      },
      complete: () => {
        open?.delete(token);
        completed = true;
      },
    },
  );
  const dispose = () => {
    open?.delete(token);
    unsubscribe();
  };
  return { results, errors, dispose, completed: () => completed, client };
}

/** graphql-ws does not acknowledge a subscribe; give the server a moment to register it. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once the gateway each subscription's client is connected to hears the bus for it:
 * an event published from then on reaches it. graphql-ws does not acknowledge a subscribe, so
 * a test waits on this before making the event. It waits until the gateway counts exactly the
 * member's open subscriptions there (from any client of `realtimeClients`), so a subscription
 * disposed a moment ago and not yet let go of does not count for a new one.
 */
export async function listening(...subscriptions: { client: Client }[]): Promise<void> {
  for (const { client } of subscriptions) {
    const connection = connections.get(client);
    if (!connection) throw new Error("listening: connect the client with realtimeClients' connect, as a Member, passing another gateway itself");
    const { gateway, memberId } = connection;
    const expected = () => [...(byGateway.get(gateway)?.get(memberId) ?? [])].reduce((sum, c) => sum + c.open.size, 0);
    await until(() => gateway.realtimeSubscriptions(memberId) === expected(), `the gateway to hear the bus for ${memberId}'s subscriptions`);
  }
}

/** Polls `check` until it holds; `ms` is only how long a test is willing to wait, not an assertion on speed. */
export async function until(check: () => boolean, what = 'the condition', ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

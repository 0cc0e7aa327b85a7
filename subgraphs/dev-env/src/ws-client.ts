// graphql-ws clients for tests: real WebSocket connections to a test stack's gateway, the
// results of a subscription collected as they arrive, and waiting for what a test expects.
// Not a test file itself.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Stack } from './stack.js';

/**
 * Connects members to a stack's gateway over graphql-ws. `stack` is read at call time (test
 * files assign it in beforeAll); a test file calls `disposeAll` in afterEach so no socket
 * outlives its test.
 */
export function realtimeClients(stack: () => Stack) {
  const clients: Client[] = [];
  const sockets = new WeakMap<Client, WebSocket>();
  return {
    /** A connected client: resolves once the server accepted the member's token, rejects if it closed the socket. */
    async connect(member: { token: string }, s: Stack = stack()): Promise<Client> {
      // Kept so a test can cut the connection the hard way (terminate), as a network would.
      let socket: WebSocket | undefined;
      const client = createClient({
        url: s.wsUrl,
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
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) errors.push(r.errors);
        else results.push(select(r.data));
      },
      error: (e) => errors.push(e),
      complete: () => {
        completed = true;
      },
    },
  );
  return { results, errors, dispose, completed: () => completed };
}

/** graphql-ws does not acknowledge a subscribe; give the server a moment to register it. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds; `ms` is only how long a test is willing to wait, not an assertion on speed. */
export async function until(check: () => boolean, what = 'the condition', ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The clients of bench:realtime, in a process of their own (spawned by realtime-scale.ts): a
// thousand graphql-ws sockets decoding frames on the bench's own thread would measure the
// bench, not the gateways. Each member holds the web client's always-open subscriptions;
// after its gateway dies it reconnects to a live one and catches up by cursor
// (missedMessages), as the web client does. What it receives goes back to the bench over IPC,
// stamped with the wall clock at receipt (performance.timeOrigin + now(), the same clock the
// bench stamps sends with), so the batching of reports adds nothing to the latencies.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

export interface ClientsStart {
  kind: 'start';
  tokens: string[];
  gateways: { url: string; wsUrl: string }[];
  subscriptions: [name: string, query: string][];
}
export type ToClients = ClientsStart | { kind: 'dead'; gateway: number } | { kind: 'close' };

/** [member index, message id, clientId, cursor, live, received at (wall ms), the message's createdAt (wall ms; NaN when caught up)] */
export type Receipt = [number, string, string | null, string, boolean, number, number];
export type FromClients =
  { kind: 'connected' } | { kind: 'receipts'; receipts: Receipt[] } | { kind: 'reconnect' } | { kind: 'error'; message: string } | { kind: 'closed' };

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const report = (message: FromClients) => process.send!(message);

let pending: Receipt[] = [];
setInterval(() => {
  if (!pending.length) return;
  report({ kind: 'receipts', receipts: pending });
  pending = [];
}, 20).unref();

const dead = new Set<number>();
const clients: Client[] = [];

async function start({ tokens, gateways, subscriptions }: ClientsStart) {
  const gatewayOf = (i: number) => {
    const own = i % gateways.length;
    if (!dead.has(own)) return gateways[own];
    const live = gateways.filter((_, g) => !dead.has(g));
    return live[i % live.length];
  };
  const seen = tokens.map(() => new Set<string>());
  const cursors: (string | undefined)[] = tokens.map(() => undefined);
  const receive = (i: number, message: { id: string; clientId: string | null; cursor: string; createdAt?: string }, live: boolean) => {
    const at = wallNow();
    // Duplicates on the wire are the bench's to count: every copy is reported.
    if (!live && seen[i].has(message.id)) return;
    seen[i].add(message.id);
    if (!cursors[i] || message.cursor > cursors[i]!) cursors[i] = message.cursor;
    pending.push([i, message.id, message.clientId, message.cursor, live, at, message.createdAt ? Date.parse(message.createdAt) : NaN]);
  };
  const catchUp = async (i: number) => {
    for (let more = true; more && cursors[i];) {
      const res = await fetch(`${gatewayOf(i).url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
        body: JSON.stringify({
          query: 'query($a: String!) { missedMessages(after: $a, first: 100) { nodes { id clientId cursor } pageInfo { hasNextPage } } }',
          variables: { a: cursors[i] },
        }),
      });
      const body = (await res.json()) as {
        data?: { missedMessages: { nodes: { id: string; clientId: string | null; cursor: string }[]; pageInfo: { hasNextPage: boolean } } };
      };
      if (!body.data) throw new Error(`catch-up failed: ${JSON.stringify(body)}`);
      for (const m of body.data.missedMessages.nodes) receive(i, m, false);
      more = body.data.missedMessages.pageInfo.hasNextPage;
    }
  };
  let reportedError = false;
  for (let i = 0; i < tokens.length; i++) {
    let connections = 0;
    const client = createClient({
      // After its gateway dies, a client reconnects to another: one address in front of them all.
      url: () => gatewayOf(i).wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens[i]}` },
      lazy: false,
      retryAttempts: 1000,
      shouldRetry: () => true,
      onNonLazyError: () => {},
      on: {
        connected: () => {
          connections++;
          if (connections === 1) return;
          report({ kind: 'reconnect' });
          void catchUp(i).catch((error: unknown) => report({ kind: 'error', message: String(error) }));
        },
      },
    });
    for (const [name, query] of subscriptions) {
      client.subscribe(
        { query },
        {
          next: (result) => {
            if (name !== 'MessageCreated') return;
            const message = (result.data as { messageCreated?: { id: string; clientId: string | null; cursor: string; createdAt: string } } | undefined)?.messageCreated;
            if (message) receive(i, message, true);
          },
          error: (error: unknown) => {
            if (!reportedError) report({ kind: 'error', message: `${name} failed: ${JSON.stringify(error)}` });
            reportedError = true;
          },
          complete: () => {},
        },
      );
    }
    clients.push(client);
    if (i % 100 === 99) await sleep(50);
  }
  report({ kind: 'connected' });
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'start') void start(message).catch((error: unknown) => report({ kind: 'error', message: String(error) }));
  else if (message.kind === 'dead') dead.add(message.gateway);
  else if (message.kind === 'close')
    void Promise.all(clients.map(async (c) => c.dispose())).then(() => {
      report({ kind: 'closed' });
      process.disconnect();
    });
});

// What the realtime benches share: sending at a steady rate, percentiles, and the floor any
// realtime design on this machine is measured against (PostgreSQL NOTIFY relayed by a bare
// WebSocket server to WebSocket clients, in the bench's own process).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Calls `send(n)` at a steady rate for `ms`; resolves with how many were sent once all were answered. */
export async function steady(rate: number, ms: number, send: (n: number) => Promise<void>): Promise<number> {
  const interval = 1000 / rate;
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  let n = 0;
  while (performance.now() - start < ms) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    inflight.push(send(n).catch((error: unknown) => console.error('send failed:', String(error))));
    n++;
  }
  await Promise.all(inflight);
  return n;
}

/**
 * The floor: `sockets` WebSocket clients of a bare server that relays NOTIFYs of one channel.
 * `run` notifies at a steady rate, the n-th NOTIFY for socket `receiverOf(n)`, and resolves
 * with how many were sent and each one's latency (waiting up to 5 s for stragglers).
 */
export async function notifyFloor(databaseUrl: string, sockets: number, receiverOf: (n: number) => number) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  await listener.query('LISTEN bench_floor');
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const open: WebSocket[] = [];
  wss.on('connection', (ws, req) => {
    open[Number(new URL(req.url ?? '/', 'http://x').searchParams.get('i'))] = ws;
  });
  listener.on('notification', (msg) => open[(JSON.parse(msg.payload!) as { i: number }).i]?.send(msg.payload!));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const started = new Map<string, number>();
  let latencies: number[] = [];
  const clients: WebSocket[] = [];
  for (let i = 0; i < sockets; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?i=${i}`);
    await new Promise((r) => ws.once('open', r));
    ws.on('message', (data) => {
      // The default binaryType hands over one Buffer per message.
      const { id } = JSON.parse((data as Buffer).toString('utf8')) as { id: string };
      const t0 = started.get(id);
      if (t0 === undefined) return;
      started.delete(id);
      latencies.push(performance.now() - t0);
    });
    clients.push(ws);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let runs = 0;
  return {
    async run(rate: number, ms: number): Promise<{ sent: number; latencies: number[] }> {
      latencies = [];
      runs++;
      const sent = await steady(rate, ms, async (n) => {
        const id = `f${runs}-${n}`;
        started.set(id, performance.now());
        await pool.query('SELECT pg_notify($1, $2)', ['bench_floor', JSON.stringify({ i: receiverOf(n), id })]);
      });
      for (let waited = 0; latencies.length < sent && waited < 5000; waited += 20) await sleep(20);
      return { sent, latencies };
    },
    async close() {
      for (const ws of clients) ws.close();
      wss.close();
      server.close();
      await listener.end();
      await pool.end();
    },
  };
}

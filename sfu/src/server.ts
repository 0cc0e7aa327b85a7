// The sfu's one port: the signalling WebSocket on `/` and `GET /health`. Each socket is a
// session; its requests are parsed and checked (protocol.ts), run by a handler
// (requests.ts) and always answered, whatever arrives.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createLogger } from '@pulse/kit/logger';
import { SfuError, SfuRequestError, isRequestType, parseRequest, type Push, type Reply, type ReqId } from './protocol.js';
import { HANDLERS, type Session, type SfuContext } from './requests.js';
import { Rooms } from './rooms.js';
import type { TransportSettings } from './room.js';
import { WorkerPool } from './workers.js';

const log = createLogger('sfu');

/** Anything larger is answered PAYLOAD_TOO_LARGE; beyond HARD_MAX_BYTES the socket is closed (1009). */
export const MAX_MESSAGE_BYTES = 128 * 1024;
const HARD_MAX_BYTES = 1024 * 1024;
/** Requests one socket may have in flight; mediasoup calls are quick, a flood is not a client. */
const MAX_IN_FLIGHT = 32;

export interface SfuServerOptions {
  port: number;
  host: string;
  workers: number;
  workerBin: string;
  transport: TransportSettings;
  callTokenSecret: string;
  /** Ping interval; a socket that misses one pong is dropped (and its peer cleaned up). */
  heartbeatMs?: number;
  /** A room nobody joins closes after this long. */
  roomIdleMs?: number;
  maxPeersPerRoom?: number;
}

export interface SfuServer {
  port: number;
  url: string;
  rooms: Rooms;
  workers: WorkerPool;
  close(): Promise<void>;
}

export async function startSfuServer(options: SfuServerOptions): Promise<SfuServer> {
  const workers = await WorkerPool.start({ bin: options.workerBin, count: options.workers });
  const rooms = new Rooms(workers, {
    transport: options.transport,
    idleMs: options.roomIdleMs ?? 30_000,
    maxPeers: options.maxPeersPerRoom ?? 16,
  });
  const ctx: SfuContext = { rooms, callTokenSecret: options.callTokenSecret, maxRoomsCreatedPerConnection: 4 };

  const http = createServer((req, res) => answerHttp(req, res, workers, rooms));
  const wss = new WebSocketServer({ server: http, path: '/', maxPayload: HARD_MAX_BYTES });
  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    serveSocket(ws, ctx);
  });
  wss.on('error', (error) => log.error('websocket server error', { error: error.message }));
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) { ws.terminate(); continue; }
      alive.delete(ws);
      ws.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host, () => { http.off('error', reject); resolve(); });
    });
  } catch (error) {
    clearInterval(heartbeat);
    workers.close();
    throw error;
  }
  const port = (http.address() as AddressInfo).port;
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  log.info('sfu listening', { port, host: options.host, workers: options.workers });

  return {
    port,
    url: `ws://${shownHost}:${port}/`,
    rooms,
    workers,
    async close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      rooms.closeAll('server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      workers.close();
    },
  };
}

function answerHttp(req: IncomingMessage, res: ServerResponse, workers: WorkerPool, rooms: Rooms): void {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/health') {
    const live = workers.live;
    res.writeHead(live > 0 ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: live > 0 ? 'ok' : 'unavailable', workers: live, rooms: rooms.size, peers: rooms.peerCount }));
    return;
  }
  if (path === '/') {
    res.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' });
    res.end('This is the media server signalling WebSocket: connect with a WebSocket client.\n');
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'Not found' }));
}

function serveSocket(ws: WebSocket, ctx: SfuContext): void {
  const send = (message: Reply | Push) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  const session: Session = {
    connection: { send, close: (code, reason) => ws.close(code, reason) },
    joining: false,
    roomsCreated: 0,
    closed: false,
  };
  const fail = (reqId: ReqId, code: SfuError['code'], message: string) =>
    send({ type: 'response', reqId, ok: false, error: { code, message } });
  let inFlight = 0;

  ws.on('message', (raw, isBinary) => {
    if (isBinary) return fail(null, 'BAD_REQUEST', 'Messages must be JSON text');
    const bytes = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer | ArrayBuffer).byteLength;
    if (bytes > MAX_MESSAGE_BYTES) return fail(null, 'PAYLOAD_TOO_LARGE', `Messages must be at most ${MAX_MESSAGE_BYTES} bytes`);
    let request;
    try {
      request = parseRequest(raw.toString());
    } catch (error) {
      const e = error as SfuError;
      return fail(error instanceof SfuRequestError ? error.reqId : null, e.code, e.message);
    }
    const { type, reqId, data } = request;
    if (!isRequestType(type)) return fail(reqId, 'UNKNOWN_TYPE', `Unknown request type "${type.slice(0, 64)}"`);
    if (inFlight >= MAX_IN_FLIGHT) return fail(reqId, 'LIMIT_EXCEEDED', 'Too many requests in flight');
    inFlight++;
    HANDLERS[type](ctx, session, data).then(
      (result) => send({ type: 'response', reqId, ok: true, data: result ?? {} }),
      (error: unknown) => {
        if (error instanceof SfuError) return fail(reqId, error.code, error.message);
        log.error('request failed', { type, error: error instanceof Error ? error.stack : String(error) });
        fail(reqId, 'INTERNAL', 'Internal media server error');
      },
    ).finally(() => { inFlight--; });
  });

  ws.on('close', () => {
    session.closed = true;
    const peer = session.peer;
    if (peer) ctx.rooms.get(peer.roomId)?.leave(peer);
    peer?.close();
  });
  // ws reports protocol violations (oversized or malformed frames) here and closes the socket.
  ws.on('error', (error) => log.debug('socket error', { error: error.message }));
}

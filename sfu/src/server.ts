// The sfu's one port: the signalling WebSocket on `/` and `GET /health`. Each socket is a
// session; its requests are parsed and checked (protocol.ts), run by a handler
// (requests.ts) and always answered, whatever arrives.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { CallTokenError, forwardedAddress, verifyInternalRequest } from '@pulse/kit/call-tokens';
import { systemClock, type Clock } from '@pulse/kit/clock';
import { createLogger } from '@pulse/kit/logger';
import { limitAddressOf } from '@pulse/kit/client-address';
import { REQUEST_ID_HEADER, newRequestId, requestIdOf } from '@pulse/kit/request-id';
import { DepartureReporter } from './call-reports.js';
import { SfuError, SfuRequestError, isRequestType, messageText, parseRequest, type Push, type Reply, type ReqId } from './protocol.js';
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
  /** Rooms open at once (SFU_MAX_ROOMS); createRoom/joinRoom past it answer LIMIT_EXCEEDED. */
  maxRooms?: number;
  /** WebSockets open at once from one address (SFU_MAX_CONNECTIONS_PER_IP); more are closed with 1008. */
  maxConnectionsPerAddress?: number;
  /**
   * Messaging's address (MESSAGING_URL), told when a member's peer has left a room for good.
   * A function when it is known only after the sfu starts (test stacks); unset: no reports.
   */
  messagingUrl?: string | (() => string | undefined);
  /** How long a peer that left has to come back before messaging hears of it (SFU_DEPARTURE_GRACE_SECONDS). */
  departureGraceMs?: number;
  /** The time room idling, departures and retired calls read (the system clock unless a test passes its own). */
  clock?: Clock;
}

export interface SfuServer {
  port: number;
  url: string;
  rooms: Rooms;
  workers: WorkerPool;
  departures: DepartureReporter;
  /** Open WebSockets by the address they count against. */
  connectionsByAddress: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/** Defaults of the limits; the README's SFU_* rows say the same. */
export const SFU_DEFAULTS = { maxRooms: 500, maxConnectionsPerAddress: 16, departureGraceMs: 10_000 };
export const CLOSE_TOO_MANY_CONNECTIONS = 1008;

export async function startSfuServer(options: SfuServerOptions): Promise<SfuServer> {
  const workers = await WorkerPool.start({ bin: options.workerBin, count: options.workers });
  const messagingUrl = options.messagingUrl;
  const clock = options.clock ?? systemClock;
  const departures = new DepartureReporter({
    messagingUrl: typeof messagingUrl === 'function' ? messagingUrl : () => messagingUrl,
    secret: options.callTokenSecret,
    graceMs: options.departureGraceMs ?? SFU_DEFAULTS.departureGraceMs,
    clock,
  });
  const rooms = new Rooms(workers, {
    transport: options.transport,
    idleMs: options.roomIdleMs ?? 30_000,
    clock,
    maxPeers: options.maxPeersPerRoom ?? 16,
    maxRooms: options.maxRooms ?? SFU_DEFAULTS.maxRooms,
    onDeparture: (peer) => departures.left({ callId: peer.callId, roomId: peer.roomId, userId: peer.id }),
    onArrival: (peer) => departures.returned(peer.roomId, peer.id),
  });
  const maxPerAddress = options.maxConnectionsPerAddress ?? SFU_DEFAULTS.maxConnectionsPerAddress;
  const connectionsByAddress = new Map<string, number>();
  const ctx: SfuContext = { rooms, callTokenSecret: options.callTokenSecret, maxRoomsCreatedPerConnection: 4 };

  const http = createServer((req, res) => {
    answerHttp(req, res, workers, rooms, options.callTokenSecret).catch((error: unknown) => {
      // A bug: the details only in the log, under the id the answer carries.
      const requestId = requestIdOf(req.headers);
      log.error('http request failed', { requestId, error: error instanceof Error ? error.stack : String(error) });
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId });
      res.end(JSON.stringify({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', requestId }));
    });
  });
  const wss = new WebSocketServer({ server: http, path: '/', maxPayload: HARD_MAX_BYTES });
  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws, req) => {
    // Behind the gateway every socket comes from its address; it vouches for the browser's.
    // Counted by /64 for IPv6 (kit's limitAddressOf): one client holds a whole prefix.
    const address = limitAddressOf(forwardedAddress(req.headers, options.callTokenSecret) ?? req.socket.remoteAddress ?? 'unknown');
    const open = connectionsByAddress.get(address) ?? 0;
    if (open >= maxPerAddress) {
      log.warn('too many connections from one address', { address, open });
      ws.close(CLOSE_TOO_MANY_CONNECTIONS, 'Too many connections from this address');
      return;
    }
    connectionsByAddress.set(address, open + 1);
    ws.once('close', () => {
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left > 0) connectionsByAddress.set(address, left);
      else connectionsByAddress.delete(address);
    });
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    serveSocket(ws, ctx);
  });
  wss.on('error', (error) => log.error('websocket server error', { error: error.message }));
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host, () => {
        http.off('error', reject);
        resolve();
      });
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
    departures,
    connectionsByAddress,
    async close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      rooms.closeAll('server shutting down');
      // A restart is not the members leaving: their clients rejoin the restarted server.
      await departures.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      workers.close();
    },
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * Messaging's questions about a call's room, signed with the call-token secret (audience
 * sfu): `GET /internal/room` (who is in it) and `POST /internal/room/close` (the call ended:
 * close it and refuse its tokens from now on). The claims name the action and the room.
 */
async function answerInternal(req: IncomingMessage, res: ServerResponse, rooms: Rooms, secret: string, path: string): Promise<void> {
  const action = req.method === 'GET' && path === '/internal/room' ? 'roomInfo' : req.method === 'POST' && path === '/internal/room/close' ? 'closeRoom' : null;
  if (!action) return json(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  let claims;
  try {
    claims = await verifyInternalRequest(req.headers.authorization, 'sfu', secret, ['act', 'roomId'] as const);
  } catch (error) {
    if (error instanceof CallTokenError) return json(res, 401, { code: 'UNAUTHORIZED', message: error.message });
    throw error;
  }
  if (claims.act !== action) return json(res, 403, { code: 'FORBIDDEN', message: `The token is for ${claims.act}, not ${action}` });
  if (action === 'closeRoom') return json(res, 200, { roomId: claims.roomId, closed: rooms.retire(claims.roomId) });
  const room = rooms.get(claims.roomId);
  return json(res, 200, { roomId: claims.roomId, open: Boolean(room && !room.closed), peers: room ? [...room.peers.keys()] : [] });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's view of 127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Messaging's health probe from another host (compose): an internal token, audience sfu, `act: 'health'`. */
async function signedHealthProbe(req: IncomingMessage, secret: string): Promise<boolean> {
  if (!req.headers.authorization) return false;
  try {
    const claims = await verifyInternalRequest(req.headers.authorization, 'sfu', secret, ['act'] as const);
    return claims.act === 'health';
  } catch (error) {
    if (error instanceof CallTokenError) return false;
    throw error;
  }
}

async function answerHttp(req: IncomingMessage, res: ServerResponse, workers: WorkerPool, rooms: Rooms, secret: string): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path.startsWith('/internal/')) return answerInternal(req, res, rooms, secret, path);
  if (req.method === 'GET' && path === '/health') {
    const live = workers.live;
    const status = live > 0 ? 'ok' : 'unavailable';
    // Room and peer counts say how busy calls are: only for this machine (start script,
    // container health check) or for messaging, which signs its probe.
    const detail = isLoopback(req.socket.remoteAddress) || (await signedHealthProbe(req, secret));
    return json(res, live > 0 ? 200 : 503, detail ? { status, workers: live, rooms: rooms.size, peers: rooms.peerCount } : { status });
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
  const fail = (reqId: ReqId, code: SfuError['code'], message: string) => send({ type: 'response', reqId, ok: false, error: { code, message } });
  let inFlight = 0;

  ws.on('message', (raw, isBinary) => {
    if (isBinary) return fail(null, 'BAD_REQUEST', 'Messages must be JSON text');
    const bytes = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer | ArrayBuffer).byteLength;
    if (bytes > MAX_MESSAGE_BYTES) return fail(null, 'PAYLOAD_TOO_LARGE', `Messages must be at most ${MAX_MESSAGE_BYTES} bytes`);
    let request;
    try {
      request = parseRequest(messageText(raw));
    } catch (error) {
      const e = error as SfuError;
      return fail(error instanceof SfuRequestError ? error.reqId : null, e.code, e.message);
    }
    const { type, reqId, data } = request;
    if (!isRequestType(type)) return fail(reqId, 'UNKNOWN_TYPE', `Unknown request type "${type.slice(0, 64)}"`);
    if (inFlight >= MAX_IN_FLIGHT) return fail(reqId, 'LIMIT_EXCEEDED', 'Too many requests in flight');
    inFlight++;
    HANDLERS[type](ctx, session, data)
      .then(
        (result) => send({ type: 'response', reqId, ok: true, data: result ?? {} }),
        (error: unknown) => {
          if (error instanceof SfuError) return fail(reqId, error.code, error.message);
          // A bug: the details only in the log, under the id the reply carries.
          const requestId = newRequestId();
          log.error('request failed', { requestId, type, error: error instanceof Error ? error.stack : String(error) });
          send({ type: 'response', reqId, ok: false, error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', requestId } });
        },
      )
      .finally(() => {
        inFlight--;
      });
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

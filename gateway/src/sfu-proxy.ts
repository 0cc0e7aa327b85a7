// The media server's WebSocket on the gateway's origin: browsers open `/sfu` on the address
// they already use (one origin, one certificate, no extra port to open for signalling) and
// the gateway pipes frames both ways to the sfu at SFU_INTERNAL_URL. The sfu checks every
// joinRoom token itself, so the proxy adds no authorization of its own; it keeps the sfu's
// frame limit, closes both sides together (passing the sfu's close codes through, e.g. 4001
// "room closed", 4002 "replaced"), and drops clients that stop answering pings, so a vanished
// browser does not keep a peer alive in a room behind a proxy that still answers for it.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { FORWARDED_ADDRESS_HEADER, FORWARDED_SIGNATURE_HEADER, createLogger, signForwardedAddress } from '@pulse/kit';

const log = createLogger('sfu-proxy');

/** The sfu's own hard limit (sfu/src/server.ts): larger frames close the socket with 1009. */
export const SFU_PROXY_MAX_FRAME_BYTES = 1024 * 1024;
/** Messages a client may send before the sfu connection is open (a client waits for `open` anyway). */
const MAX_PENDING = 32;
const CONNECT_TIMEOUT_MS = 10_000;
/** A client this far behind on reading is not a browser in a call. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
export const CLOSE_MEDIA_SERVER_UNAVAILABLE = 1013;

export interface SfuProxyOptions {
  /** ws:// or wss:// address of the sfu. */
  upstreamUrl: string;
  heartbeatMs?: number;
  /**
   * With both: the browser's address, signed with the call-token secret, goes to the sfu, which
   * limits connections per address (SFU_MAX_CONNECTIONS_PER_IP) and would otherwise see only ours.
   */
  clientAddressOf?: (req: http.IncomingMessage) => string;
  callTokenSecret?: string;
}

export interface SfuProxy {
  handleUpgrade: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;
  connectionCount(): number;
  close(): Promise<void>;
}

/** Close codes a peer may send (1005, 1006 and 1015 only describe what happened locally). */
function sendableCode(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);
}

function closeWith(socket: WebSocket, code: number, reason: Buffer | string, fallback: number): void {
  if (socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING) return;
  if (socket.readyState === WebSocket.CONNECTING) {
    socket.terminate();
    return;
  }
  // A close reason is at most 123 bytes.
  const text = Buffer.from(reason).subarray(0, 123).toString();
  socket.close(sendableCode(code) ? code : fallback, text);
}

export function sfuProxy(options: SfuProxyOptions): SfuProxy {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SFU_PROXY_MAX_FRAME_BYTES, perMessageDeflate: false });
  const pairs = new Map<WebSocket, WebSocket>();
  const alive = new WeakSet<WebSocket>();

  const addressHeaders = (req: http.IncomingMessage): Record<string, string> => {
    if (!options.clientAddressOf || !options.callTokenSecret) return {};
    const address = options.clientAddressOf(req);
    return { [FORWARDED_ADDRESS_HEADER]: address, [FORWARDED_SIGNATURE_HEADER]: signForwardedAddress(address, options.callTokenSecret) };
  };

  wss.on('connection', (client: WebSocket, req: http.IncomingMessage) => {
    alive.add(client);
    client.on('pong', () => alive.add(client));
    const upstream = new WebSocket(options.upstreamUrl, {
      maxPayload: SFU_PROXY_MAX_FRAME_BYTES,
      handshakeTimeout: CONNECT_TIMEOUT_MS,
      perMessageDeflate: false,
      headers: addressHeaders(req),
    });
    pairs.set(client, upstream);
    const pending: [RawData, boolean][] = [];

    client.on('message', (data, isBinary) => {
      if (upstream.readyState === WebSocket.OPEN) {
        upstream.send(data, { binary: isBinary });
      } else if (upstream.readyState === WebSocket.CONNECTING && pending.length < MAX_PENDING) {
        pending.push([data, isBinary]);
      } else if (upstream.readyState === WebSocket.CONNECTING) {
        closeWith(client, 1008, 'Too many messages before the media server answered', 1008);
      }
    });
    upstream.on('open', () => {
      for (const [data, isBinary] of pending.splice(0)) upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data, isBinary) => {
      if (client.readyState !== WebSocket.OPEN) return;
      if (client.bufferedAmount > MAX_BUFFERED_BYTES) {
        client.terminate();
        return;
      }
      client.send(data, { binary: isBinary });
    });

    client.on('close', (code, reason) => {
      pairs.delete(client);
      closeWith(upstream, code, reason, 1001);
    });
    upstream.on('close', (code, reason) => closeWith(client, code, reason, 1011));
    upstream.on('error', (error) => {
      // The browser left before the sfu answered: nothing went wrong.
      if (client.readyState === WebSocket.CLOSING || client.readyState === WebSocket.CLOSED) {
        log.debug('media server connection abandoned', { error: error.message });
        return;
      }
      // Unreachable, refused the handshake, or broke mid-call.
      log.warn('media server connection failed', { error: error.message });
      closeWith(client, CLOSE_MEDIA_SERVER_UNAVAILABLE, 'Media server unavailable', CLOSE_MEDIA_SERVER_UNAVAILABLE);
    });
    // ws reports protocol violations (e.g. a frame over the limit: 1009) here and closes the socket.
    client.on('error', (error) => log.debug('client socket error', { error: error.message }));
  });

  const heartbeat = setInterval(() => {
    for (const client of pairs.keys()) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    connectionCount: () => pairs.size,
    async close() {
      clearInterval(heartbeat);
      for (const [client, upstream] of pairs) {
        closeWith(client, 1001, 'Server shutting down', 1001);
        closeWith(upstream, 1001, 'Server shutting down', 1001);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

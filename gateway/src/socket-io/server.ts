// The realtime socket of the spec (section 7): socket.io v4 on /socket.io, beside graphql-ws on
// /graphql. It is another door to the same events: each socket's feed runs graphql-ws's event
// stream (feed.ts), so who hears what, and in which order, cannot drift between the two. The
// engine is wired by hand instead of socket.io's attach(): attach() would add a second
// 'upgrade' listener beside realtime-server.ts's (which destroys unknown paths), so the
// upgrade is registered there as one of its otherUpgrades, and polling requests are taken off
// the HTTP server before Express (docs/socket-io.md says why).
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { Server as Engine } from 'engine.io';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { REVOCATION_TOPIC, authenticate, createLogger, newRequestId, scopeRefusal, type AuthContext, type RevocationStore, type TokenService } from '@pulse/kit';
import { MAX_QUEUED_EVENTS, type EventStreamDeps, type RealtimeContext } from '../subscriptions/event-stream.js';
import { Presence } from '../subscriptions/presence.js';
import { corsHeaders, setSecurityHeaders } from '../security.js';
import { checkDocuments } from './events.js';
import { openFeed, type Feed } from './feed.js';
import { handleCallCommands } from './call-commands.js';

const log = createLogger('socket-io');
export const SOCKET_IO_PATH = '/socket.io';
/** The spec's words for a refused connection (section 8), as connect_error's message. */
export const NOT_CONNECTED_MESSAGE = 'Socket not connected. Please log in again.';
/** What a client may send in one message: call commands are a few hundred bytes. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface SocketIoOptions extends EventStreamDeps {
  httpServer: http.Server;
  tokens: TokenService;
  revocations: RevocationStore;
  clientIpOf: (req: http.IncomingMessage) => string;
  corsOrigins: string[];
}

export interface SocketIoServer {
  /** For realtime-server.ts's otherUpgrades: the paths whose WebSocket upgrades are socket.io's. */
  upgrades: Record<string, (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void>;
  connectionCount(): number;
  close(): Promise<void>;
}

interface Member {
  auth: AuthContext;
  authorization: string;
  userId: string;
}

type MemberSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, Member>;

/** The credential of a handshake: `auth.token` (the spec's client) or `auth.authorization` ("Bearer ..."). */
function credentialOf(auth: unknown): string | undefined {
  if (!auth || typeof auth !== 'object') return undefined;
  const { token, authorization } = auth as Record<string, unknown>;
  if (typeof authorization === 'string' && authorization) return authorization;
  if (typeof token === 'string' && token) return /^Bearer\s/i.test(token) ? token : `Bearer ${token}`;
  return undefined;
}

function refusal(message: string, code: string): Error {
  return Object.assign(new Error(message), { data: { code } });
}

const isSocketIoPath = (url: string | undefined) => {
  const path = new URL(url ?? '/', 'http://x').pathname;
  return path === SOCKET_IO_PATH || path === `${SOCKET_IO_PATH}/`;
};

/**
 * Long-polling requests go to engine.io ahead of the gateway's own handler (what engine.io's
 * attach() does): the member budget would count a poll that waits 25 s as a request in
 * progress, and the body parsers and CSRF check are for GraphQL and REST bodies. They carry no
 * ambient credential (the token travels inside the socket.io handshake), so there is nothing
 * for a cross-site request to ride on.
 */
function takePollingRequests(httpServer: http.Server, engine: Engine, corsOrigins: string[]): void {
  const setCors = corsHeaders(corsOrigins);
  const others = httpServer.listeners('request') as http.RequestListener[];
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!isSocketIoPath(req.url)) {
      for (const listener of others) listener.call(httpServer, req, res);
      return;
    }
    setSecurityHeaders(res);
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    engine.handleRequest(req, res);
  });
}

export function attachSocketIo(opts: SocketIoOptions): SocketIoServer {
  checkDocuments(opts.schema);
  const maxQueued = opts.maxQueuedEvents ?? MAX_QUEUED_EVENTS;
  const engine = new Engine({ transports: ['polling', 'websocket'], maxHttpBufferSize: MAX_MESSAGE_BYTES });
  engine.on('connection_error', (error: { code: number; message: string }) => log.debug('socket.io transport refused', { code: error.code, message: error.message }));
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, Member>({ path: SOCKET_IO_PATH, serveClient: false });
  io.bind(engine);
  takePollingRequests(opts.httpServer, engine, opts.corsOrigins);

  const presence = new Presence(opts.bus);
  const feeds = new Map<MemberSocket, Feed>();

  io.use((socket, next) => {
    const authorization = credentialOf(socket.handshake.auth);
    authenticate(authorization, opts.tokens, opts.revocations)
      .then((auth) => {
        if (!auth.user || !authorization) return next(refusal(NOT_CONNECTED_MESSAGE, 'UNAUTHENTICATED'));
        socket.data = { auth, authorization, userId: auth.user.id };
        next();
      })
      .catch((error: unknown) => {
        // Not the client's fault (the revocation store did not answer): a retry may succeed.
        log.warn('socket.io could not check a token', { error: String(error) });
        next(refusal('The token could not be checked; try again', 'SERVICE_UNAVAILABLE'));
      });
  });

  io.on('connection', (socket: MemberSocket) => {
    const { userId, authorization, auth } = socket.data;
    const request = socket.request;
    const context = (requestId: string): RealtimeContext => ({
      authorization,
      userId,
      clientIp: opts.clientIpOf(request),
      userAgent: String(request.headers['user-agent'] ?? ''),
      requestId,
      // Closing the transport (not socket.disconnect()) lets the client reconnect on its own and catch up.
      interrupted: (reason) => {
        log.info('socket.io connection interrupted', { userId, reason });
        socket.conn.close();
      },
    });
    // One id for the socket's events: their lookups reach the subgraphs under it.
    const feedContext = context(newRequestId());
    let unsent = 0;
    const feed = openFeed({
      deps: opts,
      presence,
      context: feedContext,
      claims: auth.claims,
      // Events waiting to be resolved, and packets socket.io holds unsent (the client's transport
      // not draining): past either limit the member is not keeping up.
      maxQueued,
      emit: ({ event, payload }) => {
        if (unsent > maxQueued) return feedContext.interrupted!(`more than ${maxQueued} packets unsent`);
        socket.emit(event, payload);
      },
      overflow: (reason) => feedContext.interrupted!(reason),
    });
    // Packets queued in engine.io until its transport can write; a flush hands them all over.
    socket.conn.on('packetCreate', () => unsent++);
    socket.conn.on('flush', () => (unsent = 0));
    feeds.set(socket, feed);
    presence.connected(userId);
    // A command spends from an API token's hourly budget as over HTTP (token-budget.ts); the feed's events do not.
    // An API token's command is checked against its scopes first, as the mutation is by its subgraph.
    handleCallCommands(
      socket,
      (query, variables, operationName) => opts.runQuery(query, variables, { ...context(newRequestId()), rateLimit: {} }, operationName),
      (document, operationName, variables) => scopeRefusal(auth.claims, opts.schema, document, operationName, variables),
    );
    socket.on('disconnect', () => {
      feeds.delete(socket);
      feed.close();
      presence.disconnected(userId);
    });
  });

  // Logout and suspension end the session everywhere at once: its sockets too, for good.
  const stopRevocations = opts.bus.subscribe(REVOCATION_TOPIC, (event) => {
    const { sessionId, userId } = event.data as { sessionId?: string; userId?: string };
    for (const socket of feeds.keys()) {
      const claims = socket.data.auth.claims;
      if (claims && ((sessionId && claims.sessionId === sessionId) || (userId && claims.userId === userId))) socket.disconnect(true);
    }
  });
  const stopGaps = opts.bus.onGap(() => {
    log.warn('the bus missed events; dropping socket.io connections so that clients catch up', { connections: feeds.size });
    for (const socket of feeds.keys()) socket.conn.close();
  });

  const upgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => engine.handleUpgrade(req, socket, head);
  return {
    upgrades: { [SOCKET_IO_PATH]: upgrade, [`${SOCKET_IO_PATH}/`]: upgrade },
    connectionCount: () => feeds.size,
    async close() {
      stopRevocations();
      stopGaps();
      presence.close();
      for (const feed of feeds.values()) feed.close();
      await io.close();
      log.debug('socket.io closed');
    },
  };
}

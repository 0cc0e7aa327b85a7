// graphql-ws on the gateway's /graphql path. @apollo/gateway cannot proxy subscriptions, so
// the gateway serves them itself from the bus (event-stream.ts). A connection must carry a
// live token in its connection_init payload; it is closed the moment that token is revoked
// (logout, suspension) anywhere on the platform.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  parse,
  print,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import {
  REVOCATION_TOPIC,
  authenticate,
  createLogger,
  findBadOperationInput,
  inputProblemError,
  maskErrors,
  newRequestId,
  scopeRefusal,
  withRequestId,
  type AuthContext,
  type Bus,
  type LengthLimits,
  type RevocationAnnouncement,
  type RevocationStore,
  type TokenService,
} from '@pulse/kit';
import { eventStream, type EventStreamDeps, type RealtimeContext } from './event-stream.js';
import { checkArgumentAccess } from './argument-access.js';
import { Presence, presenceStream } from './presence.js';
import { limitRules, type Limits } from '../limits.js';
import { operationChoiceError } from '../operation-choice.js';
import { spendOnSubscribe, type TokenBudget } from '../token-budget.js';

const log = createLogger('realtime');
/**
 * A signed-in socket whose session ended (logout elsewhere, all sessions revoked, account
 * deleted, suspension): the web client checks its token once and signs out with the reason.
 */
export const CLOSE_UNAUTHORIZED = 4401;
/** The close reasons of CLOSE_UNAUTHORIZED: a suspension's own words (spec 8), else the dead token's. */
export const CLOSE_REASON_SUSPENDED = 'This account has been suspended';
export const CLOSE_REASON_REVOKED = 'Invalid or expired token';
/**
 * 'Try Again Later': events may have been missed (the bus lost its connection, a lookup
 * failed). graphql-ws clients retry on it, and a reconnect is when clients catch up.
 */
export const CLOSE_RETRY = 1013;

export interface RealtimeOptions extends EventStreamDeps {
  httpServer: http.Server;
  path: string;
  limits: Limits;
  /** The declared maxima of string arguments (the supergraph's @maxLength). */
  lengthLimits: LengthLimits;
  tokens: TokenService;
  revocations: RevocationStore;
  /** API tokens' hourly budgets: a subscription spends once when it starts. */
  tokenBudget?: Pick<TokenBudget, 'subjectOf' | 'spend'>;
  clientIpOf: (req: http.IncomingMessage) => string;
  /** ERROR_DETAILS: internal errors keep their message; otherwise masked with the subscription's request id. */
  errorDetails: boolean;
  /** Other WebSocket paths served on the same HTTP server (e.g. the media-server proxy on /sfu). */
  otherUpgrades?: Record<string, (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void>;
}

interface ConnectionState {
  auth?: AuthContext;
  authorization?: string;
}

/**
 * The bus as subscriptions use it, counting each member's registered handlers: the topics are
 * listened to from the gateway's start (topics.ts), so from the moment a handler is registered
 * an event published on the bus reaches it. Tests wait on the count instead of sleeping.
 */
function countingHandlers(bus: Bus, counts: Map<string, number>): Bus {
  return {
    publish: (event) => bus.publish(event),
    publishMany: (events) => bus.publishMany(events),
    ready: () => bus.ready(),
    onGap: (listener) => bus.onGap(listener),
    heal: (readBack) => bus.heal(readBack),
    close: () => bus.close(),
    subscribe(topic, handler, reader) {
      const stop = bus.subscribe(topic, handler, reader);
      if (reader === undefined) return stop;
      counts.set(reader, (counts.get(reader) ?? 0) + 1);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        const left = counts.get(reader)! - 1;
        if (left > 0) counts.set(reader, left);
        else counts.delete(reader);
      };
    },
  };
}

export function attachRealtime(opts: RealtimeOptions): {
  close(): Promise<void>;
  connectionCount(): number;
  /** Subscriptions hearing the bus, of one member or of all (countingHandlers). */
  subscriptionCount(userId?: string): number;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  opts.httpServer.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== opts.path) {
      const other = opts.otherUpgrades && Object.hasOwn(opts.otherUpgrades, path) ? opts.otherUpgrades[path] : undefined;
      return other ? other(req, socket, head) : socket.destroy();
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const live = new Map<WebSocket, ConnectionState>();
  const presence = new Presence(opts.bus);
  const subscribed = new Map<string, number>();
  const streams = { ...opts, bus: countingHandlers(opts.bus, subscribed) };
  const stopRevocations = opts.bus.subscribe(REVOCATION_TOPIC, (event) => {
    const { sessionId, userId, apiTokenIds, reason } = event.data as RevocationAnnouncement;
    // An API token revoked on its own (Settings > Personal access tokens, an app's grant) ends its sockets too.
    const tokenIds = new Set(apiTokenIds ?? []);
    for (const [socket, state] of live) {
      const claims = state.auth?.claims;
      if (claims && (claims.sessionId === sessionId || claims.userId === userId || (claims.apiToken && tokenIds.has(claims.apiToken.id)))) {
        socket.close(CLOSE_UNAUTHORIZED, reason === 'suspended' ? CLOSE_REASON_SUSPENDED : CLOSE_REASON_REVOKED);
      }
    }
  });
  const stopGaps = opts.bus.onGap(() => {
    log.warn('the bus missed events; closing realtime connections so that clients catch up', { connections: live.size });
    for (const socket of live.keys()) socket.close(CLOSE_RETRY, 'Events were interrupted');
  });
  const rules = [...specifiedRules, ...limitRules(opts.limits)];
  const mask = maskErrors({ errorDetails: opts.errorDetails }, 'realtime');
  /**
   * Every result a socket is sent: errors of an event's execution (GraphQLErrors, whatever a
   * resolver threw) masked under the operation's request id like HTTP ones; errors of
   * operations run through the gateway (runQuery) come formatted and masked already.
   */
  const formatResult = (result: ExecutionResult, requestId: string | undefined) => {
    if (!result.errors?.length) return result;
    const errors = withRequestId(requestId ?? newRequestId(), () =>
      result.errors!.map((error): GraphQLFormattedError => (error instanceof GraphQLError ? mask(error.toJSON(), error) : (error as GraphQLFormattedError))),
    );
    return { ...result, errors };
  };

  const server = useServer<Record<string, unknown>, { state: ConnectionState }>(
    {
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        // Client-supplied JSON: an authorization that is not a string is no credential (not a crash).
        const header = params.authorization ?? params.Authorization;
        const raw = typeof header === 'string' ? header : typeof params.token === 'string' && params.token ? `Bearer ${params.token}` : undefined;
        const auth = await authenticate(raw, opts.tokens, opts.revocations);
        if (!auth.user) return false;
        const state: ConnectionState = { auth, authorization: raw };
        (ctx.extra as { state?: ConnectionState }).state = state;
        live.set(ctx.extra.socket, state);
        presence.connected(auth.user.id);
        return true;
      },
      onClose: (ctx) => {
        const state = live.get(ctx.extra.socket);
        live.delete(ctx.extra.socket);
        if (state?.auth?.user) presence.disconnected(state.auth.user.id);
      },
      onSubscribe: async (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Could not parse the operation')];
        }
        const errors = validate(opts.schema, document, rules);
        if (errors.length) return errors;
        const unchosen = operationChoiceError(document, payload.operationName);
        if (unchosen) return [unchosen];
        // Variables are the client's: a null for a non-null argument is its error, answered as
        // such, not thrown later by the argument checks (which closed the socket as internal).
        const operation = getOperationAST(document, payload.operationName);
        if (operation) {
          const coerced = getVariableValues(opts.schema, operation.variableDefinitions ?? [], payload.variables ?? {});
          if (coerced.errors) return coerced.errors;
        }
        // The same string checks as over HTTP, before an argument is looked up or subscribed to.
        const problem = findBadOperationInput(opts.schema, document, payload.variables, opts.lengthLimits);
        if (problem) return [inputProblemError(problem)];
        const state = (ctx.extra as { state: ConnectionState }).state;
        // An API token's scopes (kit's scopes.ts): subscription fields are answered here, not by a
        // subgraph, so the gateway checks them as every subgraph checks its own operations.
        const outOfScope = scopeRefusal(state.auth?.claims, opts.schema, document, payload.operationName, payload.variables);
        if (outOfScope) return [outOfScope];
        const contextValue: RealtimeContext = {
          authorization: state.authorization,
          userId: state.auth!.user!.id,
          clientIp: opts.clientIpOf(ctx.extra.request),
          userAgent: String(ctx.extra.request.headers['user-agent'] ?? ''),
          // One id per operation: its events' lookups reach the subgraphs under it.
          requestId: newRequestId(),
          interrupted: (reason) => ctx.extra.socket.close(CLOSE_RETRY, reason),
        };
        const args: ExecutionArgs = {
          schema: opts.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables ?? undefined,
          contextValue,
        };
        const refused = await checkArgumentAccess(opts.schema, opts.lookups, opts.runQuery, args);
        if (refused.length) return refused;
        // An API token's subscription spends its cost once, here; its events spend nothing.
        // Queries and mutations over the socket spend in execute (runQuery's plugin).
        if (operation?.operation === 'subscription' && opts.tokenBudget) {
          const overBudget = await spendOnSubscribe(opts.tokenBudget, state.authorization, opts.schema, document, operation);
          if (overBudget) return overBudget;
        }
        return args;
      },
      // activeUsers comes from the gateways' own connections, every other field from the bus.
      subscribe: (args) => presenceStream(presence, args, streams) ?? eventStream(streams, args),
      // Queries and mutations sent over the socket run through the gateway like HTTP ones.
      // They spend from an API token's budget as over HTTP (a box of their own: token-budget.ts).
      execute: (args) =>
        opts.runQuery(print(args.document), args.variableValues ?? {}, { ...(args.contextValue as RealtimeContext), rateLimit: {} }, args.operationName ?? undefined),
      onNext: (_ctx, _id, _payload, args, result) => formatResult(result as ExecutionResult, (args.contextValue as RealtimeContext | undefined)?.requestId),
      // graphql-ws closes a socket whose handling threw with the error's message unless isProd.
      isProd: !opts.errorDetails,
    },
    wss,
    12_000,
  );

  return {
    connectionCount: () => live.size,
    subscriptionCount: (userId) => (userId === undefined ? [...subscribed.values()].reduce((sum, n) => sum + n, 0) : (subscribed.get(userId) ?? 0)),
    async close() {
      stopRevocations();
      stopGaps();
      presence.close();
      for (const socket of live.keys()) socket.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      log.debug('realtime closed');
    },
  };
}

// Runs one subgraph: its schema over HTTP (keep-alive) at /graphql, a health check, its
// ORM and migrations, its outbox relay and its bus. A subgraph package only describes
// itself (SubgraphDefinition); everything operational lives here, once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphqlJsonParser, type GraphqlBodyAllowance } from './graphql/body-allowance.js';
import express from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { BaseSubgraphConfig, SubgraphConfig } from './config.js';
import { createOrm, migrate, type OrmEntity, type SqlMigration } from './db.js';
import { buildFederatedSchema, type FederatedSchemaSource } from './graphql/federation.js';
import { createBus, type Bus } from './bus.js';
import { OutboxEventSchema, OutboxRelay, kitMigrations } from './outbox.js';
import { REVOCATION_TOPIC, TokenService, RevocationStore, authenticate, type AuthContext } from './auth.js';
import { LoaderRegistry } from './loaders.js';
import { createLogger } from './logger.js';
import { internalErrorBody, jsonErrorHandler, maskErrors, restBodyRefusal } from './internal-errors.js';
import { leanGraphqlHandler, leanOrExpress } from './graphql/lean-http.js';
import { requestIds } from './request-id.js';
import { migratePlatform } from './platform.js';
import { pruneRateLimits } from './rate-limit.js';
import { systemClock, type Clock } from './clock.js';
import { refuseDeadTokens } from './graphql/dead-tokens.js';
import { ON_BEHALF_HEADER, isOnBehalf, scopePlugin } from './scopes.js';
import { inputGuardPlugin } from './input/operation-guard.js';
import { lengthLimitsOf } from './input/length-limits.js';
import { JobRunner, type JobWorker } from './jobs.js';
import type { PartMemberData } from './member-data/hooks.js';
import { mountMemberDataRoutes } from './member-data/export-route.js';
import { MEMBER_ERASED_TOPIC, erasureCursorMigration, startErasureReader } from './member-data/erasures.js';

const RATE_LIMIT_PRUNE_MS = 3_600_000;

export interface SubgraphServices {
  config: SubgraphConfig;
  schema: string;
  orm: MikroORM;
  bus: Bus;
  relay: OutboxRelay;
  tokens: TokenService;
  revocations: RevocationStore;
  /** Its durable-job runner, when a part lists a job worker (jobs.ts). */
  jobs?: JobRunner;
  /** What every time rule reads (kit's clock.ts): the system clock, or the one a test moves. */
  clock: Clock;
}

export interface SubgraphContext {
  /** A fresh identity map for this request. */
  em: EntityManager;
  auth: AuthContext;
  /** The Authorization header as received, for calls made on the caller's behalf. */
  authorization?: string;
  /** Another subgraph asks on the caller's behalf (scopes.ts ON_BEHALF_HEADER): the token's scopes were checked where it arrived. */
  askedOnBehalf?: boolean;
  loaders: LoaderRegistry;
  /** The client's address as forwarded by the gateway; used for rate limits only. */
  clientIp: string;
  userAgent: string;
  services: SubgraphServices;
}

interface SubgraphBase {
  /** Also the PostgreSQL schema it owns. */
  name: string;
  entities: readonly OrmEntity[];
  migrations: readonly SqlMigration[];
  /** Extra HTTP endpoints beside /graphql (uploads, files), mounted on the same server. */
  routes?: (app: express.Express, services: SubgraphServices) => void;
  /** Its durable job queues with their workers; the job runner starts only when there is one. */
  jobs?: readonly JobWorker[];
  /** Periodic work of this subgraph (e.g. sweeps), started once it is ready; the returned function stops it. */
  background?: (services: SubgraphServices) => () => Promise<void>;
  /** Bus topics its background work subscribes to, listened to from the start (parts' `listens`). */
  listens?: readonly string[];
  /** Root fields allowed a GraphQL body over 1 MB (graphql/body-allowance.ts); the gateway reads the same from the REST table. */
  graphqlBodyAllowances?: readonly GraphqlBodyAllowance[];
  /** Each part's export and erasure of a member's data (member-data/hooks.ts), in part order. */
  memberData?: readonly PartMemberData[];
  /** Told of every request carrying a verified member's token (parts' `seen`), before it runs. */
  seen?: (services: SubgraphServices, memberId: string) => Promise<void>;
}

/**
 * A subgraph describes itself: its type-graphql resolver classes (the schema is built from
 * them, and its SDL printed from them), its entities and migrations, and what runs beside.
 */
export interface SubgraphDefinition extends SubgraphBase, FederatedSchemaSource<SubgraphContext> {}

export interface RunningSubgraph {
  name: string;
  /** The SDL it serves (the same text `npm run schema` checks in as its schema.graphql). */
  sdl: string;
  url: string;
  port: number;
  services: SubgraphServices;
  stop(): Promise<void>;
}

/** The SDL printed from a subgraph's code: what `npm run schema` writes to its schema.graphql. */
export async function subgraphSdl(def: SubgraphDefinition): Promise<string> {
  return (await buildFederatedSchema(def)).sdl;
}

/** Opens the ORM and applies kit's and the subgraph's migrations. */
export async function openSubgraphOrm(def: SubgraphDefinition, databaseUrl: string, poolMax?: number): Promise<MikroORM> {
  await migratePlatform(databaseUrl);
  const orm = await createOrm({
    databaseUrl,
    schema: def.name,
    entities: [OutboxEventSchema, ...def.entities],
    // The erasure cursor is every subgraph's (member-data/erasures.ts), used or not, like the outbox.
    migrations: [...kitMigrations, erasureCursorMigration, ...def.migrations],
    poolMax,
  });
  await migrate(orm, databaseUrl, def.name);
  return orm;
}

function clientIpOf(req: http.IncomingMessage): string {
  // The gateway overwrites X-Forwarded-For with the address it saw. Subgraphs listen on
  // loopback (or a private network in docker-compose) so only the gateway reaches them;
  // anyone who can reach a subgraph directly could choose their rate-limit bucket.
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/**
 * The bus topics a subgraph listens to from the start: session revocations, its parts' `listens`,
 * and the erasure wake-up when a part erases member data (member-data/erasures.ts).
 */
export function busTopicsOf(def: SubgraphDefinition): string[] {
  return [REVOCATION_TOPIC, ...(def.listens ?? []), ...(erasesMemberData(def) ? [MEMBER_ERASED_TOPIC] : [])];
}

const erasesMemberData = (def: SubgraphDefinition): boolean => (def.memberData ?? []).some((p) => p.hooks.erase);

export async function startSubgraph(
  def: SubgraphDefinition,
  opts: { config: BaseSubgraphConfig; databaseUrl: string; port?: number; host?: string; bus?: Bus; clock?: Clock },
): Promise<RunningSubgraph> {
  const { config, databaseUrl } = opts;
  const log = createLogger(def.name);
  const orm = await openSubgraphOrm(def, databaseUrl, config.dbPoolMax);
  const erases = erasesMemberData(def);
  const bus = opts.bus ?? createBus({ databaseUrl, redisUrl: config.redisUrl, topics: busTopicsOf(def) });
  await bus.ready();
  const relay = new OutboxRelay(databaseUrl, def.name, bus);
  await relay.start();
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const revocations = new RevocationStore((sql, params) => orm.em.getConnection().execute(sql, params), bus);
  // The subgraph's own config spec made `config` (runSubgraph, testConfig, the test stack): the
  // base and its part. The type names every subgraph's part so resolvers can read theirs.
  const services: SubgraphServices = { config: config as SubgraphConfig, schema: def.name, orm, bus, relay, tokens, revocations, clock: opts.clock ?? systemClock };

  const { schema, sdl } = await buildFederatedSchema(def);
  // No HTTP caching of member data and no per-field cache hints to compute on every request.
  const plugins: ApolloServerPlugin<SubgraphContext>[] = [
    ApolloServerPluginLandingPageDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginCacheControlDisabled(),
    refuseDeadTokens<SubgraphContext>(),
    // An API token's operation outside its scopes (scopes.ts) is refused before anything runs.
    scopePlugin<SubgraphContext>(),
    // The gateway checks every string first; this is for callers that reach the subgraph directly.
    inputGuardPlugin(lengthLimitsOf(sdl)),
  ];
  const server = new ApolloServer<SubgraphContext>({
    schema,
    plugins,
    includeStacktraceInErrorResponses: config.errorDetails,
    formatError: maskErrors(config, def.name),
    // The gateway already applies CSRF rules to browsers; subgraphs only talk to it.
    csrfPrevention: false,
  });
  await server.start();

  const app = express();
  app.disable('x-powered-by');
  // The gateway's id (X-Request-Id) for every call it makes, so both logs name the same request.
  app.use(requestIds());
  app.get('/health', (_req, res) => {
    res.json({ ok: true, subgraph: def.name });
  });
  def.routes?.(app, services);
  // GET /internal/member-data/:memberId/export, signed by the caller (member-data/export-route.ts).
  mountMemberDataRoutes(app, services, def.memberData ?? []);
  const contextOf = async (req: http.IncomingMessage): Promise<SubgraphContext> => {
    const auth = await authenticate(req.headers.authorization, tokens, revocations);
    if (auth.user && def.seen) await def.seen(services, auth.user.id);
    return {
      em: orm.em.fork(),
      auth,
      authorization: req.headers.authorization,
      askedOnBehalf: auth.claims?.scopes ? isOnBehalf(config.jwtSecret, req.headers.authorization, req.headers[ON_BEHALF_HEADER]) : false,
      loaders: new LoaderRegistry(),
      clientIp: clientIpOf(req),
      userAgent: String(req.headers['user-agent'] ?? ''),
      services,
    };
  };
  // What the lean path below does not serve (another content type or encoding, a path under /graphql/).
  app.use('/graphql', ...graphqlJsonParser(def.graphqlBodyAllowances ?? []), expressMiddleware(server, { context: ({ req }) => contextOf(req) }));
  app.use(jsonErrorHandler(config, def.name));

  // The gateway's calls (plain JSON POSTs to /graphql) skip Express, as at the gateway (lean-http.ts).
  const lean = leanGraphqlHandler<SubgraphContext>({
    server,
    allowances: def.graphqlBodyAllowances ?? [],
    context: contextOf,
    // As jsonErrorHandler answers the Express parser's refusals.
    bodyRefusal: (kind) => restBodyRefusal(kind === 'too-large'),
    internalError: (error) => internalErrorBody(config, error, log),
  });
  const httpServer = http.createServer(leanOrExpress(lean, app));
  httpServer.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => httpServer.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/graphql`;
  log.info('subgraph listening', { url });
  // Before the background work, which may enqueue; started without waiting (enqueue waits for it).
  if (def.jobs?.length) services.jobs = new JobRunner(services, { name: def.name, databaseUrl, workers: def.jobs });
  const stopBackground = def.background?.(services);
  // Every account deletion, in commit order, even those made while this subgraph was down.
  const stopErasures = erases ? startErasureReader(services, def.memberData ?? []) : undefined;
  // A counter older than twice the longest window this subgraph uses can never refuse anything again.
  const pruneCounters = () =>
    pruneRateLimits(orm.em.fork(), services, config.rateLimitRetentionSeconds).catch((error) => log.warn('rate-limit prune failed', { error: String(error) }));
  void pruneCounters();
  const pruneTimer = setInterval(() => void pruneCounters(), RATE_LIMIT_PRUNE_MS);
  pruneTimer.unref();

  return {
    name: def.name,
    sdl,
    url,
    port,
    services,
    async stop() {
      clearInterval(pruneTimer);
      await stopBackground?.();
      await stopErasures?.();
      await services.jobs?.stop();
      await server.stop();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await relay.stop();
      revocations.close();
      if (!opts.bus) await bus.close();
      await orm.close();
    },
  };
}

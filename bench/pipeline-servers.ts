// The servers of bench/request-pipeline.ts that are not ours: the bare graphql-js + pg handler
// (the least a GraphQL server can do for the answer), the bare 2-fetch proxy (the least a
// gateway can do for the joined answer) and Hive Gateway on the same supergraph. The bench
// starts them in its own thread (--mode thread) or, by default, each as a process of its own
// like the services `npm start` runs:
//
//   node --import tsx bench/pipeline-servers.ts bare <databaseUrl>
//   node --import tsx bench/pipeline-servers.ts bare-gateway <social url> <accounts url>
//   node --import tsx bench/pipeline-servers.ts hive <supergraph file> dedupe|no-dedupe
//
// A child sends `{ url }` over its IPC channel once it listens and stops on SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql } from 'graphql';
import pg from 'pg';
import { Agent, request } from 'undici';

export interface ServingTarget {
  url: string;
  stop(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** A plain HTTP server that answers every request with `answer`'s JSON for the request's parsed JSON body (500 with the error's text when it throws). */
function jsonServer(answer: (body: Record<string, unknown>, req: http.IncomingMessage) => Promise<unknown>): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const text = JSON.stringify(await answer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>, req));
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      })().catch((error) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
}

async function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
}

/** The least a server can do: graphql-js over a pg pool, no framework, no auth, nothing cached. */
export async function startBareHandler(databaseUrl: string): Promise<ServingTarget> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const Post = new GraphQLObjectType({
    name: 'Post',
    fields: { id: { type: new GraphQLNonNull(GraphQLID) }, content: { type: new GraphQLNonNull(GraphQLString) } },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        post: {
          type: Post,
          args: { id: { type: new GraphQLNonNull(GraphQLID) } },
          // The same visibility rule as social's for a reader who is not the author: published only.
          resolve: async (_root, args: { id: string }) =>
            (await pool.query(`SELECT id, content FROM social.posts WHERE id = $1 AND status = 'POSTED'`, [args.id])).rows[0] ?? null,
        },
      },
    }),
  });
  const server = jsonServer(({ query, variables, operationName }) =>
    graphql({ schema, source: String(query), variableValues: variables as Record<string, unknown>, operationName: operationName as string | undefined }),
  );
  const url = await listen(server);
  return {
    url,
    async stop() {
      await close(server);
      await pool.end();
    },
  };
}

// The two subgraph queries a query planner makes of `post(id) { id content user { name } }`
// (Apollo Gateway's plan, printed by it: the post with the author's key, then the author by
// that key), so the subgraphs do the same work as under our gateway and Hive.
const POST_FETCH = 'query Post__social__0($id:ID!){post(id:$id){id content user{__typename id}}}';
const USER_FETCH = 'query Post__accounts__1($representations:[_Any!]!){_entities(representations:$representations){...on User{name}}}';

/**
 * The least a gateway can do for the joined answer: no parsing, validation, planning or result
 * shaping, only this one query's two fetches hard-wired (the caller's token forwarded over
 * undici's keep-alive pool, as our gateway's data source does) and the answer merged by hand.
 * What any federation gateway pays at least for this answer: the subgraph calls and two hops.
 */
export async function startBareGateway(socialUrl: string, accountsUrl: string): Promise<ServingTarget> {
  const agent = new Agent({ keepAliveTimeout: 60_000, connections: 128, pipelining: 1 });
  const post = async (url: string, authorization: string, query: string, variables: unknown) => {
    const answer = await request(url, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query, variables }),
    });
    return (await answer.body.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const server = jsonServer(async (body, req) => {
    const { id } = body.variables as { id: string };
    const authorization = req.headers.authorization ?? '';
    const first = await post(socialUrl, authorization, POST_FETCH, { id });
    const found = first.data?.post as { id: string; content: string; user: { __typename: string; id: string } } | null;
    if (!found) return { data: { post: null } };
    const second = await post(accountsUrl, authorization, USER_FETCH, { representations: [{ __typename: 'User', id: found.user.id }] });
    const [user] = (second.data?._entities ?? [null]) as ({ name: string } | null)[];
    return { data: { post: { id: found.id, content: found.content, user: user ? { name: user.name } : null } } };
  });
  const url = await listen(server);
  return {
    url,
    async stop() {
      await close(server);
      await agent.close();
    },
  };
}

/**
 * Hive Gateway's runtime on a supergraph whose subgraph URLs are where the services listen,
 * forwarding the caller's token as ours does; the reason instead when the package cannot be
 * loaded. By default its HTTP executor merges identical subgraph queries in flight at once
 * (same URL, body and headers), which this bench's one repeated query with one token hands it
 * on every fetch; ours sends each request's own (docs/decisions.md), so Hive is measured both ways.
 */
export async function startHive(supergraphSdl: string, dedupe: boolean): Promise<ServingTarget | string> {
  let runtime: typeof import('@graphql-hive/gateway');
  try {
    runtime = await import('@graphql-hive/gateway');
  } catch (error) {
    return `@graphql-hive/gateway could not be loaded: ${String(error)}`;
  }
  const gateway = runtime.createGatewayRuntime({
    supergraph: supergraphSdl,
    logging: false,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: false,
    propagateHeaders: {
      fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') ?? '' }),
    },
    ...(dedupe ? {} : { transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } } }),
  });
  // The runtime is a Node request listener that returns a promise (it answers on `res` itself).
  const server = http.createServer((req, res) => void gateway(req, res));
  const url = await listen(server);
  return {
    url,
    async stop() {
      await close(server);
      await gateway.dispose();
    },
  };
}

/** The supergraph with each named subgraph's URL replaced by where it listens. */
export function withSubgraphUrls(supergraphSdl: string, urls: Record<string, string>): string {
  return supergraphSdl.replace(/@join__graph\(name: "([^"]+)", url: "[^"]*"\)/g, (whole, name: string) =>
    urls[name] ? `@join__graph(name: "${name}", url: "${urls[name]}")` : whole,
  );
}

async function serveAsChild(argv: string[]): Promise<void> {
  const [kind, arg, option] = argv;
  let target: ServingTarget | string;
  if (kind === 'bare' && arg) target = await startBareHandler(arg);
  else if (kind === 'bare-gateway' && arg && option) target = await startBareGateway(arg, option);
  else if (kind === 'hive' && arg && (option === 'dedupe' || option === 'no-dedupe')) target = await startHive(readFileSync(arg, 'utf8'), option === 'dedupe');
  else throw new Error('usage: pipeline-servers.ts bare <databaseUrl> | bare-gateway <social url> <accounts url> | hive <supergraph file> dedupe|no-dedupe');
  if (typeof target === 'string') {
    process.send!({ unavailable: target });
    return;
  }
  const running = target;
  process.once('SIGTERM', () => void running.stop().finally(() => process.exit(0)));
  process.send!({ url: running.url });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.send) throw new Error('pipeline-servers.ts runs as a child of bench/request-pipeline.ts (it reports over IPC)');
  await serveAsChild(process.argv.slice(2));
}

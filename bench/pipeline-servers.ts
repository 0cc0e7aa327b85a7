// The two servers of bench/request-pipeline.ts that are not ours: the bare graphql-js + pg
// handler (the least a GraphQL server can do for the answer) and Hive Gateway on the same
// supergraph. The bench starts them in its own thread (--mode thread) or, by default, each as
// a process of its own like the services `npm start` runs:
//
//   node --import tsx bench/pipeline-servers.ts bare <databaseUrl>
//   node --import tsx bench/pipeline-servers.ts hive <supergraph file> dedupe|no-dedupe
//
// A child sends `{ url }` over its IPC channel once it listens and stops on SIGTERM.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql } from 'graphql';
import pg from 'pg';

export interface ServingTarget {
  url: string;
  stop(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
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
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const result = await graphql({ schema, source: query, variableValues: variables, operationName });
        const text = JSON.stringify(result);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      })().catch((error) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  const url = await listen(server);
  return {
    url,
    async stop() {
      await close(server);
      await pool.end();
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
  else if (kind === 'hive' && arg && (option === 'dedupe' || option === 'no-dedupe')) target = await startHive(readFileSync(arg, 'utf8'), option === 'dedupe');
  else throw new Error('usage: pipeline-servers.ts bare <databaseUrl> | hive <supergraph file> dedupe|no-dedupe');
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

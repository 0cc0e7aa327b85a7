// How the gateway calls a subgraph: one POST over undici's pooled keep-alive client (fetcher.ts),
// forwarding the caller (token, address, user agent) and the request's id.
//
// It implements Apollo Gateway's GraphQLDataSource itself rather than extending
// RemoteGraphQLDataSource: for every fetch that class builds node-fetch Headers twice, a
// node-fetch Request (URL parsing, a body stream) that only its error hooks receive, a plain
// copy of the headers, and then the Fetcher adapter turns undici's answer back into a
// fetch-like Response. Here the headers are one object and the answer is read straight from
// undici (bench:pipeline, docs/performance.md). What it answers is RemoteGraphQLDataSource's:
// the same body (`query`, `variables`, `operationName`), the subgraph's JSON answer as it is,
// a non-2xx answer as a GraphQLError `<status>: <status text>` with the response in its
// extensions (401 UNAUTHENTICATED, 403 FORBIDDEN), and the failures below. The subgraph's
// Cache-Control is not read: the gateway computes no cache policy (cache control is off).
import { STATUS_CODES } from 'node:http';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ON_BEHALF_HEADER, REQUEST_ID_HEADER, createLogger, currentRequestId, onBehalfProof } from '@pulse/kit';
import type { GatewayContext } from './context.js';
import { postToSubgraph } from './fetcher.js';
import type { PublicUserCache } from './subscriptions/public-user-cache.js';

const log = createLogger('gateway');

type GatewayGraphQLResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

export class SubgraphSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    readonly serviceName: string,
    readonly url: string,
    /** accounts only: members' public cards, read by realtime event lookups (public-user-cache.ts). */
    private readonly cards?: PublicUserCache,
    /** The secret the subgraphs share (JWT_SECRET), to sign a realtime lookup as asked on the subscriber's behalf. */
    private readonly onBehalfSecret?: string,
  ) {}

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const { request, context } = options;
    // A realtime lookup names its event; only those read cards (an HTTP query always asks).
    if (!this.cards || !('eventId' in context) || !context.eventId || !request.query) return this.fetch(options);
    const known = this.cards.answer(request.query, request.variables);
    if (known) return known as GatewayGraphQLResponse;
    const since = this.cards.epoch();
    const answer = await this.fetch(options);
    this.cards.remember(request.query, request.variables, answer, since);
    return answer;
  }

  private async fetch({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (!request.query) throw new Error('Missing query');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // Headers the executor itself asks for (a trace header when inline tracing is on; it is off).
    if (request.http?.headers) for (const [name, value] of request.http.headers) headers[name.toLowerCase()] = value;
    if ('authorization' in context && context.authorization) headers.authorization = context.authorization;
    // A realtime event's lookup (it names its event) is the gateway's own question, asked for a
    // subscription whose whole document was checked against an API token's scopes when it began
    // (realtime-server.ts, socket-io/feed.ts). Its root field is the lookup's, not the
    // subscriber's: a message's sender is fetched with user(id), which would ask profile:read of
    // a token that holds messages:read. So it goes on the subscriber's behalf, as one subgraph
    // asks another (kit's scopes.ts); the token and its member are checked as ever.
    if (this.onBehalfSecret && 'eventId' in context && context.eventId && headers.authorization) {
      headers[ON_BEHALF_HEADER] = onBehalfProof(this.onBehalfSecret, headers.authorization);
    }
    if ('clientIp' in context && context.clientIp) headers['x-forwarded-for'] = context.clientIp;
    if ('userAgent' in context && context.userAgent) headers['user-agent'] = context.userAgent;
    // The subgraph logs under the same id, so one id finds a failure in both logs.
    const requestId = currentRequestId() ?? ('requestId' in context ? context.requestId : undefined);
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const { query, variables, operationName, extensions } = request;

    let answer: Awaited<ReturnType<typeof postToSubgraph>>;
    try {
      answer = await postToSubgraph(this.url, headers, JSON.stringify({ query, variables, operationName, extensions }));
    } catch (error) {
      throw this.unavailable(error as Error);
    }
    const { status, contentType, text } = answer;
    const json = !!contentType && (contentType.startsWith('application/json') || contentType.startsWith('application/graphql-response+json'));
    let body: unknown;
    try {
      body = json ? JSON.parse(text) : text;
    } catch (error) {
      throw this.failed(error as Error, status);
    }
    if (status < 200 || status >= 300) {
      const statusText = STATUS_CODES[status] ?? String(status);
      const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : undefined;
      const extensionsOf = { response: { url: this.url, status, statusText, body }, ...(code ? { code } : {}) };
      throw this.failed(new GraphQLError(`${status}: ${statusText}`, { extensions: extensionsOf }), status);
    }
    if (typeof body !== 'object' || body === null) throw this.failed(new Error(`Expected JSON response body, but received: ${String(body)}`), status);
    return body as GatewayGraphQLResponse;
  }

  /**
   * A subgraph that cannot be reached (down, restarting) or fails as a whole (5xx, not JSON)
   * fails only its own fields, with an error that says which service: the client sees
   * SERVICE_UNAVAILABLE and `service`, not a masked internal error. A 4xx is the subgraph's
   * own answer and passes unchanged.
   */
  private failed(error: Error, status: number): Error {
    return status < 500 ? error : this.unavailable(error, status);
  }

  private unavailable(error: Error, status?: number): GraphQLError {
    log.warn('subgraph unavailable', { service: this.serviceName, status, error: error.message });
    return new GraphQLError(`The ${this.serviceName} service is unavailable; try again shortly`, {
      extensions: { code: 'SERVICE_UNAVAILABLE', service: this.serviceName },
    });
  }
}

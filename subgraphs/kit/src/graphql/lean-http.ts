// POST /graphql with a plain JSON body, served without Express (issue 17, item 9). Every
// federated query and every realtime payload lookup is one such request at the gateway and
// one or more at the subgraphs; profiled, Express's router and middleware chain and its JSON
// parser were about a quarter of the gateway's CPU per request (docs/performance.md, "The
// request pipeline"). This path does what those did for this one kind of request, in a few
// function calls: the request id, the caller's headers (`prepare`: security, CORS), admission
// (`admit`: the gateway's per-member budget, before the body is read), the body read under
// the same size rules as the Express parser (graphqlBodyLimits), the same strict JSON parse,
// then Apollo Server's executeHTTPGraphQLRequest (what @as-integrations/express5 calls) and
// the answer written as it gives it. Everything else (GET, multipart, another content type or
// encoding, any other path) goes to the Express app as before: `leanOrExpress`.
// Why beside Express and not instead of it: docs/decisions.md "A lean HTTP path for POST /graphql".
import type http from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '../request-id.js';
import { graphqlBodyLimits, type GraphqlBodyAllowance } from './body-allowance.js';

/** The refusals of the body, as each endpoint words them (the gateway in GraphQL's shape, subgraphs as their REST errors). */
export type GraphqlBodyRefusal = 'malformed' | 'too-large';

export interface LeanGraphqlOptions<C extends BaseContext> {
  server: ApolloServer<C>;
  /** Root fields allowed a body over 1 MB, as graphqlJsonParser takes them. */
  allowances: readonly GraphqlBodyAllowance[];
  context(req: http.IncomingMessage): Promise<C>;
  /** Headers every answer carries (security headers, CORS), set first, under the request's id. */
  prepare?(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Before the body is read: true when the request may go on (perhaps after waiting its turn),
   * false when it has been answered (refused) or its client is gone.
   */
  admit?(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  /** The JSON answer to a body that cannot be served: 400 malformed, 413 too large. */
  bodyRefusal(kind: GraphqlBodyRefusal): unknown;
  /** The JSON answer (status 500) to an error nothing else answered; logs it. */
  internalError(error: unknown): unknown;
}

// application/json, optionally with a UTF-8 charset: what every GraphQL client sends. Another
// charset (body-parser answers 415), a compressed body (body-parser inflates it) or a JSON
// subtype stay with Express, whose parser knows them.
const PLAIN_JSON = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*"?utf-8"?[ \t]*)?$/i;

/** Whether this request is one the lean path serves: POST /graphql, plain JSON, not compressed. */
export function isLeanGraphqlRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  if ((query === -1 ? url : url.slice(0, query)) !== '/graphql') return false;
  if (req.headers['content-encoding'] !== undefined) return false;
  const type = req.headers['content-type'];
  return type !== undefined && PLAIN_JSON.test(type);
}

/** The server's request listener: the lean path for its requests, the Express app for all others. */
export function leanOrExpress(lean: http.RequestListener, app: http.RequestListener): http.RequestListener {
  return (req, res) => (isLeanGraphqlRequest(req) ? lean(req, res) : app(req, res));
}

/** A JSON answer, as Express's res.json writes it (without its ETag: no client revalidates a POST). */
export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

const TOO_LARGE = Symbol('too large');
const GONE = Symbol('client gone');

/**
 * The body, or TOO_LARGE past `max` bytes (declared or received: the rest is not kept, and
 * Node discards it once the answer is sent, as with body-parser), or GONE when the client
 * went away first.
 */
function readBody(req: http.IncomingMessage, max: number): Promise<Buffer | typeof TOO_LARGE | typeof GONE> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > max) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (result: Buffer | typeof TOO_LARGE | typeof GONE) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > max) {
        req.pause();
        done(TOO_LARGE);
      } else chunks.push(chunk);
    };
    const onEnd = () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length));
    const onGone = () => done(GONE);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

const NOT_JSON = Symbol('not JSON');

/** body-parser's strict JSON: an empty body is `{}`, anything else must be an object or array. */
function parseJson(buffer: Buffer): unknown {
  let text = buffer.toString('utf8');
  // iconv-lite, which body-parser decodes with, drops a byte order mark.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length === 0) return {};
  if (!/^[ \t\n\r]*[{[]/.test(text)) return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The request listener of the lean path (see the top of this file). */
export function leanGraphqlHandler<C extends BaseContext>(opts: LeanGraphqlOptions<C>): http.RequestListener {
  const limits = graphqlBodyLimits(opts.allowances);

  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (opts.admit && !(await opts.admit(req, res))) return;
    const body = await readBody(req, limits.max);
    if (body === GONE) return;
    if (body === TOO_LARGE) return sendJson(res, 413, opts.bodyRefusal('too-large'));
    const parsed = parseJson(body);
    if (parsed === NOT_JSON) return sendJson(res, 400, opts.bodyRefusal('malformed'));
    if (!limits.admits(body.length, parsed)) return sendJson(res, 413, opts.bodyRefusal('too-large'));

    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const response = await opts.server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query === -1 ? '' : url.slice(query), body: parsed },
      context: () => opts.context(req),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.setHeader('Content-Length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };

  const run = (req: http.IncomingMessage, res: http.ServerResponse) =>
    serve(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, opts.internalError(error));
    });

  return (req, res) => {
    const id = requestIdOf(req.headers);
    res.setHeader(REQUEST_ID_HEADER, id);
    // Everything awaited in `serve` (a turn given by another request's end included) continues under this id.
    withRequestId(id, () => {
      opts.prepare?.(req, res);
      void run(req, res);
    });
  };
}

// A media endpoint is plain HTTP beside /graphql, but it must apply the same rules as a
// resolver: the same token checks and a context its domain code (access checks, rate
// limits, creating rows) can take as if it were a GraphQL request.
import type http from 'node:http';
import type { AuthContext } from '../auth.js';
import { LoaderRegistry } from '../loaders.js';
import type { SubgraphContext, SubgraphServices } from '../subgraph.js';

/** The address the gateway saw (it overwrites X-Forwarded-For); rate limits only. */
export function forwardedClientIp(req: http.IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** What a GraphQL resolver would get for this request. */
export function mediaRequestContext(req: http.IncomingMessage, auth: AuthContext, services: SubgraphServices): SubgraphContext {
  return {
    em: services.orm.em.fork(),
    auth,
    authorization: req.headers.authorization,
    loaders: new LoaderRegistry(),
    clientIp: forwardedClientIp(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
    services,
  };
}

import type { RateLimitBox } from './token-budget.js';

// What the gateway knows about a request. It does not decide who the caller is: it only
// carries the bearer token to the subgraphs, which verify it themselves.
export interface GatewayContext {
  authorization?: string;
  clientIp: string;
  userAgent?: string;
  /**
   * The request's id (kit's request-id.ts), passed to every subgraph call it makes. HTTP
   * requests have it from their X-Request-Id; a subscription gets one when it starts.
   */
  requestId?: string;
  /** /graphql over HTTP only: the media type the answer takes (the client's Accept), which decides a request error's status. */
  responseMediaType?: string;
  /**
   * Present on a request a client made (/graphql, a REST shim, an operation over the socket):
   * an API token's operation spends its points and the answer reports them here
   * (token-budget.ts). Absent on the gateway's own lookups (subscription events), which spend nothing.
   */
  rateLimit?: RateLimitBox;
}

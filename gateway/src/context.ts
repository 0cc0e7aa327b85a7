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
}

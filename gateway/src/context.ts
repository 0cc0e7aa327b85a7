// What the gateway knows about a request. It does not decide who the caller is: it only
// carries the bearer token to the subgraphs, which verify it themselves.
export interface GatewayContext {
  authorization?: string;
  clientIp: string;
  userAgent?: string;
}

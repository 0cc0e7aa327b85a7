// Headers on every HTTP request to the API. The gateway rejects requests without
// `apollo-require-preflight` (CSRF: a plain form post cannot set it).

export function requestHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export function connectionParams(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The subscription endpoint on the page's own origin (ws:// or wss:// to match the page). */
export function realtimeUrl(location: { protocol: string; host: string }, path = '/graphql'): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

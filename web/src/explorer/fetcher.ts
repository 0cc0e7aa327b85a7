// How the explorer talks to the API: HTTP POST for queries and mutations (with the CSRF
// header and the member's token when signed in here), graphql-ws for subscriptions.
import type { GraphiQLProps } from 'graphiql';
import { getOperationAST, GraphQLError, parse } from 'graphql';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { connectionParams, realtimeUrl, requestHeaders } from '../apollo/headers';
import { readToken } from '../session/token-store';

type Fetcher = GraphiQLProps['fetcher'];
type FetcherParams = Parameters<Fetcher>[0];

function isSubscription(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    // Let the server report the syntax error in its own words.
    return false;
  }
}

/** One socket per Authorization typed in the Headers tab ('' = the member signed in here, if any). */
const sockets = new Map<string, Client>();
function realtime(authorization: string): Client {
  let socket = sockets.get(authorization);
  if (!socket) {
    socket = createClient({
      url: realtimeUrl(window.location),
      connectionParams: () => {
        if (authorization) return { authorization };
        const token = readToken();
        return token ? connectionParams(token) : {};
      },
    });
    sockets.set(authorization, socket);
  }
  return socket;
}

/** The Authorization header typed in the explorer's Headers tab, whatever its case. */
export function typedAuthorization(headers: Record<string, unknown> | undefined): string {
  for (const [name, value] of Object.entries(headers ?? {})) if (name.toLowerCase() === 'authorization' && typeof value === 'string') return value;
  return '';
}

export const explorerFetcher: Fetcher = (params, options) => {
  if (isSubscription(params.query, params.operationName)) {
    // Subscriptions use the token typed in the Headers tab too, as queries do.
    return realtime(typedAuthorization(options?.headers)).iterate({
      query: params.query,
      variables: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    }) as AsyncIterableIterator<ExecutionResult>;
  }
  return postOperation(params, options?.headers);
};

/** What the explorer shows for an answer that is not a GraphQL result (a proxy's error page, say). */
function notAResult(response: Response): ExecutionResult {
  return { errors: [new GraphQLError(`HTTP ${response.status}: ${response.statusText || 'not a GraphQL response'}`)] };
}

function isExecutionResult(body: unknown): body is ExecutionResult {
  return typeof body === 'object' && body !== null && ('data' in body || 'errors' in body);
}

async function postOperation(params: FetcherParams, extraHeaders: Record<string, unknown> | undefined): Promise<ExecutionResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    ...requestHeaders(readToken()),
  };
  // Headers typed in the explorer's header editor win, so a developer can try another token.
  for (const [name, value] of Object.entries(extraHeaders ?? {})) if (typeof value === 'string') headers[name] = value;
  const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(params) });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return notAResult(response);
  }
  return isExecutionResult(body) ? body : notAResult(response);
}

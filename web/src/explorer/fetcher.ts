// How the explorer talks to the API: HTTP POST for queries and mutations (with the CSRF
// header and the member's token when signed in here), graphql-ws for subscriptions.
import type { GraphiQLProps } from 'graphiql';
import { getOperationAST, parse } from 'graphql';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { connectionParams, realtimeUrl, requestHeaders } from '../apollo/headers';
import { readToken } from '../session/token-store';

type Fetcher = GraphiQLProps['fetcher'];

function isSubscription(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'subscription';
  } catch {
    // Let the server report the syntax error in its own words.
    return false;
  }
}

let socket: Client | null = null;
function realtime(): Client {
  socket ??= createClient({
    url: realtimeUrl(window.location),
    connectionParams: () => {
      const token = readToken();
      return token ? connectionParams(token) : {};
    },
  });
  return socket;
}

export const explorerFetcher: Fetcher = (params, options) => {
  if (isSubscription(params.query, params.operationName)) {
    return realtime().iterate({ query: params.query, variables: params.variables ?? undefined, operationName: params.operationName ?? undefined }) as AsyncIterableIterator<ExecutionResult>;
  }
  return fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...requestHeaders(readToken()),
      // Headers typed in the explorer's header editor win, so a developer can try another token.
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  }).then((response) => response.json());
};

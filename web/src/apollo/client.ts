// One Apollo client for the app: HTTP for queries and mutations, the realtime socket for
// subscriptions. The token is read per request so sign-in and sign-out apply at once.
import { ApolloClient, HttpLink, InMemoryCache, from, split, type NormalizedCacheObject } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { DEAD_TOKEN_MESSAGES } from '../errors/graphql-errors';
import { feedTypePolicies, mergeTypePolicies } from '../feed/feed-cache';
import { discoveryTypePolicies } from '../discovery/discovery-cache';
import { e2eeTypePolicies } from '../e2ee/cache-policy';
import { messagingTypePolicies } from '../messages/cache-policies';
import { SessionScope } from '../session/session-scope';
import { readToken } from '../session/token-store';
import { requestHeaders } from './headers';
import { RealtimeConnection } from './realtime';

export const GRAPHQL_PATH = '/graphql';

type TokenRejectedListener = (token: string) => void;

export interface PulseApollo {
  client: ApolloClient<NormalizedCacheObject>;
  realtime: RealtimeConnection;
  /** The signed-in session's background work, ended on sign-out before the store is cleared. */
  session: SessionScope;
  /** Called when the API says the token a request carried is dead (revoked, expired, malformed). */
  onTokenRejected(listener: TokenRejectedListener): () => void;
}

export function createPulseApollo(): PulseApollo {
  const realtime = new RealtimeConnection();
  const listeners = new Set<TokenRejectedListener>();

  const auth = setContext((_, { headers }) => {
    const token = readToken();
    return { token, headers: { ...(headers as Record<string, string> | undefined), ...requestHeaders(token) } };
  });

  const rejected = onError(({ graphQLErrors, networkError, operation }) => {
    const token = operation.getContext().token as string | null | undefined;
    if (!token) return;
    const messages = [...(graphQLErrors ?? []).map((e) => e.message), networkError?.message ?? ''];
    if (messages.some((m) => DEAD_TOKEN_MESSAGES.some((marker) => m.includes(marker)))) {
      listeners.forEach((l) => l(token));
    }
  });

  const http = new HttpLink({ uri: GRAPHQL_PATH });

  const transport = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    realtime.apolloLink,
    from([auth, rejected, http]),
  );

  const client = new ApolloClient({
    link: transport,
    cache: new InMemoryCache({ typePolicies: mergeTypePolicies(messagingTypePolicies, e2eeTypePolicies, feedTypePolicies, discoveryTypePolicies) }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });

  return {
    client,
    realtime,
    session: new SessionScope(),
    onTokenRejected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// GraphQL over HTTP as its specification (and graphql-http's audit of it) has it, on top of
// Apollo Server:
// - A request names one operation to run, or answers OPERATION_RESOLUTION_FAILURE before
//   anything is planned (operation-choice.ts).
// - The status of a request error (the document could not be parsed, validated, given its
//   variables, or found: nothing ran, the answer has no `data`) follows the media type the
//   client accepts. application/json: 200, because clients of that older format take any
//   other status for a transport failure; application/graphql-response+json: 400, which is
//   what that format is for. A document whose operation cannot be chosen is 400 in both.
//   Apollo answers 400 to both (and 200 to an unknown persisted
//   query, for Apollo Client's APQ link: it gives up persisted queries after a 400, and it
//   asks for application/json). Malformed HTTP requests (not JSON, a missing or non-string
//   query, a CSRF-blocked request) stay 400 under both: they are not GraphQL requests yet.
// - A subscription sent over HTTP is 400 BAD_REQUEST naming where subscriptions run: they are
//   served over graphql-ws on the same path, and @apollo/gateway's executor otherwise throws
//   'Execution of subscriptions not supported by gateway' (a 500; issue 18's probe).
// - Apollo's own request errors that carry a 4xx but no code (an unsupported persisted-query
//   version, a hash that does not match its query) are BAD_REQUEST, not INTERNAL_SERVER_ERROR.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context.js';
import { OPERATION_RESOLUTION_FAILURE, operationChoiceError } from './operation-choice.js';

export const SUBSCRIPTION_OVER_HTTP = 'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP';

export const APPLICATION_JSON = 'application/json';
export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
/** The media types a GraphQL answer can take, in Apollo's order of preference when the client has none. */
export const GRAPHQL_MEDIA_TYPES = [APPLICATION_JSON, GRAPHQL_RESPONSE_JSON];

/** Codes of errors that stop a request before execution (our limit rules' codes included). */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'BAD_USER_INPUT',
  OPERATION_RESOLUTION_FAILURE,
  'PERSISTED_QUERY_NOT_FOUND',
]);

/** The status of an answer with these errors and no data, in this media type; undefined when it is not a request error. */
export function requestErrorStatus(errors: readonly GraphQLFormattedError[], mediaType: string | undefined): number | undefined {
  if (!mediaType || !errors.length || !errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)))) return undefined;
  // Issue 11 asks for a 400 here in every media type: no client can mistake "name the
  // operation" for a transport failure it should retry, and the audit has no SHOULD for it.
  if (errors.some((e) => e.extensions?.code === OPERATION_RESOLUTION_FAILURE)) return 400;
  // So are the edge's string refusals (a NUL, a lone surrogate, a string over its maximum:
  // kit's input guard, which names the `reason`): the issue asks for a 400, and they are our
  // rules, not the specification's parse, validation or variable errors the audit covers.
  if (errors.some((e) => typeof e.extensions?.reason === 'string')) return 400;
  return mediaType === GRAPHQL_RESPONSE_JSON ? 400 : 200;
}

export function graphqlOverHttp(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operation }) {
          const error = operationChoiceError(document, request.operationName, { http: { status: 400 } });
          if (error) throw error;
          if (operation?.operation === 'subscription') throw new GraphQLError(SUBSCRIPTION_OVER_HTTP, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== undefined || !errors) return;
          const status = requestErrorStatus(errors, contextValue.responseMediaType);
          if (status) response.http.status = status;
        },
      };
    },
  };
}

/** formatError's step for Apollo's code-less request errors (see above). */
export function withRequestErrorCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const original = (error as GraphQLError | undefined)?.extensions;
  const status = (original?.http as { status?: number } | undefined)?.status;
  if (original?.code !== undefined || status === undefined || status < 400 || status >= 500) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
}

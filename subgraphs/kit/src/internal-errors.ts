// Internal errors, answered the same way by every process: a generic message, the stable code
// INTERNAL_SERVER_ERROR and the request's id (request-id.ts); the details (message, stack,
// the SQL and its values of a database error) go only to the log, under that id. ERROR_DETAILS
// (`npm run dev`) puts the real message, and the stack, in the answer as well.
import type express from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorConfig } from './config.js';
import { isClientError } from './errors.js';
import { createLogger, type Logger } from './logger.js';
import { currentRequestId, newRequestId } from './request-id.js';

/** The codes whose messages are about the request itself (its document, its variables): shown as they are. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** What every process answers for an internal error unless ERROR_DETAILS is on. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Apollo's formatError for the gateway and the subgraphs. Client errors pass as they are. An
 * internal error is logged with its message and stack (for a database error: the SQL and its
 * values) under the request's id, and answered as `Internal server error`, code
 * INTERNAL_SERVER_ERROR and that `requestId`; with ERROR_DETAILS (`npm run dev`) the answer
 * keeps its message (and Apollo adds the stack).
 */
export function maskErrors(config: ErrorConfig, logName: string) {
  const log = createLogger(logName);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = (error as { originalError?: unknown })?.originalError ?? error;
    if (isClientError(original) || isClientError(formatted)) return formatted;
    if (REQUEST_ERROR_CODES.has(String(formatted.extensions?.code))) return formatted;
    // Outside a request (never expected) the error still gets an id to find its log line by.
    const requestId = currentRequestId() ?? newRequestId();
    log.error('internal error', { requestId, message: formatted.message, path: formatted.path, stack: (original as Error)?.stack });
    if (config.errorDetails) return { ...formatted, extensions: { ...formatted.extensions, requestId } };
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    };
  };
}

/**
 * The last handler of an Express app: an error no route answered becomes a JSON answer
 * (Express's own page shows the stack outside NODE_ENV=production). A client error of the body
 * parser keeps its status; anything else is logged under the request id and masked.
 */
export function jsonErrorHandler(config: ErrorConfig, logName: string): express.ErrorRequestHandler {
  const log = createLogger(logName);
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json(restBodyRefusal(status === 413));
      return;
    }
    res.status(500).json(internalErrorBody(config, error, log));
  };
}

/** The REST-style answer to a body that cannot be served (too large, or not JSON); kit's lean /graphql path answers the same. */
export function restBodyRefusal(tooLarge: boolean): { message: string; code: 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST' } {
  return tooLarge ? { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' } : { message: 'Malformed request', code: 'BAD_REQUEST' };
}

/** The REST-style answer (`{message, code, requestId}`) of an internal error, logged first under the request's id. */
export function internalErrorBody(
  config: ErrorConfig,
  error: unknown,
  log: Logger,
): { message: string; code: 'INTERNAL_SERVER_ERROR'; requestId: string; stack?: string } {
  const requestId = currentRequestId() ?? newRequestId();
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  log.error('internal error', { requestId, message, stack });
  if (config.errorDetails) return { message, code: 'INTERNAL_SERVER_ERROR', requestId, ...(stack ? { stack } : {}) };
  return { message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR', requestId };
}

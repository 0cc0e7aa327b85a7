// Every failure a client can act on is one of these classes. The `extensions.code` values
// are a public contract (third-party developers switch on them) and the REST shims map
// them to HTTP statuses, so add new codes here and never rename old ones.
import { GraphQLError } from 'graphql';

export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  QUERY_TOO_COMPLEX: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  CSRF_REJECTED: 400,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

abstract class PlatformError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** No valid token. The message is what the web client matches to sign a member out. */
export class UnauthenticatedError extends PlatformError {
  constructor(message = 'Authentication required') {
    super(message, 'UNAUTHENTICATED');
  }
}

export class ForbiddenError extends PlatformError {
  constructor(message = 'You are not allowed to do this', extra: Record<string, unknown> = {}) {
    super(message, 'FORBIDDEN', extra);
  }
}

/**
 * Invalid input; `field` names the input field so forms can show the message beside it, and
 * `reason` (where there is one: NUL_CHARACTER, LONE_SURROGATE, CONTROL_CHARACTER, TOO_LONG,
 * see input/strings.ts) is a stable word clients can switch on.
 */
export class BadUserInputError extends PlatformError {
  constructor(message: string, field?: string, reason?: string) {
    super(message, 'BAD_USER_INPUT', { ...(field ? { field } : {}), ...(reason ? { reason } : {}) });
  }
}

export class NotFoundError extends PlatformError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND');
  }
}

/** `extra`: what a client needs to resolve the conflict (an MLS group's current epoch). */
export class ConflictError extends PlatformError {
  constructor(message: string, field?: string, extra: Record<string, unknown> = {}) {
    super(message, 'CONFLICT', { ...(field ? { field } : {}), ...extra });
  }
}

/**
 * `limit: 'concurrent'` says the refusal is the member's count of this operation running at
 * once (not a window of time): the gateway then refuses the member's further calls of the same
 * field itself, before any work, until one of their calls in flight ends (gateway/src/refusal-memory.ts).
 */
export class RateLimitedError extends PlatformError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please try again later.', limit?: 'concurrent') {
    super(message, 'RATE_LIMITED', { retryAfter: retryAfterSeconds, ...(limit ? { limit } : {}) });
  }
}

export class QueryTooComplexError extends PlatformError {
  constructor(message: string) {
    super(message, 'QUERY_TOO_COMPLEX');
  }
}

/** A service the operation depends on (e.g. the media server) cannot be reached; retrying later may work. */
export class ServiceUnavailableError extends PlatformError {
  constructor(message: string) {
    super(message, 'SERVICE_UNAVAILABLE');
  }
}

/** True for errors whose message is meant for the client; anything else is masked. */
export function isClientError(error: unknown): boolean {
  const code = (error as GraphQLError | undefined)?.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && code in ERROR_STATUS;
}

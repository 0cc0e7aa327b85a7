// The media endpoints (messaging's and social's) answer like the REST shims: an HTTP
// status and `{message, code}`; a file over its type's limit is 413 PAYLOAD_TOO_LARGE 'File too large'.
import type express from 'express';
import type { ErrorConfig } from '../config.js';
import { isClientError, statusForCode } from '../errors.js';
import type { Logger } from '../logger.js';
import { internalErrorBody } from '../internal-errors.js';

export class MediaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A stable word for the refusal where it has one (input/strings.ts: NUL_CHARACTER...). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const FILE_TOO_LARGE = 'File too large';

export function badInput(message: string, field?: string, reason?: string): MediaError {
  return new MediaError(400, 'BAD_USER_INPUT', message, field, reason);
}

export function tooLarge(message = FILE_TOO_LARGE): MediaError {
  return new MediaError(413, 'PAYLOAD_TOO_LARGE', message);
}

/** Sends any error as JSON: ours and the platform's client errors as they are, anything else masked under the request's id. */
export function sendError(res: express.Response, error: unknown, log: Logger, config: ErrorConfig): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof MediaError) {
    res.status(error.status).json({
      message: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.reason ? { reason: error.reason } : {}),
    });
    return;
  }
  if (isClientError(error)) {
    const { message, extensions } = error as { message: string; extensions: Record<string, unknown> & { retryAfter?: number } };
    const code = String(extensions.code);
    if (extensions.retryAfter) res.setHeader('Retry-After', String(extensions.retryAfter));
    res.status(statusForCode(code)).json({
      message,
      code,
      ...(extensions.field ? { field: extensions.field } : {}),
      ...(extensions.reason ? { reason: extensions.reason } : {}),
      ...(extensions.retryAfter ? { retryAfter: extensions.retryAfter } : {}),
    });
    return;
  }
  res.status(500).json(internalErrorBody(config, error, log));
}

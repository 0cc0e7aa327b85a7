// REST shims: the documented paths, each a thin mapping onto one GraphQL operation executed
// by the same gateway (so limits, auth forwarding and errors behave the same). A failure
// answers the HTTP status of the error's code and a JSON body with `message`.
import express from 'express';
import type { ExecutionResult } from 'graphql';
import { statusForCode } from '@pulse/kit';
import type { GatewayContext } from '../context.js';
import type { RunQuery } from '../subscriptions/event-stream.js';

export class RestInputError extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operation: string;
  variables?: (req: express.Request) => Record<string, unknown>;
  /** Gets the variables too, for answers that echo the request (a page's skip and limit). */
  respond: (data: any, variables: Record<string, any>) => unknown;
}

export function requireString(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string') throw new RestInputError(`${field} is required`, field);
  return value;
}

export function optionalString(source: unknown, field: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RestInputError(`${field} must be a string`, field);
  return value;
}

/** A required, non-blank string (an id in the body or the query), trimmed. */
export function requiredParam(source: unknown, field: string): string {
  const value = optionalString(source, field)?.trim();
  if (!value) throw new RestInputError(`${field} is required`, field);
  return value;
}

/** A boolean field, or `fallback` when it is absent; anything but true or false is refused. */
export function optionalBoolean<T extends boolean | null | undefined>(body: unknown, field: string, fallback: T): boolean | T {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new RestInputError(`${field} must be true or false`, field);
  return value;
}

/** `?limit=` as the page size (digits only); the operation itself enforces the bounds. */
export function limitParam(req: express.Request): number | null {
  const raw = optionalString(req.query, 'limit');
  if (raw === undefined || raw === '') return null;
  if (!/^\d+$/.test(raw)) throw new RestInputError('limit must be a positive integer', 'limit');
  return Number(raw);
}

function failure(res: express.Response, result: ExecutionResult): void {
  const error = result.errors![0];
  const code = (error.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
  const status = statusForCode(code);
  const body: Record<string, unknown> = { message: error.message, code };
  if (error.extensions?.field) body.field = error.extensions.field;
  if (error.extensions?.retryAfter) {
    body.retryAfter = error.extensions.retryAfter;
    res.setHeader('Retry-After', String(error.extensions.retryAfter));
  }
  res.status(status).json(body);
}

export function restRouter(routes: RestRoute[], runQuery: RunQuery, contextOf: (req: express.Request) => GatewayContext): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }));
  for (const route of routes) {
    router[route.method](route.path, async (req, res, next) => {
      try {
        const variables = route.variables ? route.variables(req) : {};
        const result = await runQuery(route.operation, variables, contextOf(req));
        if (result.errors?.length) return failure(res, result);
        res.json(route.respond(result.data, variables));
      } catch (error) {
        if (error instanceof RestInputError) {
          res.status(400).json({ message: error.message, code: 'BAD_USER_INPUT', ...(error.field ? { field: error.field } : {}) });
          return;
        }
        next(error);
      }
    });
  }
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
  });
  // Malformed JSON bodies and anything unexpected: a JSON answer, never an HTML stack trace.
  router.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: status === 413 ? 'Request body too large' : 'Malformed request body', code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' });
      return;
    }
    res.status(500).json({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
  });
  return router;
}

// REST shims: the documented paths under /api, each a route of a service's table executed as
// its typed GraphQL document by this gateway (so limits, auth forwarding and errors behave the
// same as /graphql). Invalid input answers 400 before anything runs; a GraphQL failure answers
// the HTTP status of its code. Every answer, failures included, is JSON.
import express from 'express';
import { print, type ExecutionResult } from 'graphql';
import { createLogger, findBadString, internalErrorBody, statusForCode, type ErrorConfig, type InputProblem } from '@pulse/kit';
import type { RestIssue, RestRoute, RestTable } from '@pulse/kit/rest';
import type { GatewayContext } from '../context.js';
import type { RunQuery } from '../subscriptions/event-stream.js';
import { restCsrf } from '../security.js';
import { openApiDocument, refuseDuplicateRoutes } from './openapi.js';
import { apiDocsPage } from './docs-page.js';
import { setRateLimitHeaders } from '../token-budget.js';

const log = createLogger('gateway.rest');

/** A failure's body: the platform's fields, and for a table with `successFlag` the spec's `success: false` and `error` first. */
type Envelope = (body: Record<string, unknown>) => Record<string, unknown>;
const platformOnly: Envelope = (body) => body;
const withSuccessFlag: Envelope = (body) => ({ success: false, error: body.message, ...body });

/** The first issue is the message (what a form shows at the top); `fields` holds one message per field. */
function invalidInput(res: express.Response, envelope: Envelope, issues: RestIssue[], reason?: string): void {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  res.status(400).json(envelope({ message: issues[0].message, code: 'BAD_USER_INPUT', field: issues[0].field, fields, ...(reason ? { reason } : {}) }));
}

/**
 * A NUL, a lone surrogate or an oversized string anywhere in the path, query or body, named
 * as the route's own rules name fields (`id`, `limit`, `meal.name`): checked before the
 * route's rules, which then bound each field to its own maximum.
 */
function badString(req: express.Request, route: RestRoute): InputProblem | undefined {
  return findBadString(req.params, '') ?? findBadString(req.query, '') ?? (isObject(req.body) ? findBadString(req.body, '', route.longStrings) : undefined);
}

function failure(res: express.Response, envelope: Envelope, result: ExecutionResult): void {
  const error = result.errors![0];
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
  const field = typeof error.extensions?.field === 'string' ? error.extensions.field : undefined;
  const body: Record<string, unknown> = { message: error.message, code };
  if (field) body.field = field;
  if (field && code === 'BAD_USER_INPUT') body.fields = { [field]: error.message };
  // A masked internal error: the id its details were logged under.
  if (typeof error.extensions?.requestId === 'string') body.requestId = error.extensions.requestId;
  if (typeof error.extensions?.reason === 'string') body.reason = error.extensions.reason;
  const retryAfter = error.extensions?.retryAfter;
  if (typeof retryAfter === 'number' || typeof retryAfter === 'string') {
    body.retryAfter = retryAfter;
    res.setHeader('Retry-After', String(retryAfter));
  }
  res.status(statusForCode(code)).json(envelope(body));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function handler(route: RestRoute, envelope: Envelope, runQuery: RunQuery, contextOf: (req: express.Request) => GatewayContext): express.RequestHandler {
  const source = print(route.document);
  return async (req, res, next) => {
    try {
      const bad = badString(req, route);
      if (bad) return invalidInput(res, envelope, [bad], bad.reason);
      const parsed = route.parse({ params: req.params as Record<string, string>, query: req.query, body: isObject(req.body) ? req.body : {} });
      if (!parsed.ok) return invalidInput(res, envelope, parsed.issues, parsed.issues[0].reason);
      const context = contextOf(req);
      const result = await runQuery(source, parsed.variables, context, route.operationName);
      // An API token's budget (token-budget.ts), on failures as on answers.
      setRateLimitHeaders(res, context.rateLimit);
      if (result.errors?.length) return failure(res, envelope, result);
      res.json(route.respond(result.data, parsed.variables));
    } catch (error) {
      next(error);
    }
  };
}

/** Every table's routes under /api, in table order, with the OpenAPI document and its reference page. */
export function mountRestTables(
  app: express.Express,
  tables: readonly RestTable[],
  runQuery: RunQuery,
  contextOf: (req: express.Request) => GatewayContext,
  config: ErrorConfig,
): void {
  // Built at the first request, not at boot: converting every route's zod rules is a third of
  // a second of a restart (docs/decisions.md). A path declared twice still fails the boot.
  refuseDuplicateRoutes(tables);
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/openapi.json', (_req, res) => {
    document ??= openApiDocument(tables);
    res.json(document);
  });
  app.use('/api/docs', apiDocsPage());

  const router = express.Router();
  // Each route parses its own body: 1 MB unless the route declares more (the meal image routes).
  for (const table of tables) {
    const envelope = table.successFlag ? withSuccessFlag : platformOnly;
    for (const route of table.routes) router[route.method](route.path, express.json({ limit: route.bodyLimit ?? '1mb' }), handler(route, envelope, runQuery, contextOf));
  }
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
  });
  // Malformed JSON bodies and anything unexpected: a JSON answer, never an HTML stack trace.
  router.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res
        .status(status)
        .json({ message: status === 413 ? 'Request body too large' : 'Malformed request body', code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' });
      return;
    }
    res.status(500).json(internalErrorBody(config, error, log));
  });
  app.use('/api', restCsrf(), router);
}

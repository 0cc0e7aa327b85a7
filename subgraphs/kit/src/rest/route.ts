// A REST route declared once: method, path, the input schemas of its path, query and body,
// the typed GraphQL document it runs, how the parsed input becomes the document's variables,
// and how the document's data becomes the answer (with the answer's schema, for OpenAPI).
// The gateway mounts tables of these (and documents them); a table never runs anything itself.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { z } from 'zod';

export type RestMethod = 'get' | 'post' | 'put' | 'delete';

/** `member`: a bearer token is required; `optional`: signed-in callers see more (their own state). */
export type RestAuth = 'member' | 'optional' | 'none';

/** One invalid input: the field it names (`meal.calories`, `limit`) and what is wrong. */
export interface RestIssue {
  field: string;
  message: string;
  /** A stable word where the issue has one: TOO_LONG for a string over its maximum (input/strings.ts). */
  reason?: string;
}

export type RestParse = { ok: true; variables: Record<string, unknown> } | { ok: false; issues: RestIssue[] };

/** The parts of a request a route reads. A body that is not a JSON object arrives as `{}`. */
export interface RestRequestParts {
  params: Record<string, string>;
  query: unknown;
  body: Record<string, unknown>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RestRouteDefinition<
  TData,
  TVars extends Record<string, unknown>,
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  method: RestMethod;
  /** Express syntax under /api: `/posts/:id/like`. */
  path: string;
  summary: string;
  description?: string;
  auth: RestAuth;
  /** The JSON body limit of this route when it needs more than the default 1 MB (e.g. '8mb' for an image as a data URL). */
  bodyLimit?: string;
  /** Body fields (by path, e.g. `image`) allowed longer than the generic 65,536-character maximum, with their own. */
  longStrings?: Readonly<Record<string, number>>;
  params?: P;
  query?: Q;
  body?: B;
  document: TypedDocumentNode<TData, TVars>;
  variables: (input: { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B> }) => TVars;
  /** The answer's schema: documents the route and types `respond`. */
  response: R;
  /** Gets the variables too, for answers that echo the request (a page's skip and limit). */
  respond: (data: TData, variables: TVars) => z.input<R>;
}

/** A route with its types checked and erased, as tables list them. */
export interface RestRoute {
  method: RestMethod;
  path: string;
  summary: string;
  description?: string;
  auth: RestAuth;
  bodyLimit?: string;
  longStrings?: Readonly<Record<string, number>>;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  document: DocumentNode;
  operationName: string;
  parse(parts: RestRequestParts): RestParse;
  respond(data: unknown, variables: Record<string, unknown>): unknown;
}

/** A service's routes, in match order (fixed paths before `/:id` ones). */
export interface RestTable {
  service: string;
  routes: readonly RestRoute[];
  /**
   * Failures also answer the spec's `{success: false, error}` (error: the message) beside the
   * platform's `{message, code, ...}`: for a service whose spec calls read `success` and
   * `error` (medical, spec section 8).
   */
  successFlag?: boolean;
  /** Root fields of this service allowed a GraphQL body over 1 MB at the gateway (kit graphql/body-allowance.ts). */
  graphqlBodyAllowances?: readonly { limit: number; rootFields: readonly string[] }[];
}

/** The input a message is about: `meal.calories`; a list's element is its list (`notificationIds`, not `notificationIds.0`). */
function fieldOf(path: readonly PropertyKey[], part: string): string {
  const index = path.findIndex((segment) => typeof segment === 'number');
  return (index === -1 ? path : path.slice(0, index)).map(String).join('.') || part;
}

function issuesOf(error: z.ZodError, part: string): RestIssue[] {
  return error.issues.map((issue) => ({
    field: fieldOf(issue.path, part),
    message: issue.message,
    ...(issue.code === 'too_big' && issue.origin === 'string' ? { reason: 'TOO_LONG' } : {}),
  }));
}

export function defineRoute<
  TData,
  TVars extends Record<string, unknown>,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: RestRouteDefinition<TData, TVars, P, Q, B, R>): RestRoute {
  const operation = def.document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error(`${def.method.toUpperCase()} ${def.path}: its document has no named operation`);
  const schemas = { params: def.params, query: def.query, body: def.body } as const;
  return {
    method: def.method,
    path: def.path,
    summary: def.summary,
    description: def.description,
    auth: def.auth,
    bodyLimit: def.bodyLimit,
    longStrings: def.longStrings,
    params: def.params,
    query: def.query,
    body: def.body,
    response: def.response,
    document: def.document,
    operationName: operation.name.value,
    parse(parts) {
      const issues: RestIssue[] = [];
      const parsed: Record<string, unknown> = { params: {}, query: {}, body: {} };
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = schemas[part];
        if (!schema) continue;
        const result = schema.safeParse(parts[part]);
        if (result.success) parsed[part] = result.data;
        else issues.push(...issuesOf(result.error, part));
      }
      if (issues.length) return { ok: false, issues };
      // The schemas above produced exactly these types; TypeScript cannot follow the loop.
      return { ok: true, variables: def.variables(parsed as Parameters<typeof def.variables>[0]) };
    },
    // The data of an execution without errors has the document's shape: that is the contract of a typed document.
    respond: (data, variables) => def.respond(data as TData, variables as TVars),
  };
}

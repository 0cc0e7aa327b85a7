// The OpenAPI 3.1 document of the REST tables, built from the same route declarations the
// gateway mounts: paths, parameters, bodies and answers are the routes' own zod schemas
// (zod's JSON Schema is draft 2020-12, which OpenAPI 3.1 schemas are), so the document cannot
// drift from what runs.
import { z } from 'zod';
import type { RestRoute, RestTable } from '@pulse/kit/rest';

type JsonSchema = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ERROR = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string', description: 'A stable code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED...' },
    field: { type: 'string', description: 'The input the message is about' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'One message per invalid input (400)' },
    retryAfter: { type: 'integer', description: 'Seconds to wait (429, also in the Retry-After header)' },
    requestId: { type: 'string', description: 'INTERNAL_SERVER_ERROR (500): the id the details were logged under, also in the X-Request-Id header' },
    success: { type: 'boolean', enum: [false], description: "The medical routes only (the spec's convention): false on every failure" },
    error: { type: 'string', description: 'The medical routes only: the message again, as the spec names it' },
  },
} as const;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** `/posts/:id/like` -> `/posts/{id}/like`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const operationId = (route: RestRoute) =>
  route.method +
  route.path
    .split(/[/:-]+/)
    .filter(Boolean)
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('');

/**
 * A zod schema as a JSON Schema; schemas named with `.meta({ id })` move to components and are
 * referenced from there, so the Post of thirty answers is written once.
 */
function converter(components: Record<string, JsonSchema>) {
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$defs') continue;
      out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : relink(value);
    }
    return out;
  };
  return (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    for (const [id, def] of Object.entries(defs)) components[id] ??= relink(def) as JsonSchema;
    return relink(json) as JsonSchema;
  };
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query', convert: ReturnType<typeof converter>): JsonSchema[] {
  if (!schema) return [];
  const json = convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    // A parameter is absent or a string, never null: `nullish()` in a schema only tolerates a JSON null.
    if (Array.isArray(rest.type)) {
      const types = rest.type.filter((t) => t !== 'null');
      rest.type = types.length === 1 ? types[0] : types;
    }
    // The same for `anyOf` (a nullable string with a length limit, or "a string or a list"):
    // Swagger UI renders no parameter whose schema is an anyOf, and stopped rendering the whole
    // reference there (e2e/api-docs). One plain schema, the first form; the description names
    // any other (a list repeated or comma-separated).
    if (Array.isArray(rest.anyOf)) {
      const [first] = (rest.anyOf as JsonSchema[]).filter((branch) => branch.type !== 'null');
      delete rest.anyOf;
      if (first) Object.assign(rest, first);
    }
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function operation(route: RestRoute, tag: string, convert: ReturnType<typeof converter>): JsonSchema {
  const responses: Record<string, unknown> = {
    200: { description: 'Success', content: { 'application/json': { schema: convert(route.response, 'output') } } },
  };
  if (route.params || route.query || route.body) responses[400] = errorResponse('Invalid input: `fields` names each invalid input');
  if (route.auth === 'member') responses[401] = errorResponse('No valid bearer token');
  responses.default = errorResponse('Any other failure: the status follows the code (403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT, 429 RATE_LIMITED)');

  const op: JsonSchema = {
    operationId: operationId(route),
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: route.auth === 'member' ? [{ bearerAuth: [] }] : route.auth === 'optional' ? [{ bearerAuth: [] }, {}] : [],
    parameters: [...parameters(route.params, 'path', convert), ...parameters(route.query, 'query', convert)],
    responses,
  };
  if (route.body) {
    const schema = convert(route.body, 'input');
    op.requestBody = { required: Array.isArray(schema.required) && schema.required.length > 0, content: { 'application/json': { schema } } };
  }
  return op;
}

/** Throws for a method and path declared twice: the document has one operation for each. Cheap, so the gateway checks it at boot. */
export function refuseDuplicateRoutes(tables: readonly RestTable[]): void {
  const seen = new Set<string>();
  for (const table of tables) {
    for (const route of table.routes) {
      const key = `${route.method} ${openApiPath(route.path)}`;
      if (seen.has(key)) throw new Error(`${route.method.toUpperCase()} ${route.path} is declared twice`);
      seen.add(key);
    }
  }
}

export function openApiDocument(tables: readonly RestTable[]): OpenApiDocument {
  refuseDuplicateRoutes(tables);
  const components: Record<string, JsonSchema> = {};
  const convert = converter(components);
  const paths: OpenApiDocument['paths'] = {};
  for (const table of tables) {
    for (const route of table.routes) {
      const path = openApiPath(route.path);
      paths[path] ??= {};
      paths[path][route.method] = operation(route, table.service, convert);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pulse REST API',
      version: '1.0.0',
      description:
        'REST paths over the Pulse GraphQL API (POST /graphql): each runs one GraphQL operation with the same bearer token and rules. ' +
        'A state-changing request needs a JSON content type, an Authorization header or `apollo-require-preflight: true` (CSRF protection). ' +
        "With an API token (a personal access token or an OAuth access token), each request spends its operation's cost from the hourly points budget: " +
        'the answer carries X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used and X-RateLimit-Reset (Unix seconds); past the budget, 429 RATE_LIMITED with retryAfter and Retry-After.',
    },
    servers: [{ url: '/api' }],
    tags: tables.map((t) => ({ name: t.service, description: `Served by the ${t.service} service` })),
    paths,
    components: {
      schemas: { Error: ERROR, ...components },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /auth/login or /auth/register' } },
    },
  };
}

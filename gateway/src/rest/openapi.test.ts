// The REST tables as the gateway serves them: /api/openapi.json is valid OpenAPI 3.1 and lists
// every route of every table, invalid input is refused with one message per field before
// anything runs, and the reference page and its bundle come from our own origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, compileErrors } from '@readme/openapi-parser';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { expectOk, registerMember, restClient, startStack, type Stack } from '@pulse/dev-env';
import { openApiPath } from './openapi.js';
import { restTablesOf } from './service-routes.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const api = restClient(() => stack);

type Operation = { operationId: string; security: unknown[]; parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> };

async function openApi() {
  const res = await fetch(`${stack.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const result = await validate(JSON.parse(JSON.stringify(doc)));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);

    // The validator does catch a broken document (a path parameter the path does not have).
    const broken = structuredClone(doc);
    broken.paths['/posts/{id}'].get.parameters.push({ name: 'nope', in: 'path' });
    expect((await validate(JSON.parse(JSON.stringify(broken)))).valid).toBe(false);
  });

  it('lists every route of every table, with its parameters, body, answer and auth', async () => {
    const doc = await openApi();
    let count = 0;
    // Every service with REST rows (health's joined them with issue 12).
    for (const table of await restTablesOf(SUBGRAPHS)) {
      expect(table.routes.length).toBeGreaterThan(0);
      for (const route of table.routes) {
        count++;
        const op = doc.paths[openApiPath(route.path)]?.[route.method];
        expect(op, `${route.method.toUpperCase()} ${route.path}`).toBeDefined();
        const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
        expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathParams);
        if (route.query) expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(Object.keys(route.query.shape));
        expect(op.requestBody !== undefined).toBe(route.body !== undefined);
        expect(op.responses[200]).toBeDefined();
        expect(op.security).toEqual(route.auth === 'member' ? [{ bearerAuth: [] }] : route.auth === 'optional' ? [{ bearerAuth: [] }, {}] : []);
      }
    }
    const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(documented).toBe(count);
    // Shapes written once and referenced (a post appears in thirty answers).
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Error', 'User', 'Post', 'Message', 'Call', 'Notification']));
    expect(JSON.stringify(doc.paths['/posts/{id}'].get.responses[200])).toContain('#/components/schemas/Post');
  });
});

describe('invalid input', () => {
  it('a malformed body gets 400 with a message per field, and nothing is created', async () => {
    const m = await registerMember(stack);
    const r = await api('POST', '/posts', {
      token: m.token,
      body: { content: 5, type: 'story', locationLat: 'north', files: 'pic.png', meal: { calories: 'lots', carbs: '??' }, poll: { options: [1, 2] } },
    });
    expect(r.status, r.text).toBe(400);
    expect(r.json).toEqual({
      message: 'content must be a string',
      code: 'BAD_USER_INPUT',
      field: 'content',
      fields: {
        content: 'content must be a string',
        files: 'files must be a list',
        locationLat: 'locationLat must be a number',
        type: 'type must be one of post, reply, poll, challenge, quote, repost, meal, route',
        'meal.name': 'meal.name is required',
        'meal.calories': 'meal.calories must be a number',
        'meal.carbs': 'meal.carbs must be a number or an object',
        'poll.options': 'poll options must be texts',
      },
    });
    const mine = expectOk(await api('GET', `/posts?filter=${encodeURIComponent(JSON.stringify({ userId: m.user.id }))}`));
    expect(mine.total).toBe(0);
  });

  it('malformed query parameters get 400 with a message per parameter', async () => {
    const r = await api('GET', '/posts?page=0&limit=ten&filter=%7B');
    expect(r.status, r.text).toBe(400);
    expect(r.json).toEqual({
      message: 'page must be a positive integer',
      code: 'BAD_USER_INPUT',
      field: 'page',
      fields: { page: 'page must be a positive integer', limit: 'limit must be a positive integer', filter: 'filter must be a JSON object, e.g. {"userId":"..."}' },
    });
  });

  it('a GraphQL validation failure answers the same shape, its field named', async () => {
    const m = await registerMember(stack);
    const r = await api('PUT', '/users/me', { token: m.token, body: { bio: 'x'.repeat(161) } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      message: 'Bio must be at most 160 characters',
      code: 'BAD_USER_INPUT',
      field: 'bio',
      fields: { bio: 'Bio must be at most 160 characters' },
      reason: 'TOO_LONG',
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its Swagger UI bundle from our origin under the CSP', async () => {
    for (const path of ['/api/docs', '/api/docs/']) {
      const page = await fetch(`${stack.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await page.text();
      expect(html).toContain('<title>Pulse REST API reference</title>');
      // No inline script (the CSP would refuse it) and nothing from another origin.
      expect(html).not.toMatch(/<script>|<script[^>]*>[^<]+<\/script>/);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    }
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /text\/css/],
      ['init.js', /javascript/],
    ] as const) {
      const res = await fetch(`${stack.url}/api/docs/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toMatch(type);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
    // Only the bundle's files are served, and unknown paths under /api stay JSON 404s.
    const other = await api('GET', '/docs/package.json');
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

// A route's input checking on its own: every part parsed by its schema, one issue per
// invalid input named by its field, the variables built only from valid input, and the
// documented messages of the shared fields.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { z } from 'zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { defineRoute } from './route.js';
import { caseInsensitiveEnum, intQuery, limitQuery, optionalFlag, optionalId, requiredId, requiredText } from './fields.js';

type Vars = { id: string; first: number | null; input: { name: string; tags: string[]; video?: boolean | null; kind: 'A' | 'B' | null } };
const document: TypedDocumentNode<{ thing: { id: string } }, Vars> = parse('mutation RestThing($id: ID!) { thing(id: $id) { id } }');

const route = defineRoute({
  method: 'post',
  path: '/things/:id',
  summary: 'A thing',
  auth: 'member',
  params: z.object({ id: z.string() }),
  query: z.object({ limit: limitQuery() }),
  body: z.object({
    name: requiredText('name'),
    tags: z.array(z.string({ error: 'tags must be texts' })),
    video: optionalFlag('video'),
    kind: caseInsensitiveEnum('kind', ['A', 'B'] as const),
  }),
  document,
  variables: ({ params, query, body }) => ({ id: params.id, first: query.limit, input: body }),
  response: z.object({ thing: z.object({ id: z.string() }) }),
  respond: (data) => ({ thing: data.thing }),
});

describe('defineRoute', () => {
  it('names its operation and builds the variables from valid input', () => {
    expect(route.operationName).toBe('RestThing');
    const parsed = route.parse({ params: { id: 't1' }, query: { limit: '20' }, body: { name: '', tags: ['x'], kind: ' b ', extra: 1 } });
    expect(parsed).toEqual({ ok: true, variables: { id: 't1', first: 20, input: { name: '', tags: ['x'], kind: 'B' } } });
    expect(route.respond({ thing: { id: 't1' } }, {})).toEqual({ thing: { id: 't1' } });
  });

  it('answers every invalid input, query and body together, each under its field (a list element under its list)', () => {
    const parsed = route.parse({ params: { id: 't1' }, query: { limit: 'ten' }, body: { tags: ['ok', 3], video: 'yes', kind: 'c' } });
    expect(parsed).toEqual({
      ok: false,
      issues: [
        { field: 'limit', message: 'limit must be a positive integer' },
        { field: 'name', message: 'name is required' },
        { field: 'tags', message: 'tags must be texts' },
        { field: 'video', message: 'video must be true or false' },
        { field: 'kind', message: 'kind must be one of A, B' },
      ],
    });
  });

  it('refuses a document without a named operation', () => {
    const anonymous: TypedDocumentNode<{ a: number }, Record<string, never>> = parse('{ a }');
    expect(() =>
      defineRoute({
        method: 'get',
        path: '/a',
        summary: 'a',
        auth: 'none',
        document: anonymous,
        variables: () => ({}),
        response: z.object({ a: z.number() }),
        respond: (d) => d,
      }),
    ).toThrow('GET /a: its document has no named operation');
  });
});

describe('shared fields', () => {
  it('requiredId: missing, null, blank and non-string are told apart; the value is trimmed', () => {
    const id = requiredId('userId');
    expect(id.safeParse(undefined).error?.issues[0].message).toBe('userId is required');
    expect(id.safeParse(null).error?.issues[0].message).toBe('userId is required');
    expect(id.safeParse('  ').error?.issues[0].message).toBe('userId is required');
    expect(id.safeParse(7).error?.issues[0].message).toBe('userId must be a string');
    expect(id.parse(' u1 ')).toBe('u1');
  });

  it('optionalId and intQuery: empty means none; intQuery enforces its minimum', () => {
    expect(optionalId('x').parse('')).toBeNull();
    expect(optionalId('x').parse(undefined)).toBeNull();
    expect(optionalId('x').parse(' a ')).toBe('a');
    expect(intQuery('page', 1).parse('')).toBeNull();
    expect(intQuery('page', 1).parse('3')).toBe(3);
    expect(intQuery('page', 1).safeParse('0').error?.issues[0].message).toBe('page must be a positive integer');
    expect(intQuery('skip', 0).safeParse('-1').error?.issues[0].message).toBe('skip must be a non-negative integer');
    expect(intQuery('skip', 0).safeParse(['1', '2']).error?.issues[0].message).toBe('skip must be a string');
    expect(limitQuery().parse('0')).toBe(0);
  });
});

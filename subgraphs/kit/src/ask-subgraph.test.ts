// askSubgraph against a real HTTP server standing in for another subgraph: the generated
// document's query and variables go out with the caller's Authorization header, the answer
// comes back as typed data and errors, an answer that is no GraphQL is SubgraphAnswerError,
// an unreachable subgraph rejects, and refusalOf maps another subgraph's refusal to our codes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askSubgraph, refusalOf, SubgraphAnswerError } from './ask-subgraph.js';
import type { SubgraphContext } from './subgraph.js';

interface Seen {
  authorization: string | undefined;
  body: { query: string; variables: Record<string, unknown> };
}

// What generated documents are: a parsed document carrying its result and variable types.
const USER: TypedDocumentNode<{ user: { id: string; name: string } }, { id: string }> = parse('query Member($id: ID!) { user(id: $id) { id name } }');

let server: Server;
let url: string;
const seen: Seen[] = [];
/** What the stand-in answers next: a status and a raw body. */
let next: { status: number; body: string } = { status: 200, body: '{}' };

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((raw) => {
      seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function ctxFor(authorization: string | undefined, urls: Record<string, string> = { accounts: url }): Pick<SubgraphContext, 'services' | 'authorization'> {
  return { authorization, services: { config: { subgraphUrls: urls } } } as unknown as Pick<SubgraphContext, 'services' | 'authorization'>;
}

describe('askSubgraph', () => {
  it("sends the document's query and variables as the caller and answers typed data", async () => {
    next = { status: 200, body: JSON.stringify({ data: { user: { id: 'u1', name: 'Ann' } } }) };
    const answer = await askSubgraph(ctxFor('Bearer ann-token'), 'accounts', USER, { id: 'u1' });
    expect(answer).toEqual({ ok: true, status: 200, data: { user: { id: 'u1', name: 'Ann' } }, errors: [] });
    // Typed from the document: no cast between the answer and its use.
    const name: string | undefined = answer.data?.user.name;
    expect(name).toBe('Ann');
    const request = seen.at(-1)!;
    expect(request.authorization).toBe('Bearer ann-token');
    expect(request.body.variables).toEqual({ id: 'u1' });
    expect(parse(request.body.query).definitions).toHaveLength(1);
    expect(request.body.query).toContain('user(id: $id)');
  });

  it('sends no Authorization header for a signed-out caller', async () => {
    next = { status: 200, body: JSON.stringify({ data: { user: { id: 'u1', name: 'Ann' } } }) };
    await askSubgraph(ctxFor(undefined), 'accounts', USER, { id: 'u1' });
    expect(seen.at(-1)!.authorization).toBeUndefined();
  });

  it("answers the other subgraph's errors with their codes, and null data", async () => {
    next = { status: 200, body: JSON.stringify({ data: null, errors: [{ message: 'User not found', extensions: { code: 'NOT_FOUND' } }] }) };
    const answer = await askSubgraph(ctxFor('Bearer t'), 'accounts', USER, { id: 'nobody' });
    expect(answer).toEqual({ ok: true, status: 200, data: null, errors: [{ message: 'User not found', extensions: { code: 'NOT_FOUND' } }] });
    next = { status: 400, body: JSON.stringify({ errors: [{ message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }) };
    const refused = await askSubgraph(ctxFor('Bearer t'), 'accounts', USER, { id: 'u1' });
    expect(refused.ok).toBe(false);
    expect(refused.status).toBe(400);
    expect(refused.data).toBeNull();
  });

  it('rejects an answer that is no GraphQL with SubgraphAnswerError', async () => {
    next = { status: 502, body: '<html>Bad gateway</html>' };
    const failure = await askSubgraph(ctxFor('Bearer t'), 'accounts', USER, { id: 'u1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SubgraphAnswerError);
    expect(failure).toMatchObject({ subgraph: 'accounts', status: 502 });
    next = { status: 200, body: '[1,2]' };
    await expect(askSubgraph(ctxFor('Bearer t'), 'accounts', USER, { id: 'u1' })).rejects.toBeInstanceOf(SubgraphAnswerError);
  });

  it('rejects when the subgraph cannot be reached, and names a subgraph missing from `asks`', async () => {
    const down = await askSubgraph(ctxFor('Bearer t', { accounts: 'http://127.0.0.1:9/graphql' }), 'accounts', USER, { id: 'u1' }).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(SubgraphAnswerError);
    await expect(askSubgraph(ctxFor('Bearer t'), 'social', USER, { id: 'u1' })).rejects.toThrow('No address for the social subgraph');
  });
});

describe('refusalOf', () => {
  const options = { unavailable: 'Posts are unavailable', field: (field: string | undefined) => (field ? `post.${field}` : 'content') };
  const codeOf = (error: Error) => (error as { extensions?: Record<string, unknown> }).extensions;

  it("keeps the member's own refusals: input with this operation's field, rate limits with retryAfter, a lost session", () => {
    const input = refusalOf({ message: 'Content too long', extensions: { code: 'BAD_USER_INPUT', field: 'content' } }, options);
    expect([input.message, codeOf(input)]).toEqual(['Content too long', { code: 'BAD_USER_INPUT', field: 'post.content' }]);
    const limited = refusalOf({ message: 'Slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 120 } }, options);
    expect([limited.message, codeOf(limited)]).toEqual(['Slow down', { code: 'RATE_LIMITED', retryAfter: 120 }]);
    const signedOut = refusalOf({ message: 'Please log in to post', extensions: { code: 'UNAUTHENTICATED' } }, options);
    expect([signedOut.message, codeOf(signedOut)]).toEqual(['Please log in to post', { code: 'UNAUTHENTICATED' }]);
  });

  it('makes anything else SERVICE_UNAVAILABLE with the given message', () => {
    for (const error of [undefined, { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, { message: 'x' }]) {
      const refusal = refusalOf(error, options);
      expect([refusal.message, codeOf(refusal)]).toEqual(['Posts are unavailable', { code: 'SERVICE_UNAVAILABLE' }]);
    }
  });
});

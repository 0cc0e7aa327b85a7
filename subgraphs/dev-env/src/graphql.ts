// GraphQL test helpers over a test stack: members, calls that must succeed, assertions on
// the one error a call must fail with, and SQL against the stack's database for stored truth.
// Not a test file itself.
import http from 'node:http';
import { expect } from 'vitest';
import pg from 'pg';
import { gql } from '@pulse/kit/testing';
import { registerMember, type Stack } from './stack.js';

export type Result = Awaited<ReturnType<typeof gql<any>>>;
export type Member = Awaited<ReturnType<typeof registerMember>>;

/** A well-formed id that no row has. */
export const UNKNOWN_ID = `c${'0'.repeat(24)}`;

/** n new members, registered through the gateway. */
export const members = (stack: Stack, n: number): Promise<Member[]> => Promise.all(Array.from({ length: n }, () => registerMember(stack)));

/** GraphQL over HTTP to the stack's gateway, with a token or anonymous. */
export function client(stack: Stack) {
  return (query: string, variables: Record<string, unknown> = {}, token?: string) => gql(stack.graphqlUrl, query, variables, token);
}

/**
 * Anonymous GraphQL to the stack's gateway sent from another loopback address (node:http picks
 * the source address; the gateway passes it on): per-address rules see another caller.
 */
export function anonymousFrom(stack: Stack, localAddress: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const url = new URL(stack.graphqlUrl);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A call that must succeed: its data, or a thrown error carrying the GraphQL errors. `stack` is
 * read at call time (test files assign it in beforeAll).
 */
export function caller(stack: () => Stack) {
  return async function call<T = any>(query: string, variables: Record<string, unknown>, member?: Member): Promise<T> {
    const r = await gql(stack().graphqlUrl, query, variables, member?.token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data as T;
  };
}

export function ok<T = any>(r: Result): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

/** Exactly one error with this code (and message / field when given). */
export function expectError(r: Result, code: string, message?: string, field?: string) {
  expect(r.errors, JSON.stringify(r)).toHaveLength(1);
  const [error] = r.errors!;
  expect(error.extensions?.code, JSON.stringify(error)).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  if (field !== undefined) expect(error.extensions?.field).toBe(field);
  return error;
}

/** The first error of a call that must fail: its message, code and field. */
export function failureOf(r: Result): { message: string; code: unknown; field: unknown } {
  expect(r.errors, JSON.stringify(r.data)).toBeDefined();
  const [error] = r.errors!;
  return { message: error.message, code: error.extensions?.code, field: error.extensions?.field };
}

/** Runs SQL in the stack's database (to check stored truth, or to move a time into the past). */
export async function sql<T = any>(stack: Stack, text: string, params: unknown[] = []): Promise<T[]> {
  return sqlAt<T>(stack.database.url, text, params);
}

/** One query on its own connection to the database at `url` (a test database without a stack). */
export async function sqlAt<T = any>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Polls `check` until it returns a value (not a timing assertion: only how long we are willing to wait). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

// A small client for the REST shims in tests: JSON in, status + text + parsed JSON out.
import { expect } from 'vitest';
import type { Stack } from './stack.js';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export interface RestOptions {
  body?: unknown;
  /** Sent as is instead of JSON (malformed bodies, other content types). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** `stack` is read at call time: test files assign it in beforeAll. */
export function restClient(stack: () => Stack) {
  return async function api(method: string, path: string, opts: RestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${stack().url}/api${path}`, {
      method,
      headers: { ...headers, ...opts.headers },
      body: opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      redirect: 'manual',
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };
}

export function expectOk(r: Reply) {
  expect(r.status, r.text).toBe(200);
  return r.json;
}

/**
 * A failure: the status, a JSON body with exactly these fields, never HTML or a stack. An
 * invalid input's answer also carries `fields` (one message per field); unless `body` spells
 * it out, it must at least hold the answer's own field and message.
 */
export function expectFailure(r: Reply, status: number, body: Record<string, unknown>) {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  if (r.json?.fields !== undefined && !('fields' in body)) {
    expect(r.json.code).toBe('BAD_USER_INPUT');
    expect(r.json.fields[r.json.field], r.text).toBe(r.json.message);
    const { fields: _fields, ...rest } = r.json;
    expect(rest).toEqual(body);
  } else {
    expect(r.json).toEqual(body);
  }
  expect(r.text).not.toMatch(/<html|\bat .*:\d+:\d+|node_modules/i);
}

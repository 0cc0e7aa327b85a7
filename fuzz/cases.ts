// A fuzz case: one request (or subscription) with one hostile value in one place, sent as one
// identity. Cases are planned from the schema and the OpenAPI document, so a new operation,
// argument or route gets its cases with no edit here.
import { prng } from '@pulse/kit/prng';
import type { Answer } from './detect.js';
import type { Fixtures } from './fixtures.js';

export type Surface = 'graphql' | 'subscription' | 'rest' | 'upload' | 'protocol';
export type Who = 'anonymous' | 'member';

/** What a case is sent to, and as whom. */
export interface Target {
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  fixtures: Fixtures;
  /** The bearer token of `who` (undefined for anonymous); kept fresh by the runner. */
  token(who: Who): string | undefined;
}

export interface FuzzCase {
  surface: Surface;
  /** `Mutation.createPost`, `GET /api/posts/{id}`, `POST /api/posts/media`, `POST /graphql`. */
  operation: string;
  /** The place of the hostile value: `input.content`, `path:id`, `query:limit`, `body`, `multipart`. */
  argument: string;
  kind: string;
  who: Who;
  send(target: Target): Promise<Answer>;
}

export const caseKey = (c: Pick<FuzzCase, 'surface' | 'operation' | 'argument' | 'kind' | 'who'>) => `${c.surface} ${c.operation} ${c.argument} ${c.kind} ${c.who}`;

/** Both identities for a planned request. */
export function asBoth(make: (who: Who) => FuzzCase): FuzzCase[] {
  return [make('anonymous'), make('member')];
}

/** An HTTP request, its answer read whole; a transport failure is an answer too. */
export async function http(url: string, init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array }): Promise<Answer> {
  try {
    const body = typeof init.body === 'string' || init.body === undefined ? init.body : new Uint8Array(init.body);
    const res = await fetch(url, { method: init.method, headers: init.headers, body, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { transportError: `${String(error)}${cause ? ` (${cause.code ?? cause.message})` : ''}` };
  }
}

export const authHeader = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/**
 * A seeded sample of `size` cases that still touches every operation: cases are shuffled
 * within their operation, then taken one per operation in turn (operations in shuffled order).
 */
export function sample(cases: FuzzCase[], size: number, seed: number): FuzzCase[] {
  if (cases.length <= size) return cases;
  // kit's PRNG, so a seed names one sample exactly.
  const random = prng(seed);
  const shuffle = <T>(xs: T[]) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const groups = new Map<string, FuzzCase[]>();
  for (const c of cases) {
    const key = `${c.surface} ${c.operation}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const queues = shuffle([...groups.keys()].sort()).map((k) => shuffle(groups.get(k)!));
  const out: FuzzCase[] = [];
  while (out.length < size) {
    for (const q of queues) {
      const next = q.pop();
      if (next && out.length < size) out.push(next);
    }
  }
  return out;
}

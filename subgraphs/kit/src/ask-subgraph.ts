// Subgraphs never read each other's tables: what one needs from another (does this member
// exist, what is this username's id, make this post) it asks over HTTP, as the caller, so the
// other subgraph applies its own rules to the same person. Every question is a document that
// graphql-codegen generated from a `calls.graphql` beside the capability asking it and checked
// against the composed schema, so a renamed field fails the build instead of a request, and the
// variables and the answer are typed from the document.
import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { BadUserInputError, RateLimitedError, ServiceUnavailableError, UnauthenticatedError } from './errors.js';
import type { SubgraphContext } from './subgraph.js';
import { ON_BEHALF_HEADER, onBehalfProof } from './scopes.js';

/** One error as another subgraph answered it (its code, field and retryAfter are our public contract). */
export interface SubgraphError {
  message: string;
  extensions?: { code?: string; field?: string; retryAfter?: number; [key: string]: unknown };
}

/** What the other subgraph answered: the document's data (null when it answered errors only) and its errors. */
export interface SubgraphAnswer<TData> {
  /** The HTTP status was 2xx. */
  ok: boolean;
  status: number;
  data: TData | null;
  errors: SubgraphError[];
}

/** The other subgraph answered something that is not a GraphQL answer (a proxy's error page, a cut body). */
export class SubgraphAnswerError extends Error {
  constructor(
    readonly subgraph: string,
    readonly status: number,
  ) {
    super(`${subgraph} answered ${status} without a GraphQL answer`);
    this.name = 'SubgraphAnswerError';
  }
}

// The wire shape; the document's type stands for what the other subgraph's schema promises.
interface Wire<TData> {
  data?: TData | null;
  errors?: SubgraphError[];
}

// Documents are module constants: each is printed once, not on every call.
const printed = new WeakMap<DocumentNode, string>();
function queryOf(document: DocumentNode): string {
  let query = printed.get(document);
  if (query === undefined) {
    query = print(document);
    printed.set(document, query);
  }
  return query;
}

/**
 * POSTs a generated document to another subgraph with the caller's Authorization header.
 * Answers its data and errors; each caller decides what a refusal means for it (not found,
 * unavailable, or simply nothing). Rejects when the subgraph cannot be reached (fetch's error)
 * or answers no GraphQL (SubgraphAnswerError).
 */
export async function askSubgraph<TData, TVariables>(
  ctx: Pick<SubgraphContext, 'services' | 'authorization'>,
  subgraph: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<SubgraphAnswer<TData>> {
  const url = ctx.services.config.subgraphUrls[subgraph];
  // A programming error, not an outage: the subgraph's config.ts must list whom it asks.
  if (!url) throw new Error(`No address for the ${subgraph} subgraph: add it to \`asks\` in this subgraph's config.ts`);
  const res = await fetch(url, {
    method: 'POST',
    // The caller's token, and the proof that this question is asked on its behalf: the token's
    // scopes were checked on the operation it sent (scopes.ts ON_BEHALF_HEADER).
    headers: {
      'content-type': 'application/json',
      ...(ctx.authorization ? { authorization: ctx.authorization } : {}),
      ...(ctx.authorization && ctx.services.config.jwtSecret ? { [ON_BEHALF_HEADER]: onBehalfProof(ctx.services.config.jwtSecret, ctx.authorization) } : {}),
    },
    body: JSON.stringify({ query: queryOf(document), variables }),
  });
  let body: Wire<TData> | null;
  try {
    body = await res.json();
  } catch {
    throw new SubgraphAnswerError(subgraph, res.status);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SubgraphAnswerError(subgraph, res.status);
  return { ok: res.ok, status: res.status, data: body.data ?? null, errors: Array.isArray(body.errors) ? body.errors : [] };
}

/**
 * Another subgraph's refusal as ours: the member's own mistakes and limits keep their code,
 * message and details (BAD_USER_INPUT with the field `field` names for this operation,
 * RATE_LIMITED with retryAfter, UNAUTHENTICATED); anything else is not the member's doing and
 * becomes SERVICE_UNAVAILABLE with `unavailable`.
 */
export function refusalOf(error: SubgraphError | undefined, options: { unavailable: string; field: (field: string | undefined) => string }): Error {
  const code = error?.extensions?.code;
  if (error && code === 'BAD_USER_INPUT') {
    const field = error.extensions?.field;
    return new BadUserInputError(error.message, options.field(typeof field === 'string' ? field : undefined));
  }
  if (error && code === 'RATE_LIMITED') {
    const retryAfter = error.extensions?.retryAfter;
    return new RateLimitedError(typeof retryAfter === 'number' ? retryAfter : 60, error.message);
  }
  if (error && code === 'UNAUTHENTICATED') return new UnauthenticatedError(error.message);
  return new ServiceUnavailableError(options.unavailable);
}

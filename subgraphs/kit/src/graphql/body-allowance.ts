// GraphQL request bodies are limited to 1 MB. A few operations carry more by design (a meal
// photo as a data URL: a 5 MB image is ~6.7 MB of base64), so a subgraph may name the root
// fields allowed a bigger body. The limit is raised for those operations only, not globally:
// a body over 1 MB is parsed up to the largest allowance and then refused (413) unless every
// root field of every operation in it is one of the allowed fields.
import express from 'express';
import { Kind, parse, type DocumentNode } from 'graphql';

export const DEFAULT_GRAPHQL_BODY_LIMIT = 1024 * 1024;

export interface GraphqlBodyAllowance {
  /** Bytes. */
  limit: number;
  /** Root fields (e.g. `analyzeMeal`) whose requests may be this large. */
  rootFields: readonly string[];
}

type WithLength = express.Request & { graphqlBodyBytes?: number };

function rootFieldsOf(document: DocumentNode): string[] | undefined {
  const names: string[] = [];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) return undefined;
    for (const selection of def.selectionSet.selections) {
      // Fragments at the root could hide any field: not allowed a big body.
      if (selection.kind !== Kind.FIELD) return undefined;
      if (selection.name.value !== '__typename') names.push(selection.name.value);
    }
  }
  return names;
}

function tooLarge(): Error {
  return Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
}

export interface GraphqlBodyLimits {
  /** The most any body may be: the largest allowance, at least the default. */
  max: number;
  /** Whether a parsed body of `bytes` may be served: under the default, or every root field allowed that much. */
  admits(bytes: number, body: unknown): boolean;
}

/** The size rules of a /graphql endpoint, shared by Express's parser below and kit's lean path (lean-http.ts). */
export function graphqlBodyLimits(allowances: readonly GraphqlBodyAllowance[]): GraphqlBodyLimits {
  const allowed = new Map<string, number>();
  for (const a of allowances) for (const field of a.rootFields) allowed.set(field, Math.max(a.limit, allowed.get(field) ?? 0));
  return {
    max: Math.max(DEFAULT_GRAPHQL_BODY_LIMIT, ...allowed.values()),
    admits(bytes, body) {
      if (bytes <= DEFAULT_GRAPHQL_BODY_LIMIT) return true;
      const query = (body as { query?: unknown } | undefined)?.query;
      let fields: string[] | undefined;
      try {
        fields = typeof query === 'string' && query.length < 100_000 ? rootFieldsOf(parse(query)) : undefined;
      } catch {
        fields = undefined;
      }
      return !!fields?.length && fields.every((field) => bytes <= (allowed.get(field) ?? 0));
    },
  };
}

/** The JSON body parser of a /graphql endpoint, with the allowances of the services behind it. */
export function graphqlJsonParser(allowances: readonly GraphqlBodyAllowance[]): express.RequestHandler[] {
  const limits = graphqlBodyLimits(allowances);
  const parser = express.json({
    limit: limits.max,
    verify: (req, _res, buf) => {
      (req as WithLength).graphqlBodyBytes = buf.length;
    },
  });
  const check: express.RequestHandler = (req, _res, next) => {
    if (!limits.admits((req as WithLength).graphqlBodyBytes ?? 0, req.body)) return next(tooLarge());
    next();
  };
  return [parser, check];
}

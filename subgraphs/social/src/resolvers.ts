// The social subgraph's resolver map: each capability folder exports its own part
// (Query / Mutation / type fields), merged here so no folder edits another's file.
import { GraphQLScalarType } from 'graphql';
import { postResolvers } from './posts/resolvers.js';
import { followResolvers } from './follows/resolvers.js';
import { notificationResolvers } from './notifications/resolvers.js';
import { placeResolvers } from './places/resolvers.js';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (ast) => parseDateTime('value' in ast ? ast.value : undefined),
});

// An unparseable value becomes an Invalid Date that the operation refuses as BAD_USER_INPUT
// with its field: a scalar that throws fails variable coercion, which Apollo Server answers
// with HTTP 400 and the gateway reports as an internal error.
function parseDateTime(value: unknown): Date {
  return typeof value === 'string' ? new Date(value) : new Date(NaN);
}

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges the parts; two parts defining the same field is a programming error. */
function merge(...parts: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      out[type] ??= {};
      for (const [name, resolver] of Object.entries(fields)) {
        if (name in out[type]) throw new Error(`${type}.${name} is resolved twice`);
        out[type][name] = resolver;
      }
    }
  }
  return out;
}

export const resolvers = {
  DateTime,
  ...merge(postResolvers, followResolvers, notificationResolvers, placeResolvers),
};

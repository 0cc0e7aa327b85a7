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

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 date and time');
  return date;
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

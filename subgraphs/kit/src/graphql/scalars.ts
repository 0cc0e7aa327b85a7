// The one DateTime scalar every subgraph uses: ISO-8601 in UTC on the wire, a Date inside.
// Declared once here so the composed schema has one definition and one parser.
import { GraphQLScalarType, Kind } from 'graphql';
import { BadUserInputError } from '../errors.js';

function parseDate(raw: string): Date {
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new BadUserInputError('Invalid date');
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new BadUserInputError('Invalid date');
    return parseDate(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new BadUserInputError('Invalid date');
    return parseDate(ast.value);
  },
});

// The one DateTime scalar every subgraph uses: ISO-8601 in UTC on the wire, a Date inside.
// Declared once here so the composed schema has one definition and one parser.
//
// An unparseable value arrives as an Invalid Date, which the input's rules refuse as
// BAD_USER_INPUT naming the field (e.g. social's scheduledFor: 'Invalid date'). A scalar
// that throws fails variable coercion instead, which Apollo Server answers with HTTP 400
// and the gateway reports to the client as an internal error.
import { GraphQLScalarType, Kind } from 'graphql';

/** What an unparseable DateTime becomes: check with `Number.isNaN(date.getTime())`. */
const parseDate = (raw: unknown): Date => (typeof raw === 'string' ? new Date(raw) : new Date(NaN));

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date and time in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

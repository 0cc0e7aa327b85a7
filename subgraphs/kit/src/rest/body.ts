// A REST body checked by the declaration of the operation's input (input/declare.ts): the
// JSON is read as GraphQL reads its variables (a DateTime's text becomes a Date, through the
// same scalar), then checked by the input's own rules, so a REST client reads the same
// messages, on the same fields, as a GraphQL client. What passes is handed on as the client
// sent it (the fields the input declares), and the operation's own rules run on it again.
import { z } from 'zod';
import { DateTimeScalar } from '../graphql/scalars.js';
import { publishedField, type DeclaredInput, type InputShape } from '../input/declare.js';

/** A value as JSON carries it: times as their ISO text. */
export type JsonOf<T> = T extends Date ? string : T extends readonly (infer U)[] ? JsonOf<U>[] : T extends object ? { [K in keyof T]: JsonOf<T[K]> } : T;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isDeclared(type: unknown): type is DeclaredInput<InputShape> {
  return typeof type === 'function' && 'schema' in type && type.schema instanceof z.ZodObject;
}

/** One value as GraphQL would coerce it into `type` (lists element by element, inputs field by field). */
function readValue(value: unknown, type: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(type)) return Array.isArray(value) ? value.map((item) => readValue(item, type[0])) : value;
  if (type === Date) return DateTimeScalar.parseValue(value);
  if (isDeclared(type) && isRecord(value)) return readFields(type.schema.shape, value);
  return value;
}

function readFields(shape: InputShape, body: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!Object.hasOwn(body, key)) continue;
    const field = publishedField(rule);
    read[key] = field ? readValue(body[key], field.type()) : body[key];
  }
  return read;
}

/** The body rule of a route that runs the operation taking `input`: the declared fields, checked by its rules. */
export function inputBody<S extends InputShape>(input: DeclaredInput<S>): z.ZodType<JsonOf<z.input<z.ZodObject<S>>>, Record<string, unknown>> {
  return z.record(z.string(), z.unknown()).transform((body, ctx) => {
    const result = input.schema.safeParse(readFields(input.schema.shape, body));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    const sent: Record<string, unknown> = {};
    for (const key of Object.keys(input.schema.shape)) if (Object.hasOwn(body, key)) sent[key] = body[key];
    // The rules accepted these values as read from JSON: they have the input's JSON shape.
    return sent as JsonOf<z.input<z.ZodObject<S>>>;
  });
}

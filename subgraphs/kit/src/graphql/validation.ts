// Input validation is declared beside each input class as a zod schema (`static schema`).
// Every argument is run through its class's schema before the resolver sees it: the first
// problem becomes BAD_USER_INPUT with the message the member reads and `extensions.field`
// naming the field, dotted when nested (the web forms put it beside that field), and the parsed values (trimmed,
// lowercased, defaulted) replace the raw ones, so a handler only ever sees clean input.
import type { ValidatorFn } from 'type-graphql';
import type { z } from 'zod';
import { BadUserInputError } from '../errors.js';

/** An input class (or args class) that declares its rules. */
export interface ValidatedClass {
  schema?: z.ZodType;
}

/** Runs `schema` on `value`; throws BAD_USER_INPUT for the first issue. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A nested field is named by its path without list positions (`poll.options`,
  // `routeData.coordinates.latitude`): the form shows the message beside that input.
  const names = issue.path.filter((key) => typeof key !== 'number').map(String);
  const field = names.length ? names.join('.') : undefined;
  throw new BadUserInputError(issue.message, field, reasonOf(issue));
}

/** The stable reason of an issue where it has one: a string over its maximum, or a rule that names its reason (`params: { reason }`). */
function reasonOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string') return 'TOO_LONG';
  const reason = issue.code === 'custom' ? (issue.params as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

function schemaOf(type: unknown): z.ZodType | undefined {
  return typeof type === 'function' ? (type as ValidatedClass).schema : undefined;
}

export const validateWithZod: ValidatorFn = (argValue, argType) => {
  const schema = schemaOf(argType);
  if (!schema || argValue === null || argValue === undefined || typeof argValue !== 'object') return;
  const parsed = parseInput(schema, { ...(argValue as object) });
  // The resolver receives this same instance: hand it the parsed values.
  if (parsed && typeof parsed === 'object') Object.assign(argValue as object, parsed);
};

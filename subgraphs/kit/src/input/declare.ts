// One declaration per input: each field is its zod rule with its GraphQL type attached, and
// declareInput makes both the input class (what the schema publishes) and its `static schema`
// (what graphql/validation.ts runs on every argument) from that one list of fields. A field
// cannot be published without a rule or ruled without being published, and the handler's type
// is the rule's output (InputOf), so no cast joins two declarations that could drift apart.
//
// The same declaration reads a REST body (rest/body.ts): the JSON a client sends is read as
// GraphQL would read it (a DateTime's text becomes a Date) and checked by the same rules, so a
// REST client gets the same messages as a GraphQL one.
// type-graphql's decorators need the metadata polyfill loaded first; a REST table (which the
// gateway loads without the rest of kit) reaches this file on its own.
import 'reflect-metadata';
import { Field, InputType, type FieldOptions } from 'type-graphql';
import { z } from 'zod';

/** A field's GraphQL type as @Field takes it: `() => String`, `() => [ID]`, `() => SomeInput`. */
export type GraphQLTypeOf = () => object | symbol;

/** The fields of a declared input: their names and rules. */
export type InputShape = Record<string, z.ZodType>;

/** How a field is published: its GraphQL type and the options of its @Field. */
export interface PublishedField {
  type: GraphQLTypeOf;
  options: FieldOptions;
}

const published = new WeakMap<z.ZodType, PublishedField>();

/**
 * A field of a declared input: `rule` published as `type` (`() => String`, `() => [ID]`, a
 * declared input). The field is nullable in the schema when the rule accepts nothing
 * (`.nullish()`), unless `options.nullable` says otherwise. Answers a copy of the rule, so one
 * rule can be published under different types in different inputs.
 */
export function inputField<R extends z.ZodType>(rule: R, type: GraphQLTypeOf, options: FieldOptions = {}): R {
  const copy = rule.clone();
  published.set(copy, { type, options });
  return copy;
}

/** How a declared input's field is published; undefined for a rule not made by inputField. */
export function publishedField(rule: z.ZodType): PublishedField | undefined {
  return published.get(rule);
}

/** A declared input: a class type-graphql publishes, carrying the rules of its fields. */
export interface DeclaredInput<S extends InputShape> {
  new (): object;
  readonly schema: z.ZodObject<S>;
}

/** What a handler receives for a declared input: the values its rules produced (trimmed, defaulted). */
export type InputOf<D extends { schema: z.ZodType }> = z.output<D['schema']>;

/** Declares the input type `name` from its fields (each made by inputField). */
export function declareInput<S extends InputShape>(name: string, shape: S, options: { description?: string } = {}): DeclaredInput<S> {
  const schema = z.object(shape);
  const declared = class {
    static readonly schema = schema;
  };
  Object.defineProperty(declared, 'name', { value: name });
  for (const [key, rule] of Object.entries(shape)) {
    const field = published.get(rule);
    if (!field) throw new Error(`${name}.${key}: declare the field with inputField (its rule and its GraphQL type)`);
    Field(field.type, { nullable: rule.safeParse(undefined).success, ...field.options })(declared.prototype, key);
  }
  InputType(name, options)(declared);
  return declared;
}

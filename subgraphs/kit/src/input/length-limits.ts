// Every String and ID argument and input field carries a maximum length, declared once in
// the zod rules beside its class (`z.string().max(254)`); IDs have ID_MAX_LENGTH unless their
// rules say less. kit reads those rules when it builds a subgraph's schema and prints each
// maximum into the SDL as `@maxLength(max: N)` (a composed directive, so it reaches the
// supergraph), where the edge guard (operation-guard.ts) reads it back: an over-long value is
// refused with HTTP 400 before any subgraph or PostgreSQL sees it. schema/length-limits.test.ts
// fails when a String or ID of the composed API has no maximum, so new subgraphs inherit this.
import { getMetadataStorage } from 'type-graphql';
import {
  Kind,
  getNamedType,
  isInputObjectType,
  isObjectType,
  parse,
  print,
  visit,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { z } from 'zod';
import { ID_MAX_LENGTH } from './strings.js';

/** A declared maximum, with the rule's own words for a longer value where it has them. */
export interface LengthLimit {
  max: number;
  message?: string;
}

/** By schema coordinate: `Type.field` for an input field, `Type.field(arg:)` for an argument. */
export type LengthLimits = Map<string, LengthLimit>;

export const MAX_LENGTH_DIRECTIVE = 'maxLength';

/** The SDL every subgraph links to declare the directive; composition keeps it in the supergraph. */
export const MAX_LENGTH_LINK = `@link(url: "https://pulse.invalid/limits/v1.0", import: ["@${MAX_LENGTH_DIRECTIVE}"]) @composeDirective(name: "@${MAX_LENGTH_DIRECTIVE}")`;
export const MAX_LENGTH_DEFINITION = `"""The most characters (UTF-16 code units) this string may have; longer values are refused with BAD_USER_INPUT reason TOO_LONG."""
directive @${MAX_LENGTH_DIRECTIVE}(max: Int!, message: String) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION`;

type AnyZod = z.core.$ZodType;

/** zod types that only wrap another (`innerType`): both walks look through them. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'catch', 'readonly']);

/**
 * The longest string a zod rule accepts, looking through optional/nullable/default wrappers,
 * pipes and transforms (the smallest maximum on the way counts), lists (their elements) and
 * enums (their longest value); undefined when nothing bounds it.
 */
export function zodMaxLength(schema: AnyZod | undefined): number | undefined {
  if (!schema) return undefined;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => zodMaxLength(def[key] as AnyZod | undefined);
  if (WRAPPERS.has(def.type)) return inner('innerType');
  switch (def.type) {
    case 'string': {
      const max = (schema as { maxLength?: number | null }).maxLength;
      return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
    }
    case 'pipe':
      // The edge measures the value as sent, which is what the pipe's input side checks.
      return inner('in') ?? inner('out');
    case 'array':
      return inner('element');
    case 'enum':
      return Math.max(...Object.values(def.entries as Record<string, string | number>).map((v) => String(v).length));
    case 'literal':
      return Math.max(...(def.values as unknown[]).map((v) => String(v).length));
    case 'union': {
      const options = (def.options as AnyZod[]).map(zodMaxLength);
      return options.every((v) => v !== undefined) ? Math.max(...(options as number[])) : undefined;
    }
    default:
      return undefined;
  }
}

/** The object shape inside a rule: through wrappers, pipes (either side) and lists; undefined if none. */
function zodShape(schema: AnyZod | undefined): Record<string, AnyZod> | undefined {
  if (!schema) return undefined;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (WRAPPERS.has(def.type)) return zodShape(def.innerType as AnyZod);
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, AnyZod>;
    case 'pipe':
      return zodShape(def.in as AnyZod) ?? zodShape(def.out as AnyZod);
    case 'array':
      return zodShape(def.element as AnyZod);
    default:
      return undefined;
  }
}

/** What the rule itself says about a value one character too long (a list's element too), if it says more than zod's default. */
function tooLongMessage(rule: AnyZod, max: number): string | undefined {
  const probe = 'x'.repeat(max + 1);
  for (const value of [probe, [probe]]) {
    const result = (rule as z.ZodType).safeParse(value);
    // This maximum's issue: a list's own .max(n) also reports a string probe as too big (zod 4
    // checks the length of what it got), with the list's words ("At most 20 vitamins").
    const issue = result.success ? undefined : result.error.issues.find((i) => i.code === 'too_big' && i.maximum === max);
    if (issue && !issue.message.startsWith('Too big')) return issue.message;
  }
  return undefined;
}

function limitOf(rule: AnyZod | undefined): LengthLimit | undefined {
  const max = zodMaxLength(rule);
  if (max === undefined) return undefined;
  const message = tooLongMessage(rule!, max);
  return message ? { max, message } : { max };
}

/**
 * The maximum of every String and ID argument and input field of `schema`, from the zod rules
 * of the type-graphql classes it was built from, and ID_MAX_LENGTH for IDs without one. A
 * String with no rule has no entry (and the composed-schema test says so).
 */
export function declaredLengthLimits(schema: GraphQLSchema): LengthLimits {
  const storage = getMetadataStorage();
  // Classes by GraphQL name. The metadata storage is process-wide, so a name can be held by
  // more than one class (a test's probe type beside a subgraph's, in one test worker): the
  // class this schema was built from is the one whose fields are the type's fields.
  const inputClassesNamed = new Map<string, (typeof storage.inputTypes)[number][]>();
  for (const t of storage.inputTypes) inputClassesNamed.set(t.name, [...(inputClassesNamed.get(t.name) ?? []), t]);
  const inputClassOf = (type: GraphQLInputObjectType) => {
    const candidates = inputClassesNamed.get(type.name) ?? [];
    if (candidates.length < 2) return candidates[0];
    const fields = Object.keys(type.getFields()).sort().join(',');
    const matching = candidates.filter(
      (c) =>
        (c.fields ?? [])
          .map((f) => f.schemaName)
          .sort()
          .join(',') === fields,
    );
    if (matching.length !== 1) throw new Error(`${matching.length || candidates.length} input classes are named ${type.name}; give each a name of its own`);
    return matching[0];
  };
  const argsClasses = new Map(storage.argumentTypes.map((t) => [t.target, t]));
  const limits: LengthLimits = new Map();
  // Rules found for each coordinate: a class's own, or its parent's for a nested input
  // without rules of its own (e.g. CreatePostInput's rules cover MealInput's fields).
  const rules = new Map<string, LengthLimit>();
  const keep = (coordinate: string, limit: LengthLimit | undefined) => {
    const known = rules.get(coordinate);
    if (limit && (!known || limit.max < known.max)) rules.set(coordinate, limit);
  };
  /** A GraphQL input type's fields, each with the rule that covers it (its class's, or the parent's). */
  const walkInput = (typeName: string, parentShape: Record<string, AnyZod> | undefined, path: ReadonlySet<string>) => {
    const type = schema.getType(typeName);
    if (!isInputObjectType(type) || path.has(typeName)) return;
    const meta = inputClassOf(type);
    const own = zodShape((meta?.target as { schema?: AnyZod } | undefined)?.schema);
    const propertyOf = new Map((meta?.fields ?? []).map((f) => [f.schemaName, f.name]));
    for (const field of Object.values(type.getFields())) {
      const rule = own?.[propertyOf.get(field.name) ?? field.name] ?? parentShape?.[field.name];
      keep(`${typeName}.${field.name}`, limitOf(rule));
      const nested = getNamedType(field.type);
      if (isInputObjectType(nested)) walkInput(nested.name, zodShape(rule), new Set([...path, typeName]));
    }
  };

  // Arguments: every resolver method's @Args class, by the GraphQL type and field it serves.
  const resolvers = [
    ...storage.queries.map((r) => ({ type: 'Query', r })),
    ...storage.mutations.map((r) => ({ type: 'Mutation', r })),
    ...storage.subscriptions.map((r) => ({ type: 'Subscription', r })),
    ...storage.fieldResolvers.map((r) => {
      const target = (r.getObjectType ?? r.resolverClassMetadata?.getObjectType)?.();
      return { type: storage.objectTypes.find((o) => o.target === target)?.name ?? '', r };
    }),
  ];
  for (const { type, r } of resolvers) {
    for (const param of r.params ?? []) {
      if (param.kind !== 'args') continue;
      const argsType = param.getType() as { schema?: AnyZod };
      const shape = zodShape(argsType.schema);
      const graphqlField = (schema.getType(type) as GraphQLObjectType | undefined)?.getFields?.()[r.schemaName];
      // An args class's fields include those it inherits (MessagesArgs extends MessagePageArgs).
      for (let cls: unknown = argsType; typeof cls === 'function' && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
        for (const field of argsClasses.get(cls as never)?.fields ?? []) {
          const rule = shape?.[field.name];
          keep(`${type}.${r.schemaName}(${field.schemaName}:)`, limitOf(rule));
          const argType = graphqlField?.args.find((a) => a.name === field.schemaName)?.type;
          const nested = argType && getNamedType(argType);
          if (nested && isInputObjectType(nested)) walkInput(nested.name, zodShape(rule), new Set());
        }
      }
    }
  }

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) walkInput(type.name, undefined, new Set());
    else if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          const named = getNamedType(arg.type);
          if (isInputObjectType(named)) walkInput(named.name, undefined, new Set());
        }
      }
    }
  }

  const record = (coordinate: string, typeName: string) => {
    const declared = rules.get(coordinate);
    if (typeName === 'ID') limits.set(coordinate, declared && declared.max <= ID_MAX_LENGTH ? declared : { max: ID_MAX_LENGTH });
    else if (typeName === 'String' && declared) limits.set(coordinate, declared);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) record(`${type.name}.${field.name}`, getNamedType(field.type).name);
    } else if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) record(`${type.name}.${field.name}(${arg.name}:)`, getNamedType(arg.type).name);
      }
    }
  }
  return limits;
}

const maxLengthNode = ({ max, message }: LengthLimit) => ({
  kind: Kind.DIRECTIVE,
  name: { kind: Kind.NAME, value: MAX_LENGTH_DIRECTIVE },
  arguments: [
    { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'max' }, value: { kind: Kind.INT, value: String(max) } },
    ...(message ? [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'message' }, value: { kind: Kind.STRING, value: message } }] : []),
  ],
});

/** The SDL with `@maxLength(max: N)` on every argument and input field `limits` names. */
export function withLengthDirectives(sdl: string, limits: LengthLimits): string {
  let typeName = '';
  let fieldName: string | undefined;
  const enterType = (node: { name: { value: string } }) => {
    typeName = node.name.value;
    fieldName = undefined;
  };
  const document = visit(parse(sdl), {
    ObjectTypeDefinition: enterType,
    ObjectTypeExtension: enterType,
    InterfaceTypeDefinition: enterType,
    InterfaceTypeExtension: enterType,
    InputObjectTypeDefinition: enterType,
    DirectiveDefinition: () => void (typeName = ''),
    FieldDefinition: {
      enter: (node) => void (fieldName = node.name.value),
      leave: () => void (fieldName = undefined),
    },
    // An argument of an object type's field, or an input object's field.
    InputValueDefinition(node) {
      const coordinate = fieldName === undefined ? `${typeName}.${node.name.value}` : `${typeName}.${fieldName}(${node.name.value}:)`;
      const limit = typeName ? limits.get(coordinate) : undefined;
      if (!limit || node.directives?.some((d) => d.name.value === MAX_LENGTH_DIRECTIVE)) return undefined;
      return { ...node, directives: [...(node.directives ?? []), maxLengthNode(limit)] };
    },
  });
  return print(document);
}

/** The declared maxima of an SDL (a subgraph's or the supergraph), by schema coordinate. */
export function lengthLimitsOf(sdl: string | DocumentNode): LengthLimits {
  const limits: LengthLimits = new Map();
  const document = typeof sdl === 'string' ? parse(sdl) : sdl;
  const limitOfNode = (directives: readonly DirectiveNode[] | undefined): LengthLimit | undefined => {
    const directive = directives?.find((d) => d.name.value === MAX_LENGTH_DIRECTIVE);
    const arg = (name: string) => directive?.arguments?.find((a) => a.name.value === name)?.value;
    const max = arg('max');
    const message = arg('message');
    if (max?.kind !== Kind.INT) return undefined;
    return { max: Number(max.value), ...(message?.kind === Kind.STRING ? { message: message.value } : {}) };
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
      for (const field of definition.fields ?? []) {
        const limit = limitOfNode(field.directives);
        if (limit) limits.set(`${definition.name.value}.${field.name.value}`, limit);
      }
    } else if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION ||
      definition.kind === Kind.INTERFACE_TYPE_EXTENSION
    ) {
      for (const field of definition.fields ?? []) {
        for (const arg of field.arguments ?? []) {
          const limit = limitOfNode(arg.directives);
          if (limit) limits.set(`${definition.name.value}.${field.name.value}(${arg.name.value}:)`, limit);
        }
      }
    }
  }
  return limits;
}

// What the fuzzer knows of an input: a "slot" is one place a value goes (an argument, an input
// field, a list element, a REST parameter or body property), described the same way whether it
// came from the GraphQL schema or from the OpenAPI document, so the hostile values and the
// valid baselines are written once for both.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';

export type Slot =
  | { t: 'string'; scalar?: 'ID' | 'DateTime' | 'String' | string }
  | { t: 'int'; min?: number; max?: number }
  | { t: 'float' }
  | { t: 'boolean' }
  | { t: 'enum'; values: string[] }
  | { t: 'list'; of: Slot; nonNullItems: boolean }
  | { t: 'object'; name: string; fields: SlotField[] }
  | { t: 'any' };

export interface SlotField {
  name: string;
  slot: Slot;
  required: boolean;
}

/** A GraphQL input type as a slot; `seen` stops recursive input types (one level of each). */
export function slotOfGraphQL(type: GraphQLInputType, seen: ReadonlySet<string> = new Set()): Slot {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { t: 'list', of: slotOfGraphQL(inner.ofType, seen), nonNullItems: isNonNullType(inner.ofType) };
  if (isEnumType(inner)) return { t: 'enum', values: inner.getValues().map((v) => v.name) };
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return { t: 'object', name: inner.name, fields: [] };
    const next = new Set(seen).add(inner.name);
    return {
      t: 'object',
      name: inner.name,
      fields: Object.values(inner.getFields()).map((f) => ({
        name: f.name,
        slot: slotOfGraphQL(f.type, next),
        required: isNonNullType(f.type) && f.defaultValue === undefined,
      })),
    };
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return { t: 'int' };
      case 'Float':
        return { t: 'float' };
      case 'Boolean':
        return { t: 'boolean' };
      default:
        return { t: 'string', scalar: inner.name };
    }
  }
  return { t: 'any' };
}

type JsonSchema = { [key: string]: unknown };

/** A JSON Schema of the OpenAPI document (refs resolved against its components) as a slot. */
export function slotOfJsonSchema(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): Slot {
  if (depth > 6) return { t: 'any' };
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? slotOfJsonSchema(target, components, depth + 1) : { t: 'any' };
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) {
    const first = variants.find((v) => v.type !== 'null');
    return first ? slotOfJsonSchema(first, components, depth + 1) : { t: 'any' };
  }
  if (Array.isArray(schema.enum)) return { t: 'enum', values: schema.enum.map(String) };
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return { t: 'string', scalar: schema.format === 'date-time' ? 'DateTime' : 'String' };
    case 'integer':
      return { t: 'int', min: schema.minimum as number | undefined, max: schema.maximum as number | undefined };
    case 'number':
      return { t: 'float' };
    case 'boolean':
      return { t: 'boolean' };
    case 'array':
      return { t: 'list', of: schema.items ? slotOfJsonSchema(schema.items as JsonSchema, components, depth + 1) : { t: 'any' }, nonNullItems: true };
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return {
        t: 'object',
        name: 'body',
        fields: Object.entries(properties).map(([name, p]) => ({ name, slot: slotOfJsonSchema(p, components, depth + 1), required: required.has(name) })),
      };
    }
    default:
      return { t: 'any' };
  }
}

/** Every place inside a slot a value can be fuzzed: the slot itself, its fields and list elements, as paths (`input.poll.options[]`). */
export function slotPaths(name: string, slot: Slot): { path: string; slot: Slot }[] {
  const out = [{ path: name, slot }];
  if (slot.t === 'object') for (const f of slot.fields) out.push(...slotPaths(`${name}.${f.name}`, f.slot));
  if (slot.t === 'list') out.push(...slotPaths(`${name}[]`, slot.of));
  return out;
}

// Events that carry their object: no lookup at all (docs/realtime.md, "Events carry what is selected").
//
// A subgraph may put into an event the fields of the object it announces, as any of its
// receivers would read them (messaging's messageCreated carries the message it just wrote). When
// everything a subscriber's selection reads of an object is in the event, the gateway answers
// from the event: no request to any subgraph, for any receiver. Whatever is missing (a field
// another subgraph contributes, one the subgraph did not carry) makes the object looked up as
// before, so carrying is only ever an optimisation, never a change of what a reader sees.
//
// Fields that differ between readers are covered only by the event's own per-reader values
// (kit's FOR_READER); a field that returns a per-reader type (a shared Post) is covered by a
// reference, which each reader then looks up as itself. References to other entities
// (a message's sender) are resolved on their own: from the gateway's members' cards when the
// selection reads nothing else (public-user-cache.ts), otherwise by a shared lookup.
import { Kind, getNamedType, isLeafType, isObjectType, type FragmentDefinitionNode, type GraphQLNamedType, type SelectionNode } from 'graphql';
import type { EntityLookups } from './entity-lookups.js';
import type { ViewerScope } from './viewer-scope.js';
import { CARD_FIELDS } from './public-user-cache.js';

export interface CoverContext {
  lookups: EntityLookups;
  scope?: ViewerScope;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Whether the event gives this receiver its own value of `field` on the object `id` of `typeName`. */
  givenForReader(typeName: string, id: unknown, field: string): boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isReference = (value: unknown) => isObject(value) && typeof value.id === 'string';

/** Every item of `value` (one object or a list of them) holds what `selections` read of `type`. */
export function covers(type: GraphQLNamedType, selections: readonly SelectionNode[], value: unknown, c: CoverContext): boolean {
  if (Array.isArray(value)) return value.every((item) => item === null || covers(type, selections, item, c));
  // An abstract type needs the event to say which object it is: such objects are looked up.
  if (!isObject(value) || !isObjectType(type)) return false;
  for (const selection of selections) {
    // @include/@skip and friends: rare in subscriptions, and not worth deciding here.
    if (selection.directives?.length) return false;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (selection.typeCondition && selection.typeCondition.name.value !== type.name) return false;
      if (!covers(type, selection.selectionSet.selections, value, c)) return false;
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = c.fragments[selection.name.value];
      if (!fragment || fragment.typeCondition.name.value !== type.name) return false;
      if (!covers(type, fragment.selectionSet.selections, value, c)) return false;
      continue;
    }
    const name = selection.name.value;
    if (name === '__typename') continue;
    const field = type.getFields()[name];
    // A field with arguments (messages(first:)) is never carried: the event cannot know them.
    if (!field || selection.arguments?.length) return false;
    const fieldType = getNamedType(field.type);
    const carried = value[name];
    if (c.scope?.isViewerField(type, name)) {
      if (c.scope.isViewerType(fieldType.name)) {
        // A per-reader object (a shared post): none for anyone, or a reference each reader looks up as itself.
        const refs = Array.isArray(carried) ? carried : [carried];
        if (carried === undefined || !refs.every((ref) => ref === null || (isReference(ref) && c.lookups.has(fieldType.name)))) return false;
        continue;
      }
      if (!c.givenForReader(type.name, value.id, name)) return false;
      continue;
    }
    if (carried === undefined) return false;
    if (carried === null || isLeafType(fieldType)) continue;
    // Another entity: resolved on its own (cards or a shared lookup) when the event has only its reference.
    if (c.lookups.has(fieldType.name) && (Array.isArray(carried) ? carried : [carried]).every((ref) => ref === null || isReference(ref))) continue;
    if (!selection.selectionSet || !covers(fieldType, selection.selectionSet.selections, carried, c)) return false;
  }
  return true;
}

/**
 * What a User selection reads, as [response key, field name] pairs, when it reads nothing but
 * members' card fields (no arguments, directives or nested selections): those a card answers.
 * Null otherwise.
 */
export function cardFields(selections: readonly SelectionNode[], fragments: Record<string, FragmentDefinitionNode>): [string, string][] | null {
  const fields: [string, string][] = [];
  const walk = (list: readonly SelectionNode[]): boolean =>
    list.every((selection) => {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.INLINE_FRAGMENT)
        return (!selection.typeCondition || selection.typeCondition.name.value === 'User') && walk(selection.selectionSet.selections);
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        return !!fragment && fragment.typeCondition.name.value === 'User' && walk(fragment.selectionSet.selections);
      }
      const name = selection.name.value;
      if (name === '__typename') return true;
      if (!CARD_FIELDS.has(name) || selection.arguments?.length || selection.selectionSet) return false;
      fields.push([(selection.alias ?? selection.name).value, name]);
      return true;
    });
  return walk(selections) && fields.length ? fields : null;
}

// Turns bus events into subscription results for one subscriber.
//
// A subscription field listens to the bus topic of the same name. An event is delivered
// when its audience includes the subscriber and its data matches the field's arguments
// (userUpdated(id: X) receives events whose data.id is X). The client's selection is then
// executed against the event: plain fields come from the event data, and entity references
// ({ id }) are fetched through the gateway (see entity-lookups.ts), so a payload can select
// fields from every subgraph and each subgraph still authorizes them.
//
// An event is looked up once for all its receivers (shared-lookups.ts): the first receiver's
// lookup, run as that member, answers the others. Fields that differ between readers
// (viewer-scope.ts) are left out of that shared lookup; where one was selected the shared
// answer carries its parent's id (and, for an object, whether there is one), and each
// receiver asks for just that field as itself. A selection that cannot be split that way
// (a per-reader field under a type with no id lookup) is looked up by each receiver whole.
import {
  GraphQLError,
  Kind,
  TypeInfo,
  parse as parseDocument,
  execute,
  isCompositeType,
  visitWithTypeInfo,
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  isNonNullType,
  print,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import type { Audience, Bus, BusEvent } from '@pulse/kit';
import { FOR_READER, createLogger } from '@pulse/kit';
import { AsyncQueue } from './async-queue.js';
import { cardFields, covers } from './carried.js';
import type { EntityLookups } from './entity-lookups.js';
import type { PublicUserCache } from './public-user-cache.js';
import type { SharedLookups } from './shared-lookups.js';
import type { ViewerScope } from './viewer-scope.js';
import type { GatewayContext } from '../context.js';

export interface RealtimeContext extends GatewayContext {
  userId: string;
  /** Ends the subscriber's connection so that it reconnects and catches up (an event could not be delivered). */
  interrupted?: (reason: string) => void;
  /** The event being resolved (set per execution): its shared lookups are keyed by it. */
  eventId?: string;
  /** The event's own per-reader values for this receiver (kit's FOR_READER), for the object it names. */
  readerValues?: { typeName: string; id: string; values: Record<string, unknown> };
}

export type RunQuery = (query: string, variables: Record<string, unknown>, context: GatewayContext, operationName?: string) => Promise<ExecutionResult>;

export interface EventStreamDeps {
  schema: GraphQLSchema;
  lookups: EntityLookups;
  bus: Bus;
  runQuery: RunQuery;
  /** One lookup per event for all its receivers; without it each receiver looks up alone. */
  shared?: SharedLookups;
  /** What may not be shared between readers (required with `shared`). */
  scope?: ViewerScope;
  /** Members' public cards: a User an event names is answered from them when the selection reads only card fields. */
  cards?: PublicUserCache;
  /** Events one subscription may have waiting before its subscriber is cut off (default MAX_QUEUED_EVENTS). */
  maxQueuedEvents?: number;
}

export const MAX_QUEUED_EVENTS = 1000;

const log = createLogger('realtime');
/** Marks objects that came back from a gateway query: their keys are response keys (aliases). */
const FETCHED = Symbol('fetched');
/** Marks objects a receiver looked up as itself: nothing under them is split again. */
const OWN = Symbol('own');
/** Marks objects the event carried whole (carried.ts): what they reference is theirs to resolve. */
const CARRIED = Symbol('carried');
/** In a shared answer: the id of an object one of whose per-reader fields was left out. */
const SHARED_ID = '__pulseId';
/** In a shared answer: a per-reader object field's bare presence (null, [] or typenames). */
const probeKey = (responseKey: string) => `__pulseProbe_${responseKey}`;

/** Thrown when the subscriber may not see (or can no longer find) what an event refers to. */
class DropEventError extends Error {}

/**
 * Thrown when looking up what an event refers to failed for another reason (a subgraph down,
 * a timeout): the subscriber may be entitled to the event, so it must not be silently lost.
 */
class LookupFailedError extends Error {}

/** The lookup answers that mean "not for this subscriber": the event is skipped. */
const NOT_FOR_SUBSCRIBER = new Set(['FORBIDDEN', 'NOT_FOUND']);

export function audienceIncludes(audience: Audience, userId: string): boolean {
  if (audience.internal) return false;
  if (audience.userIds?.includes(userId)) return true;
  return audience.public === true;
}

/**
 * An argument or event field as text, to compare and to pass on as an ID: a scalar as String
 * gives it, anything else as JSON, so two different objects never both read "[object Object]".
 */
export function valueText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function matchesArguments(data: Record<string, unknown>, args: Record<string, unknown>): boolean {
  return Object.entries(args).every(([name, value]) => value === undefined || value === null || (name in data && valueText(data[name]) === valueText(value)));
}

function markFetched(value: unknown, own = false): unknown {
  if (Array.isArray(value)) return value.map((item) => markFetched(item, own));
  if (value && typeof value === 'object') return { ...(value as object), [FETCHED]: true, ...(own ? { [OWN]: true } : {}) };
  return value;
}

function isReference(value: unknown): value is { id: string } {
  return !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';
}

/** The fragments and variables a selection needs, so the lookup query validates on its own. */
function dependencies(selections: readonly SelectionNode[], document: DocumentNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const usedFragments = new Map<string, FragmentDefinitionNode>();
  const usedVariables = new Set<string>();
  const walk = (node: object) => {
    visit(node as FieldNode, {
      FragmentSpread(spread) {
        const frag = fragments.get(spread.name.value);
        if (frag && !usedFragments.has(frag.name.value)) {
          usedFragments.set(frag.name.value, frag);
          walk(frag);
        }
      },
      Variable(variable) {
        usedVariables.add(variable.name.value);
      },
    });
  };
  for (const selection of selections) walk(selection);
  return { fragments: [...usedFragments.values()], variables: usedVariables };
}

type LookupQuery = { text: string; variables: Set<string> };

function lookupQuery(lookupField: string, selections: readonly SelectionNode[], operation: OperationDefinitionNode, document: DocumentNode): LookupQuery {
  const deps = dependencies(selections, document);
  const variableDefs: VariableDefinitionNode[] = (operation.variableDefinitions ?? []).filter((d) => deps.variables.has(d.variable.name.value));
  const op: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query' as OperationDefinitionNode['operation'],
    name: { kind: Kind.NAME, value: 'RealtimeLookup' },
    variableDefinitions: [
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__id' } },
        type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } } },
      },
      ...variableDefs,
    ],
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [
        {
          kind: Kind.FIELD,
          alias: { kind: Kind.NAME, value: 'entity' },
          name: { kind: Kind.NAME, value: lookupField },
          arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'id' }, value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__id' } } }],
          selectionSet: { kind: Kind.SELECTION_SET, selections },
        },
      ],
    },
  };
  return { text: print({ kind: Kind.DOCUMENT, definitions: [op, ...deps.fragments] }), variables: deps.variables };
}

const field = (name: string, alias?: string, selections?: readonly SelectionNode[]): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  alias: alias ? { kind: Kind.NAME, value: alias } : undefined,
  selectionSet: selections ? { kind: Kind.SELECTION_SET, selections } : undefined,
});

/**
 * The lookup without its per-reader fields, to share between receivers: each such field is
 * replaced by a probe of its presence (an object) or dropped (a scalar), and its parent gains
 * its id, by which a receiver then asks for the field as itself. Undefined when a per-reader
 * field sits under a type that cannot be looked up by id: then nothing is shared.
 */
function withoutViewerFields(text: string, schema: GraphQLSchema, scope: ViewerScope, lookups: EntityLookups): string | undefined {
  const typeInfo = new TypeInfo(schema);
  const frames: { removed: boolean; parent: ReturnType<TypeInfo['getParentType']> }[] = [];
  let splittable = true;
  let removedAny = false;
  const split = visit(
    parseDocument(text),
    visitWithTypeInfo(typeInfo, {
      SelectionSet: {
        enter() {
          frames.push({ removed: false, parent: typeInfo.getParentType() });
        },
        leave(node) {
          const frame = frames.pop()!;
          if (!frame.removed) return undefined;
          const parent = frame.parent;
          const hasId = !!parent && 'getFields' in parent && !!parent.getFields().id;
          if (!parent || !hasId || !lookups.has(parent.name)) {
            splittable = false;
            return undefined;
          }
          return { ...node, selections: [...node.selections, field('id', SHARED_ID)] };
        },
      },
      Field: {
        enter(node) {
          if (!scope.isViewerField(typeInfo.getParentType(), node.name.value)) return undefined;
          frames[frames.length - 1].removed = true;
          removedAny = true;
          const type = typeInfo.getType();
          if (!type || !isCompositeType(getNamedType(type))) return null;
          return { ...field(node.name.value, probeKey((node.alias ?? node.name).value), [field('__typename')]), arguments: node.arguments };
        },
      },
    }),
  );
  if (!splittable) return undefined;
  if (!removedAny) return text;
  // A removed field may have been the only user of a fragment or a variable: an unused one
  // makes the whole lookup invalid, so keep only what the lookup still uses.
  const operation = split.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const used = dependencies(operation.selectionSet.selections, split);
  const variableDefinitions = (operation.variableDefinitions ?? []).filter((d) => d.variable.name.value === '__id' || used.variables.has(d.variable.name.value));
  return print({ kind: Kind.DOCUMENT, definitions: [{ ...operation, variableDefinitions }, ...used.fragments] });
}

/** A lookup's answer: the entity, or why the event is not delivered (dropped) or must be retried (failed). */
function entityOf(result: ExecutionResult): unknown {
  const entity = (result.data as { entity?: unknown } | null | undefined)?.entity;
  const error = result.errors?.[0];
  if (error && !NOT_FOR_SUBSCRIBER.has(String(error.extensions?.code))) throw new LookupFailedError(error.message);
  if (error || !entity) throw new DropEventError(error?.message ?? 'not found');
  return entity;
}

const shareable = (result: ExecutionResult) => !result.errors?.length && !!(result.data as { entity?: unknown } | null | undefined)?.entity;

function resolverFor(deps: EventStreamDeps): GraphQLFieldResolver<unknown, RealtimeContext> {
  // The lookup texts depend only on the subscription's document, so they are built once per
  // field occurrence rather than re-walked and re-printed for every event. The AST nodes are
  // the document's own (stable for the subscription); the node list is compared too, since a
  // field merged from several selections comes with all of them.
  type Built = { own: LookupQuery; shared?: LookupQuery };
  const queries = new WeakMap<FieldNode, { lookupField: string; nodes: readonly FieldNode[]; built: Built }[]>();
  type Info = Parameters<GraphQLFieldResolver<unknown, RealtimeContext>>[3];
  const queryFor = (lookupField: string, info: Info, selections: readonly SelectionNode[], splitting: boolean): Built => {
    const all = queries.get(info.fieldNodes[0]) ?? [];
    const same = all.find((b) => b.lookupField === lookupField && b.nodes.length === info.fieldNodes.length && b.nodes.every((n, i) => n === info.fieldNodes[i]));
    if (same) return same.built;
    const own = lookupQuery(lookupField, selections, info.operation, { kind: Kind.DOCUMENT, definitions: [info.operation, ...Object.values(info.fragments)] });
    const sharedText = splitting && deps.shared && deps.scope ? withoutViewerFields(own.text, deps.schema, deps.scope, deps.lookups) : undefined;
    const built: Built = { own, shared: sharedText ? { text: sharedText, variables: own.variables } : undefined };
    all.push({ lookupField, nodes: [...info.fieldNodes], built });
    queries.set(info.fieldNodes[0], all);
    return built;
  };
  const variablesOf = (query: LookupQuery, info: Info, id: string) => {
    const variables: Record<string, unknown> = { __id: id };
    for (const name of query.variables) variables[name] = info.variableValues[name];
    return variables;
  };
  const run = async (query: LookupQuery, variables: Record<string, unknown>, context: RealtimeContext): Promise<ExecutionResult> => {
    try {
      return await deps.runQuery(query.text, variables, context);
    } catch (error) {
      throw new LookupFailedError(String(error));
    }
  };

  /** A per-reader field under a shared answer, asked for as this receiver through its parent's id. */
  const askAsReader = async (source: Record<string | symbol, unknown>, info: Info, context: RealtimeContext) => {
    const key = String(info.path.key);
    const probe = source[probeKey(key)];
    // An object field the shared answer found empty: nothing to ask for.
    if (probe === null || (Array.isArray(probe) && probe.length === 0)) return probe;
    // The event says what this reader's value was when it was written (a field without arguments).
    const given = context.readerValues;
    if (
      given &&
      given.typeName === info.parentType.name &&
      given.id === String(source[SHARED_ID]) &&
      !info.fieldNodes[0].arguments?.length &&
      info.fieldName in given.values
    )
      return given.values[info.fieldName];
    const parentLookup = deps.lookups.get(info.parentType.name)!;
    deps.shared?.askedByReader();
    const { own } = queryFor(parentLookup, info, info.fieldNodes, false);
    const entity = entityOf(await run(own, variablesOf(own, info, String(source[SHARED_ID])), context)) as Record<string, unknown>;
    return markFetched(entity[key], true);
  };

  /** The event's own value of a per-reader field for this receiver (FOR_READER), when it gave one. */
  const givenForReader = (context: RealtimeContext, typeName: string, id: unknown, fieldName: string) => {
    const given = context.readerValues;
    return given && given.typeName === typeName && given.id === String(id) && fieldName in given.values ? { value: given.values[fieldName] } : undefined;
  };
  // The card fields a User selection reads (or null), per field occurrence, like the lookup texts.
  const cardSelections = new WeakMap<FieldNode, [string, string][] | null>();
  const cardSelectionOf = (info: Info): [string, string][] | null => {
    if (cardSelections.has(info.fieldNodes[0])) return cardSelections.get(info.fieldNodes[0])!;
    // Response key -> field name: a looked-up answer is kept as a card by it (aliases included).
    const found = cardFields(
      info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []),
      info.fragments,
    );
    cardSelections.set(info.fieldNodes[0], found);
    return found;
  };

  return async (source, _args, context, info) => {
    if (!source || typeof source !== 'object') return undefined;
    const object = source as Record<string | symbol, unknown>;
    if (object[FETCHED]) {
      if (!object[OWN] && SHARED_ID in object && deps.scope?.isViewerField(info.parentType, info.fieldName)) return askAsReader(object, info, context);
      return markFetched(object[String(info.path.key)], !!object[OWN]);
    }
    if (object[CARRIED] && !info.fieldNodes[0].arguments?.length && deps.scope?.isViewerField(info.parentType, info.fieldName)) {
      const given = givenForReader(context, info.parentType.name, object.id, info.fieldName);
      if (given) return given.value;
    }
    const value = object[info.fieldName];
    const namedType = getNamedType(info.returnType);
    const typeName = namedType.name;
    const lookupField = deps.lookups.get(typeName);
    if (!lookupField || value === null || value === undefined) return value;
    const selections = info.fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
    // The event carries everything the selection reads of this object: nothing to ask anyone.
    const coverContext = {
      lookups: deps.lookups,
      scope: deps.scope,
      fragments: info.fragments,
      givenForReader: (t: string, id: unknown, f: string) => !!givenForReader(context, t, id, f),
    };
    if (!deps.scope?.isViewerType(typeName) && covers(namedType, selections, value, coverContext)) {
      deps.shared?.carried();
      const carry = (item: unknown) => (item && typeof item === 'object' ? { ...item, [CARRIED]: true } : item);
      return Array.isArray(value) ? value.map(carry) : carry(value);
    }
    const query = queryFor(lookupField, info, selections, !deps.scope?.isViewerType(typeName));
    const cardKeys = typeName === 'User' && deps.cards ? cardSelectionOf(info) : null;
    const fetchOne = async (ref: unknown) => {
      if (!isReference(ref)) throw new DropEventError(`event value for ${info.fieldName} is not a reference`);
      if (cardKeys && deps.cards) {
        const card = deps.cards.card(ref.id, [...new Set(cardKeys.map(([, name]) => name))]);
        if (card) return card;
      }
      const since = deps.cards?.epoch();
      const { shared, own } = query;
      let entity: unknown;
      if (shared && deps.shared && context.eventId) {
        const variables = variablesOf(shared, info, ref.id);
        const key = `${shared.text}\n${JSON.stringify(variables)}`;
        entity = markFetched(entityOf(await deps.shared.get(context.eventId, key, () => run(shared, variables, context), shareable)));
      } else {
        entity = markFetched(entityOf(await run(own, variablesOf(own, info, ref.id), context)), true);
      }
      if (cardKeys && deps.cards && since !== undefined) {
        const answer = entity as Record<string, unknown>;
        deps.cards.rememberCard(ref.id, Object.fromEntries(cardKeys.filter(([key]) => key in answer).map(([key, name]) => [name, answer[key]])), since);
      }
      return entity;
    };
    // Under an object the event carried, a reference the reader may not see (a shared post it
    // cannot read) is null where the field allows it, as a federated answer would be; at the
    // root, "not for you" is what keeps the event from this subscriber.
    const itemType = isListType(getNullableType(info.returnType)) ? (getNullableType(info.returnType) as { ofType: unknown }).ofType : info.returnType;
    const nullable = !!object[CARRIED] && !isNonNullType(itemType as never);
    const fetchOrNull = async (ref: unknown) => {
      try {
        return await fetchOne(ref);
      } catch (error) {
        if (nullable && error instanceof DropEventError) return null;
        throw error;
      }
    };
    return Array.isArray(value) ? Promise.all(value.map(fetchOrNull)) : fetchOrNull(value);
  };
}

function isDropped(result: ExecutionResult): boolean {
  return !!result.errors?.some((e) => e.originalError instanceof DropEventError);
}

function lookupFailure(result: ExecutionResult): LookupFailedError | undefined {
  return result.errors?.map((e) => e.originalError).find((e): e is LookupFailedError => e instanceof LookupFailedError);
}

/** What one event comes to for one subscriber: its result, not for them, or a failed lookup (the subscriber must reconnect and catch up). */
export type EventOutcome = { result: ExecutionResult } | { dropped: true } | { failed: string };

/** One subscription of one subscriber, ready to hear events: its topic, who it is for, and how an event becomes its result. */
export interface EventSubscription {
  topic: string;
  /** Whether an event is for this subscriber (audience) and matches the field's arguments. */
  wants(event: BusEvent): boolean;
  /** Executes the subscriber's selection against the event (lookups as described above). */
  resolve(event: BusEvent): Promise<EventOutcome>;
}

/** Reads a subscription document once; an error result when it is not one root field of the schema's subscriptions. */
export function eventSubscription(deps: EventStreamDeps, args: ExecutionArgs): EventSubscription | ExecutionResult {
  const context = args.contextValue as RealtimeContext;
  const operation = getOperationAST(args.document, args.operationName);
  const field = operation?.selectionSet.selections[0];
  const rootType = deps.schema.getSubscriptionType();
  if (!operation || operation.operation !== 'subscription' || !field || field.kind !== Kind.FIELD || !rootType) {
    return { errors: [new GraphQLError('Expected a subscription with one root field', { extensions: { code: 'BAD_REQUEST' } })] };
  }
  const fieldDef = rootType.getFields()[field.name.value];
  if (!fieldDef) return { errors: [new GraphQLError(`Unknown subscription ${field.name.value}`, { extensions: { code: 'BAD_REQUEST' } })] };
  const fieldArgs = getArgumentValues(fieldDef, field, args.variableValues ?? {});
  const topic = field.name.value;
  const typeName = getNamedType(fieldDef.type).name;
  // Built once per subscription: it keeps the lookup texts of the document.
  const fieldResolver = resolverFor(deps);
  const readerValuesOf = (event: BusEvent): RealtimeContext['readerValues'] => {
    const values = (event.data[FOR_READER] as Record<string, Record<string, unknown>> | undefined)?.[context.userId];
    return values && typeof event.data.id === 'string' ? { typeName, id: event.data.id, values } : undefined;
  };
  return {
    topic,
    wants: (event) => audienceIncludes(event.audience, context.userId) && matchesArguments(event.data, fieldArgs),
    async resolve(event) {
      const result = await execute({
        schema: deps.schema,
        document: args.document,
        operationName: args.operationName,
        variableValues: args.variableValues,
        contextValue: { ...context, eventId: event.id, readerValues: readerValuesOf(event) },
        // FOR_READER holds every reader's values: it stays out of what the selection reads.
        rootValue: { [topic]: { at: event.at, ...event.data, [FOR_READER]: undefined } },
        fieldResolver,
      });
      const failure = lookupFailure(result);
      if (failure) return { failed: failure.message };
      if (isDropped(result)) return { dropped: true };
      return { result };
    },
  };
}

/** The subscription's results, one per event the subscriber may see. */
export function eventStream(deps: EventStreamDeps, args: ExecutionArgs): AsyncIterableIterator<ExecutionResult> | ExecutionResult {
  const context = args.contextValue as RealtimeContext;
  const subscription = eventSubscription(deps, args);
  if (!('resolve' in subscription)) return subscription;
  const { topic } = subscription;

  const events = new AsyncQueue<BusEvent>(() => unsubscribe());
  const onEvent = (event: BusEvent): void => {
    if (!subscription.wants(event)) return;
    // A subscriber this far behind (its socket not read, so graphql-ws waits on each send)
    // would hold memory for others' sake: it is cut off and catches up when it reconnects.
    if (events.size() >= (deps.maxQueuedEvents ?? MAX_QUEUED_EVENTS)) {
      log.warn('subscriber too far behind; asking it to reconnect', { topic, userId: context.userId, queued: events.size() });
      events.close();
      context.interrupted?.('Too far behind; reconnect and catch up');
      return;
    }
    events.push(event);
  };
  // Keyed by the subscriber: the bus hands it only events whose audience includes it.
  const unsubscribe = deps.bus.subscribe(topic, onEvent, context.userId);

  const results = (async function* () {
    for await (const event of events) {
      const outcome = await subscription.resolve(event);
      if ('failed' in outcome) {
        log.warn('event lookup failed; asking the subscriber to reconnect', { topic, userId: context.userId, error: outcome.failed });
        context.interrupted?.('An event could not be delivered; reconnect and catch up');
        return;
      }
      if ('dropped' in outcome) {
        log.debug('event not delivered', { topic, userId: context.userId });
        continue;
      }
      yield outcome.result;
    }
  })();
  const close = results.return.bind(results);
  results.return = (value?: unknown) => {
    events.close();
    return close(value as never);
  };
  return results;
}

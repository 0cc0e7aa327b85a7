// Turns bus events into subscription results for one subscriber.
//
// A subscription field listens to the bus topic of the same name. An event is delivered
// when its audience includes the subscriber and its data matches the field's arguments
// (userUpdated(id: X) receives events whose data.id is X). The client's selection is then
// executed against the event: plain fields come from the event data, and entity references
// ({ id }) are fetched through the gateway as the subscriber (see entity-lookups.ts), so a
// payload can select fields from every subgraph and each subgraph still authorizes them.
import {
  GraphQLError,
  Kind,
  execute,
  getNamedType,
  getOperationAST,
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
import { createLogger } from '@pulse/kit';
import { AsyncQueue } from './async-queue.js';
import type { EntityLookups } from './entity-lookups.js';
import type { GatewayContext } from '../context.js';

export interface RealtimeContext extends GatewayContext {
  userId: string;
  /** Ends the subscriber's connection so that it reconnects and catches up (an event could not be delivered). */
  interrupted?: (reason: string) => void;
}

export type RunQuery = (query: string, variables: Record<string, unknown>, context: GatewayContext, operationName?: string) => Promise<ExecutionResult>;

export interface EventStreamDeps {
  schema: GraphQLSchema;
  lookups: EntityLookups;
  bus: Bus;
  runQuery: RunQuery;
}

const log = createLogger('realtime');
/** Marks objects that came back from a gateway query: their keys are response keys (aliases). */
const FETCHED = Symbol('fetched');

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

function markFetched(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(markFetched);
  if (value && typeof value === 'object') return { ...(value as object), [FETCHED]: true };
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

function lookupQuery(lookupField: string, fieldNodes: readonly FieldNode[], operation: OperationDefinitionNode, document: DocumentNode) {
  const selections = fieldNodes.flatMap((node) => node.selectionSet?.selections ?? []);
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

function resolverFor(deps: EventStreamDeps): GraphQLFieldResolver<unknown, RealtimeContext> {
  // The lookup text depends only on the subscription's document, so it is built once per
  // field occurrence rather than re-walked and re-printed for every event. The AST nodes are
  // the document's own (stable for the subscription); the node list is compared too, since a
  // field merged from several selections comes with all of them.
  const queries = new WeakMap<FieldNode, { lookupField: string; nodes: readonly FieldNode[]; query: ReturnType<typeof lookupQuery> }[]>();
  const queryFor = (lookupField: string, info: Parameters<GraphQLFieldResolver<unknown, RealtimeContext>>[3]) => {
    const built = queries.get(info.fieldNodes[0]) ?? [];
    const same = built.find((b) => b.lookupField === lookupField && b.nodes.length === info.fieldNodes.length && b.nodes.every((n, i) => n === info.fieldNodes[i]));
    if (same) return same.query;
    const query = lookupQuery(lookupField, info.fieldNodes, info.operation, { kind: Kind.DOCUMENT, definitions: [info.operation, ...Object.values(info.fragments)] });
    built.push({ lookupField, nodes: [...info.fieldNodes], query });
    queries.set(info.fieldNodes[0], built);
    return query;
  };
  return async (source, _args, context, info) => {
    if (!source || typeof source !== 'object') return undefined;
    if ((source as Record<symbol, unknown>)[FETCHED]) return markFetched((source as Record<string | number, unknown>)[info.path.key]);
    const value = (source as Record<string, unknown>)[info.fieldName];
    const lookupField = deps.lookups.get(getNamedType(info.returnType).name);
    if (!lookupField || value === null || value === undefined) return value;
    const query = queryFor(lookupField, info);
    const variables: Record<string, unknown> = {};
    for (const name of query.variables) variables[name] = info.variableValues[name];
    const fetchOne = async (ref: unknown) => {
      if (!isReference(ref)) throw new DropEventError(`event value for ${info.fieldName} is not a reference`);
      let result: ExecutionResult;
      try {
        result = await deps.runQuery(query.text, { ...variables, __id: ref.id }, context);
      } catch (error) {
        throw new LookupFailedError(String(error));
      }
      const entity = (result.data as { entity?: unknown } | null | undefined)?.entity;
      const error = result.errors?.[0];
      if (error && !NOT_FOR_SUBSCRIBER.has(String(error.extensions?.code))) throw new LookupFailedError(error.message);
      if (error || !entity) throw new DropEventError(error?.message ?? 'not found');
      return markFetched(entity);
    };
    return Array.isArray(value) ? Promise.all(value.map(fetchOne)) : fetchOne(value);
  };
}

function isDropped(result: ExecutionResult): boolean {
  return !!result.errors?.some((e) => e.originalError instanceof DropEventError);
}

function lookupFailure(result: ExecutionResult): LookupFailedError | undefined {
  return result.errors?.map((e) => e.originalError).find((e): e is LookupFailedError => e instanceof LookupFailedError);
}

/** The subscription's results, one per event the subscriber may see. */
export function eventStream(deps: EventStreamDeps, args: ExecutionArgs): AsyncIterableIterator<ExecutionResult> | ExecutionResult {
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
  const fieldResolver = resolverFor(deps);

  const events = new AsyncQueue<BusEvent>(() => unsubscribe());
  const unsubscribe = deps.bus.subscribe(topic, (event) => {
    if (audienceIncludes(event.audience, context.userId) && matchesArguments(event.data, fieldArgs)) {
      events.push(event);
    }
  });

  const results = (async function* () {
    for await (const event of events) {
      const result = await execute({
        schema: deps.schema,
        document: args.document,
        operationName: args.operationName,
        variableValues: args.variableValues,
        contextValue: context,
        rootValue: { [topic]: { at: event.at, ...event.data } },
        fieldResolver,
      });
      const failure = lookupFailure(result);
      if (failure) {
        log.warn('event lookup failed; asking the subscriber to reconnect', { topic, userId: context.userId, error: failure.message });
        context.interrupted?.('An event could not be delivered; reconnect and catch up');
        return;
      }
      if (isDropped(result)) {
        log.debug('event not delivered', { topic, userId: context.userId });
        continue;
      }
      yield result;
    }
  })();
  const close = results.return.bind(results);
  results.return = (value?: unknown) => {
    events.close();
    return close(value as never);
  };
  return results;
}

// Subscription arguments that name an entity (messageCreated(conversationId:), callEvent(callId:))
// are checked when the subscription starts, by looking the entity up as the subscriber: the
// subgraph that owns it decides, as for a query. A stranger gets its FORBIDDEN (or NOT_FOUND)
// at once instead of a subscription that silently never delivers anything.
import { GraphQLError, Kind, getOperationAST, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import type { EntityLookups } from './entity-lookups.js';
import { valueText, type RealtimeContext, type RunQuery } from './event-stream.js';

/** `conversationId` names a Conversation, `callId` a Call: the entity lookups say which exist. */
function namedEntity(argument: string, lookups: EntityLookups): string | undefined {
  if (!argument.endsWith('Id') || argument.length <= 2) return undefined;
  const type = argument[0].toUpperCase() + argument.slice(1, -2);
  return lookups.get(type);
}

export async function checkArgumentAccess(schema: GraphQLSchema, lookups: EntityLookups, runQuery: RunQuery, args: ExecutionArgs): Promise<GraphQLError[]> {
  const field = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  const fieldDef = field?.kind === Kind.FIELD ? schema.getSubscriptionType()?.getFields()[field.name.value] : undefined;
  if (!field || field.kind !== Kind.FIELD || !fieldDef) return [];
  const values = getArgumentValues(fieldDef, field, args.variableValues ?? {});
  const errors: GraphQLError[] = [];
  for (const [name, value] of Object.entries(values)) {
    const lookupField = namedEntity(name, lookups);
    if (!lookupField || value === null || value === undefined) continue;
    const result = await runQuery(
      `query SubscriptionArgumentAccess($id: ID!) { entity: ${lookupField}(id: $id) { id } }`,
      { id: valueText(value) },
      args.contextValue as RealtimeContext,
    );
    const error = result.errors?.[0];
    if (error) {
      errors.push(new GraphQLError(error.message, { extensions: { ...error.extensions, field: name } }));
    } else if (!(result.data as { entity?: unknown } | null | undefined)?.entity) {
      errors.push(new GraphQLError(`No ${lookupField} with this ${name}`, { extensions: { code: 'NOT_FOUND', field: name } }));
    }
  }
  return errors;
}

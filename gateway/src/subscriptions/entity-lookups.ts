// How the gateway turns an entity reference from an event ({ id }) into data the subscriber
// selected: each entity type T is looked up through the public query field named after it
// (User -> user(id: ID!)). Running that query through the gateway plans it over every
// subgraph, and runs it as the subscriber, so subgraphs still decide what they may see.
import { GraphQLObjectType, getNamedType, getNullableType, isNonNullType, type GraphQLSchema } from 'graphql';

export type EntityLookups = Map<string, string>;

export function findEntityLookups(schema: GraphQLSchema): EntityLookups {
  const lookups: EntityLookups = new Map();
  const query = schema.getQueryType();
  if (!query) return lookups;
  for (const field of Object.values(query.getFields())) {
    const type = getNullableType(field.type);
    if (!(type instanceof GraphQLObjectType)) continue;
    const [arg, ...rest] = field.args;
    const wantedName = type.name[0].toLowerCase() + type.name.slice(1);
    if (field.name !== wantedName || rest.length || arg?.name !== 'id' || !isNonNullType(arg.type)) continue;
    if (getNamedType(arg.type).name !== 'ID') continue;
    lookups.set(type.name, field.name);
  }
  return lookups;
}

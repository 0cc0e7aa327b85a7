// Builds a subgraph's federated schema from its type-graphql classes. The SDL is printed
// from the code (with @key and the other federation directives, which graphql's own
// printer drops), checked in as the subgraph's schema.graphql for composition and codegen,
// and served through @apollo/subgraph so `_entities` and `_service` work as federation
// expects. Reference resolvers are merged into the resolver map by type name.
import 'reflect-metadata';
import { buildSchema, createResolversMap } from 'type-graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { lexicographicSortSchema, parse, type GraphQLSchema } from 'graphql';
import { DateTimeScalar } from './scalars.js';
import { validateWithZod } from './validation.js';
import { MAX_LENGTH_DEFINITION, MAX_LENGTH_LINK, declaredLengthLimits, withLengthDirectives } from '../input/length-limits.js';

/** The federation version and directives every subgraph links, and the length limits' directive (input/length-limits.ts). */
const FEDERATION_LINK = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@composeDirective"])
  ${MAX_LENGTH_LINK}

${MAX_LENGTH_DEFINITION}`;

export const GENERATED_SDL_HEADER = '# Generated from the code by `npm run schema`: do not edit.\n';

/** `__resolveReference` of each entity this subgraph resolves, by GraphQL type name. */
export type ReferenceResolvers<Ctx> = Record<string, (reference: { id: string }, context: Ctx) => unknown>;

/** A type-graphql class (resolver or type): type-graphql's own parameter type for them. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

export interface FederatedSchemaSource<Ctx> {
  /** At least one: a schema needs a root field (buildFederatedSchema says so otherwise). */
  resolvers: readonly ResolverClass[];
  /** Types no resolver returns but the schema must declare (entity stubs, event payloads). */
  orphanedTypes?: readonly ResolverClass[];
  references?: ReferenceResolvers<Ctx>;
}

/**
 * Subscription fields are declared by subgraphs (composition needs them) but served by the
 * gateway over graphql-ws; a subgraph never runs one, and says so if asked.
 */
const gatewayServesSubscriptions = {
  publish() {},
  subscribe(): never {
    throw new Error('Subscriptions are served by the gateway over graphql-ws, not by a subgraph');
  },
};

export async function buildFederatedSchema<Ctx>(source: FederatedSchemaSource<Ctx>): Promise<{ schema: GraphQLSchema; sdl: string }> {
  const [first, ...rest] = source.resolvers;
  if (!first) throw new Error('A subgraph needs at least one resolver class');
  const codeSchema = await buildSchema({
    resolvers: [first, ...rest],
    orphanedTypes: source.orphanedTypes ? [...source.orphanedTypes] : undefined,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    validateFn: validateWithZod,
    pubSub: gatewayServesSubscriptions,
    // Federation's _entities/_service are added by buildSubgraphSchema below.
    skipCheck: true,
    emitSchemaFile: false,
  });
  // Each String and ID argument and input field carries its maximum (from its zod rules) as @maxLength.
  // Printed in name order: type-graphql keeps fields in the order their modules were first
  // imported, which a test run, a bundle or a new import can change; the checked-in SDL (and
  // everything composed and generated from it) must not.
  const body = withLengthDirectives(printSchemaWithDirectives(lexicographicSortSchema(codeSchema)), declaredLengthLimits(codeSchema));
  const sdl = `${GENERATED_SDL_HEADER}${FEDERATION_LINK}\n\n${body.trim()}\n`;
  const resolvers = createResolversMap(codeSchema) as Record<string, Record<string, unknown>>;
  for (const [typeName, resolveReference] of Object.entries(source.references ?? {})) {
    resolvers[typeName] = { ...(resolvers[typeName] ?? {}), __resolveReference: resolveReference };
  }
  const schema = buildSubgraphSchema({ typeDefs: parse(sdl), resolvers: resolvers as never });
  return { schema, sdl };
}

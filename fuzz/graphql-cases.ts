// Cases for every root field of the public schema (queries and mutations over HTTP,
// subscriptions over graphql-ws): for every argument and every place inside it (input fields,
// list elements), every hostile value of its type, the other arguments valid.
import { getNamedType, isLeafType, isObjectType, type GraphQLArgument, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { asBoth, authHeader, http, type FuzzCase, type Target, type Who } from './cases.js';
import { slotOfGraphQL, slotPaths } from './slots.js';
import { wsExchange } from './ws.js';
import { baseline, hostileValues, splitPath, withHostile, type IdPools } from './values.js';

/** `{ __typename id name ... }`: the leaves of the field's type that take no required argument. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !String(a.type).endsWith('!')))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

interface Operation {
  root: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
  name: string;
}

function documentOf(op: Operation): string {
  const args = op.field.args;
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  return `${op.root} Fuzz${decl} { ${op.field.name}${call} ${selectionOf(op.field)} }`;
}

function variablesOf(op: Operation, pools: IdPools, fuzzed?: { arg: GraphQLArgument; segments: string[]; value: unknown }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const arg of op.field.args) {
    const slot = slotOfGraphQL(arg.type);
    const ctx = { operation: op.name, name: arg.name };
    out[arg.name] = arg === fuzzed?.arg ? withHostile(slot, ctx, pools, fuzzed.segments, fuzzed.value) : baseline(slot, ctx, pools);
  }
  return out;
}

function operationsOf(schema: GraphQLSchema): Operation[] {
  const roots: [Operation['root'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ root, field, name: `${type!.name}.${field.name}` })));
}

/**
 * Every operation with arguments, sent with its valid baselines only (`npm run fuzz -- --baselines`
 * prints what each answers): a baseline the API refuses means that operation's hostile values
 * stop at input validation instead of reaching the code behind it.
 */
export function baselineCases(schema: GraphQLSchema): FuzzCase[] {
  return operationsOf(schema)
    .filter((op) => op.field.args.length > 0 && op.root !== 'subscription')
    .map((op) => ({
      surface: 'graphql',
      operation: op.name,
      argument: '-',
      kind: 'valid-baseline',
      who: 'member',
      send: (target: Target) =>
        http(target.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...authHeader(target.token('member')) },
          body: JSON.stringify({ query: documentOf(op), variables: variablesOf(op, target.fixtures.pools) }),
        }),
    }));
}

export function graphqlCases(schema: GraphQLSchema, pools: IdPools): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const op of operationsOf(schema)) {
    const { root, field } = op;
    const query = documentOf(op);
    for (const arg of field.args) {
      for (const { path, slot } of slotPaths(arg.name, slotOfGraphQL(arg.type))) {
        const [, segments] = splitPath(path);
        const ctx = { operation: op.name, name: path };
        for (const { kind } of hostileValues(slot, ctx, pools)) {
          const make = (who: Who): FuzzCase => ({
            surface: root === 'subscription' ? 'subscription' : 'graphql',
            operation: op.name,
            argument: path,
            kind,
            who,
            async send(target: Target) {
              // Values are made when sent (huge ones are not kept for thousands of cases).
              const value = hostileValues(slot, ctx, target.fixtures.pools).find((h) => h.kind === kind)?.value;
              const variables = variablesOf(op, target.fixtures.pools, { arg, segments, value });
              if (root === 'subscription')
                return wsExchange(target.wsUrl, target.token(who), JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
              return http(target.graphqlUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...authHeader(target.token(who)) },
                body: JSON.stringify({ query, variables }),
              });
            },
          });
          cases.push(...asBoth(make));
        }
      }
    }
  }
  return cases;
}

// graphql-codegen: the composed public schema plus the web client's operations become typed
// documents (TypedDocumentNode), which Apollo Client's own hooks and `client.query/mutate`
// read their result and variable types from. The documents are emitted pre-parsed, so the
// browser never runs the GraphQL parser for them. `npm run codegen` rewrites web/src/generated;
// the test suite fails when the checked-in file differs from a fresh run.
import { readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { SUBGRAPHS, type SubgraphEntry } from './subgraphs/kit/src/registry.js';

type Generates = CodegenConfig['generates'];

// The REST tables' operations (<workspace>/src/**/rest.graphql: a subgraph may keep one per
// capability) become typed documents the gateway runs; each service's table imports its own file.
// The calls between subgraphs (**/calls.graphql, one per capability that asks another subgraph,
// sent by kit's askSubgraph) become typed documents the same way, in their own file, so a
// renamed field fails here. The services are the registry's: a new one needs no edit here.

// Federation's entity lookup is served by every subgraph but is no part of the public schema;
// calls may use it (one request for any number of members), over the entity types the
// supergraph declares.
const entityTypes = [...readFileSync('schema/supergraph.graphql', 'utf8').matchAll(/^type (\w+)((?:\s+@\w+\([^)]*\))*)/gm)]
  .filter((match) => match[2].includes('key:'))
  .map((match) => match[1]);
const federationLookup = `scalar _Any\nunion _Entity = ${entityTypes.join(' | ')}\nextend type Query { _entities(representations: [_Any!]!): [_Entity]! }`;

const generated = (workspace: string, kind: 'rest' | 'calls') => ({
  documents: [`${workspace}/src/**/${kind}.graphql`],
  ...(kind === 'calls' ? { schema: federationLookup } : {}),
  plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
  config: {
    scalars: { DateTime: 'string', _Any: 'Record<string, unknown>' },
    enumsAsTypes: true,
    useTypeImports: true,
    onlyOperationTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  },
});

/** The typed documents of each subgraph's REST table (`rest: true`) and of its calls to other subgraphs. */
export function subgraphDocuments(entries: readonly SubgraphEntry[] = SUBGRAPHS, root = '.'): Generates {
  return Object.fromEntries(
    entries.flatMap((entry) =>
      (entry.rest ? (['rest', 'calls'] as const) : (['calls'] as const))
        // A subgraph with no such operations yet has nothing to generate (codegen refuses an empty glob).
        .filter((kind) => readdirSync(`${root}/${entry.workspace}/src`, { recursive: true }).some((file) => String(file).endsWith(`${kind}.graphql`)))
        .map((kind) => [`${entry.workspace}/src/${kind}.generated.ts`, generated(entry.workspace, kind)]),
    ),
  );
}

const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  generates: {
    ...subgraphDocuments(),
    'web/src/generated/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
  hooks: { afterOneFileWrite: [] },
  silent: true,
};

export default config;

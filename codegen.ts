// graphql-codegen: the composed public schema plus the web client's operations become typed
// documents (TypedDocumentNode), which Apollo Client's own hooks and `client.query/mutate`
// read their result and variable types from. The documents are emitted pre-parsed, so the
// browser never runs the GraphQL parser for them. `npm run codegen` rewrites web/src/generated;
// the test suite fails when the checked-in file differs from a fresh run.
import { readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { SUBGRAPHS, type SubgraphEntry } from './subgraphs/kit/src/registry.js';

type Generates = CodegenConfig['generates'];

// The REST tables' operations (<workspace>/src/**/rest.graphql: a subgraph may keep one per
// capability) become typed documents the gateway runs; each service's table imports its own file.
// The services are the registry's with a REST table (`rest: true`): a new one needs no edit here.
export function restDocuments(entries: readonly SubgraphEntry[] = SUBGRAPHS, root = '.'): Generates {
  return Object.fromEntries(
    entries
      .filter((entry) => entry.rest)
      // A subgraph with no REST operations yet has nothing to generate (codegen refuses an empty glob).
      .filter((entry) => readdirSync(`${root}/${entry.workspace}/src`, { recursive: true }).some((file) => String(file).endsWith('rest.graphql')))
      .map((entry) => [
        `${entry.workspace}/src/rest.generated.ts`,
        {
          documents: [`${entry.workspace}/src/**/rest.graphql`],
          plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
          config: {
            scalars: { DateTime: 'string' },
            enumsAsTypes: true,
            useTypeImports: true,
            onlyOperationTypes: true,
            avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
          },
        },
      ]),
  );
}

const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  generates: {
    ...restDocuments(),
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

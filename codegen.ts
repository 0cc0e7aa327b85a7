// graphql-codegen: the composed public schema plus the web client's operations become typed
// documents (TypedDocumentNode), which Apollo Client's own hooks and `client.query/mutate`
// read their result and variable types from. The documents are emitted pre-parsed, so the
// browser never runs the GraphQL parser for them. `npm run codegen` rewrites web/src/generated;
// the test suite fails when the checked-in file differs from a fresh run.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/generated/graphql.ts': {
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

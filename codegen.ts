// graphql-codegen: the composed public schema plus the web client's operations become typed
// React hooks. `npm run codegen` rewrites web/src/generated; the test suite fails when the
// checked-in file differs from a fresh run.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/generated/graphql.tsx': {
      plugins: ['typescript', 'typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
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

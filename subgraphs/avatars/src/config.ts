// The avatars subgraph's configuration: the variables every subgraph reads (kit) and its own.
// Declare a variable here with its description and default; the README's table is generated
// from it (`npm run docs:config`).
import { defineSubgraphConfig } from '@pulse/kit/config';

export const configSpec = defineSubgraphConfig('avatars', {
  variables: {},
  build: () => ({}),
});

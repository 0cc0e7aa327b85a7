// The admin subgraph's configuration: the variables every subgraph reads (kit) and the
// subgraphs it asks (accounts for members; the owners of each stats series). The README's
// table is generated from it (`npm run docs:config`).
import { defineSubgraphConfig } from '@pulse/kit/config';

export const configSpec = defineSubgraphConfig('admin', {
  asks: ['accounts', 'social', 'messaging'],
  variables: {},
  build: () => ({}),
});

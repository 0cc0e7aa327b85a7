import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './subgraphs/dev-env/src/connection-budget.js';

export default defineConfig({
  // Vite would load graphql's ESM build for our code while Apollo's CommonJS packages load its
  // CommonJS build: two copies, and graphql refuses objects from the other. One copy for all.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: [
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'subgraphs/*/src/**/*.test.ts',
      'gateway/src/**/*.test.ts',
      'sfu/src/**/*.test.ts',
      'schema/**/*.test.ts',
      'web/src/**/*.test.ts',
      'web/build/**/*.test.ts',
      'e2e/**/*.test.ts',
      'fuzz/**/*.test.ts',
    ],
    globalSetup: ['scripts/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps its loaded modules from one test file to the next (each file still boots
    // its own stacks on its own database): loading the services' code once per worker instead
    // of once per file took the suite from 29 to about 11 minutes on two cores. What a file
    // may not rely on, therefore: module state left fresh by a previous file (the SDL is
    // printed in name order for that reason, kit/src/graphql/federation.ts).
    isolate: false,
    // Two cores: two files at a time, each with its own database. The test server's
    // connections are sized for this many (dev-env's connection-budget.ts).
    maxWorkers: TEST_WORKERS,
    fileParallelism: true,
    env: { NODE_ENV: 'test' },
  },
});

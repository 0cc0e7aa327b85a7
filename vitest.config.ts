import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './subgraphs/dev-env/src/connection-budget.js';
import LongestFirstSequencer from './scripts/test-order.js';

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
      'examples/**/*.test.ts',
    ],
    globalSetup: ['scripts/test-global-setup.ts'],
    // An upper bound, not a speed check: a browser test on a busy two-core machine (two files and
    // ESLint at once) took up to 26 s of a 30 s bound where an idle one takes 8.
    testTimeout: 60_000,
    // expect.poll waits for something to become true; vitest's 1 s default is shorter than a
    // busy CI machine (two browser files and ESLint at once) takes to render a screen.
    expect: { poll: { timeout: 15_000, interval: 100 } },
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
    // Longest files first, so that neither worker idles at the end (scripts/test-order.ts).
    sequence: { sequencer: LongestFirstSequencer },
    env: { NODE_ENV: 'test' },
  },
});

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
      'e2e/**/*.test.ts',
      'fuzz/**/*.test.ts',
    ],
    globalSetup: ['scripts/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: two files at a time, each with its own database. The test server's
    // connections are sized for this many (dev-env's connection-budget.ts).
    maxWorkers: TEST_WORKERS,
    fileParallelism: true,
    env: { NODE_ENV: 'test' },
  },
});

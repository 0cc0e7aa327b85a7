import { defineConfig } from 'vitest/config';

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
    // Two cores: two files at a time, each with its own database.
    maxWorkers: 2,
    fileParallelism: true,
    env: { NODE_ENV: 'test' },
  },
});

// @ts-check
// ESLint for the whole tree (`npm run lint`). Rules are chosen to catch bugs, not to police
// style (Prettier owns the layout): promises nobody awaits, async callbacks where nothing
// handles the rejection, hooks called out of order, and imports across workspace boundaries.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint-boundaries.js';

/** TypeScript that runs in Node and is covered by the root tsconfig.json (so rules may use types). */
const SERVER_TS = [
  'subgraphs/*/src/**/*.ts',
  'gateway/src/**/*.ts',
  'sfu/src/**/*.ts',
  'schema/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.ts',
  'e2e/**/*.ts',
  'fuzz/**/*.ts',
  '*.ts',
];

export default defineConfig(
  {
    ignores: ['**/dist/', '.data/', '.test-results/', 'web/src/generated/', 'web/public/', 'sfu/worker-build/', 'bench/results/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // A name starting with `_` is unused on purpose (a required parameter, a discarded element).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // An interface that only extends another is how a subgraph merges its settings into kit's
      // SubgraphConfig (`declare module`): declaration merging needs an interface, not a type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: SERVER_TS,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // `return promise` inside try: a rejection skips the catch and finally runs too early.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // A method passed on loses its `this`.
      '@typescript-eslint/unbound-method': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // From the React Compiler's checks, the ones that find wrong renders rather than slow ones:
      // a ref read during render is stale, a component made during render loses its state on
      // every render, setState during render loops, a render that mutates or is impure.
      'react-hooks/refs': 'error',
      'react-hooks/static-components': 'error',
      'react-hooks/set-state-in-render': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/globals': 'error',
      'react-hooks/error-boundaries': 'error',
    },
  },
  {
    // Tests, their helpers and benchmarks read untyped GraphQL answers field by field: a
    // wrong guess fails the assertion that reads it. Product code gets no `any`.
    // The dev-env is the test helpers' package: its clients hand tests those answers.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing.ts', 'subgraphs/dev-env/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { pulse: boundariesPlugin },
    rules: { 'pulse/boundaries': 'error' },
  },
);

// Runs the authz matrix: one stack, the fixtures built once through the API (fixtures.ts), then
// every row of every registry subgraph (rows.ts collects them from `@pulse/<name>/authz`) as
// every column over GraphQL, each REST path the row names, and subscriptions over graphql-ws,
// compared with the table (runner.ts). Every differing cell is reported at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { Supergraph } from '@apollo/federation-internals';
import { ACTORS } from '@pulse/kit/authz';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { startStack, type Stack } from '@pulse/dev-env';
import { restTablesOf } from '../rest/service-routes.js';
import { MATRIX_ENV, buildFixtures } from './fixtures.js';
import { tableOf, type Table } from './rows.js';
import { coverageMessage, coverageOf } from './coverage.js';
import { isSubscription, matrixRun, runQueriesAndMutations, runSubscriptions, type MatrixRun } from './runner.js';

// Loaded with the module, as the rows were when they were one file of the gateway's.
const table: Table = await tableOf(SUBGRAPHS);
let stack: Stack;
let run: MatrixRun;

beforeAll(async () => {
  stack = await startStack({ env: MATRIX_ENV });
  run = await matrixRun(stack, await buildFixtures(stack), SUBGRAPHS);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the authz matrix', () => {
  it('names every operation of the composed schema and every REST route, or says why it touches no owned object', async () => {
    const schema = Supergraph.build(stack.supergraphSdl).apiSchema().toGraphQLJSSchema();
    const coverage = coverageOf(schema, await restTablesOf(SUBGRAPHS), table.rows, table.noOwnedObject, table.restNoOwnedObject);
    expect(coverage, coverageMessage(coverage)).toEqual({ operations: [], routes: [], stale: [] });
  });

  it('the completeness check finds an operation and a route without a row', () => {
    const schema = buildSchema('type Query { me: String, brandNew(id: ID!): String } type Mutation { login: String }');
    const tables = [
      {
        service: 'x',
        routes: [
          { method: 'get', path: '/auth/me' },
          { method: 'post', path: '/brand-new' },
        ],
      },
    ] as never;
    const coverage = coverageOf(schema, tables, table.rows, table.noOwnedObject, table.restNoOwnedObject);
    expect(coverage.operations).toEqual(['Query.brandNew']);
    expect(coverage.routes).toEqual(['POST /brand-new']);
    expect(coverageMessage(coverage)).toMatch(/Add a row to the authz\.ts of the capability/);
    // And it tells about rows whose operation is gone (here: everything but me and login).
    expect(coverage.stale).toContain('deletePost');
  });

  it("collects every registry subgraph's rows, and refuses a subgraph that exports none", async () => {
    for (const entry of SUBGRAPHS) expect((await tableOf([entry])).rows.length, entry.name).toBeGreaterThan(0);
    // The dev-env's workspace is a package with no rows: registered as a subgraph, it is refused.
    const [accounts] = SUBGRAPHS;
    await expect(tableOf([{ ...accounts, name: 'dev-env', workspace: 'subgraphs/dev-env', package: '@pulse/dev-env' }])).rejects.toThrow(
      '@pulse/dev-env exports no "./authz": every subgraph lists its rows of the authz matrix there',
    );
  });

  it('queries, mutations and their REST paths: every cell as the table says', async () => {
    const rows = table.rows.filter((r) => !isSubscription(r));
    const { cells, problems } = await runQueriesAndMutations(run, table.rows);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    expect(cells.length).toBe(rows.reduce((n, r) => n + ACTORS.length * (1 + (r.rest?.length ?? 0)), 0));
  }, 600_000);

  it('subscriptions: every cell as the table says', async () => {
    const { cells, problems } = await runSubscriptions(run, table.rows);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    expect(cells.length).toBe(table.rows.filter(isSubscription).length * ACTORS.length);
  }, 120_000);
});

// The completeness rule of the authz matrix: every operation of the composed schema and every
// REST route is either a row of the matrix or named as touching no owned object. This is what
// makes a later issue's new operation fail the suite until its row is written.
import type { GraphQLSchema } from 'graphql';
import type { RestTable } from '@pulse/kit/rest';
import type { Row } from '@pulse/kit/authz';

export interface Coverage {
  /** `Mutation.deletePost` etc.: in no row and not exempt. */
  operations: string[];
  /** `DELETE /posts/:id` etc.: in no row's `rest` and not exempt. */
  routes: string[];
  /** Names in the matrix or the exemptions that the schema or the REST tables no longer have. */
  stale: string[];
}

export function routeKey(route: { method: string; path: string }): string {
  return `${route.method.toUpperCase()} ${route.path}`;
}

export function coverageOf(
  schema: GraphQLSchema,
  tables: readonly RestTable[],
  matrix: readonly Row[],
  exempt: Record<string, string>,
  exemptRoutes: Record<string, string>,
): Coverage {
  const covered = new Set([...matrix.map((r) => r.operation), ...Object.keys(exempt)]);
  const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((name) => ({ type: type.name, name })) : [],
  );
  const operations = fields.filter((f) => !covered.has(f.name)).map((f) => `${f.type}.${f.name}`);

  const coveredRoutes = new Set([...matrix.flatMap((r) => (r.rest ?? []).map((c) => c.route)), ...Object.keys(exemptRoutes)]);
  const allRoutes = tables.flatMap((t) => t.routes.map(routeKey));
  const routes = allRoutes.filter((r) => !coveredRoutes.has(r));

  const names = new Set(fields.map((f) => f.name));
  const known = new Set(allRoutes);
  const stale = [...[...covered].filter((name) => !names.has(name)), ...[...coveredRoutes].filter((route) => !known.has(route))];
  return { operations, routes, stale };
}

/** What the developer reads when the check fails. */
export function coverageMessage(c: Coverage): string {
  const lines: string[] = [];
  if (c.operations.length || c.routes.length) {
    lines.push(
      'These operations and REST routes are not in the authz matrix. Add a row to the authz.ts of the capability',
      'that serves it (subgraphs/<name>/src/<capability>/authz.ts: who may run it on whose object, see',
      "docs/authz-matrix.md), or, if it touches no owned object, name it in that file's noOwnedObject /",
      'restNoOwnedObject with the reason:',
      ...c.operations.map((o) => `  - ${o}`),
      ...c.routes.map((r) => `  - ${r}`),
    );
  }
  if (c.stale.length) lines.push('The authz matrix names operations or routes that no longer exist; remove them:', ...c.stale.map((s) => `  - ${s}`));
  return lines.join('\n');
}

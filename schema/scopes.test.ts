// Scope coverage (issue 25, docs/developer-platform.md): every root field of the composed schema,
// and every field a subgraph adds to an entity another subgraph owns, has a row in kit's scope
// table (scopes.ts), so an API token can never reach a field nobody decided about; and no row
// names a field that is gone. A field added without a row fails here.
import { describe, expect, it } from 'vitest';
import { Kind, parse, type ConstValueNode, type DirectiveNode, type ObjectTypeDefinitionNode } from 'graphql';
import { Supergraph } from '@apollo/federation-internals';
import { FIELD_SCOPES, SCOPE_NAMES } from '@pulse/kit';
import { readComposed } from './compose.js';

const { supergraphSdl } = readComposed();
const ROOTS = ['Query', 'Mutation', 'Subscription'];

/** Query/Mutation/Subscription fields of the API schema (what clients can call). */
function rootFields(sdl: string): string[] {
  const schema = Supergraph.build(sdl).apiSchema().toGraphQLJSSchema();
  return ROOTS.flatMap((root) =>
    Object.keys(schema.getType(root) && 'getFields' in schema.getType(root)! ? (schema.getType(root) as never as { getFields(): object }).getFields() : {}).map(
      (f) => `${root}.${f}`,
    ),
  );
}

const argument = (d: DirectiveNode, name: string): ConstValueNode | undefined => d.arguments?.find((a) => a.name.value === name)?.value as ConstValueNode | undefined;
const enumValue = (v: ConstValueNode | undefined) => (v?.kind === Kind.ENUM ? v.value : undefined);

/**
 * Fields of an entity type (keyed in two or more subgraphs) that only a subgraph other than the
 * type's home resolves; the home is the subgraph resolving most of its fields.
 */
function crossSubgraphEntityFields(sdl: string): string[] {
  const found: string[] = [];
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION || ROOTS.includes(def.name.value)) continue;
    const type = def as ObjectTypeDefinitionNode;
    const keyedIn = (type.directives ?? []).filter((d) => d.name.value === 'join__type' && argument(d, 'key')).map((d) => enumValue(argument(d, 'graph'))!);
    if (keyedIn.length < 2) continue;
    const owners = (type.fields ?? []).map((field) => {
      const joins = (field.directives ?? []).filter((d) => d.name.value === 'join__field' && !argument(d, 'external'));
      const graphs = joins.map((d) => enumValue(argument(d, 'graph'))).filter((g): g is string => !!g);
      return { name: field.name.value, graphs: graphs.length ? graphs : keyedIn };
    });
    const counts = new Map<string, number>();
    for (const o of owners) if (o.graphs.length === 1) counts.set(o.graphs[0], (counts.get(o.graphs[0]) ?? 0) + 1);
    const home = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    for (const o of owners) if (o.graphs.length === 1 && o.graphs[0] !== home) found.push(`${type.name.value}.${o.name}`);
  }
  return found;
}

function coverage(sdl: string) {
  const needed = [...rootFields(sdl), ...crossSubgraphEntityFields(sdl)];
  const missing = needed.filter((f) => !(f in FIELD_SCOPES));
  const known = new Set([...rootFields(sdl), ...crossSubgraphEntityFields(sdl)]);
  const stale = Object.keys(FIELD_SCOPES).filter((f) => !known.has(f));
  return { missing, stale };
}

describe('the scope table', () => {
  it('has a row for every root field and cross-subgraph entity field of the composed schema, and none for a field that is gone', () => {
    const { missing, stale } = coverage(supergraphSdl);
    expect(missing, `add these to FIELD_SCOPES in subgraphs/kit/src/scopes.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `these rows of subgraphs/kit/src/scopes.ts name no field of the schema: ${stale.join(', ')}`).toEqual([]);
    // The rows name real scopes (or login/public) only.
    const allowed = new Set<string>([...SCOPE_NAMES, 'login', 'public']);
    expect(Object.entries(FIELD_SCOPES).filter(([, need]) => !allowed.has(need))).toEqual([]);
  });

  it('finds a root field and an entity field added without a row', () => {
    // A new root field of social's, and a field social adds to accounts' User.
    const grown = supergraphSdl
      .replace(/type Query\n((?:.*\n)*?)\{\n/, (all) => `${all}  brandNewFeed: [ID!]! @join__field(graph: SOCIAL)\n`)
      .replace(/type User\n((?:.*\n)*?)\{\n/, (all) => `${all}  brandNewCount: Int! @join__field(graph: SOCIAL)\n`);
    expect(grown).not.toBe(supergraphSdl);
    const before = new Set(coverage(supergraphSdl).missing);
    expect(coverage(grown).missing.filter((f) => !before.has(f))).toEqual(['Query.brandNewFeed', 'User.brandNewCount']);
  });

  it('knows the entity fields one subgraph adds to another (social on User, events on Post)', () => {
    const cross = crossSubgraphEntityFields(supergraphSdl);
    expect(cross).toEqual(expect.arrayContaining(['User.followers', 'User.postCount', 'Post.challenge']));
    // Fields of the type's own subgraph are not among them.
    expect(cross).not.toContain('User.name');
    expect(cross).not.toContain('Post.content');
  });
});

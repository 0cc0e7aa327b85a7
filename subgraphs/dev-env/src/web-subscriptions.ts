// The web client's own subscription documents (web/src/graphql/*.graphql), each printed with
// the fragments it spreads, so a benchmark's sockets ask the gateway for what browsers ask.
import { readFileSync, readdirSync } from 'node:fs';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

const dir = new URL('../../../web/src/graphql/', import.meta.url);

/** Subscription name -> document, from every .graphql file of the web client (fragments may live in another file). */
export function webSubscriptions(): Map<string, { query: string; operation: OperationDefinitionNode; file: string }> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.graphql'));
  const definitions = files.flatMap((file) => parse(readFileSync(new URL(file, dir), 'utf8')).definitions.map((d) => Object.assign(d, { file })));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const withFragments = (operation: OperationDefinitionNode): string => {
    const used = new Map<string, FragmentDefinitionNode>();
    const walk = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !used.has(fragment.name.value)) {
            used.set(fragment.name.value, fragment);
            walk(fragment);
          }
        },
      });
    walk(operation);
    return print({ kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
  };
  const operations = new Map<string, { query: string; operation: OperationDefinitionNode; file: string }>();
  for (const d of definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription' && d.name)
      operations.set(d.name.value, { query: withFragments(d), operation: d, file: d.file });
  }
  if (!operations.has('MessageCreated')) throw new Error('the web client has no MessageCreated subscription');
  return operations;
}

/** The ones a signed-in browser holds open on every page: no required variables. */
export function alwaysOpenSubscriptions(): Map<string, string> {
  const open = new Map<string, string>();
  for (const [name, { query, operation }] of webSubscriptions()) {
    if ((operation.variableDefinitions ?? []).some((v) => v.type.kind === Kind.NON_NULL_TYPE)) continue;
    open.set(name, query);
  }
  return open;
}

// The subgraphs the supergraph is composed from, with the SDL each one serves.
import { readFileSync } from 'node:fs';
import { parse, type DocumentNode } from 'graphql';

export interface SubgraphSdl {
  name: string;
  file: URL;
}

export const SUBGRAPH_SDL: SubgraphSdl[] = [
  { name: 'accounts', file: new URL('../subgraphs/accounts/src/schema.graphql', import.meta.url) },
  { name: 'messaging', file: new URL('../subgraphs/messaging/src/schema.graphql', import.meta.url) },
  { name: 'social', file: new URL('../subgraphs/social/src/schema.graphql', import.meta.url) },
];

export function readSubgraphs(urls: Record<string, string> = {}): { name: string; url: string; typeDefs: DocumentNode }[] {
  return SUBGRAPH_SDL.map(({ name, file }) => ({
    name,
    url: urls[name] ?? `http://${name}/graphql`,
    typeDefs: parse(readFileSync(file, 'utf8')),
  }));
}

// The subgraphs the supergraph is composed from (the registry's, in its order), with the SDL
// each one serves: `${workspace}/src/schema.graphql`.
import { readFileSync } from 'node:fs';
import { parse, type DocumentNode } from 'graphql';
import { SUBGRAPHS } from '../subgraphs/kit/src/registry.js';

export interface SubgraphSdl {
  name: string;
  file: URL;
}

export const SUBGRAPH_SDL: SubgraphSdl[] = SUBGRAPHS.map(({ name, workspace }) => ({
  name,
  file: new URL(`../${workspace}/src/schema.graphql`, import.meta.url),
}));

export function readSubgraphs(urls: Record<string, string> = {}): { name: string; url: string; typeDefs: DocumentNode }[] {
  return SUBGRAPH_SDL.map(({ name, file }) => ({
    name,
    url: urls[name] ?? `http://${name}/graphql`,
    typeDefs: parse(readFileSync(file, 'utf8')),
  }));
}

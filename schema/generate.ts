// `npm run schema`: prints every subgraph's SDL from its type-graphql classes into
// its checked-in schema.graphql, then composes the supergraph and the public API schema from
// those files. Composition and codegen read only the generated files; the test suite fails
// when any of them is stale (schema/generate.test.ts, schema/compose.test.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { subgraphSdl, type SubgraphDefinition } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { importServiceExport } from '@pulse/kit/service-modules';
import { API_SCHEMA_FILE, SUPERGRAPH_FILE, compose } from './compose.js';

const root = new URL('../', import.meta.url);

export interface GeneratedSdl {
  name: string;
  file: URL;
  sdl: string;
}

/** Each registry subgraph's SDL as its code prints it today. */
export async function generateSubgraphSdl(): Promise<GeneratedSdl[]> {
  const out: GeneratedSdl[] = [];
  for (const entry of SUBGRAPHS) {
    const subgraph = (await importServiceExport(entry, '.', 'subgraph')) as SubgraphDefinition;
    const file = new URL(`${entry.workspace}/src/schema.graphql`, root);
    out.push({ name: entry.name, file, sdl: await subgraphSdl(subgraph) });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { name, file, sdl } of await generateSubgraphSdl()) {
    writeFileSync(file, sdl);
    console.log(`wrote ${name}'s schema.graphql`);
  }
  const { supergraphSdl, apiSdl } = compose();
  writeFileSync(SUPERGRAPH_FILE, supergraphSdl);
  writeFileSync(API_SCHEMA_FILE, apiSdl);
  console.log('wrote schema/supergraph.graphql and schema/api.graphql');
}

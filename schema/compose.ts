// Composes the subgraphs' SDL into the static supergraph the gateway serves, and the public
// API schema that codegen and third-party developers read. `npm run compose` rewrites both;
// the test suite fails when the checked-in files differ from a fresh composition.
import { composeServices } from '@apollo/composition';
import { Supergraph } from '@apollo/federation-internals';
import { printSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSubgraphs } from './subgraphs.js';

export const SUPERGRAPH_FILE = new URL('./supergraph.graphql', import.meta.url);
export const API_SCHEMA_FILE = new URL('./api.graphql', import.meta.url);

export function compose(services = readSubgraphs()): { supergraphSdl: string; apiSdl: string } {
  const result = composeServices(services);
  if (result.errors) {
    throw new Error('Composition failed:\n' + result.errors.map((e) => `- ${e.message}`).join('\n'));
  }
  const supergraphSdl = result.supergraphSdl;
  const apiSdl = printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema());
  return { supergraphSdl, apiSdl: apiSdl + '\n' };
}

export function readComposed(): { supergraphSdl: string; apiSdl: string } {
  return { supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'), apiSdl: readFileSync(API_SCHEMA_FILE, 'utf8') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { supergraphSdl, apiSdl } = compose();
  writeFileSync(SUPERGRAPH_FILE, supergraphSdl);
  writeFileSync(API_SCHEMA_FILE, apiSdl);
  console.log('wrote schema/supergraph.graphql and schema/api.graphql');
}

// The medical subgraph: the list of its capability parts, each a folder with its part.ts.
// kit runs it (kit/src/subgraph.ts); the dev-env and `npm run schema` load it through the
// `subgraph` export. docs/medical.md.
import { defineSubgraph } from '@pulse/kit';
import { scans } from './scans/part.js';

export const medical = defineSubgraph({ name: 'medical', parts: [scans] });

export const subgraph = medical;

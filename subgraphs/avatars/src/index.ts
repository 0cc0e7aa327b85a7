// The avatars subgraph: the list of its capability parts, each a folder with its part.ts.
// kit runs it (kit/src/subgraph.ts); the dev-env and `npm run schema` load it through the
// `subgraph` export.
import { defineSubgraph } from '@pulse/kit';
import { avatars as avatarsPart } from './avatars/part.js';

export const avatars = defineSubgraph({ name: 'avatars', parts: [avatarsPart] });

export const subgraph = avatars;

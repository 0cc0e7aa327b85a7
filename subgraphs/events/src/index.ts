// The events subgraph: the list of its capability parts, each a folder with its part.ts.
// kit runs it (kit/src/subgraph.ts); the dev-env and `npm run schema` load it through the
// `subgraph` export.
import { defineSubgraph } from '@pulse/kit';
import { events as eventsPart } from './events/part.js';
import { notices } from './notices/part.js';
import { challenges } from './challenges/part.js';
import { communities } from './communities/part.js';
import { quickactions } from './quickactions/part.js';
import { media } from './media/part.js';
import { shop } from './shop/part.js';
import { payments } from './payments/part.js';
import { tickets } from './tickets/part.js';
import { moderation } from './moderation/part.js';
import { screening } from './screening/part.js';

export const events = defineSubgraph({
  name: 'events',
  parts: [eventsPart, notices, challenges, communities, quickactions, media, shop, payments, tickets, moderation, screening],
});

export const subgraph = events;

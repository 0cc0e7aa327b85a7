// The social subgraph: posts of every type, the feed, polls, follows, notifications, places
// and post media. Each capability is a folder that describes itself (part.ts); this file only
// lists them.
import { defineSubgraph } from '@pulse/kit';
import { posts } from './posts/part.js';
import { feed } from './feed/part.js';
import { polls } from './polls/part.js';
import { follows } from './follows/part.js';
import { notifications } from './notifications/part.js';
import { places } from './places/part.js';
import { media } from './media/part.js';
import { moderation } from './moderation/part.js';
import { screening } from './screening/part.js';
import { privacy } from './privacy/part.js';
import { hashtags } from './hashtags/part.js';
import { search } from './search/part.js';
import { routePrivacy } from './route-privacy/part.js';
import { explore } from './explore/part.js';
import { safety } from './safety/part.js';
import { live } from './live/part.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const socialSchemaFile = new URL('./schema.graphql', import.meta.url);

export const social = defineSubgraph({
  name: 'social',
  parts: [posts, hashtags, search, feed, polls, follows, notifications, places, media, privacy, routePrivacy, safety, screening, moderation, live, explore],
});

export const subgraph = social;

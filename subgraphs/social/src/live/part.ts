// Live: the home feed hears new posts by the people the member follows (announce.ts, events.ts).
import type { SubgraphPart } from '@pulse/kit';
import { LiveFeedSubscriptions } from './events.js';

export const live: SubgraphPart = { name: 'live', resolvers: [LiveFeedSubscriptions] };

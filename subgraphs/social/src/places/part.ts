// Places: place search over the bundled gazetteer (a post's location).
import type { SubgraphPart } from '@pulse/kit';
import { PlaceQueriesResolver } from './place-queries.js';

export const places: SubgraphPart = { name: 'places', resolvers: [PlaceQueriesResolver] };

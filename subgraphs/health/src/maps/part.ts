// Maps: the route-map settings the web client reads.
import type { SubgraphPart } from '@pulse/kit';
import { MapSettingsResolver } from './map-settings.js';

export const maps: SubgraphPart = { name: 'maps', resolvers: [MapSettingsResolver] };

// Maps: the route-map settings the web client reads.
import type { HealthModule } from '../module.js';
import { MapSettingsResolver } from './map-settings.js';

export const maps: HealthModule = { name: 'maps', resolvers: [MapSettingsResolver] };

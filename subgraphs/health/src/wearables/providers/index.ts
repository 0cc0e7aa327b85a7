// The adapter of each device that has a web API, from config's base URLs.
import type { HealthSettings } from '../../config.js';
import type { LiveProvider } from '../devices.js';
import { fitbitAdapter } from './fitbit.js';
import { garminAdapter } from './garmin.js';
import { ouraAdapter } from './oura.js';
import type { VendorAdapter, VendorClientOptions } from './vendor.js';
import { whoopAdapter } from './whoop.js';

export function vendorAdapter(provider: LiveProvider, settings: HealthSettings, token: string, signal?: AbortSignal, wait?: VendorClientOptions['wait']): VendorAdapter {
  const make = { whoop: whoopAdapter, oura: ouraAdapter, fitbit: fitbitAdapter, garmin: garminAdapter }[provider];
  return make({ baseUrl: settings.vendors[provider], token, signal, ...(wait ? { wait } : {}) });
}

export { VendorError, type VendorAdapter } from './vendor.js';

// The six devices of the spec (section 9: whoop, oura, garmin, fitbit, apple-watch, samsung),
// how each one reaches us, and the sandbox keys (`test_{device}_12345`) that let a member try
// any of them with no account at the vendor and no network.
import { registerEnumType } from 'type-graphql';

export enum WearableProvider {
  WHOOP = 'whoop',
  OURA = 'oura',
  GARMIN = 'garmin',
  FITBIT = 'fitbit',
  APPLE_WATCH = 'apple-watch',
  SAMSUNG = 'samsung',
}
registerEnumType(WearableProvider, { name: 'WearableProvider', description: 'A wearable device (spec: whoop, oura, garmin, fitbit, apple-watch, samsung).' });

export const PROVIDERS = Object.values(WearableProvider);
export const UNKNOWN_PROVIDER = `Unknown provider: choose one of ${PROVIDERS.join(', ')}`;

/** Devices with a web API we pull from; Apple Health and Samsung Health only export files. */
export type LiveProvider = 'whoop' | 'oura' | 'garmin' | 'fitbit';
export const isLive = (provider: WearableProvider): provider is WearableProvider & LiveProvider =>
  provider === 'whoop' || provider === 'oura' || provider === 'garmin' || provider === 'fitbit';

export const PROVIDER_NAMES: Record<WearableProvider, string> = {
  whoop: 'Whoop',
  oura: 'Oura',
  garmin: 'Garmin',
  fitbit: 'Fitbit',
  'apple-watch': 'Apple Watch',
  samsung: 'Samsung Health',
};

export const sandboxKeyOf = (provider: WearableProvider): string => `test_${provider}_12345`;
const SANDBOX_KEY = /^test_(whoop|oura|garmin|fitbit|apple-watch|samsung)_12345$/;

export const API_KEY_REQUIRED = 'API key is required';

/** The vendor answered 401/403 to this key: named as a rejected key, with what to do. */
export const keyRefused = (provider: WearableProvider): string =>
  `${PROVIDER_NAMES[provider]} rejected this key: check that you copied the whole access token from your ${PROVIDER_NAMES[provider]} account, or use ${sandboxKeyOf(provider)} to try sample data`;

/** The vendor could not be asked: the key is neither accepted nor rejected, and the member is told so. */
export const vendorUnreachable = (provider: WearableProvider): string => `${PROVIDER_NAMES[provider]} could not be reached to check this key; try again later`;

/** Shorter than any access token the four vendors issue (Oura's personal tokens are 32 characters, Garmin's 36, Whoop's and Fitbit's longer). */
export const MIN_TOKEN_LENGTH = 20;

/**
 * Why a live key cannot be an access token at all, before any vendor is asked: a key with
 * spaces or a few characters (a password, a user name, a half-copied token) is rejected as such
 * even when the vendor cannot be reached, instead of "could not be reached".
 */
export function keyShapeProblem(provider: WearableProvider, key: string): string | null {
  const name = PROVIDER_NAMES[provider];
  if (/\s/.test(key))
    return `${name} rejected this key: an access token has no spaces. Copy the whole token from your ${name} account, or use ${sandboxKeyOf(provider)} to try sample data`;
  if (key.length < MIN_TOKEN_LENGTH)
    return `${name} rejected this key: it is too short to be ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} access token (they have at least ${MIN_TOKEN_LENGTH} characters). Copy the whole token from your ${name} account, or use ${sandboxKeyOf(provider)} to try sample data`;
  return null;
}

/**
 * Which mode a key selects for a device, or the message refusing it: the device's own sandbox
 * key selects the sandbox; any other `test_` key is a mistake worth naming (a sandbox key of
 * another device, a typo), never something to send to a vendor.
 */
export function modeForKey(provider: WearableProvider, key: string): { mode: 'sandbox' | 'live' | 'import' } | { refused: string } {
  const sandbox = SANDBOX_KEY.exec(key);
  if (sandbox && sandbox[1] === provider) return { mode: 'sandbox' };
  if (sandbox) return { refused: `This test key is for ${sandbox[1]}; the ${provider} sandbox key is ${sandboxKeyOf(provider)}` };
  if (key.startsWith('test_')) return { refused: `This is not a sandbox key; the ${provider} sandbox key is ${sandboxKeyOf(provider)}` };
  return { mode: isLive(provider) ? 'live' : 'import' };
}

export enum WearableDataType {
  STEPS = 'steps',
  CALORIES = 'calories',
  DISTANCE = 'distance',
  ACTIVE_MINUTES = 'activeMinutes',
  HEART_RATE = 'heartRate',
  BLOOD_OXYGEN = 'bloodOxygen',
  SLEEP_SCORE = 'sleepScore',
  READINESS_SCORE = 'readinessScore',
}
registerEnumType(WearableDataType, { name: 'WearableDataType', description: "The spec's wearable record fields." });

export const DATA_TYPES = Object.values(WearableDataType);

// The six devices as the card shows them (spec: whoop, oura, garmin, fitbit, apple-watch, samsung).
import type { WearableProvider } from '../../generated/graphql';

export interface Device {
  provider: WearableProvider;
  /** The spec's spelling: the sandbox key is test_{device}_12345. */
  device: string;
  name: string;
}

export const DEVICES: Device[] = [
  { provider: 'WHOOP', device: 'whoop', name: 'Whoop' },
  { provider: 'OURA', device: 'oura', name: 'Oura' },
  { provider: 'GARMIN', device: 'garmin', name: 'Garmin' },
  { provider: 'FITBIT', device: 'fitbit', name: 'Fitbit' },
  { provider: 'APPLE_WATCH', device: 'apple-watch', name: 'Apple Watch' },
  { provider: 'SAMSUNG', device: 'samsung', name: 'Samsung Health' },
];

export const deviceOf = (provider: WearableProvider): Device => DEVICES.find((d) => d.provider === provider) ?? DEVICES[0];
export const sandboxHint = (device: Device) => `test_${device.device}_12345`;

export const CONNECTION_FAILED = 'Connection Failed';
export const FETCH_FAILED = 'Failed to fetch wearable data';
export const SYNC_FAILED = 'Failed to sync data';

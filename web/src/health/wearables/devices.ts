// The six devices as the card shows them (spec: whoop, oura, garmin, fitbit, apple-watch, samsung).
import type { WearableConnectionFieldsFragment, WearableProvider } from '../../generated/graphql';

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

/** Where an import connection's data comes from, in the words of the phone app that makes it. */
const EXPORT_SOURCE: Partial<Record<WearableProvider, string>> = { APPLE_WATCH: 'the Health app', SAMSUNG: 'Samsung Health' };

/**
 * The connection as the card names it: by its device, then how its data arrives. An import
 * connection's "key" is only a label the member typed (Apple and Samsung have no API key), so it
 * is never shown as one; a live connection names its key only by its last four characters.
 */
export function connectionLabel(connection: Pick<WearableConnectionFieldsFragment, 'provider' | 'mode' | 'keyHint'>): string {
  const { name } = deviceOf(connection.provider);
  if (connection.mode === 'IMPORT') return `${name} · data from ${EXPORT_SOURCE[connection.provider] ?? name} exports`;
  if (connection.mode === 'SANDBOX') return `${name} · sample data for trying Pulse`;
  return connection.keyHint ? `${name} account · access token ending ${connection.keyHint}` : `${name} account`;
}

// This browser's device for the signed-in member, opened once per session when the member first
// needs it (the Messages screen, or an encrypted message anywhere), with its MLS code loaded
// only then. Until it is open, encrypted messages say they are being decrypted; if it cannot
// open (IndexedDB unavailable, the member's device limit reached), they say they cannot be read
// here rather than wait forever. Signing out forgets the reader and every text read.
import type { ApolloClient } from '@apollo/client';
import type { BrowserDevice } from './browser-device';
import { forgetTrust } from './contacts';
import { setReader } from './plaintexts';

let current: { userId: string; device: Promise<BrowserDevice> } | undefined;

export function thisDevice(client: ApolloClient<object>, userId: string): Promise<BrowserDevice> {
  if (current?.userId === userId) return current.device;
  const opened = import('./device-reader').then(({ openDevice }) => openDevice(client, userId));
  const device = opened.then((o) => o.device);
  const opening = { userId, device };
  current = opening;
  opened.then(
    ({ read }) => {
      if (current === opening) setReader(read);
    },
    (error: unknown) => {
      if (current !== opening) return;
      console.info('[e2ee] this browser could not become one of your devices', String(error));
      // Asked again next time; meanwhile encrypted messages say they cannot be read here.
      current = undefined;
      setReader(() => Promise.reject(error));
    },
  );
  return device;
}

/**
 * Logging out (before the token is revoked): this browser stops being one of the member's
 * devices, and its keys and what it read are deleted here; the member's other devices remove it
 * from the groups. Signing in again makes a new device, which reads from then on (and older
 * history from the key backup). Nothing to do when the device was never opened.
 */
export async function leaveThisDevice(): Promise<void> {
  const opening = current;
  if (!opening) return;
  const device = await opening.device.catch(() => undefined);
  await device?.leave().catch((error: unknown) => console.info('[e2ee] could not remove this device', String(error)));
}

/** Signed out: nothing read stays in memory; the keys stay sealed in IndexedDB unless the member logged out (leaveThisDevice). */
export function closeThisDevice(): void {
  current = undefined;
  for (const listener of closeListeners) listener();
  setReader(undefined);
  forgetTrust();
}

const closeListeners = new Set<() => void>();

/** Called when the member signs out (what a module keeps for the session goes with it). */
export function onDeviceClosed(listener: () => void): void {
  closeListeners.add(listener);
}

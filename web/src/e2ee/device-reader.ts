// What this-device.ts loads on demand: the browser device, and how a message is read for the
// chat (decrypted, then its shared post loaded and its file decrypted before it shows). Kept out
// of the first page load with ts-mls: this-device.ts is imported by the session code.
import type { ApolloClient } from '@apollo/client';
import { PostByIdDocument } from '../generated/graphql';
import { BrowserDevice } from './browser-device';
import { openEncryptedFile } from './files';
import type { EncryptedMessageRef, Read } from './plaintexts';

/** "Chrome on Linux": what the member sees in their device list. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

export async function openDevice(client: ApolloClient<object>, userId: string) {
  const device = await BrowserDevice.open(client, userId, deviceName(navigator.userAgent));
  const read = async (message: EncryptedMessageRef): Promise<Read> => {
    const payload = await device.read(message);
    // A shared post's card needs the post: loaded before the message shows (a deleted one shows as unavailable).
    if (payload.sharedPostId) await client.query({ query: PostByIdDocument, variables: { id: payload.sharedPostId } }).catch(() => undefined);
    // A file is fetched and decrypted before the message shows, so it never flashes empty.
    return { payload, fileUrl: payload.file ? await openEncryptedFile(payload.file) : undefined };
  };
  return { device, read };
}

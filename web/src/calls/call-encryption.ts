// A call's frame encryption when its conversation is end-to-end encrypted (docs/e2ee.md, "Calls
// as built"): the media key comes from this browser's device (the group's exporter secret), and
// the frame code loads only then. An encrypted conversation's call never falls back to media in
// clear. Loaded when a call starts (calls-provider.tsx).
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { thisDevice } from '../e2ee/this-device';
import { ConversationDocument } from '../generated/graphql';
import { canEncryptCalls, createFrameCrypto, type FrameCrypto } from './frame-crypto';

export const CALL_NEEDS_DEVICE = 'This call is end-to-end encrypted, and this browser cannot take part in it.';

export async function callMediaEncryption(
  client: ApolloClient<NormalizedCacheObject>,
  userId: string,
  call: { id: string; conversationId: string },
): Promise<FrameCrypto | null> {
  const { data } = await client.query({ query: ConversationDocument, variables: { id: call.conversationId }, fetchPolicy: 'cache-first' });
  if (!data.conversation.encrypted) return null;
  if (!canEncryptCalls()) throw new Error(CALL_NEEDS_DEVICE);
  const device = await thisDevice(client, userId).catch(() => {
    throw new Error(CALL_NEEDS_DEVICE);
  });
  const asked = new Set<number>();
  const crypto = createFrameCrypto(await device.callKey(call.conversationId, call.id), (epoch) => {
    // Frames under a key of a later epoch (a commit during the call): catch up once for it.
    if (asked.has(epoch)) return;
    asked.add(epoch);
    void device.callKey(call.conversationId, call.id).then(crypto.addKey, () => undefined);
  });
  return crypto;
}

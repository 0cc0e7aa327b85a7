// A conversation opened on this browser's device (chat-pane.tsx): a new one gets its group
// before the first word, an encrypted one is brought up to date. Kept out of the first page
// load: only the Messages screen needs it.
import type { ApolloClient } from '@apollo/client';
import { onDeviceClosed, thisDevice } from './this-device';

/** Groups being created, by conversation: a send waits for its conversation's to know how to go. */
const starting = new Map<string, Promise<boolean>>();
onDeviceClosed(() => starting.clear());

export interface OpenedConversation {
  id: string;
  encrypted: boolean;
  latestMessage: unknown;
  users: { id: string }[];
}

/**
 * A conversation is opened on this device. An encrypted one is brought up to date (joined,
 * caught up, its members' new devices added). A new one, with nothing written yet, gets its
 * group now, before the first word is typed, when every other member has a device to reach;
 * one with messages in clear stays as it is.
 */
export function openConversation(client: ApolloClient<object>, userId: string, conversation: OpenedConversation, onEncrypted: () => void): void {
  if (conversation.encrypted) {
    thisDevice(client, userId)
      .then((device) => device.refresh(conversation.id))
      .catch((error: unknown) => console.info('[e2ee] could not bring the conversation up to date', String(error)));
    return;
  }
  if (conversation.latestMessage || starting.has(conversation.id)) return;
  const others = conversation.users.map((u) => u.id).filter((id) => id !== userId);
  const started = thisDevice(client, userId)
    .then((device) => device.startGroup(conversation.id, others))
    .catch((error: unknown) => {
      console.info('[e2ee] the conversation stays unencrypted', String(error));
      return false;
    });
  starting.set(conversation.id, started);
  void started.then((encrypted) => {
    if (encrypted) onEncrypted();
    else starting.delete(conversation.id);
  });
}

/** Whether the conversation's group is being (or was) created on this device; undefined when it is not. */
export function groupStarting(conversationId: string): Promise<boolean> | undefined {
  return starting.get(conversationId);
}

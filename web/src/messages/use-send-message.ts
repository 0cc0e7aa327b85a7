// Sending a message: shown at once, sent with a client id (so a retry after a lost answer
// cannot duplicate it), merged into the conversation when the server answers.
import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { SendMessageDocument, type ChatMessageFragment } from '../generated/graphql';
import { rememberSent } from '../e2ee/plaintexts';
import type { MessagePayload } from '../e2ee/protocol';
import { groupStarting } from '../e2ee/conversation-groups';
import { thisDevice } from '../e2ee/this-device';
import { useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { addMessageToCache } from './cache';
import { sendableText } from './format';
import { newClientId, pendingSends } from './pending-sends';

export const SEND_FAILED = 'Failed to send message';
const NETWORK_RETRIES = 2;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isNetworkFailure(error: unknown): boolean {
  const e = error as { networkError?: unknown; graphQLErrors?: unknown[] } | null;
  return Boolean(e?.networkError) && !(e?.graphQLErrors?.length ?? 0);
}

export interface SendInput {
  conversationId: string;
  /** The conversation has an MLS group: the text goes encrypted from this device, never in clear. */
  encrypted: boolean;
  text: string;
  replyTo: ChatMessageFragment | null;
}

export function useSendMessage() {
  const client = useApolloClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  /** Resolves true when the message was delivered; on failure the toast has been shown. */
  return useCallback(
    async ({ conversationId, encrypted, text, replyTo }: SendInput): Promise<boolean> => {
      const body = sendableText(text);
      if (!body) return false;
      const clientId = newClientId();
      pendingSends.add({
        clientId,
        conversationId,
        body,
        createdAt: new Date().toISOString(),
        replyTo: replyTo
          ? {
              __typename: 'MessageReply',
              id: replyTo.id,
              body: replyTo.body,
              image: replyTo.image,
              sender: { __typename: 'User', id: replyTo.sender.id, name: replyTo.sender.name },
            }
          : null,
      });
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            // A new conversation's group may be on its way (e2ee/this-device.ts): wait for it.
            if (encrypted || (await groupStarting(conversationId))) {
              if (!userId) throw new Error('signed out');
              const payload: MessagePayload = {
                v: 1,
                body,
                // The quote travels inside the ciphertext: the server never learns what was replied to.
                replyTo: replyTo ? { id: replyTo.id, body: replyTo.body, senderId: replyTo.sender.id, senderName: replyTo.sender.name } : null,
              };
              const device = await thisDevice(client, userId);
              const sent = await device.send(conversationId, payload, clientId);
              rememberSent({ id: sent.id, senderId: userId, senderName: user?.name ?? '', createdAt: sent.createdAt }, payload);
              addMessageToCache(client.cache, sent);
              return true;
            }
            const { data } = await client.mutate({
              mutation: SendMessageDocument,
              variables: { input: { conversationId, body, replyToId: replyTo?.id ?? null, clientId } },
            });
            if (data) addMessageToCache(client.cache, data.sendMessage);
            return true;
          } catch (error) {
            // The same client id makes a retry safe: the server returns the first message.
            if (attempt < NETWORK_RETRIES && isNetworkFailure(error)) {
              await pause(800 * (attempt + 1));
              continue;
            }
            throw error;
          }
        }
      } catch (error) {
        console.error('[messages] send failed', error);
        toast.error(SEND_FAILED);
        return false;
      } finally {
        pendingSends.remove(clientId);
      }
    },
    [client, userId, user?.name],
  );
}

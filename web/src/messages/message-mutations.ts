// Reacting and pinning. Reactions show at once (optimistic) and the server's answer, which
// toggles, replaces them; pins also update the conversation's pinned strip right away.
import { useApolloClient, type Reference } from '@apollo/client';
import { useCallback } from 'react';
import { PinMessageDocument, ToggleReactionDocument, type ChatMessageFragment } from '../generated/graphql';
import { rememberSent } from '../e2ee/plaintexts';
import { thisDevice } from '../e2ee/this-device';
import { toast } from '../toasts/toast';
import { addMessageToCache } from './cache';
import { newClientId } from './pending-sends';

type Me = { id: string; name: string } | null;

export function toggledReactions(message: ChatMessageFragment, emoji: string, me: { id: string; name: string }): ChatMessageFragment['reactions'] {
  const mine = message.reactions.find((r) => r.emoji === emoji && r.userId === me.id);
  if (mine) return message.reactions.filter((r) => r !== mine);
  return [
    ...message.reactions,
    {
      __typename: 'Reaction',
      id: `optimistic:${message.id}:${emoji}`,
      emoji,
      userId: me.id,
      messageId: message.id,
      createdAt: new Date().toISOString(),
      user: { __typename: 'User', id: me.id, name: me.name },
    },
  ];
}

export function useMessageMutations(me: Me) {
  const client = useApolloClient();

  const react = useCallback(
    async (message: ChatMessageFragment, emoji: string) => {
      try {
        if (message.envelope) {
          // End-to-end encrypted: the reaction is an encrypted message of kind REACTION that toggles the emoji.
          if (!me) return;
          const payload = { v: 1 as const, body: '', replyTo: null, reaction: { messageId: message.id, emoji } };
          const device = await thisDevice(client, me.id);
          const sent = await device.send(message.conversationId, payload, newClientId(), 'REACTION');
          rememberSent({ id: sent.id, senderId: me.id, senderName: me.name, createdAt: sent.createdAt }, payload);
          addMessageToCache(client.cache, sent);
          return;
        }
        await client.mutate({
          mutation: ToggleReactionDocument,
          variables: { messageId: message.id, emoji },
          optimisticResponse: me ? { toggleReaction: { ...message, __typename: 'Message', reactions: toggledReactions(message, emoji, me) } } : undefined,
        });
      } catch (error) {
        console.error('[messages] reaction failed', error);
        toast.error('Failed to update the reaction');
      }
    },
    [client, me],
  );

  const pin = useCallback(
    async (message: ChatMessageFragment) => {
      const pinned = !message.pinned;
      try {
        await client.mutate({
          mutation: PinMessageDocument,
          variables: { messageId: message.id, pinned },
          update(cache, { data }) {
            if (!data) return;
            const id = cache.identify({ __typename: 'Conversation', id: message.conversationId });
            const ref = cache.identify(data.pinMessage);
            if (!id || !ref) return;
            cache.modify({
              id,
              fields: {
                pinnedMessages(existing: readonly Reference[] = []) {
                  const rest = existing.filter((r) => r.__ref !== ref);
                  return pinned ? [{ __ref: ref }, ...rest] : rest;
                },
              },
            });
          },
        });
        toast.success(pinned ? 'Message pinned' : 'Message unpinned');
      } catch (error) {
        console.error('[messages] pin failed', error);
        toast.error(pinned ? 'Failed to pin the message' : 'Failed to unpin the message');
      }
    },
    [client],
  );

  const copy = useCallback(async (message: ChatMessageFragment) => {
    const text = message.body.trim() ? message.body : message.image ? new URL(message.image, window.location.href).href : '';
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Message copied');
    } catch (error) {
      console.error('[messages] copy failed', error);
      toast.error('Could not copy the message');
    }
  }, []);

  return { react, pin, copy };
}

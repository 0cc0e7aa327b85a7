// Messaging in the Apollo cache: new messages and conversations put into the cached lists and
// the latest message kept (the type policies that merge them are in cache-policies.ts).
import type { ApolloCache, Reference } from '@apollo/client';
import {
  ChatMessageFragmentDoc,
  ConversationMessagesDocument,
  ConversationsDocument,
  type ChatConversationFragment,
  type ChatMessageFragment,
  type ConversationMessagesQuery,
  type ConversationsQuery,
} from '../generated/graphql';
import { orderKey } from './cache-policies';
import { compareMessages } from './message-order';

/** Adds a message to its conversation's list when that list is cached (it is merged without duplicates). */
export function addMessageToCache(cache: ApolloCache<unknown>, message: ChatMessageFragment): void {
  // The generated fragment document carries the fragments it spreads, so it writes on its own.
  cache.writeFragment({ fragment: ChatMessageFragmentDoc, fragmentName: 'ChatMessage', data: message });
  cache.updateQuery<ConversationMessagesQuery>({ query: ConversationMessagesDocument, variables: { conversationId: message.conversationId } }, (data) =>
    data ? { ...data, messages: { ...data.messages, nodes: [...data.messages.nodes, message] } } : undefined,
  );
  setLatestMessage(cache, message);
}

/** Makes the message its conversation's latest unless a newer one is already there. */
export function setLatestMessage(cache: ApolloCache<unknown>, message: ChatMessageFragment): void {
  const id = cache.identify({ __typename: 'Conversation', id: message.conversationId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      latestMessage(existing: Reference | null, { readField, toReference }) {
        if (existing && compareMessages(orderKey(existing, readField), message) > 0) return existing;
        return toReference({ __typename: 'Message', id: message.id }) ?? existing;
      },
    },
  });
}

/** Puts a conversation at the top of the cached list unless it is already there. */
export function prependConversation(cache: ApolloCache<unknown>, conversation: ChatConversationFragment): void {
  cache.updateQuery<ConversationsQuery>({ query: ConversationsDocument }, (data) =>
    data && !data.conversations.some((c) => c.id === conversation.id) ? { ...data, conversations: [conversation, ...data.conversations] } : undefined,
  );
}

export function isConversationListed(cache: ApolloCache<unknown>, conversationId: string): boolean | null {
  const data = cache.readQuery<ConversationsQuery>({ query: ConversationsDocument });
  if (!data) return null;
  return data.conversations.some((c) => c.id === conversationId);
}

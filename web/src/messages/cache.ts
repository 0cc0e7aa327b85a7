// Messaging in the Apollo cache: new messages and conversations put into the cached lists and
// the latest message kept, a message removed by a moderator taken out (the type policies that
// merge them are in cache-policies.ts).
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

/**
 * Takes out a message removed for everyone (moderation, messageRemoved): from its
 * conversation's cached list, the pins, the quotes of replies to it (the server keeps a reply's
 * own text with no quote) and the latest message, which goes back to the one before it in the
 * cached list (null when that list is not cached: the conversationUpdated of the same removal
 * brings it). cache.modify writes past the merge functions, which merge lists without ever
 * dropping a message.
 */
export function removeMessageFromCache(cache: ApolloCache<unknown>, removed: { id: string; conversationId: string }): void {
  const ref = cache.identify({ __typename: 'Message', id: removed.id });
  if (!ref) return;
  const isRemoved = (value: unknown) => (value as Reference | null | undefined)?.__ref === ref;
  const quoting = new Set<string>();
  let before: Reference | null = null;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      messages(existing: { nodes?: readonly Reference[] } | Reference, { readField }) {
        if (!('nodes' in existing) || !existing.nodes?.some(isRemoved)) return existing;
        const nodes = existing.nodes.filter((node) => !isRemoved(node));
        for (const node of nodes) if (isRemoved(readField('replyTo', node))) quoting.add(node.__ref);
        before = nodes[nodes.length - 1] ?? null;
        return { ...existing, nodes };
      },
    },
  });
  for (const id of quoting) cache.modify({ id, fields: { replyTo: () => null } });
  const conversation = cache.identify({ __typename: 'Conversation', id: removed.conversationId });
  if (conversation) {
    cache.modify({
      id: conversation,
      fields: {
        pinnedMessages: (pins: readonly Reference[]) => pins.filter((pin) => !isRemoved(pin)),
        latestMessage: (latest: Reference | null) => (isRemoved(latest) ? before : latest),
      },
    });
  }
  cache.evict({ id: ref });
  cache.gc();
}

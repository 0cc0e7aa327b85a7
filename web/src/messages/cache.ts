// Messaging in the Apollo cache: one list per conversation (pages, realtime events, catch-up
// and own sends merged without duplicates), the conversation list, and the latest message.
import { type ApolloCache, type FieldPolicy, type Reference, type TypePolicies } from '@apollo/client';
import {
  ChatMessageFragmentDoc,
  ConversationMessagesDocument,
  ConversationsDocument,
  type ChatConversationFragment,
  type ChatMessageFragment,
  type ConversationMessagesQuery,
  type ConversationsQuery,
} from '../generated/graphql';
import { compareMessages, mergeMessageLists, type MessageKey } from './message-order';

interface StoredPage {
  __typename?: string;
  nodes: Reference[];
  pageInfo: { __typename?: string; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

const messagesField: FieldPolicy<StoredPage, StoredPage> = {
  // One list per conversation however it was paged.
  keyArgs: ['conversationId'],
  merge(existing, incoming, { args, readField }) {
    const key = (ref: Reference) => ({
      id: readField<string>('id', ref) ?? '',
      clientId: readField<string | null>('clientId', ref) ?? null,
      createdAt: readField<string>('createdAt', ref) ?? '',
      seq: readField<string>('seq', ref) ?? null,
    });
    if (!existing) return incoming;
    const nodes = mergeMessageLists(existing.nodes, incoming.nodes, key);
    const createdAt = (ref: Reference | undefined) => (ref ? Date.parse(readField<string>('createdAt', ref) ?? '') : Infinity);
    // The start of the list (for `before`) comes from whichever side reaches further back.
    const incomingReachesFurther = Boolean(args?.before) || createdAt(incoming.nodes[0]) <= createdAt(existing.nodes[0]);
    const start = incomingReachesFurther ? incoming.pageInfo : existing.pageInfo;
    const last = nodes[nodes.length - 1];
    return {
      ...incoming,
      nodes,
      pageInfo: {
        ...incoming.pageInfo,
        hasPreviousPage: start.hasPreviousPage,
        startCursor: start.startCursor,
        endCursor: last ? (readField<string>('cursor', last) ?? null) : null,
      },
    };
  },
};

const orderKey = (ref: Reference, readField: <V>(field: string, from: Reference) => V | undefined): MessageKey => ({
  id: readField<string>('id', ref) ?? '',
  createdAt: readField<string>('createdAt', ref) ?? '',
  seq: readField<string>('seq', ref) ?? null,
});

// Events are delivered per subscription and may overtake each other: an older payload must
// not take the place of a newer latest message.
const latestMessageField: FieldPolicy<Reference | null> = {
  merge(existing, incoming, { readField }) {
    if (!existing || !incoming) return incoming ?? existing ?? null;
    return compareMessages(orderKey(incoming, readField), orderKey(existing, readField)) < 0 ? existing : incoming;
  },
};

export const messagingTypePolicies: TypePolicies = {
  Query: { fields: { messages: messagesField } },
  Conversation: { fields: { users: { merge: false }, pinnedMessages: { merge: false }, latestMessage: latestMessageField } },
  Message: { fields: { reactions: { merge: false }, seenBy: { merge: false } } },
};

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

// Messaging's type policies for the Apollo cache (apollo/client.ts): one list per conversation
// (pages, realtime events, catch-up and own sends merged without duplicates) and the latest
// message. Apart from cache.ts, whose helpers and the documents they write load with the pages
// that use them, not with the first page (its size budget).
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';
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

export const orderKey = (ref: Reference, readField: <V>(field: string, from: Reference) => V | undefined): MessageKey => ({
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

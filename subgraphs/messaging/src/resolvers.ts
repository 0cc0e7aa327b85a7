import { GraphQLScalarType } from 'graphql';
import type { SubgraphContext } from '@pulse/kit';
import { conversation, conversations, createConversation } from './operations/conversations.js';
import { messages, missedMessages, sendMessage } from './operations/messages.js';
import { toggleReaction } from './operations/reactions.js';
import { markConversationSeen, unreadMessageCount } from './operations/read-state.js';
import { pinMessage } from './operations/pins.js';
import { conversationFields, messageFields } from './fields.js';
import { requireMessageAccess, requireParticipant } from './access.js';
import { callMutations, callQueries, callTypes } from './calls/resolvers.js';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
});

export const resolvers = {
  DateTime,
  Query: {
    conversations,
    conversation,
    message: async (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => (await requireMessageAccess(ctx, id)).message,
    messages,
    missedMessages,
    unreadMessageCount,
    ...callQueries,
  },
  Mutation: { createConversation, sendMessage, toggleReaction, markConversationSeen, pinMessage, ...callMutations },
  Conversation: {
    ...conversationFields,
    // Other subgraphs may only refer to conversations the caller takes part in.
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => (await requireParticipant(ctx, ref.id)).conversation,
  },
  Message: {
    ...messageFields,
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => (await requireMessageAccess(ctx, ref.id)).message,
  },
  ...callTypes,
};

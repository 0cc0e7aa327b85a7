// Conversations: 1:1 and group conversations, messages (replies, shared posts, media),
// reactions, pins and read state, and the message media routes.
import type { SubgraphPart } from '@pulse/kit';
import { conversationMemberData } from './member-data.js';
import { Conversation } from './entities/conversation.js';
import { Participant } from './entities/participant.js';
import { Message } from './entities/message.js';
import { Reaction } from './entities/reaction.js';
import { MessageSeen } from './entities/message-seen.js';
import { conversationMigrations } from './migrations.js';
import { requireMessageAccess, requireParticipant } from './access.js';
import { ConversationFieldsResolver } from './conversation-fields.js';
import { MessageFieldsResolver, ReactionFieldsResolver } from './message-fields.js';
import { MessagingSubscriptions } from './events.js';
import { ListConversationsResolver } from './operations/list-conversations.js';
import { ConversationResolver } from './operations/conversation.js';
import { CreateConversationResolver } from './operations/create-conversation.js';
import { MessageResolver } from './operations/message.js';
import { ListMessagesResolver } from './operations/list-messages.js';
import { MissedMessagesResolver } from './operations/missed-messages.js';
import { SendMessageResolver } from './operations/send-message.js';
import { ToggleReactionResolver } from './operations/toggle-reaction.js';
import { PinMessageResolver } from './operations/pin-message.js';
import { MarkConversationSeenResolver } from './operations/mark-conversation-seen.js';
import { UnreadMessageCountResolver } from './operations/unread-message-count.js';
import { MessagesByDayResolver } from './operations/messages-by-day.js';
import { mediaRoutes } from './media/media-routes.js';

export const conversations: SubgraphPart = {
  name: 'conversations',
  resolvers: [
    ListConversationsResolver,
    ConversationResolver,
    CreateConversationResolver,
    MessageResolver,
    ListMessagesResolver,
    MissedMessagesResolver,
    SendMessageResolver,
    ToggleReactionResolver,
    PinMessageResolver,
    MarkConversationSeenResolver,
    UnreadMessageCountResolver,
    ConversationFieldsResolver,
    MessageFieldsResolver,
    ReactionFieldsResolver,
    MessagingSubscriptions,
    MessagesByDayResolver,
  ],
  // Other subgraphs may only refer to conversations and messages the caller takes part in.
  references: {
    Conversation: async (ref, ctx) => (await requireParticipant(ctx, ref.id)).conversation,
    Message: async (ref, ctx) => (await requireMessageAccess(ctx, ref.id)).message,
  },
  entities: [Conversation, Participant, Message, MessageSeen, Reaction],
  migrations: conversationMigrations,
  routes: mediaRoutes,
  memberData: conversationMemberData,
};

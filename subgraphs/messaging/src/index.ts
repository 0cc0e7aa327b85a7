import type { SubgraphDefinition } from '@pulse/kit';
import { Conversation } from './entities/conversation.js';
import { Participant } from './entities/participant.js';
import { Message } from './entities/message.js';
import { Reaction } from './entities/reaction.js';
import { MessageSeen } from './entities/message-seen.js';
import { migrations } from './migrations.js';
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
import { mediaRoutes } from './media/media-routes.js';
import { Call } from './calls/entities/call.js';
import { CallParticipant } from './calls/entities/call-participant.js';
import { requireCallAccess } from './calls/access.js';
import { CallFieldsResolver, CallParticipantFieldsResolver } from './calls/call-fields.js';
import { CallSubscriptions } from './calls/events.js';
import { CallResolver } from './calls/operations/call.js';
import { ActiveCallsResolver } from './calls/operations/active-calls.js';
import { CallHistoryResolver } from './calls/operations/call-history.js';
import { CreateCallResolver } from './calls/operations/create-call.js';
import { JoinCallResolver } from './calls/operations/join-call.js';
import { DeclineCallResolver } from './calls/operations/decline-call.js';
import { LeaveCallResolver } from './calls/operations/leave-call.js';
import { EndCallResolver } from './calls/operations/end-call.js';
import { UpdateCallParticipantStatusResolver } from './calls/operations/update-call-participant-status.js';
import { UpdateCallMediaResolver } from './calls/operations/update-call-media.js';
import { TurnConfigResolver } from './calls/operations/turn-config.js';
import { WebRtcHealthResolver } from './calls/operations/webrtc-health.js';
import { startRingSweeper } from './calls/ring-timeout.js';
import { callInternalRoutes } from './calls/internal-routes.js';

/** The SDL printed from this code and checked in (`npm run schema`). */
export const messagingSchemaFile = new URL('./schema.graphql', import.meta.url);

export const messaging: SubgraphDefinition = {
  name: 'messaging',
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
    CallResolver,
    ActiveCallsResolver,
    CallHistoryResolver,
    CreateCallResolver,
    JoinCallResolver,
    DeclineCallResolver,
    LeaveCallResolver,
    EndCallResolver,
    UpdateCallParticipantStatusResolver,
    UpdateCallMediaResolver,
    TurnConfigResolver,
    WebRtcHealthResolver,
    CallFieldsResolver,
    CallParticipantFieldsResolver,
    CallSubscriptions,
  ],
  // Other subgraphs may only refer to conversations, messages and calls the caller takes part in.
  references: {
    Conversation: async (ref, ctx) => (await requireParticipant(ctx, ref.id)).conversation,
    Message: async (ref, ctx) => (await requireMessageAccess(ctx, ref.id)).message,
    Call: async (ref, ctx) => (await requireCallAccess(ctx, ref.id)).call,
  },
  entities: [Conversation, Participant, Message, MessageSeen, Reaction, Call, CallParticipant],
  migrations,
  routes: (app, services) => {
    mediaRoutes(app, services);
    callInternalRoutes(app, services);
  },
  // Ringing calls past CALL_RING_TIMEOUT_SECONDS become MISSED even when nobody reads them.
  background: startRingSweeper,
};

export const subgraph = messaging;

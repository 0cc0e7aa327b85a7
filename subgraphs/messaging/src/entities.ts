// The messaging model. Reads that join several tables are SQL in queries.ts; writes go
// through these entities so an outbox event commits with them in one flush.
import { EntitySchema } from '@mikro-orm/postgresql';

export class Conversation {
  id!: string;
  name: string | null = null;
  directKey: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  lastMessageAt: Date | null = null;
}

export const ConversationSchema = new EntitySchema<Conversation>({
  class: Conversation,
  tableName: 'conversations',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string', nullable: true },
    directKey: { type: 'string', fieldName: 'direct_key', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
    updatedAt: { type: 'Date', fieldName: 'updated_at' },
    lastMessageAt: { type: 'Date', fieldName: 'last_message_at', nullable: true },
  },
});

export class Participant {
  conversationId!: string;
  userId!: string;
  joinedAt: Date = new Date();
}

export const ParticipantSchema = new EntitySchema<Participant>({
  class: Participant,
  tableName: 'participants',
  properties: {
    conversationId: { type: 'string', primary: true, fieldName: 'conversation_id' },
    userId: { type: 'string', primary: true, fieldName: 'user_id' },
    joinedAt: { type: 'Date', fieldName: 'joined_at' },
  },
});

export type MediaType = 'IMAGE' | 'VIDEO';

export class Message {
  id!: string;
  seq?: string;
  conversationId!: string;
  senderId!: string;
  body = '';
  mediaUrl: string | null = null;
  mediaType: MediaType | null = null;
  replyToId: string | null = null;
  /** A social post sent as a card; social owns it, so no foreign key (it may be deleted). */
  sharedPostId: string | null = null;
  clientId: string | null = null;
  pinnedAt: Date | null = null;
  pinnedBy: string | null = null;
  createdAt: Date = new Date();
}

export const MessageSchema = new EntitySchema<Message>({
  class: Message,
  tableName: 'messages',
  properties: {
    id: { type: 'string', primary: true },
    // Assigned by PostgreSQL (identity column); bigint arrives as a string.
    seq: { type: 'string', columnType: 'bigint', persist: false, nullable: true },
    conversationId: { type: 'string', fieldName: 'conversation_id' },
    senderId: { type: 'string', fieldName: 'sender_id' },
    body: { type: 'string' },
    mediaUrl: { type: 'string', fieldName: 'media_url', nullable: true },
    mediaType: { type: 'string', fieldName: 'media_type', nullable: true },
    replyToId: { type: 'string', fieldName: 'reply_to_id', nullable: true },
    sharedPostId: { type: 'string', fieldName: 'shared_post_id', nullable: true },
    clientId: { type: 'string', fieldName: 'client_id', nullable: true },
    pinnedAt: { type: 'Date', fieldName: 'pinned_at', nullable: true },
    pinnedBy: { type: 'string', fieldName: 'pinned_by', nullable: true },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

export class Reaction {
  id!: string;
  messageId!: string;
  userId!: string;
  emoji!: string;
  createdAt: Date = new Date();
}

export const ReactionSchema = new EntitySchema<Reaction>({
  class: Reaction,
  tableName: 'reactions',
  properties: {
    id: { type: 'string', primary: true },
    messageId: { type: 'string', fieldName: 'message_id' },
    userId: { type: 'string', fieldName: 'user_id' },
    emoji: { type: 'string' },
    createdAt: { type: 'Date', fieldName: 'created_at' },
  },
});

export const entities = [ConversationSchema, ParticipantSchema, MessageSchema, ReactionSchema];

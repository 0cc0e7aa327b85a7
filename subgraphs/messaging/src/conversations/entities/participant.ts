import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A member of a conversation. Not a GraphQL type: Conversation.users lists them. */
@Entity({ tableName: 'participants' })
export class Participant {
  @PrimaryKey({ type: 'string', fieldName: 'conversation_id' })
  conversationId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'joined_at' })
  joinedAt: Date = new Date();
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A member has seen a message. Not a GraphQL type: Message.seen and Message.seenBy read it. */
@Entity({ tableName: 'message_seen' })
export class MessageSeen {
  @PrimaryKey({ type: 'string', fieldName: 'message_id' })
  messageId!: string;

  @PrimaryKey({ type: 'string', fieldName: 'user_id' })
  userId!: string;

  @Property({ type: 'Date', fieldName: 'seen_at' })
  seenAt: Date = new Date();
}

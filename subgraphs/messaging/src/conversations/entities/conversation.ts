// A conversation: one class is both the `conversations` table and the public Conversation
// type. Its participants, messages and counts are resolved per request in conversation-fields.ts.
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Entity({ tableName: 'conversations' })
@Directive('@key(fields: "id")')
@ObjectType('Conversation', { description: 'A private conversation. Only its participants can read or write it.' })
export class Conversation {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true, description: 'Set for named group conversations; 1:1 conversations have none.' })
  name: string | null = null;

  /** "smaller-id:larger-id" for 1:1 conversations; the unique index makes opening one idempotent. */
  @Property({ type: 'string', fieldName: 'direct_key', nullable: true })
  directKey: string | null = null;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'updated_at' })
  @Field(() => Date)
  updatedAt: Date = new Date();

  @Property({ type: 'Date', fieldName: 'last_message_at', nullable: true })
  lastMessageAt: Date | null = null;
}

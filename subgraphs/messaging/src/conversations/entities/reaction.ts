import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** One member's emoji on one message: the `reactions` table and the Reaction type. */
@Entity({ tableName: 'reactions' })
@ObjectType('Reaction')
export class Reaction {
  @PrimaryKey({ type: 'string' })
  @Field(() => ID)
  id!: string;

  @Property({ type: 'string', fieldName: 'message_id' })
  @Field(() => ID)
  messageId!: string;

  @Property({ type: 'string', fieldName: 'user_id' })
  @Field(() => ID)
  userId!: string;

  @Property({ type: 'string' })
  @Field(() => String)
  emoji!: string;

  @Property({ type: 'Date', fieldName: 'created_at' })
  @Field(() => Date)
  createdAt: Date = new Date();
}

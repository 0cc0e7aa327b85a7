// What messageRemoved carries: which message is gone and from which conversation. A plain type
// with no lookup (there is nothing left to look up): the gateway answers it from the event.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('RemovedMessage', { description: 'A message removed for everyone (by a moderator): drop it from the conversation.' })
export class RemovedMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conversationId!: string;
}

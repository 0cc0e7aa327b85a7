// The member as the events subgraph refers to them: accounts owns User, so a field answering
// one gives the key alone and the gateway completes the rest from accounts. One class for every
// part of this subgraph (a GraphQL type name can be declared once).
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('User', { description: 'A member, owned by accounts.' })
export class UserReference {
  @Field(() => ID)
  id!: string;
}

export const userRef = (id: string): UserReference => ({ id });

// The member as social sees it: accounts owns User; social adds who follows whom, the follow
// counts and the post count (follows/user-fields.ts, posts/fields.ts). Social only ever holds
// a member's id, so its answers are references `{ id }` that the gateway completes from accounts.
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType('User', { description: 'A member, owned by accounts. Social adds who follows whom and the follow counts.' })
export class User {
  @Field(() => ID)
  id!: string;
}

/** The reference to a member, for any field answering a User. */
export const userRef = (id: string): User => ({ id });

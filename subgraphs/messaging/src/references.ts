// Entities other subgraphs own, as messaging refers to them: the key alone, not resolvable
// here. A field returning one answers `{ id }` and the gateway fetches the rest from the owner.
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('User', { description: 'A member; their profile fields come from the accounts subgraph.' })
export class UserReference {
  @Field(() => ID)
  id!: string;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('Post', { description: 'A post, owned by social.' })
export class PostReference {
  @Field(() => ID)
  id!: string;
}

export const userRef = (id: string): UserReference => ({ id });
export const postRef = (id: string): PostReference => ({ id });

// Entities other subgraphs own, as health refers to them: the key alone, not resolvable here.
// A field returning one answers `{ id }` and the gateway fetches the rest from the owner
// (meal and route posts are social's). Shared by the capabilities: one class per type name.
import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('Post', { description: 'A post, owned by social.' })
export class PostReference {
  @Field(() => ID)
  id!: string;
}

export const postRef = (id: string): PostReference => ({ id });

// Activity's fields that are not columns: the route post (social's) it was shared as.
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { PostReference, postRef } from '../references.js';
import { Activity } from './entities.js';

@Resolver(() => Activity)
export class ActivityFieldsResolver {
  @FieldResolver(() => PostReference, { nullable: true, description: 'The route post made from it (importActivity with post: true).' })
  post(@Root() activity: Activity): PostReference | null {
    return activity.postId ? postRef(activity.postId) : null;
  }
}

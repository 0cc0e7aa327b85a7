// The live home feed's subscription. The gateway serves it over graphql-ws from the events
// announce.ts writes; it is declared here so composition knows its type.
import { Resolver, Root, Subscription } from 'type-graphql';
import { Post } from '../posts/entities.js';
import type { PostRecord } from '../posts/post-rows.js';
import { FEED_POST_ADDED } from './announce.js';

@Resolver()
export class LiveFeedSubscriptions {
  @Subscription(() => Post, {
    topics: FEED_POST_ADDED,
    description:
      "A post just went out that belongs on the signed-in member's home feed (theirs, or by someone they follow; the most recent 5,000 followers of an author hear it live).",
  })
  feedPostAdded(@Root() post: PostRecord): PostRecord {
    return post;
  }
}

// Own new posts put on top of the cached feeds at once, deleted posts removed from them.
import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache/core/types/common';
import { HomeFeedDocument, UserPostsDocument, type FeedPostFragment, type HomeFeedQuery, type UserPostsQuery } from '../generated/graphql';
import { FEED_PAGE_SIZE, type StoredConnection } from './feed-cache';

/** A post I just published goes on top of my home feed and my profile feed, when they are loaded. */
export function prependPost(cache: ApolloCache<unknown>, post: FeedPostFragment): void {
  cache.updateQuery<HomeFeedQuery>({ query: HomeFeedDocument, variables: { first: FEED_PAGE_SIZE, after: null } }, (data) =>
    data && !data.homeFeed.nodes.some((p) => p.id === post.id) ? { ...data, homeFeed: { ...data.homeFeed, nodes: [post, ...data.homeFeed.nodes] } } : undefined,
  );
  cache.updateQuery<UserPostsQuery>({ query: UserPostsDocument, variables: { userId: post.userId, first: FEED_PAGE_SIZE, after: null } }, (data) =>
    data && !data.userPosts.nodes.some((p) => p.id === post.id) ? { ...data, userPosts: { ...data.userPosts, nodes: [post, ...data.userPosts.nodes] } } : undefined,
  );
}

/** A deleted post disappears from every list: its entity goes, and lists drop dangling references. */
export function removePost(cache: ApolloCache<unknown>, postId: string): void {
  const id = cache.identify({ __typename: 'Post', id: postId });
  if (!id) return;
  // Reposts of it go too; quotes stay and say their original is gone.
  const gone = (ref: Reference, readField: ModifierDetails['readField']) =>
    readField('id', ref) === postId || (readField('type', ref) === 'REPOST' && readField('originalPostId', ref) === postId);
  const drop = (existing: unknown, { readField }: ModifierDetails) => {
    const list = existing as StoredConnection;
    return { ...list, nodes: list.nodes.filter((ref) => !gone(ref, readField)) };
  };
  cache.modify({
    fields: {
      homeFeed: drop,
      userPosts: drop,
    },
  });
  // Quotes of it stay, saying their original is gone (the API answers null for it too):
  // a dangling reference would make every list holding a quote unreadable.
  const store = cache.extract() as Record<string, { originalPost?: Reference | null }>;
  for (const [key, value] of Object.entries(store)) {
    if (!key.startsWith('Post:') || value.originalPost?.__ref !== id) continue;
    cache.modify({ id: key, fields: { originalPost: () => null } });
  }
  cache.evict({ id });
  cache.gc();
}

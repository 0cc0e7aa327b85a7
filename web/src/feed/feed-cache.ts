// The feeds in the Apollo cache: one list per feed (home, each member's posts) that pages
// append to without duplicates, own new posts put on top at once, deleted posts removed.
import type { ApolloCache, FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache/core/types/common';
import { HomeFeedDocument, UserPostsDocument, type FeedPostFragment, type HomeFeedQuery, type UserPostsQuery } from '../generated/graphql';

export const FEED_PAGE_SIZE = 10;

interface StoredConnection {
  __typename?: string;
  nodes: Reference[];
  pageInfo: { __typename?: string; hasNextPage: boolean; endCursor: string | null };
}

function connectionField(keyArgs: string[] | false): FieldPolicy<StoredConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      // A first page (a refetch, or a list written back whole) replaces what was there.
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((ref) => readField<string>('id', ref)));
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((ref) => !seen.has(readField<string>('id', ref)))] };
    },
  };
}

export const feedTypePolicies: TypePolicies = {
  Query: {
    fields: {
      homeFeed: connectionField(false),
      userPosts: connectionField(['userId']),
      notifications: connectionField(['unreadOnly']),
      // The composer's draft and schedule lists: each answer is the whole list, which replaces
      // the cached one (without this Apollo warns "Cache data may be lost" on every refetch).
      myDrafts: { merge: false },
      myScheduledPosts: { merge: false },
    },
  },
  Post: { fields: { medias: { merge: false }, routeData: { merge: true }, meal: { merge: true }, mentions: { merge: false } } },
  Poll: { fields: { options: { merge: false } } },
};

/** Deep-merges type policies of several features (each may add Query fields). */
export function mergeTypePolicies(...all: TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const policies of all) {
    for (const [type, policy] of Object.entries(policies)) {
      const current = merged[type];
      merged[type] = current ? { ...current, ...policy, fields: { ...(current.fields ?? {}), ...(policy.fields ?? {}) } } : policy;
    }
  }
  return merged;
}

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

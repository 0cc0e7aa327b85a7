// The feeds in the Apollo cache: one list per feed (home, each member's posts) that pages
// append to without duplicates. Own new posts and deleted posts: feed-updates.ts, which loads
// with the pages that post or delete (it brings the feed's documents: not on the first page).
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

export const FEED_PAGE_SIZE = 10;

export interface StoredConnection {
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
      localFeed: connectionField(false),
      // Lists (web/src/lists/): bookmarks, a profile's replies, followers and following.
      savedPosts: connectionField(false),
      userReplies: connectionField(['userId']),
      followersOf: connectionField(['userId']),
      followingOf: connectionField(['userId']),
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

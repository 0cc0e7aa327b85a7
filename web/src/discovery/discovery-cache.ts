// The discovery lists in the Apollo cache: a tag's posts and a search's posts page like the
// feeds (pages append without duplicates; a first page replaces), one list per tag and per
// query; a Hashtag is one object per name, so following it updates the page and the search.
import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

interface StoredConnection {
  nodes: Reference[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

function pagedBy(keyArgs: string[]): FieldPolicy<StoredConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((ref) => readField<string>('id', ref)));
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((ref) => !seen.has(readField<string>('id', ref)))] };
    },
  };
}

export const discoveryTypePolicies: TypePolicies = {
  Query: { fields: { hashtagPosts: pagedBy(['name']), searchPosts: pagedBy(['q']) } },
  Hashtag: { keyFields: ['name'] },
};

// Finding members by name or username, debounced like every search in the product (300 ms).
// An empty query clears the results; the server never returns the member themself.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client';
import { SearchUsersDocument, type SearchUsersQuery } from '../generated/graphql';

export const SEARCH_DEBOUNCE_MS = 300;

export type FoundUser = SearchUsersQuery['searchUsers'][number];

export interface UserSearch {
  /** The debounced, trimmed query the results belong to ('' = nothing searched). */
  query: string;
  users: FoundUser[];
  /** True from the first keystroke until the results for it are in. */
  loading: boolean;
  error: unknown;
}

export function useUserSearch(text: string, first = 10): UserSearch {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading, error } = useQuery(SearchUsersDocument, { variables: { q: query, first }, skip: !query, fetchPolicy: 'network-only' });
  const typing = text.trim() !== query;
  return {
    query,
    users: query && !typing ? (data?.searchUsers ?? []) : [],
    loading: Boolean(text.trim()) && (typing || loading),
    error: query && !typing ? error : undefined,
  };
}

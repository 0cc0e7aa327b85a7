// Paging a feed connection: the first page, then the next pages by cursor (merged by the
// cache policy in feed-cache.ts). One load at a time.
import { NetworkStatus, type ApolloError } from '@apollo/client';
import { useCallback, useEffect, useRef } from 'react';
import type { FeedPostFragment } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { FEED_TOASTS } from './messages';

interface Connection {
  nodes: FeedPostFragment[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A feed's pages as FeedList shows them. */
export interface FeedPaging {
  posts: readonly FeedPostFragment[];
  hasMore: boolean;
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  loadMore(): void;
  retry(): void;
}

export function useFeedPaging(result: {
  connection: Connection | undefined;
  loading: boolean;
  networkStatus: NetworkStatus;
  error?: ApolloError;
  fetchMore(options: { variables: { after: string | null } }): Promise<unknown>;
  refetch(): Promise<unknown>;
}): FeedPaging {
  const { connection, networkStatus, error, fetchMore, refetch } = result;
  const busy = useRef(false);

  useEffect(() => {
    if (error) {
      console.error('[feed] loading posts failed', error);
      toast.error(FEED_TOASTS.loadPosts);
    }
  }, [error]);

  const loadMore = useCallback(() => {
    const cursor = connection?.pageInfo.endCursor;
    if (busy.current || !connection?.pageInfo.hasNextPage || !cursor) return;
    busy.current = true;
    fetchMore({ variables: { after: cursor } })
      .catch((e) => {
        console.error('[feed] next page failed', e);
        toast.error(FEED_TOASTS.loadPosts);
      })
      .finally(() => {
        busy.current = false;
      });
  }, [connection, fetchMore]);

  return {
    posts: connection?.nodes ?? [],
    hasMore: Boolean(connection?.pageInfo.hasNextPage),
    loading: result.loading && !connection,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error: Boolean(error),
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}

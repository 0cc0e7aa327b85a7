// A feed: the cards with their sponsored slots, more posts when the end comes into view (or
// with Load more), and the empty and error states.
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useRef, type ReactNode, useEffectEvent } from 'react';
import { withAdSlots } from './ad-slots';
import type { FeedPaging } from './use-feed';
import { PostCard } from './post-card/post-card';
import { SponsoredSlot } from './sponsored-slot';

export interface FeedListProps {
  /** The paged connection (useFeedPaging): every feed pages, loads and retries the same way. */
  feed: FeedPaging;
  empty: ReactNode;
  ads?: boolean;
  testId?: string;
}

export function FeedList({ feed, empty, ads = true, testId = 'feed' }: FeedListProps) {
  const { posts, loading, loadingMore, hasMore, error, loadMore: onLoadMore, retry: onRetry } = feed;
  const sentinel = useRef<HTMLDivElement>(null);
  // The observer calls the latest onLoadMore without being recreated when it changes.
  const loadMore = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, posts.length]);

  if (loading && posts.length === 0) {
    return (
      <Center py="10" data-testid={`${testId}-loading`}>
        <Spinner />
      </Center>
    );
  }
  if (error && posts.length === 0) {
    return (
      <Stack align="center" py="10" gap="3" role="alert" data-testid={`${testId}-error`}>
        <Text color="fg.muted">Could not load posts.</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    );
  }
  if (posts.length === 0) return <>{empty}</>;

  const items = ads ? withAdSlots(posts) : posts.map((post, index) => ({ kind: 'post' as const, post, index }));
  return (
    <Stack gap="3" data-testid={testId}>
      {items.map((item) => (
        <Fragment key={item.kind === 'ad' ? `ad-${item.slot}` : item.post.id}>
          {item.kind === 'ad' ? <SponsoredSlot slot={item.slot} /> : <PostCard post={item.post} />}
        </Fragment>
      ))}
      <div ref={sentinel} />
      {hasMore && (
        <Center>
          <Button variant="outline" size="sm" rounded="full" loading={loadingMore} onClick={onLoadMore} data-testid={`${testId}-load-more`}>
            Load more
          </Button>
        </Center>
      )}
      {!hasMore && posts.length > 0 && (
        <Text textAlign="center" fontSize="sm" color="fg.subtle" py="2" data-testid={`${testId}-end`}>
          You're all caught up
        </Text>
      )}
    </Stack>
  );
}

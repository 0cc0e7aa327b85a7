// /tags/<tag>: a hashtag's posts, newest first, with its post count and a Follow button (a
// followed tag's posts join the member's home feed). Visitors read it too and are offered to
// log in to follow.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { FeedList } from '../feed/feed-list';
import { useFeedPaging } from '../feed/use-feed';
import { FollowHashtagDocument, HashtagDocument, HashtagPostsDocument, UnfollowHashtagDocument, type HashtagSummaryFragment } from '../generated/graphql';
import { isSignedIn, useSession } from '../session/session-context';
import { toast } from '../toasts/toast';
import { postCountLabel } from './discovery-format';

export function HashtagPage() {
  const tag = (useParams().tag ?? '').replace(/^#/, '').toLowerCase();
  const { status } = useSession();
  const summary = useQuery(HashtagDocument, { variables: { name: tag } });
  const query = useQuery(HashtagPostsDocument, { variables: { name: tag, first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.hashtagPosts });
  const hashtag = summary.data?.hashtag;
  useEffect(() => {
    document.title = `#${tag} · Pulse`;
  }, [tag]);
  return (
    <Stack gap="4" maxW="2xl" mx="auto" w="full" data-testid="hashtag-page">
      <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="hashtag-title">
            #{tag}
          </Heading>
          {hashtag && (
            <Text color="fg.muted" data-testid="hashtag-count">
              {postCountLabel(hashtag.postCount)}
            </Text>
          )}
        </Stack>
        {isSignedIn(status) ? (
          hashtag && <FollowHashtagButton hashtag={hashtag} />
        ) : (
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/login" data-testid="hashtag-login">
              Log in to follow
            </RouterLink>
          </Button>
        )}
      </HStack>
      <FeedList
        testId="hashtag-feed"
        feed={feed}
        empty={
          <Stack align="center" py="10" gap="1" textAlign="center" data-testid="hashtag-feed-empty">
            <Text fontWeight="semibold">No posts with #{tag} yet</Text>
            <Text color="fg.muted" fontSize="sm">
              Posts that mention #{tag} show up here.
            </Text>
          </Stack>
        }
      />
    </Stack>
  );
}

export function FollowHashtagButton({ hashtag }: { hashtag: HashtagSummaryFragment }) {
  // The home feed now holds other posts: its cached pages are dropped and read again when shown.
  const refreshFeed = { update: (cache: { evict(o: { fieldName: string }): boolean; gc(): string[] }) => void (cache.evict({ fieldName: 'homeFeed' }), cache.gc()) };
  const [follow, following] = useMutation(FollowHashtagDocument, refreshFeed);
  const [unfollow, unfollowing] = useMutation(UnfollowHashtagDocument, refreshFeed);
  const busy = following.loading || unfollowing.loading;
  const toggle = () => {
    const run = hashtag.followedByMe ? unfollow : follow;
    run({ variables: { name: hashtag.name } }).catch(() => toast.error(hashtag.followedByMe ? 'Failed to unfollow hashtag' : 'Failed to follow hashtag'));
  };
  return (
    <Button size="sm" variant={hashtag.followedByMe ? 'outline' : 'solid'} colorPalette="brand" onClick={toggle} loading={busy} data-testid="hashtag-follow">
      {hashtag.followedByMe ? 'Following' : 'Follow hashtag'}
    </Button>
  );
}

// The home feed: people I follow and myself, newest first, 10 posts a page.
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { HomeFeedDocument } from '../generated/graphql';
import { FEED_PAGE_SIZE } from './feed-cache';
import { FeedList } from './feed-list';
import { useFeedPaging } from './use-feed';
import { NewPostsPrompt } from '../lists/new-posts';

export function HomeFeed() {
  const query = useQuery(HomeFeedDocument, { variables: { first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.homeFeed });
  return (
    <>
      <NewPostsPrompt />
      <FeedList
        testId="home-feed"
        feed={feed}
        empty={
          <Stack align="center" py="10" gap="1" textAlign="center" data-testid="home-feed-empty">
            <Text fontWeight="semibold">Your feed is empty</Text>
            <Text color="fg.muted" fontSize="sm">
              Follow members or share your first post: it shows up here.
            </Text>
          </Stack>
        }
      />
    </>
  );
}

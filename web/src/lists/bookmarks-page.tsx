// /bookmarks: the posts the member saved, most recently saved first (savedPosts, the same
// list as GET /bookmarks and GET /posts/saved), paged like every feed.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { SavedPostsDocument } from '../generated/graphql';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { FeedList } from '../feed/feed-list';
import { useFeedPaging } from '../feed/use-feed';

export function BookmarksPage() {
  useEffect(() => {
    document.title = 'Bookmarks · Pulse';
  }, []);
  // Saved from any card a moment ago: the list is read again whenever the page opens.
  const query = useQuery(SavedPostsDocument, { variables: { first: FEED_PAGE_SIZE, after: null }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.savedPosts });
  return (
    <Stack maxW="2xl" w="full" mx="auto" gap="4" data-testid="bookmarks-page">
      <Stack gap="0">
        <Heading as="h1" size="2xl">
          Bookmarks
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Posts you saved, most recently saved first. Only you can see them.
        </Text>
      </Stack>
      <FeedList
        testId="bookmarks-feed"
        feed={feed}
        ads={false}
        empty={
          <Stack align="center" py="10" gap="1" textAlign="center" data-testid="bookmarks-empty">
            <Text fontWeight="semibold">No bookmarks yet</Text>
            <Text color="fg.muted" fontSize="sm">
              Save a post with its bookmark button and it shows up here.
            </Text>
          </Stack>
        }
      />
    </Stack>
  );
}

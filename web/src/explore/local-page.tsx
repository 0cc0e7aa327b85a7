// /local: every public post on this instance, newest first (Mastodon's local timeline), for
// members and visitors alike (docs/social-discovery.md, "Explore and local feed").
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { FeedList } from '../feed/feed-list';
import { useFeedPaging } from '../feed/use-feed';
import { LocalFeedDocument } from '../generated/graphql';

export function LocalPage() {
  const query = useQuery(LocalFeedDocument, { variables: { first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.localFeed });
  useEffect(() => {
    document.title = 'Local · Pulse';
  }, []);
  return (
    <Stack gap="4" maxW="2xl" mx="auto" w="full" data-testid="local">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Local
        </Heading>
        <Text color="fg.muted">Every public post on Pulse, newest first.</Text>
      </Stack>
      <FeedList
        testId="local-feed"
        feed={feed}
        empty={
          <Stack align="center" py="10" gap="1" textAlign="center" data-testid="local-feed-empty">
            <Text fontWeight="semibold">No public posts yet</Text>
            <Text color="fg.muted" fontSize="sm">
              Posts members share publicly show up here.
            </Text>
          </Stack>
        }
      />
    </Stack>
  );
}

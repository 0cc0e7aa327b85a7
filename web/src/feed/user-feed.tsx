// A member's posts on their profile (reposts and quotes included, replies not), newest first.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { UserPostsDocument } from '../generated/graphql';
import { FEED_PAGE_SIZE } from './feed-cache';
import { FeedList } from './feed-list';
import { useFeedPaging } from './use-feed';

export function UserFeed({ userId }: { userId: string }) {
  const query = useQuery(UserPostsDocument, { variables: { userId, first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.userPosts });
  return (
    <FeedList
      testId="user-feed"
      feed={feed}
      ads={false}
      empty={
        <Text textAlign="center" color="fg.muted" py="10" data-testid="user-feed-empty">
          No posts yet.
        </Text>
      }
    />
  );
}

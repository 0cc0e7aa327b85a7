// A profile's Posts and Replies tabs. Each tab's label carries the count of what it lists
// (User.postCount / User.replyCount count exactly userPosts / userReplies).
import { Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { UserFeed } from '../feed/user-feed';
import { FEED_PAGE_SIZE } from '../feed/feed-cache';
import { FeedList } from '../feed/feed-list';
import { useFeedPaging } from '../feed/use-feed';
import { ProfileCountsDocument, UserRepliesDocument } from '../generated/graphql';
import { formatCount } from '../pages/profile/profile-format';

export type ProfileTab = 'posts' | 'replies';

export function ProfileTabs({ userId }: { userId: string }) {
  const [tab, setTab] = useState<ProfileTab>('posts');
  const counts = useQuery(ProfileCountsDocument, { variables: { id: userId }, fetchPolicy: 'cache-and-network' }).data?.user;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ProfileTab)} variant="line" lazyMount data-testid="profile-tabs">
      <Tabs.List>
        <Tabs.Trigger value="posts" data-testid="profile-tab-posts">
          Posts
          {counts && <TabCount n={counts.postCount} testId="profile-tab-posts-count" />}
        </Tabs.Trigger>
        <Tabs.Trigger value="replies" data-testid="profile-tab-replies">
          Replies
          {counts && <TabCount n={counts.replyCount} testId="profile-tab-replies-count" />}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="posts">
        <UserFeed userId={userId} />
      </Tabs.Content>
      <Tabs.Content value="replies">
        <UserReplies userId={userId} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function TabCount({ n, testId }: { n: number; testId: string }) {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal" data-testid={testId}>
      {formatCount(n)}
    </Text>
  );
}

function UserReplies({ userId }: { userId: string }) {
  const query = useQuery(UserRepliesDocument, { variables: { userId, first: FEED_PAGE_SIZE, after: null }, notifyOnNetworkStatusChange: true });
  const feed = useFeedPaging({ ...query, connection: query.data?.userReplies });
  return (
    <FeedList
      testId="user-replies"
      feed={feed}
      ads={false}
      empty={
        <Text textAlign="center" color="fg.muted" py="10" data-testid="user-replies-empty">
          No replies yet.
        </Text>
      }
    />
  );
}

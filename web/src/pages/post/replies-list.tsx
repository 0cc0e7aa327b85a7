// The replies under the single-post view: 10 per fetch, oldest first, "Show more replies"
// for the next 10; a reply written here is added at once.
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { PostRepliesDocument, type FeedPostFragment } from '../../generated/graphql';
import { PostCard } from '../../feed/post-card/post-card';
import { FEED_TOASTS } from '../../feed/messages';
import { toast } from '../../toasts/toast';

export const REPLIES_PAGE_SIZE = 10;

export interface RepliesListHandle {
  add(reply: FeedPostFragment): void;
}

export const RepliesList = forwardRef<RepliesListHandle, { postId: string }>(function RepliesList({ postId }, ref) {
  const client = useApolloClient();
  const [replies, setReplies] = useState<FeedPostFragment[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (skip: number) => {
      setLoading(true);
      try {
        const { data } = await client.query({ query: PostRepliesDocument, variables: { postId, skip, limit: REPLIES_PAGE_SIZE }, fetchPolicy: 'network-only' });
        setReplies((current) => {
          const known = new Set(current.map((r) => r.id));
          return [...(skip === 0 ? [] : current), ...data.replies.filter((r) => skip === 0 || !known.has(r.id))];
        });
        setHasMore(data.replies.length === REPLIES_PAGE_SIZE);
      } catch (error) {
        console.error('[feed] replies failed', error);
        toast.error(FEED_TOASTS.loadReplies);
      } finally {
        setLoading(false);
      }
    },
    [client, postId],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  useImperativeHandle(ref, () => ({ add: (reply) => setReplies((current) => (current.some((r) => r.id === reply.id) ? current : [...current, reply])) }), []);

  return (
    <Stack gap="3" data-testid="replies">
      <Text fontWeight="semibold" fontSize="sm" color="fg.muted">
        Replies
      </Text>
      {replies.map((reply) => (
        <PostCard key={reply.id} post={reply} />
      ))}
      {loading && (
        <Center py="4">
          <Spinner size="sm" />
        </Center>
      )}
      {!loading && replies.length === 0 && (
        <Text color="fg.subtle" fontSize="sm" data-testid="replies-empty">
          No replies yet.
        </Text>
      )}
      {!loading && hasMore && (
        <Button alignSelf="center" size="sm" variant="outline" rounded="full" onClick={() => void load(replies.length)} data-testid="replies-show-more">
          Show more replies
        </Button>
      )}
    </Stack>
  );
});

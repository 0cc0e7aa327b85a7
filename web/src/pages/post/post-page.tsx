// /{username}/status/{postId} and the copy-link form /{username}/post/{id}: the thread the post
// answers (root first), the post itself, and its replies. Opening it counts a view.
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PostCard } from '../../feed/post-card/post-card';
import { FEED_TOASTS } from '../../feed/messages';
import { useQuery } from '@apollo/client';
import { PostThreadDocument } from '../../generated/graphql';
import { isSignedIn, useSession } from '../../session/session-context';
import { SignedOutPrompt } from '../login-prompt';
import { RepliesList, type RepliesListHandle } from './replies-list';
import { usePostLoadFailure } from './use-post-load-failure';
import { useRecordView } from './use-record-view';

export function PostPage() {
  const { postId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PostThreadDocument, { variables: { id: postId } });
  const replies = useRef<RepliesListHandle>(null);
  const { status } = useSession();
  const thread = data?.postThread ?? [];
  const post = thread[thread.length - 1];
  // Views count on published posts only: a held post (its author's, under review) has no readers yet.
  useRecordView(post && post.status !== 'HELD' ? post.id : null);

  useEffect(() => {
    if (post) document.title = `${post.user.name} on Pulse: "${post.content.slice(0, 40)}"`;
  }, [post]);
  const missing = usePostLoadFailure(error, FEED_TOASTS.loadThread, 'thread');

  if (loading && !post) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (!post) {
    return (
      <Stack align="center" textAlign="center" gap="4" py="16" data-testid="post-not-found">
        <Heading as="h1" size="xl">
          {missing ? 'Post not found' : 'Failed to load post'}
        </Heading>
        <Text color="fg.muted">{missing ? 'This post may have been deleted.' : 'Check your connection and try again.'}</Text>
        {missing ? (
          <Button asChild variant="outline">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
        ) : (
          <Button onClick={() => void refetch()}>Try Again</Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="3" maxW="2xl" mx="auto" data-testid="post-page" data-post-id={post.id}>
      {thread.slice(0, -1).map((ancestor) => (
        <Box key={ancestor.id} data-testid="thread-ancestor">
          <PostCard post={ancestor} />
          {/* A line from this post's avatar down to the answer: the cards read as one thread. */}
          <Box aria-hidden w="0.5" h="3" mb="-3" ms="calc(2.25rem - 1px)" bg="border.emphasized" />
        </Box>
      ))}
      <Box data-testid="focused-post">
        <PostCard post={post} focused onReplied={(reply) => replies.current?.add(reply)} />
      </Box>
      {/* A visitor (a shared link opened logged out): the way in, where they would reply. */}
      {!isSignedIn(status) && <SignedOutPrompt what={`Log in or sign up to like, reply and follow ${post.user.name}.`} />}
      <RepliesList ref={replies} postId={post.id} key={post.id} />
    </Stack>
  );
}

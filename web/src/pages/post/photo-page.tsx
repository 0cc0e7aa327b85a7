// /post/{postId}/photo: a post's photos and videos one at a time (?index= picks which), with
// previous / next and a way back to the post. A post that is gone says so; a failed load says
// 'Failed to fetch post' and offers Try Again.
import { Button, Center, CloseButton, Flex, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isVideoType } from '../../feed/format';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { statusPath } from '../../feed/links';
import { FEED_TOASTS } from '../../feed/messages';
import { useQuery } from '@apollo/client';
import { PostByIdDocument } from '../../generated/graphql';
import { usePostLoadFailure } from './use-post-load-failure';

const ARROW = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  rounded: 'full',
  size: 'md',
  bg: 'overlay.control',
  color: 'overlay.fg',
  _hover: { bg: 'overlay.controlHover' },
} as const;

export function PhotoPage() {
  const { postId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PostByIdDocument, { variables: { id: postId }, notifyOnNetworkStatusChange: true });
  const post = data?.post;
  const medias = post?.medias ?? [];
  const index = Math.min(Math.max(0, Number(params.get('index') ?? 0) || 0), Math.max(0, medias.length - 1));
  const media = medias[index];
  const go = (i: number) => setParams(i > 0 ? { index: String(i) } : {}, { replace: true });
  const close = () => navigate(post ? statusPath(post.user.username, post.id) : '/');

  const gone = usePostLoadFailure(error, FEED_TOASTS.loadPost, 'photo post');

  // One listener that always reads the index on screen: a listener re-added after each render
  // could still hold the previous index for a key pressed right after a navigation (that press
  // then asked for the photo already shown, and was lost).
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' && index < medias.length - 1) go(index + 1);
    if (e.key === 'ArrowLeft' && index > 0) go(index - 1);
    if (e.key === 'Escape') close();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (loading && !post) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (error && !gone && !post) {
    return (
      <Stack align="center" gap="3" py="16" role="alert" data-testid="photo-page-error">
        <Text color="fg.muted">{FEED_TOASTS.loadPost}</Text>
        <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})} data-testid="photo-page-retry">
          Try Again
        </Button>
      </Stack>
    );
  }
  if (!media) {
    return (
      <Center py="16" data-testid="photo-page-missing">
        <Text color="fg.muted">{gone ? 'This post is not available.' : 'This post has no photos.'}</Text>
      </Center>
    );
  }
  const label = `${isVideoType(media.type) ? 'Video' : 'Photo'} ${index + 1} of ${medias.length}`;
  return (
    <Flex direction="column" bg="overlay.canvas" rounded="xl" overflow="hidden" minH="70vh" data-testid="photo-page">
      <HStack justify="space-between" p="2" color="overlay.fg">
        <Text fontSize="sm" px="2" data-testid="photo-position">
          {index + 1} / {medias.length}
        </Text>
        <CloseButton color="overlay.fg" _hover={{ bg: 'overlay.ghostHover' }} aria-label="Close" onClick={close} data-testid="photo-close" />
      </HStack>
      {/* The arrows float over the picture (round, high-contrast) so a phone gives the picture
          the whole width; at either end the arrow is gone rather than greyed out. */}
      <Flex flex="1" align="center" justify="center" position="relative" px="2" pb="4">
        {isVideoType(media.type) ? (
          <video key={media.url} src={media.url} controls autoPlay style={{ maxWidth: '100%', maxHeight: '75vh' }} aria-label={label} data-testid="photo-page-media" />
        ) : (
          <img key={media.url} src={media.url} alt={label} style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }} data-testid="photo-page-media" />
        )}
        {index > 0 && (
          <IconButton {...ARROW} left="3" onClick={() => go(index - 1)} aria-label="Previous" data-testid="photo-prev">
            <ChevronLeftIcon />
          </IconButton>
        )}
        {index < medias.length - 1 && (
          <IconButton {...ARROW} right="3" onClick={() => go(index + 1)} aria-label="Next" data-testid="photo-next">
            <ChevronRightIcon />
          </IconButton>
        )}
      </Flex>
    </Flex>
  );
}

// The quoted post inside a QUOTE card (and the quote dialog): author, text, first media.
// Clicking it opens the quoted post.
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import type { PostBodyFragment } from '../../generated/graphql';
import { isVideoType, postTime } from '../format';
import { statusPath } from '../links';
import { PlayIcon } from '../../components/icons';

export const QUOTED_POST_UNAVAILABLE = 'This post is unavailable';

export function QuoteEmbed({ post, interactive = true }: { post: PostBodyFragment | null; interactive?: boolean }) {
  const navigate = useNavigate();
  if (!post) {
    return (
      <Box borderWidth="1px" rounded="xl" p="3" color="fg.muted" fontSize="sm" data-testid="quote-embed-missing">
        {QUOTED_POST_UNAVAILABLE}
      </Box>
    );
  }
  const media = post.medias[0];
  return (
    <Box
      borderWidth="1px"
      rounded="xl"
      p="3"
      cursor={interactive ? 'pointer' : undefined}
      _hover={interactive ? { bg: 'bg.subtle' } : undefined}
      onClick={
        interactive
          ? (e) => {
              e.stopPropagation();
              navigate(statusPath(post.user.username, post.id));
            }
          : undefined
      }
      data-testid="quote-embed"
      data-post-id={post.id}
    >
      {/* One line however long the name: the username gives way first, then the name; the
          time always shows. */}
      <HStack gap="1.5" fontSize="sm" mb="1" minW="0">
        <UserAvatar name={post.user.name} image={post.user.image} size="xs" />
        <Text fontWeight="semibold" truncate flexShrink={1} minW="0">
          {post.user.name}
        </Text>
        <Text color="fg.muted" truncate flexShrink={100} minW="0">
          @{post.user.username}
        </Text>
        <Text color="fg.muted" flexShrink={0} whiteSpace="nowrap">
          · {postTime(post.createdAt)}
        </Text>
      </HStack>
      {/* A quoted post's content warning stands in for it here: it is opened on the post itself. */}
      {post.contentWarning && (
        <Text fontSize="sm" fontWeight="medium" data-testid="quote-embed-warning">
          Content warning: {post.contentWarning}
        </Text>
      )}
      {post.content && !post.contentWarning && (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} data-testid="quote-embed-content">
          {post.content}
        </Text>
      )}
      {media &&
        !post.contentWarning &&
        (isVideoType(media.type) ? (
          // A quoted video shows its first frame with the play mark, like a video tile.
          <Box position="relative" mt="2" rounded="lg" overflow="hidden" data-testid="quote-embed-video">
            <video src={media.url} preload="metadata" muted playsInline style={{ display: 'block', maxHeight: 200, objectFit: 'cover', width: '100%' }} />
            <Flex position="absolute" inset="0" align="center" justify="center" color="overlay.fg" fontSize="2xl" bg="overlay.veil">
              <PlayIcon />
            </Flex>
          </Box>
        ) : (
          <img
            src={media.url}
            alt={media.alt ?? ''}
            title={media.alt ?? undefined}
            loading="lazy"
            style={{ marginTop: 8, borderRadius: 8, maxHeight: 200, objectFit: 'cover', width: '100%' }}
          />
        ))}
    </Box>
  );
}

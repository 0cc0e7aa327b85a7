// A post sent into a conversation (Send via Direct Message): author, text and first media,
// linking to the post.
import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../components/user-avatar';
import { isVideoType } from '../feed/format';
import { statusPath } from '../feed/links';
import type { SharedPostCardFragment } from '../generated/graphql';

export function SharedPostCard({ post }: { post: SharedPostCardFragment }) {
  const media = post.medias[0];
  return (
    <Box asChild display="block" w="64" maxW="full" mb="1" rounded="lg" overflow="hidden" bg="bg" color="fg" borderWidth="1px" _hover={{ borderColor: 'brand.accent' }}>
      <RouterLink to={statusPath(post.user.username, post.id)} data-testid="shared-post-card" data-post-id={post.id}>
        {media &&
          (isVideoType(media.type) ? (
            <video src={media.url} preload="metadata" muted playsInline style={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover' }} />
          ) : (
            <img src={media.url} alt="" loading="lazy" style={{ display: 'block', width: '100%', maxHeight: 160, objectFit: 'cover' }} data-testid="shared-post-media" />
          ))}
        <Box px="3" py="2">
          <HStack gap="1.5" mb="1">
            <UserAvatar name={post.user.name} image={post.user.image} size="xs" />
            <Text fontSize="sm" fontWeight="semibold" truncate data-testid="shared-post-author">
              {post.user.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              @{post.user.username}
            </Text>
          </HStack>
          {post.content && (
            <Text fontSize="sm" lineClamp={3} whiteSpace="pre-wrap" data-testid="shared-post-content">
              {post.content}
            </Text>
          )}
        </Box>
      </RouterLink>
    </Box>
  );
}

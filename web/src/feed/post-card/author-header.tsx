// Who posted and when: avatar and name (to the profile, with the hover card), @username, the
// time (to the post) and the more-menu.
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import type { PostBodyFragment } from '../../generated/graphql';
import { postTime } from '../format';
import { PinMapIcon } from '../../components/icons';
import { statusPath } from '../links';
import { PostMoreMenu } from './post-more-menu';
import { ProfileHoverCard } from './profile-hover-card';
import { EditedMarker } from './edit-history-dialog';

export function AuthorHeader({ post, onDelete, compact = false }: { post: PostBodyFragment; onDelete?: () => Promise<boolean>; compact?: boolean }) {
  const profile = `/users/${post.user.id}`;
  return (
    <HStack gap="2" align="start" w="full" data-testid="post-author">
      <ProfileHoverCard user={post.user}>
        <RouterLink to={profile} aria-label={post.user.name} data-testid="post-author-avatar">
          <UserAvatar name={post.user.name} image={post.user.image} size={compact ? 'xs' : 'md'} />
        </RouterLink>
      </ProfileHoverCard>
      <Box flex="1" minW="0">
        <HStack gap="1.5" minW="0" wrap="wrap" rowGap="0">
          <ProfileHoverCard user={post.user}>
            <Link asChild fontWeight="semibold" display="block" truncate maxW="full">
              <RouterLink to={profile} data-testid="post-author-name">
                {post.user.name}
              </RouterLink>
            </Link>
          </ProfileHoverCard>
          {/* @username and time stay together: on a narrow card they wrap as one line under the
              name and the username is what gets shortened, never the time. */}
          <HStack gap="1.5" minW="0" maxW="full" flex="0 1 auto">
            <Text color="fg.muted" fontSize="sm" truncate data-testid="post-author-username">
              @{post.user.username}
            </Text>
            <Text color="fg.subtle" fontSize="sm" aria-hidden>
              ·
            </Text>
            <Link asChild color="fg.muted" fontSize="sm" flexShrink={0}>
              <RouterLink to={statusPath(post.user.username, post.id)} data-testid="post-time">
                <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
                  {postTime(post.createdAt)}
                </time>
              </RouterLink>
            </Link>
            {post.editedAt && <EditedMarker postId={post.id} editedAt={post.editedAt} />}
          </HStack>
        </HStack>
        {post.locationName && !compact && (
          <HStack gap="1" color="fg.muted" fontSize="xs" data-testid="post-location">
            <PinMapIcon />
            <Text truncate>{post.locationName}</Text>
          </HStack>
        )}
      </Box>
      {onDelete && <PostMoreMenu post={post} onDelete={onDelete} />}
    </HStack>
  );
}

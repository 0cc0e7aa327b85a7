// The author's hover card: name, username, bio, follower counts and Follow / Unfollow.
import { Button, HoverCard, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import type { PostAuthorFragment } from '../../generated/graphql';
import { useSession } from '../../session/session-context';
import { followersWord, formatCount } from '../../pages/profile/profile-format';
import { useFollow } from './use-follow';

export function FollowButton({ user, size = 'sm' }: { user: PostAuthorFragment; size?: 'xs' | 'sm' | 'md' }) {
  const { toggle, busy } = useFollow(user);
  return (
    <Button
      size={size}
      rounded="full"
      variant={user.followedByMe ? 'outline' : 'solid'}
      colorPalette="brand"
      loading={busy}
      onClick={(e) => {
        e.stopPropagation();
        void toggle();
      }}
      data-testid="follow-button"
      data-following={user.followedByMe}
    >
      {user.followedByMe ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

export function ProfileHoverCard({ user, children }: { user: PostAuthorFragment; children: ReactNode }) {
  const { user: me } = useSession();
  const isMe = me?.id === user.id;
  return (
    <HoverCard.Root openDelay={300} closeDelay={200} positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <HoverCard.Trigger asChild>{children}</HoverCard.Trigger>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content w="72" data-testid="profile-hover-card">
            <Stack gap="3">
              <HStack justify="space-between" align="start">
                <UserAvatar name={user.name} image={user.image} size="lg" />
                {!isMe && <FollowButton user={user} />}
              </HStack>
              <Stack gap="0">
                <Link asChild fontWeight="bold">
                  <RouterLink to={`/users/${user.id}`} data-testid="hover-card-name">
                    {user.name}
                  </RouterLink>
                </Link>
                <Text color="fg.muted" fontSize="sm" truncate title={`@${user.username}`} data-testid="hover-card-username">
                  @{user.username}
                </Text>
              </Stack>
              {user.bio && (
                <Text fontSize="sm" lineClamp={3} data-testid="hover-card-bio">
                  {user.bio}
                </Text>
              )}
              <HStack gap="4" fontSize="sm" color="fg.muted">
                {/* Followers first, as on the profile page. */}
                <Text data-testid="hover-card-followers">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {formatCount(user.followers)}
                  </Text>{' '}
                  {followersWord(user.followers)}
                </Text>
                <Text data-testid="hover-card-following">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {formatCount(user.following)}
                  </Text>{' '}
                  following
                </Text>
              </HStack>
            </Stack>
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}

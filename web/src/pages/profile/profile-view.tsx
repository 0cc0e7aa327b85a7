import { Badge, Box, Button, Card, Flex, HStack, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { FollowListDialog, type FollowListKind } from '../../lists/follow-list-dialog';
import { MessageButton } from '../../lists/message-button';
import { isSignedIn, useSession } from '../../session/session-context';
import { useState, type ReactNode } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import type { FollowCountsQuery, ProfileUserFragment } from '../../generated/graphql';
import { FollowButton } from '../../feed/post-card/profile-hover-card';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileSafetyMenu } from '../../safety/profile-safety-menu';
import { followersWord, formatCount, joinedLabel, linkLabel, safeWebLink } from './profile-format';

export function ProfileView({ user, isOwn, social = null }: { user: ProfileUserFragment; isOwn: boolean; social?: FollowCountsQuery['user'] | null }) {
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState<FollowListKind | null>(null);
  const signedIn = isSignedIn(useSession().status);
  const link = safeWebLink(user.bioLink);

  return (
    <Card.Root maxW="2xl" w="full" mx="auto" overflow="hidden" data-testid="profile">
      {/* The banner (3:1); pendingBanner, like pendingImage, only reaches the member themself. */}
      {(user.pendingBanner ?? user.banner) && (
        <Box
          aspectRatio={3}
          bgImage={`url("${user.pendingBanner ?? user.banner}")`}
          bgSize="cover"
          bgPos="center"
          role="img"
          aria-label={`${user.name}'s banner`}
          data-testid="profile-banner"
          data-src={user.pendingBanner ?? user.banner}
        />
      )}
      <Card.Body>
        <Flex gap="5" direction={{ base: 'column', sm: 'row' }} align={{ base: 'start', sm: 'center' }}>
          {/* pendingImage is only ever given to the member themself: their new picture, not shown to others yet. */}
          <Stack gap="1" align="center">
            <UserAvatar name={user.name} image={user.pendingImage ?? user.image} size="2xl" />
            {user.pendingImage && (
              <Badge colorPalette="orange" variant="subtle" data-testid="profile-image-under-review">
                Under review
              </Badge>
            )}
          </Stack>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text as="h1" fontSize="2xl" fontWeight="bold" data-testid="profile-name">
                {user.name}
              </Text>
              {user.suspended && (
                <Badge colorPalette="red" variant="subtle">
                  Suspended
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted" data-testid="profile-username">
              @{user.username}
            </Text>
          </Stack>
          {isOwn && (
            <Button variant="outline" onClick={() => setEditing(true)} data-testid="edit-profile-button">
              Edit profile
            </Button>
          )}
          {!isOwn && social && <FollowButton user={social} size="md" />}
          {!isOwn && social && signedIn && <MessageButton userId={user.id} />}
          {!isOwn && social && <ProfileSafetyMenu member={user} />}
        </Flex>
        <Stack gap="3" mt="5">
          {user.bio && (
            <Text whiteSpace="pre-wrap" data-testid="profile-bio">
              {user.bio}
            </Text>
          )}
          {user.bioLink &&
            (link ? (
              <Link href={link} target="_blank" rel="noopener noreferrer ugc" colorPalette="brand" color="colorPalette.fg" data-testid="profile-link">
                {linkLabel(link)}
              </Link>
            ) : (
              <Text data-testid="profile-link">{user.bioLink}</Text>
            ))}
          <HStack gap="5" fontSize="sm" color="fg.muted" wrap="wrap">
            {/* The counts open the lists behind them (followersOf / followingOf). */}
            <CountButton onClick={() => setList('followers')} testId="profile-followers">
              <Text as="span" fontWeight="semibold" color="fg">
                {formatCount(user.followers)}
              </Text>{' '}
              {followersWord(user.followers)}
            </CountButton>
            <CountButton onClick={() => setList('following')} testId="profile-following">
              <Text as="span" fontWeight="semibold" color="fg">
                {formatCount(user.following)}
              </Text>{' '}
              following
            </CountButton>
            {social && (
              <Box data-testid="profile-post-count">
                <Text as="span" fontWeight="semibold" color="fg">
                  {formatCount(social.postCount)}
                </Text>{' '}
                {social.postCount === 1 ? 'post' : 'posts'}
              </Box>
            )}
            <Text data-testid="profile-joined">{joinedLabel(user.createdAt)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
      {isOwn && <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />}
      <FollowListDialog kind={list} user={user} onClose={() => setList(null)} />
    </Card.Root>
  );
}

function CountButton({ onClick, testId, children }: { onClick(): void; testId: string; children: ReactNode }) {
  return (
    <chakra.button type="button" cursor="pointer" rounded="sm" _hover={{ textDecoration: 'underline' }} focusVisibleRing="outside" onClick={onClick} data-testid={testId}>
      {children}
    </chakra.button>
  );
}

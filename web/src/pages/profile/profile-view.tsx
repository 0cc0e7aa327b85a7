import { Badge, Box, Button, Card, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { UserAvatar } from '../../components/user-avatar';
import type { FollowCountsQuery, ProfileUserFragment } from '../../generated/graphql';
import { FollowButton } from '../../feed/post-card/profile-hover-card';
import { EditProfileDialog } from './edit-profile-dialog';
import { ReportButton } from '../../moderation/report-button';
import { followersWord, formatCount, joinedLabel, linkLabel, safeWebLink } from './profile-format';

export function ProfileView({ user, isOwn, social = null }: { user: ProfileUserFragment; isOwn: boolean; social?: FollowCountsQuery['user'] | null }) {
  const [editing, setEditing] = useState(false);
  const link = safeWebLink(user.bioLink);

  return (
    <Card.Root maxW="2xl" w="full" mx="auto" data-testid="profile">
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
          {!isOwn && social && <ReportButton kind="MEMBER" id={user.id} testId="profile-report" />}
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
            <Box data-testid="profile-followers">
              <Text as="span" fontWeight="semibold" color="fg">
                {formatCount(user.followers)}
              </Text>{' '}
              {followersWord(user.followers)}
            </Box>
            <Box data-testid="profile-following">
              <Text as="span" fontWeight="semibold" color="fg">
                {formatCount(user.following)}
              </Text>{' '}
              following
            </Box>
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
    </Card.Root>
  );
}

// Who to follow: the members suggestedMembers computes for the signed-in member, each with why
// and a Follow button (the same one as on profiles; it stays, turned Unfollow, once followed).
import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../components/user-avatar';
import { FollowButton } from '../feed/post-card/profile-hover-card';
import { SuggestedMembersDocument } from '../generated/graphql';
import { suggestionReason } from './explore-format';

export const SUGGESTIONS_SHOWN = 8;

export function SuggestedMembers() {
  const { data, loading, error } = useQuery(SuggestedMembersDocument, { variables: { first: SUGGESTIONS_SHOWN } });
  const list = data?.suggestedMembers;
  return (
    <Card.Root size="sm" data-testid="suggested-members">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Who to follow
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !list ? (
          <Text color="fg.muted">Loading...</Text>
        ) : error && !list ? (
          <Text color="fg.error">Could not load suggestions.</Text>
        ) : !list?.length ? (
          <Text color="fg.muted" data-testid="suggested-members-empty">
            No suggestions right now: you already follow everyone we would suggest.
          </Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {list.map((s) => (
              <HStack as="li" key={s.user.id} gap="3" align="center" data-testid="suggested-member" data-username={s.user.username}>
                <UserAvatar name={s.user.name} image={s.user.image} />
                <Stack gap="0" flex="1" minW="0">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={`/${s.user.username}`}>
                      <Text as="span" truncate>
                        {s.user.name}
                      </Text>
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    @{s.user.username}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" data-testid="suggestion-reason">
                    {suggestionReason(s)}
                  </Text>
                </Stack>
                <FollowButton user={s.user} size="xs" />
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

// Home: the composer and the home feed in the main column; the member's card, member search
// and the areas still on their way beside it.
import { Badge, Box, Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import { Composer } from '../../composer/composer';
import { prependPost } from '../../feed/feed-updates';
import { HomeFeed } from '../../feed/home-feed';
import { PostByIdDocument, type PostByIdQuery } from '../../generated/graphql';
import { AREAS } from '../../layout/areas';
import { useSession } from '../../session/session-context';
import { MemberSearch } from './member-search';

export function HomePage() {
  const { user } = useSession();
  const client = useApolloClient();
  useEffect(() => {
    document.title = 'Home · Pulse';
  }, []);
  const upcoming = AREAS.filter((a) => !a.ready);

  // The composer hands back the new post; the card needs the feed's full selection, so it is
  // read once by id and put on top of the feed at once.
  const onPosted = useCallback(
    (post: { id: string }) => {
      void client
        .query<PostByIdQuery>({ query: PostByIdDocument, variables: { id: post.id }, fetchPolicy: 'network-only' })
        .then(({ data }) => prependPost(client.cache, data.post))
        .catch((error) => console.warn('[feed] could not load the new post', error));
    },
    [client],
  );

  return (
    <Stack gap="6" data-testid="home">
      <Heading as="h1" size="2xl">
        {user ? `Welcome, ${user.name}` : 'Welcome back'}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <Box data-testid="composer-slot">
            <Composer onPosted={onPosted} />
          </Box>
          <HomeFeed />
        </Stack>
        {/* Below lg the feed scrolls without end, so a side column placed after it could never be
            reached: there the member search comes first and the cards that the nav already
            offers (Profile, the areas on their way) are left out. */}
        <Stack gap="4" order={{ base: -1, lg: 0 }}>
          {user && (
            <Card.Root size="sm" display={{ base: 'none', lg: 'flex' }}>
              <Card.Body>
                <HStack gap="3">
                  <UserAvatar name={user.name} image={user.image} size="md" />
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {user.name}
                    </Text>
                    <Text color="fg.muted" fontSize="sm" truncate>
                      @{user.username}
                    </Text>
                  </Stack>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={`/${user.username}`}>View profile</RouterLink>
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          )}
          <MemberSearch />
          {upcoming.length > 0 && (
            <Card.Root size="sm" display={{ base: 'none', lg: 'flex' }}>
              <Card.Header>
                <Card.Title as="h2" fontSize="md">
                  Coming to Pulse
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Stack gap="2">
                  {upcoming.map((area) => (
                    <HStack key={area.key} justify="space-between" asChild>
                      <RouterLink to={area.path}>
                        <Text fontSize="sm">{area.label}</Text>
                        <Badge variant="subtle">On its way</Badge>
                      </RouterLink>
                    </HStack>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}

import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/user-avatar';
import { AREAS } from '../../layout/areas';
import { useSession } from '../../session/session-context';
import { MemberSearch } from './member-search';

export function HomePage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Home · Pulse';
  }, []);
  const upcoming = AREAS.filter((a) => !a.ready);

  return (
    <Stack gap="6" data-testid="home">
      <Heading as="h1" size="2xl">
        {user ? `Welcome, ${user.name}` : 'Welcome back'}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {user && (
          <Card.Root>
            <Card.Body>
              <HStack gap="4">
                <UserAvatar name={user.name} image={user.image} size="lg" />
                <Stack gap="0.5" flex="1">
                  <Text fontWeight="semibold">{user.name}</Text>
                  <Text color="fg.muted">@{user.username}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {user.followers} followers · {user.following} following
                  </Text>
                </Stack>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/${user.username}`}>View profile</RouterLink>
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
        <MemberSearch />
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Coming to Pulse
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {upcoming.map((area) => (
            <Card.Root key={area.key} size="sm" asChild _hover={{ borderColor: 'teal.500' }}>
              <RouterLink to={area.path}>
                <Card.Body>
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">{area.label}</Text>
                    <Badge variant="subtle">On its way</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {area.comingSummary}
                  </Text>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

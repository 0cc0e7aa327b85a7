// /communities: the communities (most members first), a search by name, the member's own, and
// creating one by name (unique whatever its case: the server's message shows under the field).
import { Badge, Box, Button, Card, HStack, Heading, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormMessage } from '../components/form-error';
import { CommunityIcon } from '../components/icons';
import { CommunitiesDocument, CreateCommunityDocument, MyCommunitiesDocument, type CommunityListItemFragment } from '../generated/graphql';
import { useSession } from '../session/session-context';

function CommunityCard({ community }: { community: CommunityListItemFragment }) {
  return (
    <Card.Root size="sm" data-testid="community-card" data-community-name={community.name}>
      <Card.Body gap="1">
        <HStack justify="space-between">
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/communities/${community.id}`}>{community.name}</RouterLink>
          </Link>
          {community.viewerRole && <Badge>{community.viewerRole === 'MEMBER' ? 'Joined' : community.viewerRole.toLowerCase()}</Badge>}
        </HStack>
        {community.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {community.description}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {community.memberCount} {community.memberCount === 1 ? 'member' : 'members'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function CommunitiesPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const list = useQuery(CommunitiesDocument, { variables: { search: search.trim() || null } });
  const mine = useQuery(MyCommunitiesDocument, { skip: !user });
  const [create, creating] = useMutation(CreateCommunityDocument);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!name.trim()) return setError('Community name is required');
    try {
      const { data } = await create({ variables: { input: { name, description } } });
      if (data) navigate(`/communities/${data.createCommunity.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to create community');
    }
  };

  return (
    <Stack gap="6" data-testid="communities-page">
      <HStack gap="2">
        <CommunityIcon />
        <Heading size="lg">Communities</Heading>
      </HStack>
      {user && (
        <Box borderWidth="1px" rounded="xl" p="4">
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="2">
              <Heading size="sm">Create a community</Heading>
              <Input aria-label="Community name" placeholder="Name" value={name} onChange={(e) => setName(e.target.value)} data-testid="community-name" />
              <Input
                aria-label="Description"
                placeholder="What is it about? (optional)"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                data-testid="community-description"
              />
              <FormMessage message={error} testId="community-create-error" />
              <Button type="submit" alignSelf="start" colorPalette="brand" size="sm" loading={creating.loading} data-testid="community-create">
                Create
              </Button>
            </Stack>
          </form>
        </Box>
      )}
      {user && (mine.data?.myCommunities.length ?? 0) > 0 && (
        <Stack gap="2">
          <Heading size="md">Yours</Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="my-communities">
            {mine.data!.myCommunities.map((c) => (
              <CommunityCard key={c.id} community={c} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="2">
        <Heading size="md">Find communities</Heading>
        <Input
          type="search"
          aria-label="Search communities"
          placeholder="Search by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="community-search"
        />
        {list.error && <FormMessage message={list.error.message} />}
        {list.data && list.data.communities.length === 0 && <Text color="fg.muted">No communities found.</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="community-list">
          {list.data?.communities.map((c) => (
            <CommunityCard key={c.id} community={c} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

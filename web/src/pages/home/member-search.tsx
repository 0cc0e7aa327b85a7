// Finding members by name or username, debounced like every search in the product (300 ms).
import { Card, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useUserSearch } from '../../components/use-user-search';
import { UserAvatar } from '../../components/user-avatar';

export function MemberSearch() {
  const [text, setText] = useState('');
  const { query, users, loading, error } = useUserSearch(text);

  return (
    // The same card size and title as the other cards beside the feed.
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Find members
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Input aria-label="Search users" placeholder="Search users..." value={text} onChange={(e) => setText(e.target.value)} data-testid="member-search" />
          {loading && <Text color="fg.muted">Loading...</Text>}
          {!loading && Boolean(error) && <Text color="fg.error">Failed to search users</Text>}
          {query && !loading && !error && users.length === 0 && <Text color="fg.muted">No users found</Text>}
          {users.map((u) => (
            <HStack key={u.id} gap="3">
              <UserAvatar name={u.name} image={u.image} />
              <Link asChild>
                <RouterLink to={`/${u.username}`}>
                  <Text as="span" fontWeight="medium">
                    {u.name}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    @{u.username}
                  </Text>
                </RouterLink>
              </Link>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// Finding members by name or username, debounced like every search in the product (300 ms).
// The box is a combobox (components/combobox.ts): arrows move through the members, Enter or a
// click opens the profile, Escape clears.
import { Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserSearch } from '../../components/use-user-search';
import { UserAvatar } from '../../components/user-avatar';
import { useCombobox } from '../../components/combobox';

export function MemberSearch() {
  const [text, setText] = useState('');
  const { query, users, loading, error } = useUserSearch(text);
  const navigate = useNavigate();
  const combobox = useCombobox({ items: users, keyOf: (u) => u.id, onPick: (u) => navigate(`/${u.username}`), onDismiss: () => setText('') });

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
          <Input
            aria-label="Search users"
            placeholder="Search users..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            {...combobox.inputProps}
            data-testid="member-search"
          />
          {loading && <Text color="fg.muted">Loading...</Text>}
          {!loading && Boolean(error) && <Text color="fg.error">Failed to search users</Text>}
          {query && !loading && !error && users.length === 0 && <Text color="fg.muted">No users found</Text>}
          <Stack {...combobox.listProps} aria-label="Members" gap="1" hidden={!combobox.expanded} data-testid="member-search-results">
            {users.map((u, i) => (
              <HStack
                key={u.id}
                {...combobox.optionProps(i)}
                gap="3"
                px="2"
                py="1"
                mx="-2"
                rounded="l2"
                cursor="pointer"
                bg={i === combobox.active ? 'bg.muted' : undefined}
                data-testid="member-search-result"
              >
                <UserAvatar name={u.name} image={u.image} />
                <Text minW="0" truncate>
                  <Text as="span" fontWeight="medium">
                    {u.name}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    @{u.username}
                  </Text>
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

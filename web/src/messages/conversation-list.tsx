// The left panel: title, the key backup and new-message buttons, the search box (names, and the
// words of encrypted messages, searched on this device) and the conversations.
import { Box, Center, Flex, Heading, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ChatConversationFragment } from '../generated/graphql';
import { matchesConversationSearch } from './format';
import { ComposeIcon, KeyIcon, SearchIcon } from '../components/icons';
import { ConversationRow } from './conversation-row';
import { useMessageSearch } from './use-message-search';

export interface ConversationListProps {
  conversations: ChatConversationFragment[];
  loading: boolean;
  myId: string | null;
  selectedId: string | null;
  onNewMessage(): void;
  /** Opens "Key backup" (the encrypted history's recovery phrase). */
  onKeyBackup(): void;
}

export function ConversationList({ conversations, loading, myId, selectedId, onNewMessage, onKeyBackup }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const found = useMessageSearch(myId, search);
  const shown = useMemo(() => conversations.filter((c) => matchesConversationSearch(c, search) || found.has(c.id)), [conversations, search, found]);

  return (
    <Flex direction="column" h="full" minH="0" data-testid="conversation-list">
      <HStack justify="space-between" px="4" pt="4" pb="3">
        <Heading as="h1" size="xl">
          Messages
        </Heading>
        <HStack gap="1">
          <IconButton aria-label="Key backup" title="Key backup" variant="ghost" rounded="full" size="sm" onClick={onKeyBackup} data-testid="key-backup-button">
            <KeyIcon />
          </IconButton>
          <IconButton
            aria-label="New message"
            title="New message"
            variant="subtle"
            colorPalette="brand"
            rounded="full"
            size="sm"
            onClick={onNewMessage}
            data-testid="new-message-button"
          >
            <ComposeIcon />
          </IconButton>
        </HStack>
      </HStack>
      <Box px="4" pb="3">
        <InputGroup startElement={<SearchIcon />}>
          <Input
            placeholder="Search conversations..."
            aria-label="Search conversations"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            rounded="full"
            bg="bg.subtle"
            data-testid="conversation-search"
          />
        </InputGroup>
      </Box>
      <Box flex="1" minH="0" overflowY="auto" pb="2">
        {loading && conversations.length === 0 ? (
          <Center py="10" role="status">
            <Stack align="center" gap="2" color="fg.muted">
              <Spinner color="brand.accent" />
              <Text>Loading...</Text>
            </Stack>
          </Center>
        ) : conversations.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10" px="4" data-testid="no-conversations">
            No conversations yet
          </Text>
        ) : shown.length === 0 ? (
          <Text textAlign="center" color="fg.muted" py="10" px="4" data-testid="no-conversation-matches">
            No conversations match your search
          </Text>
        ) : (
          shown.map((c) => <ConversationRow key={c.id} conversation={c} myId={myId} selected={c.id === selectedId} match={found.get(c.id) ?? null} />)
        )}
      </Box>
    </Flex>
  );
}

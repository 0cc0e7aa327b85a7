// Starting a conversation: search members (debounced 300 ms), choose one, and the
// conversation opens (an existing 1:1 conversation is reused by the server). The search box is a
// combobox (components/combobox.ts): arrows move through the members, Enter starts the chat.
import { Box, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppDialog } from '../components/dialog';
import { useUserSearch, type FoundUser } from '../components/use-user-search';
import { UserAvatar } from '../components/user-avatar';
import { useMutation } from '@apollo/client';
import { CreateConversationDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { prependConversation } from './cache';
import { SearchIcon } from '../components/icons';
import { useCombobox } from '../components/combobox';

export const CREATE_FAILED = 'Failed to create conversation';
export const SEARCH_FAILED = 'Failed to search users';

export function NewMessageModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { query, users, loading, error } = useUserSearch(text, 20);
  const [create, { loading: creating }] = useMutation(CreateConversationDocument);
  const [choosing, setChoosing] = useState<string | null>(null);

  useEffect(() => {
    if (open) setText('');
  }, [open]);
  useEffect(() => {
    if (error) {
      console.error('[messages] user search failed', error);
      toast.error(SEARCH_FAILED);
    }
  }, [error]);

  const choose = async (user: FoundUser) => {
    if (creating) return;
    setChoosing(user.id);
    try {
      const { data } = await create({
        variables: { targetUserId: user.id },
        update: (cache, result) => {
          if (result.data) prependConversation(cache, result.data.createConversation);
        },
      });
      if (!data) throw new Error('No conversation returned');
      onClose();
      navigate(`/messages/${data.createConversation.id}`);
    } catch (e) {
      console.error('[messages] create conversation failed', e);
      toast.error(CREATE_FAILED);
    } finally {
      setChoosing(null);
    }
  };

  const shown = loading ? [] : users;
  const combobox = useCombobox({ items: shown, keyOf: (u) => u.id, onPick: (u) => void choose(u), onDismiss: () => setText('') });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="new-message-modal"
      title="New Message"
      size="sm"
      placement="top"
      initialFocusEl={() => document.getElementById('new-message-search')}
      bodyProps={{ pb: '5' }}
    >
      <Stack gap="3">
        <InputGroup startElement={<SearchIcon />}>
          <Input
            id="new-message-search"
            aria-label="Search users"
            placeholder="Search users..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            {...combobox.inputProps}
            data-testid="new-message-search"
          />
        </InputGroup>
        <Box minH="24" maxH="22rem" overflowY="auto" mx="-2">
          {loading && (
            <HStack justify="center" py="6" color="fg.muted" data-testid="new-message-loading">
              <Spinner size="sm" />
              <Text>Loading...</Text>
            </HStack>
          )}
          {!loading && query && !error && users.length === 0 && (
            <Text textAlign="center" py="6" color="fg.muted" data-testid="new-message-empty">
              No users found
            </Text>
          )}
          {!loading && !query && (
            <Text textAlign="center" py="6" color="fg.subtle" fontSize="sm">
              Search by name or username to start a conversation.
            </Text>
          )}
          <Stack {...combobox.listProps} aria-label="Members" gap="0" hidden={!combobox.expanded} data-testid="new-message-results">
            {shown.map((u, i) => (
              <HStack
                key={u.id}
                {...combobox.optionProps(i)}
                aria-disabled={creating || undefined}
                gap="3"
                minW="0"
                py="2"
                px="2"
                rounded="l2"
                cursor="pointer"
                bg={i === combobox.active ? 'bg.muted' : undefined}
                data-testid="new-message-result"
                data-username={u.username}
              >
                <UserAvatar name={u.name} image={u.image} size="sm" />
                <Stack gap="0" align="start" minW="0" flex="1">
                  <Text fontWeight="semibold" truncate maxW="full">
                    {u.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate maxW="full">
                    @{u.username}
                  </Text>
                </Stack>
                {choosing === u.id && <Spinner size="sm" />}
              </HStack>
            ))}
          </Stack>
        </Box>
      </Stack>
    </AppDialog>
  );
}

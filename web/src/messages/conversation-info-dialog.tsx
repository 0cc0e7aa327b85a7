// The info button's panel: who is in the conversation and what is pinned.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../components/dialog';
import type { ChatConversationFragment, ChatMessageFragment } from '../generated/graphql';
import { conversationTime, messageSnippet, replyAuthor } from './format';
import { PresenceAvatar } from './presence-avatar';
import { useOnlineUsers } from './presence';

export interface ConversationInfoDialogProps {
  conversation: ChatConversationFragment;
  /** The conversation's pinned messages, newest pin first. */
  pins: readonly ChatMessageFragment[];
  title: string;
  myId: string | null;
  open: boolean;
  onClose(): void;
  onJumpTo(messageId: string): void;
  /** Opens "Verify security code" with a contact (encrypted conversations only). */
  onVerify(user: ChatConversationFragment['users'][number]): void;
}

export function ConversationInfoDialog({ conversation, pins, title, myId, open, onClose, onJumpTo, onVerify }: ConversationInfoDialogProps) {
  const online = useOnlineUsers();
  return (
    <AppDialog open={open} onClose={onClose} testId="conversation-info" title={title} size="sm" placement="center" bodyProps={{ pb: '6' }}>
      <Stack gap="6">
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            Participants
          </Text>
          {conversation.users.map((u) => (
            <HStack key={u.id} gap="3" data-testid="info-participant">
              <PresenceAvatar name={u.name} image={u.image} online={online.has(u.id)} size="sm" />
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium" truncate>
                  {u.name}
                  {u.id === myId ? ' (You)' : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  @{u.username}
                </Text>
              </Stack>
              {conversation.encrypted && u.id !== myId && (
                <Button size="xs" variant="outline" onClick={() => onVerify(u)} data-testid="verify-security-code">
                  Verify security code
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            Pinned messages
          </Text>
          {pins.length === 0 ? (
            <Text fontSize="sm" color="fg.subtle">
              Nothing pinned yet. Pin a message from its menu to keep it here.
            </Text>
          ) : (
            pins.map((m) => (
              <Box
                key={m.id}
                as="button"
                textAlign="start"
                px="3"
                py="2"
                rounded="md"
                bg="bg.muted"
                _hover={{ bg: 'bg.emphasized' }}
                onClick={() => {
                  onClose();
                  onJumpTo(m.id);
                }}
                data-testid="info-pinned"
              >
                <HStack justify="space-between" gap="2">
                  <Text fontSize="xs" fontWeight="semibold">
                    {replyAuthor(m.sender, myId)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {conversationTime(m.createdAt)}
                  </Text>
                </HStack>
                <Text fontSize="sm" lineClamp={2}>
                  {messageSnippet(m)}
                </Text>
              </Box>
            ))
          )}
        </Stack>
      </Stack>
    </AppDialog>
  );
}

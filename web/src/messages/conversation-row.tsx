// A row of the conversation list: avatar with the online dot, name, time, preview, unread badge.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatConversationFragment } from '../generated/graphql';
import { conversationTime, conversationTitle, messagePreview, otherParticipant } from './format';
import { PresenceAvatar } from './presence-avatar';
import { useIsOnline } from './presence';

export function ConversationRow({
  conversation,
  myId,
  selected,
  match = null,
}: {
  conversation: ChatConversationFragment;
  myId: string | null;
  selected: boolean;
  /** A message of this conversation that the search found (on this device), shown instead of the preview. */
  match?: string | null;
}) {
  const other = otherParticipant(conversation.users, myId);
  const online = useIsOnline(other?.id);
  const title = conversationTitle(conversation, myId);
  const latest = conversation.latestMessage;
  const unread = conversation.unreadCount;
  return (
    <Box
      asChild
      display="block"
      mx="2"
      my="0.5"
      px="3"
      py="2.5"
      rounded="lg"
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.accent' }}
    >
      <RouterLink
        to={`/messages/${conversation.id}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation-row"
        data-conversation-id={conversation.id}
        data-unread={unread}
      >
        <HStack gap="3">
          <PresenceAvatar name={other?.name ?? title} image={other?.image} online={online} />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={unread ? 'bold' : 'semibold'} truncate data-testid="conversation-name">
                {title}
              </Text>
              {latest && (
                <Text fontSize="xs" color={unread ? 'brand.fg' : 'fg.muted'} flexShrink="0" data-testid="conversation-time">
                  {conversationTime(latest.createdAt)}
                </Text>
              )}
            </HStack>
            <HStack justify="space-between" gap="2">
              {match ? (
                <Text fontSize="sm" color="fg.muted" truncate data-testid="conversation-match">
                  {match}
                </Text>
              ) : (
                <Text fontSize="sm" color={unread ? 'fg' : 'fg.muted'} fontWeight={unread ? 'medium' : 'normal'} truncate data-testid="conversation-preview">
                  {messagePreview(latest, myId)}
                </Text>
              )}
              {unread > 0 && (
                <Badge colorPalette="brand" variant="solid" rounded="full" size="sm" minW="5" justifyContent="center" flexShrink="0" data-testid="conversation-unread">
                  {unread > 99 ? '99+' : unread}
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
      </RouterLink>
    </Box>
  );
}

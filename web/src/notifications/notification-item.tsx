// One notification: who, what, when; unread ones stand out. Clicking marks it read and opens
// the post (or, for a follow, the member's profile).
import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { UserAvatar } from '../components/user-avatar';
import { postTime } from '../feed/format';
import { TrashIcon } from '../components/icons';
import type { NotificationItemFragment } from '../generated/graphql';

export function NotificationItem({
  notification,
  isNew = false,
  onOpen,
  onDelete,
}: {
  notification: NotificationItemFragment;
  /** Unread when this visit of the page began: still shown as new after viewing marked it read. */
  isNew?: boolean;
  onOpen(): void;
  onDelete(): void;
}) {
  const unread = !notification.read || isNew;
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap="3"
      px="4"
      py="3"
      align="start"
      cursor="pointer"
      bg={unread ? 'brand.subtle' : undefined}
      _hover={{ bg: unread ? 'brand.muted' : 'bg.subtle' }}
      borderBottomWidth="1px"
      // The card's own border closes the list: no double line under the last one.
      _last={{ borderBottomWidth: '0' }}
      onClick={onOpen}
      data-testid="notification"
      data-notification-id={notification.id}
      data-type={notification.type}
      data-read={notification.read}
      data-new={isNew}
    >
      <Box position="relative">
        <UserAvatar name={notification.actor.name} image={notification.actor.image} size="sm" />
        {unread && <Box position="absolute" top="-0.5" right="-0.5" boxSize="2.5" rounded="full" bg="brand.solid" data-testid="notification-unread-dot" />}
      </Box>
      {/* The text is a real button so a keyboard reaches and opens it (the row's click is for the
          pointer); Enter on it is a click that bubbles to the row, which opens it. */}
      <Stack as="button" gap="0.5" flex="1" minW="0" textAlign="start" cursor="pointer" rounded="sm" focusVisibleRing="outside" data-testid="notification-open">
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'normal'} data-testid="notification-message">
          {notification.message}
        </Text>
        {notification.post?.content && (
          <Text as="span" fontSize="sm" color="fg.muted" lineClamp={1}>
            {notification.post.content}
          </Text>
        )}
        <Text as="span" display="block" fontSize="xs" color="fg.subtle">
          <time dateTime={notification.createdAt}>{postTime(notification.createdAt)}</time>
        </Text>
      </Stack>
      <IconButton
        size="xs"
        variant="ghost"
        rounded="full"
        color="fg.muted"
        aria-label="Delete notification"
        title="Delete"
        onClick={(e) => {
          e.stopPropagation();
          onDelete();
        }}
        data-testid="notification-delete"
      >
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}

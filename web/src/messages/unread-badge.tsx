// The unread total on the Messages navigation item, kept current by the messaging events.
import { Badge } from '@chakra-ui/react';
import { useUnreadMessageCountQuery } from '../generated/graphql';

export function UnreadMessagesBadge() {
  const { data } = useUnreadMessageCountQuery({ fetchPolicy: 'cache-and-network' });
  const count = data?.unreadMessageCount ?? 0;
  if (count <= 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" rounded="full" size="xs" minW="5" justifyContent="center" data-testid="messages-unread-badge" aria-label={`${count} unread messages`}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

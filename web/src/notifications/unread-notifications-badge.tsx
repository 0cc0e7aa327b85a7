// The unread count on the Notifications navigation item, kept current by the live events.
import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { UnreadNotificationCountDocument } from '../generated/graphql';

export function UnreadNotificationsBadge() {
  const { data } = useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadNotificationCount ?? 0;
  if (count <= 0) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="xs"
      minW="5"
      justifyContent="center"
      data-testid="notifications-unread-badge"
      aria-label={`${count} unread notifications`}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

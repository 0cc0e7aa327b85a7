// The unread total on the Messages navigation item, kept current by the messaging events.
import { Badge } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { UnreadMessageCountDocument } from '../generated/graphql';

export function UnreadMessagesBadge() {
  const { data } = useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.unreadMessageCount ?? 0;
  if (count <= 0) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="xs"
      minW="5"
      justifyContent="center"
      data-testid="messages-unread-badge"
      aria-label={`${count} unread messages`}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

// The unread total on the Messages navigation item, kept current by the messaging events.
import { useQuery } from '@apollo/client';
import { CountBadge } from '../components/count-badge';
import { UnreadMessageCountDocument } from '../generated/graphql';

export function UnreadMessagesBadge() {
  const { data } = useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-and-network' });
  return <CountBadge count={data?.unreadMessageCount ?? 0} label="unread messages" testId="messages-unread-badge" />;
}

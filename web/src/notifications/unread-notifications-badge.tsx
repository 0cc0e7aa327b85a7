// The unread count on the Notifications navigation item, kept current by the live events.
import { useQuery } from '@apollo/client';
import { CountBadge } from '../components/count-badge';
import { UnreadNotificationCountDocument } from '../generated/graphql';

export function UnreadNotificationsBadge() {
  const { data } = useQuery(UnreadNotificationCountDocument, { fetchPolicy: 'cache-and-network' });
  return <CountBadge count={data?.unreadNotificationCount ?? 0} label="unread notifications" testId="notifications-unread-badge" />;
}

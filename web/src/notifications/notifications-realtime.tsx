// Live notifications for the signed-in member on every page: each new one is put on top of
// the list, counted on the navigation badge and announced with a toast. Mounted once (like
// messaging's), on the same graphql-ws socket; a new socket subscribes again.
import { useApolloClient, useSubscription } from '@apollo/client';
import { useEffect } from 'react';
import { useRealtime, useRealtimeState } from '../apollo/realtime-context';
import { NotificationCreatedDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { addNotification } from './notifications-cache';
import { refetchWatched } from '../apollo/refetch-watched';

function Subscription() {
  const client = useApolloClient();
  const realtime = useRealtime();
  // Events sent while the socket was down are not replayed: after a reconnect the list and
  // the badge are read again.
  useEffect(
    () =>
      realtime.onConnected((reconnect) => {
        if (reconnect) void refetchWatched(client, [NotificationsDocument, UnreadNotificationCountDocument]).catch(() => {});
      }),
    [client, realtime],
  );
  useSubscription(NotificationCreatedDocument, {
    onData: ({ data }) => {
      const notification = data.data?.notificationCreated;
      if (!notification) return;
      if (addNotification(client.cache, notification)) toast(notification.message, { id: `notification-${notification.id}` });
    },
    onError: (error) => console.warn('[realtime] notificationCreated subscription ended', error),
  });
  return null;
}

export function NotificationsRealtime() {
  const { phase, generation } = useRealtimeState();
  if (phase === 'idle') return null;
  return <Subscription key={generation} />;
}

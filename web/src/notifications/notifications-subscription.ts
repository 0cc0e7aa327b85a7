// Live notifications for the signed-in member on every page: each new one is put on top of
// the list, counted on the navigation badge and announced with a toast. Mounted once (like
// messaging's), on the same graphql-ws socket; a new socket subscribes again. This module loads
// on demand (notifications-realtime.tsx), with the documents and cache code it brings.
import { useApolloClient, useSubscription } from '@apollo/client';
import { useEffect } from 'react';
import { useRealtime } from '../apollo/realtime-context';
import { NotificationCreatedDocument, NotificationsDocument, UnreadNotificationCountDocument } from '../generated/graphql';
import { toast } from '../toasts/toast';
import { addNotification } from './notifications-cache';
import { refetchWatched } from '../apollo/refetch-watched';

/** The subscription, loaded with its documents by notifications-realtime.tsx once a socket exists. */
export function NotificationsSubscription(): null {
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
  // Loaded after the socket was acknowledged (this code loads on demand): what arrived before
  // the subscription was registered is read again, as after a reconnect.
  useEffect(() => {
    if (realtime.getState().phase === 'connected') void refetchWatched(client, [NotificationsDocument, UnreadNotificationCountDocument]).catch(() => {});
  }, [client, realtime]);
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

// Notifications in the Apollo cache: a live one goes on top of every cached list and the
// unread badge counts it; read state changes are written to the cached items and the count.
import type { ApolloCache, Reference } from '@apollo/client';
import { NotificationItemFragmentDoc, UnreadNotificationCountDocument, type NotificationItemFragment, type UnreadNotificationCountQuery } from '../generated/graphql';

interface StoredList {
  nodes: Reference[];
  unreadCount: number;
}

export function setUnreadCount(cache: ApolloCache<unknown>, update: (count: number) => number): void {
  cache.updateQuery<UnreadNotificationCountQuery>({ query: UnreadNotificationCountDocument }, (data) =>
    data ? { ...data, unreadNotificationCount: Math.max(0, update(data.unreadNotificationCount)) } : undefined,
  );
}

// Ids already announced: a redelivered event (after a reconnect) is neither counted nor toasted twice.
const announced = new Set<string>();

/**
 * Adds a notification that just arrived; false when it was already known. (The subscription
 * result is normalized into the cache before this runs, so the entity itself is no guide.)
 */
export function addNotification(cache: ApolloCache<unknown>, notification: NotificationItemFragment): boolean {
  if (announced.has(notification.id)) return false;
  announced.add(notification.id);
  const ref = cache.writeFragment({ fragment: NotificationItemFragmentDoc, data: notification });
  if (!ref) return false;
  cache.modify({
    fields: {
      notifications(existing: unknown, { readField }) {
        const list = existing as StoredList;
        if (list.nodes.some((n) => readField('id', n) === notification.id)) return list;
        return { ...list, nodes: [ref, ...list.nodes], unreadCount: list.unreadCount + (notification.read ? 0 : 1) };
      },
    },
  });
  if (!notification.read) setUnreadCount(cache, (n) => n + 1);
  return true;
}

export function markReadInCache(cache: ApolloCache<unknown>, ids: readonly string[] | 'all'): void {
  let changed = 0;
  const targets =
    ids === 'all'
      ? Object.keys(cache.extract() as Record<string, unknown>).filter((key) => key.startsWith('Notification:'))
      : ids.map((id) => cache.identify({ __typename: 'Notification', id })).filter((key): key is string => Boolean(key));
  for (const key of targets) {
    cache.modify({
      id: key,
      fields: {
        read(read: boolean) {
          if (!read) changed++;
          return true;
        },
      },
    });
  }
  cache.modify({
    fields: {
      notifications(existing: unknown) {
        const list = existing as StoredList;
        return { ...list, unreadCount: ids === 'all' ? 0 : Math.max(0, list.unreadCount - changed) };
      },
    },
  });
  setUnreadCount(cache, (n) => (ids === 'all' ? 0 : n - changed));
}

export function removeNotification(cache: ApolloCache<unknown>, id: string, wasUnread: boolean): void {
  const key = cache.identify({ __typename: 'Notification', id });
  if (!key) return;
  cache.modify({
    fields: {
      notifications(existing: unknown, { readField }) {
        const list = existing as StoredList;
        return { ...list, nodes: list.nodes.filter((n) => readField('id', n) !== id), unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)) };
      },
    },
  });
  cache.evict({ id: key });
  cache.gc();
  if (wasUnread) setUnreadCount(cache, (n) => n - 1);
}

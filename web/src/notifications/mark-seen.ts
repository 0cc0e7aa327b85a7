// Viewing the notifications page marks what it showed read, as Mastodon does: the unread ones
// on screen when the page opens at once (the badge clears), and those that arrive while it is
// open when the member leaves it (until then they count as new). What was unread stays marked
// as new on the page for the rest of the visit, so the member still sees what is new.
import { useApolloClient, useMutation } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { MarkNotificationsReadDocument, NotificationItemFragmentDoc, type NotificationItemFragment } from '../generated/graphql';
import { markReadInCache } from './notifications-cache';

/**
 * `nodes`: the list shown; `fromServer`: whether it is the server's answer of this visit (the
 * cached list shown first may be older than the server's, and the answer to a request sent
 * before the marking could otherwise bring back "unread" after it).
 */
export function useMarkSeen(nodes: readonly NotificationItemFragment[] | undefined, fromServer: boolean): { isNew(id: string): boolean } {
  const client = useApolloClient();
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  /** Unread ones shown since the page opened, to mark read when the member leaves. */
  const shownUnread = useRef(new Set<string>());
  const openedWith = useRef(false);

  const mark = useRef((ids: string[]) => {
    if (!ids.length) return;
    markReadInCache(client.cache, ids);
    markRead({ variables: { ids } }).catch((e: unknown) => console.warn('[notifications] marking seen ones read failed', e));
  });

  useEffect(() => {
    if (!nodes || !fromServer) return;
    const unread = nodes.filter((n) => !n.read).map((n) => n.id);
    if (unread.length) setFresh((was) => (unread.every((id) => was.has(id)) ? was : new Set([...was, ...unread])));
    if (!openedWith.current) {
      openedWith.current = true;
      mark.current(unread);
    } else if (document.visibilityState === 'visible') {
      for (const id of unread) shownUnread.current.add(id);
    }
  }, [nodes, fromServer]);

  useEffect(() => {
    const seen = shownUnread.current;
    const markSeen = mark.current;
    return () => {
      const ids = [...seen].filter((id) => {
        const key = client.cache.identify({ __typename: 'Notification', id });
        return (
          key && client.cache.readFragment<NotificationItemFragment>({ id: key, fragment: NotificationItemFragmentDoc, fragmentName: 'NotificationItem' })?.read === false
        );
      });
      markSeen(ids);
    };
  }, [client]);

  return { isNew: (id) => fresh.has(id) };
}

// Read state: opening a conversation while the window is focused marks it seen, and so does
// every new message from the other side that arrives while it stays open and focused.
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { MarkConversationSeenDocument, UnreadMessageCountDocument } from '../generated/graphql';
import { useWindowFocused } from './use-window-focus';

export function useMarkSeen(conversationId: string | null, unreadCount: number, latestIncomingId: string | null): void {
  const client = useApolloClient();
  const focused = useWindowFocused();
  const inFlight = useRef(false);
  const again = useRef(false);
  const lastMarked = useRef('');

  useEffect(() => {
    if (!conversationId || !focused) return;
    // Once per opening and per new incoming message, and whenever something is still unread.
    const key = `${conversationId}:${latestIncomingId ?? ''}`;
    if (unreadCount === 0 && lastMarked.current === key) return;
    lastMarked.current = key;
    const run = async () => {
      if (inFlight.current) {
        again.current = true;
        return;
      }
      inFlight.current = true;
      try {
        do {
          again.current = false;
          await client.mutate({
            mutation: MarkConversationSeenDocument,
            variables: { conversationId },
            refetchQueries: [UnreadMessageCountDocument],
          });
        } while (again.current);
      } catch (error) {
        // Read state is best effort: the next message or opening tries again.
        console.warn('[messages] could not mark the conversation seen', error);
      } finally {
        inFlight.current = false;
      }
    };
    void run();
  }, [client, conversationId, focused, unreadCount, latestIncomingId]);
}

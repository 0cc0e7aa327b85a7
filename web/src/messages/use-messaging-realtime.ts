// The messaging events of the signed-in member, for the whole app (the unread badge lives in
// the navigation): conversations created and updated, messages created, updated and removed.
// Results are normalized into the Apollo cache, which replaces updated conversations and
// messages (reactions, seen, pins) by itself; new messages and conversations are added to their
// lists here, and a message a moderator removed is taken out of them at once. After a dropped connection it catches up on what was missed. It also keeps the
// list of members online (presence) for the green dots.
import { useApolloClient, useSubscription, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { useEffect, useMemo } from 'react';
import { useRealtime } from '../apollo/realtime-context';
import { isNetworkFailure } from '../errors/graphql-errors';
import {
  ActiveUsersDocument,
  ConversationCreatedDocument,
  ConversationDocument,
  ConversationUpdatedDocument,
  MessageCreatedDocument,
  MessageRemovedDocument,
  MessageUpdatedDocument,
  UnreadMessageCountDocument,
} from '../generated/graphql';
import { addMessageToCache, isConversationListed, prependConversation, removeMessageFromCache } from './cache';
import { catchUpMark, catchUpMessages } from './catch-up';
import { setOnlineUsers } from './presence';
import { refetchWatched } from '../apollo/refetch-watched';
import { useSession } from '../session/session-context';
import { inSession, reportWhileSignedIn, type SessionScope } from '../session/session-scope';

const UNREAD_REFRESH_MS = 250;
/** After an acknowledgement, the subscriptions are sent again; catch up once they are registered. */
const CATCH_UP_DELAY_MS = 500;

function debounce(fn: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

/** A message for a conversation the list does not know yet (e.g. created during an outage). */
async function addMissingConversation(client: ApolloClient<NormalizedCacheObject>, conversationId: string, scope: SessionScope) {
  const { signal } = scope;
  try {
    const { data } = await client.query({ query: ConversationDocument, variables: { id: conversationId }, fetchPolicy: 'network-only', ...inSession(signal) });
    if (!signal.aborted) prependConversation(client.cache, data.conversation);
  } catch (error) {
    reportWhileSignedIn(signal, (e) => console.warn('[messages] could not load a new conversation', e))(error);
  }
}

const logError = (what: string) => (error: unknown) => console.warn(`[realtime] ${what} subscription ended`, error);

export function useMessagingRealtime(): void {
  const client = useApolloClient() as ApolloClient<NormalizedCacheObject>;
  const realtime = useRealtime();
  const { scope } = useSession();
  const refreshUnread = useMemo(
    () =>
      debounce(() => {
        refetchWatched(client, [UnreadMessageCountDocument]).catch(
          reportWhileSignedIn(scope.signal, (error) => console.warn('[messages] refreshing the unread count failed', error)),
        );
      }, UNREAD_REFRESH_MS),
    [client, scope],
  );

  useSubscription(ConversationCreatedDocument, {
    onData: ({ data }) => {
      const conversation = data.data?.conversationCreated;
      catchUpMark(client).deliveries++;
      if (conversation) prependConversation(client.cache, conversation);
    },
    onError: logError('conversationCreated'),
  });

  // The payload replaces the cached conversation (latest message, unread count, pins).
  useSubscription(ConversationUpdatedDocument, {
    onData: ({ data }) => {
      const conversation = data.data?.conversationUpdated;
      catchUpMark(client).deliveries++;
      if (conversation) prependConversation(client.cache, conversation);
      refreshUnread();
    },
    onError: logError('conversationUpdated'),
  });

  useSubscription(MessageCreatedDocument, {
    onData: ({ data }) => {
      const message = data.data?.messageCreated;
      if (!message) return;
      addMessageToCache(client.cache, message);
      catchUpMark(client).advance(message);
      catchUpMark(client).deliveries++;
      if (isConversationListed(client.cache, message.conversationId) === false) void addMissingConversation(client, message.conversationId, scope);
      refreshUnread();
    },
    onError: logError('messageCreated'),
  });

  // Reactions, seen ticks and pins: normalizing the payload is the whole update.
  useSubscription(MessageUpdatedDocument, { onError: logError('messageUpdated') });

  // Removed by a moderator: gone from the open chat now, not at the next reload.
  useSubscription(MessageRemovedDocument, {
    onData: ({ data }) => {
      const removed = data.data?.messageRemoved;
      if (removed) removeMessageFromCache(client.cache, removed);
    },
    onError: logError('messageRemoved'),
  });

  // Who is online: the whole list at once, then on every change. Unknown without a socket.
  useSubscription(ActiveUsersDocument, {
    onData: ({ data }) => setOnlineUsers(data.data?.activeUsers ?? []),
    onError: logError('activeUsers'),
  });
  useEffect(() => {
    const forget = () => {
      if (realtime.getState().phase !== 'connected') setOnlineUsers([]);
    };
    const stop = realtime.subscribe(forget);
    return () => {
      stop();
      setOnlineUsers([]);
    };
  }, [realtime]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: { after: string | null; reconnect: boolean } | null = null;
    const schedule = (reconnect: boolean) => {
      // The mark is taken now, before the new socket's events move it past what was missed; a
      // catch-up still waiting from an earlier connect keeps its older starting point.
      pending = pending ? { after: pending.after, reconnect: pending.reconnect || reconnect } : { after: catchUpMark(client).cursor, reconnect };
      // The catch-up belongs to the session whose socket connected: signing out stops it.
      const { signal } = scope;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const run = pending!;
        pending = null;
        if (signal.aborted) return;
        catchUpMessages(client, { ...run, signal }).catch(
          reportWhileSignedIn(signal, (error) => {
            // Unreachable (offline, or the page going away mid-request): the mark has not
            // moved, so the next connect catches up from the same point; nothing to report.
            if (isNetworkFailure(error)) return;
            console.warn('[messages] catch-up failed', error);
          }),
        );
      }, CATCH_UP_DELAY_MS);
    };
    const stop = realtime.onConnected(schedule);
    // Mounted after the socket was acknowledged (the member's profile arrived later): that
    // acknowledgement was not heard, so close the gap now.
    if (realtime.getState().phase === 'connected') schedule(false);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, realtime, scope]);
}

/** The hook as a component, for messaging-realtime.tsx to load on demand. */
export function MessagingSubscriptions(): null {
  useMessagingRealtime();
  return null;
}

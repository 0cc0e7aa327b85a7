// Catching up after the socket (re)connects: fetch every message after the catch-up mark
// (missedMessages, oldest first, paged) and merge them without duplicates; drop the message
// lists no screen shows (they reload when opened); refresh what other events may have changed
// meanwhile (unread counts, pins, reactions, seen ticks, conversations created during the
// outage). On a first connect with no mark yet, the refresh closes the gap between data loaded
// before the subscriptions were listening and the first event they hear, and sets the mark.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import {
  ConversationMessagesDocument,
  ConversationPinsDocument,
  ConversationsDocument,
  MissedMessagesDocument,
  NewestMessageDocument,
  UnreadMessageCountDocument,
  type ConversationMessagesQueryVariables,
} from '../generated/graphql';
import { addMessageToCache } from './cache';
import { CatchUpMark, listsToEvict } from './catch-up-mark';
import { MESSAGES_PAGE_SIZE } from './message-order';
import { refetchWatched } from '../apollo/refetch-watched';
import { inSession } from '../session/session-scope';

const PAGE = 100;
const MAX_PAGES = 50;

const marks = new WeakMap<ApolloClient<NormalizedCacheObject>, CatchUpMark>();

/** The client's catch-up mark; it starts over when the store is cleared (sign-out). */
export function catchUpMark(client: ApolloClient<NormalizedCacheObject>): CatchUpMark {
  let mark = marks.get(client);
  if (!mark) {
    const created = new CatchUpMark();
    const forget = async () => created.reset();
    client.onClearStore(forget);
    client.onResetStore(forget);
    marks.set(client, created);
    mark = created;
  }
  return mark;
}

/** The conversations whose message list a mounted screen is watching. */
function openConversationIds(client: ApolloClient<NormalizedCacheObject>): Set<string> {
  const open = new Set<string>();
  for (const query of client.getObservableQueries('active').values()) {
    // By name: Apollo watches a transformed copy of the document, not the one passed in.
    if (query.queryName !== 'ConversationMessages') continue;
    const id = (query.variables as ConversationMessagesQueryVariables | undefined)?.conversationId;
    if (id) open.add(id);
  }
  return open;
}

function cachedConversationLists(client: ApolloClient<NormalizedCacheObject>): string[] {
  const root = (client.cache.extract() as Record<string, Record<string, unknown> | undefined>).ROOT_QUERY ?? {};
  const ids: string[] = [];
  for (const field of Object.keys(root)) {
    const args = /^messages\((\{.*\})\)$/.exec(field)?.[1] ?? /^messages:(\{.*\})$/.exec(field)?.[1];
    if (!args) continue;
    const id = (JSON.parse(args) as { conversationId?: unknown }).conversationId;
    if (typeof id === 'string') ids.push(id);
  }
  return ids;
}

function evictLists(client: ApolloClient<NormalizedCacheObject>, conversationIds: string[]): void {
  for (const conversationId of conversationIds) client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'messages', args: { conversationId } });
  if (conversationIds.length) client.cache.gc();
}

/**
 * `after` is the mark as it stood when the socket was acknowledged: events heard on the new
 * socket move the mark on before this runs, and starting after them would skip the outage.
 * `signal` is the session's: signing out cancels the requests and stops the catch-up between
 * its steps (it then rejects with the signal's reason).
 */
export async function catchUpMessages(
  client: ApolloClient<NormalizedCacheObject>,
  { after: start, reconnect, signal }: { after: string | null; reconnect: boolean; signal?: AbortSignal },
): Promise<number> {
  const mark = catchUpMark(client);
  const session = signal ? inSession(signal) : {};
  let after = start;
  let received = 0;
  for (let page = 0; after && page < MAX_PAGES; page++) {
    const { data } = await client.query({
      query: MissedMessagesDocument,
      variables: { after, first: PAGE },
      fetchPolicy: 'no-cache',
      ...session,
    });
    signal?.throwIfAborted();
    for (const message of data.missedMessages.nodes) {
      addMessageToCache(client.cache, message);
      mark.advance(message);
    }
    received += data.missedMessages.nodes.length;
    after = data.missedMessages.pageInfo.hasNextPage ? data.missedMessages.pageInfo.endCursor : null;
  }
  // Too much was missed to fetch it all: every list may have a hole, so all of them reload.
  const incomplete = after !== null;
  const open = incomplete ? new Set<string>() : openConversationIds(client);
  evictLists(client, listsToEvict(cachedConversationLists(client), open));
  if (start === null) {
    // No mark yet: the newest message of all my conversations, read after the subscriptions
    // were listening, is where the stream takes over (anything later is delivered live).
    const { data } = await client.query({ query: NewestMessageDocument, fetchPolicy: 'no-cache', ...session });
    signal?.throwIfAborted();
    for (const message of data.messages.nodes) mark.advance(message);
  }
  if (reconnect || incomplete || received > 0 || start === null) await refreshSettled(client, mark, signal);
  return received;
}

/**
 * Refetches the watched lists until no event arrived while a refetch was in flight: an answer
 * read before an event but written after it would otherwise undo it (a new conversation gone).
 */
async function refreshSettled(client: ApolloClient<NormalizedCacheObject>, mark: CatchUpMark, signal: AbortSignal | undefined): Promise<void> {
  const session = signal ? inSession(signal) : {};
  for (let round = 0; round < 3; round++) {
    if (signal?.aborted) return;
    const deliveries = mark.deliveries;
    try {
      // The open lists' newest pages (reactions, seen ticks) are merged in by a plain query: a
      // refetch would replace each list with that page, dropping older pages and what the
      // catch-up added.
      await Promise.all([
        refetchWatched(client, [ConversationsDocument, UnreadMessageCountDocument, ConversationPinsDocument]),
        ...[...openConversationIds(client)].map((conversationId) =>
          client.query({
            query: ConversationMessagesDocument,
            variables: { conversationId, first: MESSAGES_PAGE_SIZE, before: null },
            fetchPolicy: 'network-only',
            ...session,
          }),
        ),
      ]);
    } catch (error) {
      // Signing out rejects the refresh (the store is cleared under it): nobody is left to tell.
      if (signal?.aborted) return;
      // One list failing (say, a conversation that was deleted) does not stop the others.
      console.warn('[messages] refreshing after a reconnect failed', error);
    }
    if (mark.deliveries === deliveries) return;
  }
}

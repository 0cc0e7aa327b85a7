// Catching up: fetch every message newer than the newest one this browser has
// (missedMessages, oldest first, paged) and merge them without duplicates. After a dropped
// socket it also refreshes what other events may have changed meanwhile (unread counts, pins,
// reactions, seen ticks, conversations created during the outage). On a first connect it
// closes the gap between data loaded before the subscriptions were listening and the first
// event they hear.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import {
  ConversationMessagesDocument,
  ConversationsDocument,
  MissedMessagesDocument,
  UnreadMessageCountDocument,
  type MissedMessagesQuery,
  type MissedMessagesQueryVariables,
} from '../generated/graphql';
import { addMessageToCache, newestCachedCursor } from './cache';

const PAGE = 100;
const MAX_PAGES = 50;

export async function catchUpMessages(client: ApolloClient<NormalizedCacheObject>, { refresh }: { refresh: 'always' | 'if-missed' }): Promise<number> {
  let after = newestCachedCursor(client.cache);
  let received = 0;
  for (let page = 0; after && page < MAX_PAGES; page++) {
    const { data } = await client.query<MissedMessagesQuery, MissedMessagesQueryVariables>({
      query: MissedMessagesDocument,
      variables: { after, first: PAGE },
      fetchPolicy: 'no-cache',
    });
    for (const message of data.missedMessages.nodes) addMessageToCache(client.cache, message);
    received += data.missedMessages.nodes.length;
    after = data.missedMessages.pageInfo.hasNextPage ? data.missedMessages.pageInfo.endCursor : null;
  }
  if (refresh === 'always' || received > 0) {
    await client.refetchQueries({ include: [ConversationsDocument, UnreadMessageCountDocument, ConversationMessagesDocument] });
  }
  return received;
}

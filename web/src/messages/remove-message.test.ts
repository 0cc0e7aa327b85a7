// A message a moderator removed leaves the Apollo cache at once (messageRemoved): the
// conversation's list loses it, a reply keeps its text without the quote, the pins lose it and
// the latest message goes back to the one before; another conversation is untouched.
import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { removeMessageFromCache } from './cache';
import { messagingTypePolicies } from './cache-policies';

const MESSAGES = gql`
  query Messages($conversationId: ID!) {
    messages(conversationId: $conversationId) {
      nodes {
        id
        conversationId
        body
        createdAt
        seq
        clientId
        cursor
        replyTo {
          id
        }
      }
      pageInfo {
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`;
const CONVERSATION = gql`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id
      latestMessage {
        id
      }
      pinnedMessages {
        id
      }
    }
  }
`;

const message = (id: string, conversationId: string, second: number, replyTo: string | null = null) => ({
  __typename: 'Message',
  id,
  conversationId,
  body: `text of ${id}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString(),
  seq: String(second),
  clientId: null,
  cursor: `cursor-${id}`,
  replyTo: replyTo ? { __typename: 'Message', id: replyTo } : null,
});

function cacheWith() {
  const cache = new InMemoryCache({ typePolicies: messagingTypePolicies });
  const page = (conversationId: string, nodes: ReturnType<typeof message>[]) =>
    cache.writeQuery({
      query: MESSAGES,
      variables: { conversationId },
      data: { messages: { __typename: 'MessagePage', nodes, pageInfo: { __typename: 'PageInfo', hasPreviousPage: false, startCursor: null, endCursor: null } } },
    });
  page('c1', [message('m1', 'c1', 1), message('m2', 'c1', 2), message('m3', 'c1', 3, 'm2')]);
  page('c2', [message('n1', 'c2', 1)]);
  cache.writeQuery({
    query: CONVERSATION,
    variables: { id: 'c1' },
    data: {
      conversation: { __typename: 'Conversation', id: 'c1', latestMessage: { __typename: 'Message', id: 'm3' }, pinnedMessages: [{ __typename: 'Message', id: 'm2' }] },
    },
  });
  return cache;
}

const idsOf = (cache: InMemoryCache, conversationId: string) =>
  cache.readQuery<{ messages: { nodes: { id: string; replyTo: { id: string } | null }[] } }>({ query: MESSAGES, variables: { conversationId } })!.messages.nodes;

describe('removeMessageFromCache', () => {
  it('takes the message out of its list, the pins and the reply quoting it', () => {
    const cache = cacheWith();
    removeMessageFromCache(cache, { id: 'm2', conversationId: 'c1' });
    expect(idsOf(cache, 'c1')).toMatchObject([
      { id: 'm1', replyTo: null },
      { id: 'm3', replyTo: null },
    ]);
    expect(cache.readQuery({ query: CONVERSATION, variables: { id: 'c1' } })).toMatchObject({ conversation: { latestMessage: { id: 'm3' }, pinnedMessages: [] } });
    expect(cache.extract()['Message:m2']).toBeUndefined();
    expect(idsOf(cache, 'c2').map((m) => m.id)).toEqual(['n1']);
  });

  it('moves the latest message back to the one before it', () => {
    const cache = cacheWith();
    removeMessageFromCache(cache, { id: 'm3', conversationId: 'c1' });
    expect(idsOf(cache, 'c1').map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(cache.readQuery({ query: CONVERSATION, variables: { id: 'c1' } })).toMatchObject({
      conversation: { latestMessage: { id: 'm2' }, pinnedMessages: [{ id: 'm2' }] },
    });
  });

  it('leaves the cache as it was for a message it never had', () => {
    const cache = cacheWith();
    const before = cache.extract();
    removeMessageFromCache(cache, { id: 'elsewhere', conversationId: 'c9' });
    expect(cache.extract()).toEqual(before);
  });
});

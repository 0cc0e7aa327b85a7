import { describe, expect, it } from 'vitest';
import { entriesOf } from './forget-member';

describe('entriesOf', () => {
  it("finds the member's posts, reposts of them and notifications they caused, nothing else", () => {
    const snapshot = {
      ROOT_QUERY: { __typename: 'Query' },
      'User:bob': { __typename: 'User', id: 'bob' },
      'Post:1': { __typename: 'Post', id: '1', user: { __ref: 'User:bob' } },
      'Post:2': { __typename: 'Post', id: '2', user: { __ref: 'User:carl' }, originalPost: { __ref: 'Post:1' } },
      'Post:3': { __typename: 'Post', id: '3', user: { __ref: 'User:carl' }, originalPost: null },
      'Notification:n': { __typename: 'Notification', id: 'n', actor: { __ref: 'User:bob' } },
      'Notification:m': { __typename: 'Notification', id: 'm', actor: { __ref: 'User:carl' } },
    };
    expect(entriesOf(snapshot, 'bob').sort()).toEqual(['Notification:n', 'Post:1', 'Post:2']);
    expect(entriesOf(snapshot, 'nobody')).toEqual([]);
  });
});

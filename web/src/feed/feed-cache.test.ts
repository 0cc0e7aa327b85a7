// The feed lists in a real Apollo cache with the app's policies: pages append without
// duplicates, a first page replaces, own posts go on top, deleted posts and their reposts go.
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { HomeFeedDocument, UserPostsDocument, type FeedPostFragment, type HomeFeedQuery, type PostBodyFragment, type UserPostsQuery } from '../generated/graphql';
import { feedTypePolicies } from './feed-cache';
import { prependPost, removePost } from './feed-updates';

function body(id: string, overrides: Partial<PostBodyFragment> = {}): PostBodyFragment {
  return {
    __typename: 'Post',
    id,
    userId: 'u1',
    user: { __typename: 'User', id: 'u1', name: 'Ann', username: 'ann', image: null, bio: null, followers: 0, following: 0, followedByMe: false },
    content: `post ${id}`,
    type: 'POST',
    medias: [],
    locationName: null,
    routeData: null,
    meal: null,
    exerciseAnalysis: null,
    challenge: null,
    poll: null,
    likeCount: 0,
    repostCount: 0,
    quoteCount: 0,
    replyCount: 0,
    bookmarkCount: 0,
    viewCount: 0,
    liked: false,
    bookmarked: false,
    reposted: false,
    originalPostId: null,
    parentId: null,
    status: 'POSTED',
    createdAt: '2026-01-01T00:00:00.000Z',
    cursor: `cursor-${id}`,
    contentWarning: null,
    editedAt: null,
    replyPolicy: 'EVERYONE',
    quotePolicy: 'EVERYONE',
    canReply: true,
    canQuote: true,
    ...overrides,
  };
}

const post = (id: string, overrides: Partial<PostBodyFragment> = {}, original: PostBodyFragment | null = null): FeedPostFragment => ({
  ...body(id, overrides),
  originalPost: original,
});

function page(nodes: FeedPostFragment[], hasNextPage: boolean): HomeFeedQuery {
  return { homeFeed: { __typename: 'PostConnection', nodes, pageInfo: { __typename: 'FeedPageInfo', hasNextPage, endCursor: nodes.at(-1)?.cursor ?? null } } };
}

const ids = (cache: InMemoryCache) => cache.readQuery<HomeFeedQuery>({ query: HomeFeedDocument, variables: { first: 10, after: null } })?.homeFeed.nodes.map((p) => p.id);

describe('feed cache', () => {
  it('appends next pages without duplicates; a first page replaces the list', () => {
    const cache = new InMemoryCache({ typePolicies: feedTypePolicies });
    cache.writeQuery({ query: HomeFeedDocument, variables: { first: 10, after: null }, data: page([post('p3'), post('p2')], true) });
    cache.writeQuery({ query: HomeFeedDocument, variables: { first: 10, after: 'cursor-p2' }, data: page([post('p2'), post('p1')], false) });
    expect(ids(cache)).toEqual(['p3', 'p2', 'p1']);
    cache.writeQuery({ query: HomeFeedDocument, variables: { first: 10, after: null }, data: page([post('p4'), post('p3')], true) });
    expect(ids(cache)).toEqual(['p4', 'p3']);
  });

  it('puts my new post on top of the home feed and my profile feed, once', () => {
    const cache = new InMemoryCache({ typePolicies: feedTypePolicies });
    cache.writeQuery({ query: HomeFeedDocument, variables: { first: 10, after: null }, data: page([post('p1')], false) });
    const profile: UserPostsQuery = { userPosts: { ...page([post('p1')], false).homeFeed } };
    cache.writeQuery({ query: UserPostsDocument, variables: { userId: 'u1', first: 10, after: null }, data: profile });
    prependPost(cache, post('p2'));
    prependPost(cache, post('p2'));
    expect(ids(cache)).toEqual(['p2', 'p1']);
    const mine = cache.readQuery<UserPostsQuery>({ query: UserPostsDocument, variables: { userId: 'u1', first: 10, after: null } });
    expect(mine?.userPosts.nodes.map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('removes a deleted post and the reposts of it, but keeps quotes of it', () => {
    const cache = new InMemoryCache({ typePolicies: feedTypePolicies });
    const original = body('p1');
    cache.writeQuery({
      query: HomeFeedDocument,
      variables: { first: 10, after: null },
      data: page(
        [post('r1', { type: 'REPOST', originalPostId: 'p1' }, original), post('q1', { type: 'QUOTE', originalPostId: 'p1' }, original), post('p1'), post('p0')],
        false,
      ),
    });
    removePost(cache, 'p1');
    expect(ids(cache)).toEqual(['q1', 'p0']);
    const quote = cache.readQuery<HomeFeedQuery>({ query: HomeFeedDocument, variables: { first: 10, after: null } })?.homeFeed.nodes[0];
    expect(quote?.originalPost).toBeNull();
    expect(cache.identify({ __typename: 'Post', id: 'p1' }) && cache.extract()['Post:p1']).toBeFalsy();
  });
});

// Settings and privacy from the outside (issue 23 item 4, docs/settings.md): member A makes a
// choice through the gateway, member B is refused or does not find A, and A's follower is let
// in where the rule says followers. Each rule is enforced by the subgraph owning the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { accounts } from '../index.js';
import { client, expectError, expectFailure, expectOk, members, ok, registerMember, restClient, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let gql: ReturnType<typeof client>;
const api = restClient(() => stack);
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', ADMIN_EMAILS: 'settings-admin@example.com' } });
  gql = client(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const PRIVACY = '{ privacySettings { id profileVisibility whoMayMessageMe followListsVisibility activityInFeeds discoverable } }';
const SET_PRIVACY =
  'mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id profileVisibility whoMayMessageMe followListsVisibility activityInFeeds discoverable } }';
const SETTINGS = '{ settings { theme compactMode language availableLanguages notificationPreferences { webPath query mutation } } }';
const SET_SETTINGS = 'mutation($input: SettingsInput!) { updateSettings(input: $input) { theme compactMode language } }';
const FIND = 'query($u: String) { findUser(username: $u) { id username bio } }';
const USER = 'query($id: ID!) { user(id: $id) { id name username bio bioLink } }';
const USER_POSTS = 'query($id: ID!) { userPosts(userId: $id) { nodes { id } } }';
const FOLLOWERS = 'query($id: ID!) { followersOf(userId: $id) { nodes { id } } }';
const FOLLOWING = 'query($id: ID!) { followingOf(userId: $id) { nodes { id } } }';
const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { id } }';
const OPEN = 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }';
const SEND = 'mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { id } }';
const SEARCH = 'query($q: String!) { searchUsers(q: $q) { id } }';
const FEED = '{ homeFeed(first: 50) { nodes { id type user { id } originalPost { id } } } }';

async function choose(m: Member, input: Record<string, unknown>) {
  return ok(await gql(SET_PRIVACY, { input }, m.token)).updatePrivacySettings;
}
async function follow(follower: Member, followee: Member) {
  ok(await gql(FOLLOW, { id: followee.user.id }, follower.token));
}

describe('defaults: what members who never touch settings get', () => {
  it("are today's behaviour, read over GraphQL and REST", async () => {
    const [a] = await members(stack, 1);
    expect(ok(await gql(PRIVACY, {}, a.token)).privacySettings).toEqual({
      id: a.user.id,
      profileVisibility: 'EVERYONE',
      whoMayMessageMe: 'EVERYONE',
      followListsVisibility: 'EVERYONE',
      activityInFeeds: true,
      discoverable: true,
    });
    expect(expectOk(await api('GET', '/settings/privacy', { token: a.token }))).toEqual({
      privacy: { profileVisibility: 'EVERYONE', whoMayMessageMe: 'EVERYONE', followListsVisibility: 'EVERYONE', activityInFeeds: true, discoverable: true },
    });
    expect(ok(await gql(SETTINGS, {}, a.token)).settings).toEqual({
      theme: 'SYSTEM',
      compactMode: false,
      language: 'en',
      availableLanguages: ['en'],
      notificationPreferences: { webPath: '/notifications', query: 'notificationPreferences', mutation: 'updateNotificationPreferences' },
    });
    expectError(await gql(PRIVACY, {}), 'UNAUTHENTICATED');
    expect((await api('GET', '/settings', {})).status).toBe(401);
  });
});

describe('general settings', () => {
  it('round-trip over GraphQL and REST; only the fields given change', async () => {
    const [a] = await members(stack, 1);
    expect(ok(await gql(SET_SETTINGS, { input: { theme: 'DARK' } }, a.token)).updateSettings).toEqual({ theme: 'DARK', compactMode: false, language: 'en' });
    expect(expectOk(await api('PUT', '/settings', { token: a.token, body: { compactMode: true } })).settings).toMatchObject({
      theme: 'DARK',
      compactMode: true,
      language: 'en',
    });
    expect(expectOk(await api('GET', '/settings', { token: a.token })).settings).toMatchObject({ theme: 'DARK', compactMode: true });
    expect(ok(await gql(SETTINGS, {}, a.token)).settings).toMatchObject({ theme: 'DARK', compactMode: true, language: 'en' });
  });

  it('refuse a bad field by name and change nothing', async () => {
    const [a] = await members(stack, 1);
    expectError(await gql(SET_SETTINGS, { input: { theme: 'LIGHT', language: 'xx' } }, a.token), 'BAD_USER_INPUT', 'language must be one of: en', 'language');
    expectError(await gql(SET_SETTINGS, { input: { compactMode: null } }, a.token), 'BAD_USER_INPUT', 'compactMode must be true or false', 'compactMode');
    expectFailure(await api('PUT', '/settings', { token: a.token, body: { theme: 'PINK' } }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'theme',
      message: 'theme must be one of LIGHT, DARK, SYSTEM',
    });
    expectFailure(await api('PUT', '/settings/privacy', { token: a.token, body: { profileVisibility: 'FRIENDS', discoverable: false } }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'profileVisibility',
      message: 'profileVisibility must be one of EVERYONE, FOLLOWERS, ONLY_ME',
    });
    // Nothing was applied, not even the valid fields sent beside the bad one.
    expect(ok(await gql(SETTINGS, {}, a.token)).settings.theme).toBe('SYSTEM');
    expect(ok(await gql(PRIVACY, {}, a.token)).privacySettings.discoverable).toBe(true);
  });

  it("the account facts are the member's own", async () => {
    const [a] = await members(stack, 1);
    const facts = expectOk(await api('GET', '/settings/account', { token: a.token })).account;
    expect(facts).toMatchObject({
      id: a.user.id,
      email: a.input.email,
      username: a.user.username,
      role: 'MEMBER',
      emailVerified: false,
      suspended: false,
      suspendedUntil: null,
    });
    expect(facts.activeSessions).toBe(1);
    ok(await gql('mutation { logout }', {}, a.token));
    const again = await api('POST', '/auth/login', { body: { email: a.input.email, password: a.input.password } });
    expect(expectOk(await api('GET', '/settings/account', { token: again.json.token })).account.activeSessions).toBe(1);
  });
});

describe('privacy round trip', () => {
  it('a PUT over REST is read back over GraphQL, and the other way round', async () => {
    const [a] = await members(stack, 1);
    const body = { profileVisibility: 'FOLLOWERS', whoMayMessageMe: 'FOLLOWING', followListsVisibility: 'ONLY_ME', activityInFeeds: false, discoverable: false };
    expect(expectOk(await api('PUT', '/settings/privacy', { token: a.token, body })).privacy).toEqual(body);
    expect(ok(await gql(PRIVACY, {}, a.token)).privacySettings).toEqual({ id: a.user.id, ...body });
    // Only the field given changes.
    expect(await choose(a, { whoMayMessageMe: 'NOBODY' })).toEqual({ id: a.user.id, ...body, whoMayMessageMe: 'NOBODY' });
    expect(expectOk(await api('GET', '/settings/privacy', { token: a.token })).privacy).toEqual({ ...body, whoMayMessageMe: 'NOBODY' });
    // Each choice is stored by the subgraph enforcing it.
    expect(await sql(stack, 'SELECT who_may_message_me FROM messaging.privacy_settings WHERE user_id = $1', [a.user.id])).toEqual([{ who_may_message_me: 'NOBODY' }]);
    expect(await sql(stack, 'SELECT profile_visibility FROM social.privacy_settings WHERE user_id = $1', [a.user.id])).toEqual([{ profile_visibility: 'FOLLOWERS' }]);
    expect(await sql(stack, 'SELECT discoverable FROM accounts.member_settings WHERE user_id = $1', [a.user.id])).toEqual([{ discoverable: false }]);
  });

  it('never half-applies: when one owner fails, what was applied is put back and the answer says nothing changed', async () => {
    const [a] = await members(stack, 1);
    // Messaging will refuse to store NOBODY (its write fails); social applies first, accounts last.
    await sql(stack, "ALTER TABLE messaging.privacy_settings ADD CONSTRAINT settings_test_refuses CHECK (who_may_message_me <> 'NOBODY') NOT VALID");
    try {
      const r = await gql(SET_PRIVACY, { input: { profileVisibility: 'ONLY_ME', whoMayMessageMe: 'NOBODY', discoverable: false } }, a.token);
      expectError(r, 'SERVICE_UNAVAILABLE', 'Your privacy settings could not be saved right now. Nothing was changed; please try again.');
    } finally {
      await sql(stack, 'ALTER TABLE messaging.privacy_settings DROP CONSTRAINT settings_test_refuses');
    }
    expect(ok(await gql(PRIVACY, {}, a.token)).privacySettings).toMatchObject({ profileVisibility: 'EVERYONE', whoMayMessageMe: 'EVERYONE', discoverable: true });
  });

  it("a member reads only their own choices: the entity lookup of another's is refused by each owner", async () => {
    const [a, b] = await members(stack, 2);
    await choose(a, { profileVisibility: 'ONLY_ME' });
    // Straight to each subgraph (the gateway does not serve _entities), as B asking for A's.
    for (const service of ['accounts', 'social', 'messaging']) {
      const url = stack.subgraphs.find((s) => s.name === service)!.url;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({
          query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on PrivacySettings { id } } }',
          variables: { r: [{ __typename: 'PrivacySettings', id: a.user.id }] },
        }),
      });
      const body = (await res.json()) as { data?: { _entities: unknown[] }; errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code, service).toBe('FORBIDDEN');
      expect(body.data?._entities?.[0] ?? null, service).toBeNull();
    }
  });
});

describe('profile visibility (social for the posts, accounts for the profile fields)', () => {
  it('FOLLOWERS: a stranger and a signed-out visitor get "This profile is private"; a follower and the member see it', async () => {
    const [a, stranger, follower] = await members(stack, 3);
    ok(await gql('mutation { updateProfile(input: { bio: "my private bio" }) { id } }', {}, a.token));
    ok(await gql('mutation { createPost(input: { content: "for my followers" }) { id } }', {}, a.token));
    await follow(follower, a);
    await choose(a, { profileVisibility: 'FOLLOWERS' });

    for (const [who, token] of [
      ['stranger', stranger.token],
      ['anonymous', undefined],
    ] as const) {
      const found = expectError(await gql(FIND, { u: a.user.username }, token), 'FORBIDDEN', 'This profile is private');
      expect(found.extensions?.reason, who).toBe('PROFILE_PRIVATE');
      expectError(await gql(USER_POSTS, { id: a.user.id }, token), 'FORBIDDEN', 'This profile is private');
      // Still nameable beside their content, without the profile's fields.
      expect(ok(await gql(USER, { id: a.user.id }, token)).user).toMatchObject({ username: a.user.username, bio: null });
    }
    expectFailure(await api('GET', `/users/find?username=${a.user.username}`, { token: stranger.token }), 403, {
      code: 'FORBIDDEN',
      message: 'This profile is private',
      reason: 'PROFILE_PRIVATE',
    });
    // The spec's profile path by id is the profile too: refused alike, signed in or not.
    for (const token of [stranger.token, undefined]) {
      expectFailure(await api('GET', `/users/${a.user.id}`, { token }), 403, { code: 'FORBIDDEN', message: 'This profile is private', reason: 'PROFILE_PRIVATE' });
    }

    for (const m of [follower, a]) {
      expect(ok(await gql(FIND, { u: a.user.username }, m.token)).findUser).toMatchObject({ id: a.user.id, bio: 'my private bio' });
      expect(ok(await gql(USER_POSTS, { id: a.user.id }, m.token)).userPosts.nodes).toHaveLength(1);
      expect(expectOk(await api('GET', `/users/${a.user.id}`, { token: m.token })).user).toMatchObject({ id: a.user.id, bio: 'my private bio' });
    }
  });

  it('ONLY_ME: even a follower and an admin are refused', async () => {
    const [a, follower] = await members(stack, 2);
    await follow(follower, a);
    await choose(a, { profileVisibility: 'ONLY_ME' });
    expectError(await gql(FIND, { u: a.user.username }, follower.token), 'FORBIDDEN', 'This profile is private');
    expectError(await gql(USER_POSTS, { id: a.user.id }, follower.token), 'FORBIDDEN', 'This profile is private');
    // Admins are not exempt: the admin subgraph's own operations read account records instead.
    const admin = await registerMember(stack, { email: 'settings-admin@example.com' });
    expectError(await gql(FIND, { u: a.user.username }, admin.token), 'FORBIDDEN', 'This profile is private');
    expectError(await gql(USER_POSTS, { id: a.user.id }, admin.token), 'FORBIDDEN', 'This profile is private');
    ok(await gql(FIND, { u: a.user.username }, a.token));
    // Back to everyone: the stranger sees it again.
    await choose(a, { profileVisibility: 'EVERYONE' });
    ok(await gql(FIND, { u: a.user.username }, follower.token));
  });
});

describe('who may message me (messaging)', () => {
  it('NOBODY refuses a new conversation and a message into an existing one', async () => {
    const [a, b] = await members(stack, 2);
    const conversation = ok(await gql(OPEN, { id: a.user.id }, b.token)).createConversation.id;
    ok(await gql(SEND, { c: conversation, b: 'hello before' }, b.token));
    await choose(a, { whoMayMessageMe: 'NOBODY' });
    const refused = expectError(await gql(SEND, { c: conversation, b: 'hello after' }, b.token), 'FORBIDDEN', 'This member does not accept messages from you');
    expect(refused.extensions?.reason).toBe('MESSAGES_NOT_ACCEPTED');
    const [c] = await members(stack, 1);
    expectError(await gql(OPEN, { id: a.user.id }, c.token), 'FORBIDDEN', 'This member does not accept messages from you');
    // A can still write to B (B accepts everyone).
    ok(await gql(SEND, { c: conversation, b: 'I can still write' }, a.token));
  });

  it('FOLLOWING lets in only the people the member follows', async () => {
    const [a, followed, other] = await members(stack, 3);
    await choose(a, { whoMayMessageMe: 'FOLLOWING' });
    // Following A is not enough: A must follow them.
    await follow(other, a);
    expectError(await gql(OPEN, { id: a.user.id }, other.token), 'FORBIDDEN', 'This member does not accept messages from you');
    await follow(a, followed);
    const conversation = ok(await gql(OPEN, { id: a.user.id }, followed.token)).createConversation.id;
    ok(await gql(SEND, { c: conversation, b: 'you follow me' }, followed.token));
    expectFailure(await api('POST', '/conversations', { token: other.token, body: { targetUserId: a.user.id } }), 403, {
      code: 'FORBIDDEN',
      message: 'This member does not accept messages from you',
      reason: 'MESSAGES_NOT_ACCEPTED',
    });
  });
});

describe('who may see my followers and following lists (social)', () => {
  it('FOLLOWERS: a stranger is refused, a follower and the member see them; the counts stay', async () => {
    const [a, stranger, follower] = await members(stack, 3);
    await follow(follower, a);
    await follow(a, stranger);
    await choose(a, { followListsVisibility: 'FOLLOWERS' });
    for (const list of [FOLLOWERS, FOLLOWING]) {
      expectError(await gql(list, { id: a.user.id }, stranger.token), 'FORBIDDEN', "This member's followers and following lists are private");
      expectError(await gql(list, { id: a.user.id }), 'FORBIDDEN', "This member's followers and following lists are private");
      ok(await gql(list, { id: a.user.id }, follower.token));
      ok(await gql(list, { id: a.user.id }, a.token));
    }
    expect(ok(await gql('query($id: ID!) { user(id: $id) { followers following } }', { id: a.user.id }, stranger.token)).user).toEqual({ followers: 1, following: 1 });
    await choose(a, { followListsVisibility: 'ONLY_ME' });
    expectError(await gql(FOLLOWERS, { id: a.user.id }, follower.token), 'FORBIDDEN');
    expect(ok(await gql(FOLLOWERS, { id: a.user.id }, a.token)).followersOf.nodes).toEqual([{ id: follower.user.id }]);
  });
});

describe("whether my activity shows in others' feeds (social)", () => {
  it("hidden: A's reposts leave their followers' home feeds, A's own posts stay, and A still sees them", async () => {
    const [a, author, follower] = await members(stack, 3);
    const original = ok(await gql('mutation { createPost(input: { content: "worth sharing" }) { id } }', {}, author.token)).createPost.id;
    const own = ok(await gql('mutation { createPost(input: { content: "my own words" }) { id } }', {}, a.token)).createPost.id;
    ok(await gql('mutation($id: ID!) { repost(id: $id) { id } }', { id: original }, a.token));
    await follow(follower, a);
    const repostsBy = (feed: { type: string; user: { id: string } }[]) => feed.filter((p) => p.type === 'REPOST' && p.user.id === a.user.id);

    expect(repostsBy(ok(await gql(FEED, {}, follower.token)).homeFeed.nodes)).toHaveLength(1);
    await choose(a, { activityInFeeds: false });
    const feed = ok(await gql(FEED, {}, follower.token)).homeFeed.nodes;
    expect(repostsBy(feed)).toHaveLength(0);
    expect(feed.map((p: { id: string }) => p.id)).toContain(own);
    expect(repostsBy(ok(await gql(FEED, {}, a.token)).homeFeed.nodes)).toHaveLength(1);
    await choose(a, { activityInFeeds: true });
    expect(repostsBy(ok(await gql(FEED, {}, follower.token)).homeFeed.nodes)).toHaveLength(1);
  });
});

describe('discoverable in search (accounts)', () => {
  it('not discoverable: absent from user search, still reachable by direct link', async () => {
    const [a, b] = await members(stack, 2);
    const found = async () => ok(await gql(SEARCH, { q: a.user.username }, b.token)).searchUsers.map((u: { id: string }) => u.id);
    expect(await found()).toContain(a.user.id);
    await choose(a, { discoverable: false });
    expect(await found()).not.toContain(a.user.id);
    expect(expectOk(await api('GET', `/users/search?q=${a.user.username}`, { token: b.token })).users).toEqual([]);
    expect(ok(await gql(FIND, { u: a.user.username }, b.token)).findUser.id).toBe(a.user.id);
    // Unless the profile is private too.
    await choose(a, { profileVisibility: 'ONLY_ME' });
    expectError(await gql(FIND, { u: a.user.username }, b.token), 'FORBIDDEN', 'This profile is private');
  });
});

describe("the member's data (docs/member-data.md)", () => {
  it("accounts exports the member's settings and erases them (twice is the same)", async () => {
    const [a] = await members(stack, 1);
    ok(await gql(SET_SETTINGS, { input: { theme: 'DARK' } }, a.token));
    await choose(a, { profileVisibility: 'FOLLOWERS', whoMayMessageMe: 'NOBODY', discoverable: false });
    // Accounts' share here; social's and messaging's in their privacy/member-data.gateway.test.ts.
    const exported = await exportMember(accounts, servicesOf(stack, 'accounts'), a.user.id);
    expect(exported.json.settings).toEqual([expect.objectContaining({ theme: 'DARK', compactMode: false, language: 'en', discoverable: false })]);
    await eraseMember(accounts, servicesOf(stack, 'accounts'), a.user.id);
    await eraseMember(accounts, servicesOf(stack, 'accounts'), a.user.id);
    expect((await schemaHolding(stack, 'accounts', a.user.id)).filter((c) => c.includes('member_settings'))).toEqual([]);
  });
});

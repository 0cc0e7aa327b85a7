// The authorization matrix: every operation that touches an owned object, tried by each kind
// of caller, with the outcome we promise. matrix.test.ts builds the world once (fixtures.ts),
// sends every row as every column through the gateway (and each REST path the row names) and
// reports every cell that differs. A new operation gets a row here, not a new test; the test
// fails when an operation of the composed schema or a REST route is in no row and not in
// NO_OWNED_OBJECT below. How to add a row: docs/authz-matrix.md.
//
// Columns (Actor):
//   anonymous  no token
//   stranger   a member with no relation to the object
//   owner      the member the object belongs to: its author, a participant of the conversation
//              or call, the recipient of the notification, the member themself
//   moderator  a member with moderator rights once communities bring them; there are none yet,
//              so today this column is a plain member and every row expects what a stranger gets
//   admin      Role.ADMIN (ADMIN_EMAILS at registration)
//   suspended  a member suspended by an admin, sending the token issued before the suspension:
//              refused everywhere, subscriptions included
//
// Outcomes:
//   allowed    the operation succeeds (a read shows the object, see `shows`)
//   hidden     it succeeds, but the object is not in the answer (a list without it, a null field)
//   a code     the first error's extensions.code (REST: the answer's `code`); a subscription
//              refused at connection (no live token) counts as UNAUTHENTICATED

import { healthDailyRows } from './rows/health-daily.js';
import type { Actor, Fixtures } from './fixtures.js';
import {
  A,
  H,
  U,
  F,
  BAD,
  MEMBERS,
  PUBLIC,
  OWN_LIST,
  PARTICIPANTS,
  AUTHOR_UNSEEN,
  AUTHOR_MEMBER_UNSEEN,
  AUTHOR_CHANGES,
  NOBODY_MEMBER,
  NOBODY_PUBLIC,
  ADMINS,
  NOT_SELF,
  type Row,
} from './expectations.js';
import { healthActivitiesRows } from './rows/health-activities.js';
import { healthMealsRows } from './rows/health-meals.js';
export type { Expectations, Outcome, RestCase, RestRequest, Row, Shows } from './expectations.js';
import { healthWearablesRows } from './rows/health-wearables.js';
import { healthImportsRows } from './rows/health-imports.js';
import { healthAssistantRows } from './rows/health-assistant.js';

/** Operations that touch no owned object: nothing to authorize beyond what they are. */
export const NO_OWNED_OBJECT: Record<string, string> = {
  register: 'creates an account; its answer is the new member only',
  login: 'credentials are the authorization; lockout has its own tests (accounts)',
  searchPlaces: 'the offline gazetteer: public reference data',
  nearestPlace: 'the offline gazetteer: public reference data',
  mapSettings: 'the public map token (a pk. token is public by design): reference data',
  exerciseCatalogue: "the form analyzer's exercises: public reference data (each lists only the caller's own limitations)",
  longevityTips: 'public-health tips with their sources: reference data',
  searchFoods: 'the USDA SR28 food table: public reference data',
};

/** REST routes that run an operation of NO_OWNED_OBJECT. */
export const REST_NO_OWNED_OBJECT: Record<string, string> = {
  'POST /auth/login': 'login',
  'POST /auth/register': 'register',
};

const id = (value: (f: Fixtures) => string) => (f: Fixtures) => ({ id: value(f) });
const path = (value: (f: Fixtures) => string) => (f: Fixtures) => ({ params: { id: value(f) } });
const owner = (f: Fixtures) => f.members.owner;

const POST = 'query($id: ID!) { post(id: $id) { id } }';
const USER_EMAIL = 'query($id: ID!) { user(id: $id) { id email } }';

// ---------------------------------------------------------------- accounts
const accounts: Row[] = [
  { operation: 'me', about: 'the caller themself', document: '{ me { id } }', expect: MEMBERS, rest: [{ route: 'GET /auth/me' }] },
  {
    operation: 'refresh',
    about: "the caller's session",
    document: 'mutation { refresh { token } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /auth/refresh' }],
  },
  {
    operation: 'logout',
    about: "the caller's session",
    document: 'mutation { logout }',
    freshSession: true,
    expect: MEMBERS,
    rest: [{ route: 'POST /auth/logout' }],
  },
  {
    operation: 'user',
    about: "the owner's email address",
    document: USER_EMAIL,
    variables: id((f) => owner(f).user.id),
    shows: ['user.email', (f) => owner(f).input.email],
    expect: { anonymous: H, stranger: H, owner: A, moderator: H, admin: A, suspended: U },
    rest: [{ route: 'GET /users/:id', request: path((f) => owner(f).user.id), shows: ['user.email', (f) => owner(f).input.email] }],
  },
  {
    operation: 'findUser',
    about: "the owner's email address",
    document: 'query($id: ID) { findUser(id: $id) { id email } }',
    variables: id((f) => owner(f).user.id),
    shows: ['findUser.email', (f) => owner(f).input.email],
    expect: { anonymous: H, stranger: H, owner: A, moderator: H, admin: A, suspended: U },
    rest: [{ route: 'GET /users/find', request: (f) => ({ query: { id: owner(f).user.id } }), shows: ['user.email', (f) => owner(f).input.email] }],
  },
  {
    operation: 'searchUsers',
    about: "the owner's email address (search never lists the caller)",
    document: 'query($q: String!) { searchUsers(q: $q) { id email } }',
    variables: (f) => ({ q: owner(f).user.username }),
    shows: ['searchUsers.*.email', (f) => owner(f).input.email],
    expect: { anonymous: U, stranger: H, owner: H, moderator: H, admin: A, suspended: U },
    rest: [
      {
        route: 'GET /users/search',
        request: (f) => ({ query: { q: owner(f).user.username } }),
        // The REST answer carries no email at all: the owner is found (or, for themself, not).
        shows: ['users.*.id', (f) => owner(f).user.id],
        expect: { stranger: A, moderator: A },
      },
    ],
  },
  {
    operation: 'updateProfile',
    about: "the caller's own profile",
    document: 'mutation { updateProfile(input: { bio: "authz" }) { id } }',
    expect: MEMBERS,
    rest: [
      { route: 'PUT /users/me', request: () => ({ body: { bio: 'authz' } }) },
      { route: 'PUT /users/profile', request: () => ({ body: { bio: 'authz' } }) },
    ],
  },
  {
    operation: 'suspendUser',
    about: 'a member (the owner: themself)',
    document: 'mutation($id: ID!) { suspendUser(userId: $id) { id } }',
    // Only the admin's attempt should work, on a member of its own; the others would hit the participant.
    variables: async (f, actor) => ({ id: actor === 'admin' ? (await f.fresh.member()).user.id : actor === 'owner' ? owner(f).user.id : f.members.participant.user.id }),
    expect: ADMINS,
  },
  {
    operation: 'unsuspendUser',
    about: 'a suspended member (the owner: themself)',
    document: 'mutation($id: ID!) { unsuspendUser(userId: $id) { id } }',
    // Only the admin's attempt should work, on a member of its own; the others would lift the suspended column's suspension.
    variables: async (f, actor) => {
      if (actor === 'owner') return { id: owner(f).user.id };
      if (actor !== 'admin') return { id: f.members.suspended.user.id };
      const target = await f.fresh.member();
      await f.run('mutation($id: ID!) { suspendUser(userId: $id) { id } }', { id: target.user.id }, f.members.admin.token);
      return { id: target.user.id };
    },
    expect: ADMINS,
  },
];

// ---------------------------------------------------------------- messaging
const conversationId = (f: Fixtures) => ({ id: f.conversation });
const messageId = (f: Fixtures) => ({ id: f.message });
// Only the owner, who is expected to change the call, gets a new one (a new member's, since a
// conversation rings one call at a time, and registering is the slow part of the run); the
// others are refused before anything changes, so they try the shared call.
const ringingId = (from: 'owner' | 'partner') => (f: Fixtures, actor: Actor) => (actor === 'owner' ? f.fresh.call(from) : Promise.resolve(f.call));
const ringing = (from: 'owner' | 'partner') => async (f: Fixtures, actor: Actor) => ({ id: await ringingId(from)(f, actor) });
const ringingPath = (from: 'owner' | 'partner') => async (f: Fixtures, actor: Actor) => ({ params: { id: await ringingId(from)(f, actor) } });

const messaging: Row[] = [
  {
    operation: 'conversations',
    about: "the owner's conversation",
    document: '{ conversations { id } }',
    shows: ['conversations.*.id', (f) => f.conversation],
    expect: OWN_LIST,
    rest: [{ route: 'GET /conversations', shows: ['conversations.*.id', (f) => f.conversation] }],
  },
  {
    operation: 'conversation',
    about: "the owner's conversation",
    document: 'query($id: ID!) { conversation(id: $id) { id } }',
    variables: conversationId,
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /conversations/:id', request: path((f) => f.conversation) }],
  },
  {
    operation: 'createConversation',
    about: 'a conversation with the owner',
    document: 'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }',
    variables: id((f) => owner(f).user.id),
    expect: NOT_SELF,
    rest: [{ route: 'POST /conversations', request: (f) => ({ body: { targetUserId: owner(f).user.id } }) }],
  },
  {
    operation: 'markConversationSeen',
    about: "the owner's conversation",
    document: 'mutation($id: ID!) { markConversationSeen(conversationId: $id) { id } }',
    variables: conversationId,
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /conversations/:id/seen', request: path((f) => f.conversation) }],
  },
  {
    operation: 'message',
    about: "a message in the owner's conversation",
    document: 'query($id: ID!) { message(id: $id) { id } }',
    variables: messageId,
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /messages/:id', request: path((f) => f.message) }],
  },
  {
    operation: 'messages',
    about: "the owner's conversation",
    document: 'query($id: ID) { messages(conversationId: $id, first: 100) { nodes { id } } }',
    variables: conversationId,
    shows: ['messages.nodes.*.id', (f) => f.message],
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /messages', request: (f) => ({ query: { conversationId: f.conversation, limit: '100' } }), shows: ['messages.*.id', (f) => f.message] }],
  },
  {
    operation: 'messages',
    about: "the caller's messages across conversations",
    document: '{ messages(first: 100) { nodes { id } } }',
    shows: ['messages.nodes.*.id', (f) => f.message],
    expect: OWN_LIST,
  },
  {
    operation: 'missedMessages',
    about: "a message in the owner's conversation",
    document: 'query($after: String!) { missedMessages(after: $after, first: 100) { nodes { id } } }',
    variables: (f) => ({ after: f.beforeMessage }),
    shows: ['missedMessages.nodes.*.id', (f) => f.message],
    expect: OWN_LIST,
    rest: [{ route: 'GET /messages/missed', request: (f) => ({ query: { after: f.beforeMessage, limit: '100' } }), shows: ['messages.*.id', (f) => f.message] }],
  },
  {
    operation: 'unreadMessageCount',
    about: "the caller's own count",
    document: '{ unreadMessageCount }',
    expect: MEMBERS,
    rest: [{ route: 'GET /messages/unread/count' }],
  },
  {
    operation: 'sendMessage',
    about: "the owner's conversation",
    document: 'mutation($id: ID!) { sendMessage(input: { conversationId: $id, body: "authz" }) { id } }',
    variables: conversationId,
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /messages', request: (f) => ({ body: { conversationId: f.conversation, body: 'authz' } }) }],
  },
  {
    operation: 'sendMessage',
    about: "sharing someone else's draft (the participant's) in the owner's conversation",
    document: 'mutation($id: ID!, $post: ID) { sendMessage(input: { conversationId: $id, body: "authz", sharedPostId: $post }) { id } }',
    variables: (f) => ({ id: f.conversation, post: f.participantDraft }),
    // The owner must not learn that the draft exists: an unknown post and an invisible one
    // answer alike (BAD_USER_INPUT 'Post not found' on sharedPostId).
    expect: { anonymous: U, stranger: F, owner: BAD, moderator: F, admin: F, suspended: U },
  },
  {
    operation: 'toggleReaction',
    about: "a message in the owner's conversation",
    document: 'mutation($id: ID!) { toggleReaction(messageId: $id, emoji: "👍") { id } }',
    variables: messageId,
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /messages/reactions', request: (f) => ({ body: { messageId: f.message, emoji: '👍' } }) }],
  },
  {
    operation: 'pinMessage',
    about: "a message in the owner's conversation",
    document: 'mutation($id: ID!) { pinMessage(messageId: $id, pinned: true) { id } }',
    variables: messageId,
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /messages/:id/pin', request: (f) => ({ params: { id: f.message }, body: { pinned: true } }) }],
  },
  // Calls
  {
    operation: 'createCall',
    about: 'a call to the owner (the owner calls the participant)',
    document: 'mutation($id: ID!) { createCall(input: { recipientId: $id, video: false }) { id } }',
    variables: (f, actor) => ({ id: actor === 'owner' ? f.members.participant.user.id : owner(f).user.id }),
    expect: MEMBERS,
    rest: [
      {
        route: 'POST /calls/create',
        request: (f, actor) => ({ body: { recipientId: actor === 'owner' ? f.members.participant.user.id : owner(f).user.id, video: false } }),
      },
    ],
  },
  {
    operation: 'call',
    about: "the owner's call",
    document: 'query($id: ID!) { call(id: $id) { id } }',
    variables: id((f) => f.call),
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /calls/:id', request: path((f) => f.call) }],
  },
  {
    operation: 'activeCalls',
    about: "the owner's ringing call",
    document: '{ activeCalls { id } }',
    shows: ['activeCalls.*.id', (f) => f.call],
    expect: OWN_LIST,
    rest: [{ route: 'GET /calls/active', shows: ['calls.*.id', (f) => f.call] }],
  },
  {
    operation: 'callHistory',
    about: "the owner's conversation",
    document: 'query($id: ID!) { callHistory(conversationId: $id) { id } }',
    variables: conversationId,
    shows: ['callHistory.*.id', (f) => f.call],
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /calls/conversation/:id/history', request: path((f) => f.conversation), shows: ['calls.*.id', (f) => f.call] }],
  },
  {
    operation: 'joinCall',
    about: 'a call ringing for the owner',
    document: 'mutation($id: ID!) { joinCall(callId: $id) { token } }',
    variables: ringing('partner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/join', request: ringingPath('partner') }],
  },
  {
    operation: 'declineCall',
    about: 'a call ringing for the owner',
    document: 'mutation($id: ID!) { declineCall(callId: $id) { id } }',
    variables: ringing('partner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/decline', request: ringingPath('partner') }],
  },
  {
    operation: 'leaveCall',
    about: "the owner's call",
    document: 'mutation($id: ID!) { leaveCall(callId: $id) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/leave', request: ringingPath('owner') }],
  },
  {
    operation: 'endCall',
    about: "the owner's call",
    document: 'mutation($id: ID!) { endCall(callId: $id) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/end', request: ringingPath('owner') }],
  },
  {
    operation: 'updateCallParticipantStatus',
    about: "the owner's call",
    document: 'mutation($id: ID!) { updateCallParticipantStatus(callId: $id, status: JOINED, peerId: "authz-peer") { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [
      {
        route: 'POST /calls/:id/participant/status',
        request: async (f, actor) => ({ ...(await ringingPath('owner')(f, actor)), body: { status: 'JOINED', peerId: 'authz-peer' } }),
      },
    ],
  },
  {
    operation: 'updateCallMedia',
    about: "the owner's call",
    document: 'mutation($id: ID!) { updateCallMedia(callId: $id, audioEnabled: false) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/participant/media', request: async (f, actor) => ({ ...(await ringingPath('owner')(f, actor)), body: { audioEnabled: false } }) }],
  },
  {
    operation: 'turnConfig',
    about: 'ICE servers, for members',
    document: '{ turnConfig { iceServers { urls } } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /webrtc/turn-config' }],
  },
  {
    operation: 'webrtcHealth',
    about: 'the media server state, for members',
    document: '{ webrtcHealth { ok } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /webrtc/health' }],
  },
];

// ---------------------------------------------------------------- social: reading posts
const reads: Row[] = [
  {
    operation: 'post',
    about: "the owner's published post",
    document: POST,
    variables: id((f) => f.published),
    expect: PUBLIC,
    rest: [
      { route: 'GET /posts/:id', request: path((f) => f.published) },
      // The caller's own bookmark state (false when signed out).
      { route: 'GET /posts/:id/bookmarks/status', request: path((f) => f.published) },
    ],
  },
  {
    operation: 'post',
    about: "the owner's draft",
    document: POST,
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [
      { route: 'GET /posts/:id', request: path((f) => f.draft) },
      { route: 'GET /posts/:id/bookmarks/status', request: path((f) => f.draft) },
    ],
  },
  {
    operation: 'post',
    about: "the owner's scheduled post",
    document: POST,
    variables: id((f) => f.scheduled),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id', request: path((f) => f.scheduled) }],
  },
  {
    operation: 'postThread',
    about: "the owner's draft",
    document: 'query($id: ID!) { postThread(id: $id) { id } }',
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id/thread', request: path((f) => f.draft) }],
  },
  {
    operation: 'replies',
    about: "the owner's draft",
    document: 'query($id: ID!) { replies(postId: $id) { id } }',
    variables: id((f) => f.draft),
    expect: AUTHOR_UNSEEN,
    rest: [{ route: 'GET /posts/:id/replies', request: path((f) => f.draft) }],
  },
  {
    operation: 'posts',
    about: "the owner's draft among their posts",
    document: 'query($id: ID!) { posts(limit: 50, filter: { userId: $id }) { posts { id } } }',
    variables: id((f) => owner(f).user.id),
    shows: ['posts.posts.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
    rest: [
      { route: 'GET /posts', request: (f) => ({ query: { limit: '50', filter: JSON.stringify({ userId: owner(f).user.id }) } }), shows: ['posts.*.id', (f) => f.draft] },
    ],
  },
  {
    operation: 'userPosts',
    about: "the owner's draft among their posts",
    document: 'query($id: ID!) { userPosts(userId: $id, first: 50) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    shows: ['userPosts.nodes.*.id', (f) => f.draft],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'homeFeed',
    about: "the owner's draft",
    document: '{ homeFeed(first: 50) { nodes { id } } }',
    shows: ['homeFeed.nodes.*.id', (f) => f.draft],
    expect: { anonymous: U, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
  {
    operation: 'myDrafts',
    about: "the owner's draft",
    document: '{ myDrafts { id } }',
    shows: ['myDrafts.*.id', (f) => f.draft],
    expect: OWN_LIST,
  },
  {
    operation: 'myScheduledPosts',
    about: "the owner's scheduled post",
    document: '{ myScheduledPosts { id } }',
    shows: ['myScheduledPosts.*.id', (f) => f.scheduled],
    expect: OWN_LIST,
  },
  {
    operation: 'savedPosts',
    about: "the owner's bookmark",
    document: '{ savedPosts(first: 50) { nodes { id } } }',
    shows: ['savedPosts.nodes.*.id', (f) => f.bookmarked],
    expect: OWN_LIST,
    rest: [
      { route: 'GET /posts/saved', shows: ['posts.*.id', (f) => f.bookmarked] },
      { route: 'GET /bookmarks', shows: ['bookmarks.*.id', (f) => f.bookmarked] },
    ],
  },
  {
    operation: 'poll',
    about: "the owner's published poll",
    document: 'query($id: ID!) { poll(id: $id) { id } }',
    variables: id((f) => f.poll.id),
    expect: PUBLIC,
    rest: [
      { route: 'GET /polls/:id', request: path((f) => f.poll.id) },
      { route: 'GET /polls/:id/results', request: path((f) => f.poll.id) },
      // The caller's own vote (none when signed out).
      { route: 'GET /polls/:id/vote', request: path((f) => f.poll.id) },
    ],
  },
];

// ---------------------------------------------------------------- social: writing posts
const fresh = (status: 'draft' | 'scheduled' | 'published') => async (f: Fixtures) => ({ id: await f.fresh.post(status) });
const freshPath = (status: 'draft' | 'scheduled' | 'published') => async (f: Fixtures) => ({ params: { id: await f.fresh.post(status) } });

const writes: Row[] = [
  {
    operation: 'createPost',
    about: "the caller's own new post",
    document: 'mutation { createPost(input: { content: "authz" }) { id } }',
    expect: MEMBERS,
    rest: [
      { route: 'POST /posts', request: () => ({ body: { content: 'authz' } }) },
      { route: 'POST /posts/scheduled', request: () => ({ body: { content: 'authz', scheduledFor: new Date(Date.now() + 7 * 24 * 3600_000).toISOString() } }) },
      { route: 'POST /polls', request: () => ({ body: { content: 'authz?', poll: { options: ['a', 'b'] } } }) },
    ],
  },
  {
    operation: 'updatePost',
    about: "the owner's published post",
    document: 'mutation($id: ID!) { updatePost(id: $id, input: { content: "authz edit" }) { id } }',
    variables: fresh('published'),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'PUT /posts/:id', request: async (f) => ({ ...(await freshPath('published')(f)), body: { content: 'authz edit' } }) }],
  },
  {
    operation: 'updatePost',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { updatePost(id: $id, input: { content: "authz edit" }) { id } }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'PUT /posts/:id', request: async (f) => ({ ...(await freshPath('draft')(f)), body: { content: 'authz edit' } }) }],
  },
  {
    operation: 'publishDraft',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { publishDraft(id: $id) { id } }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'POST /posts/:id/publish', request: freshPath('draft') }],
  },
  {
    operation: 'cancelSchedule',
    about: "the owner's scheduled post",
    document: 'mutation($id: ID!) { cancelSchedule(id: $id) { id } }',
    variables: fresh('scheduled'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'POST /posts/:id/cancel-schedule', request: freshPath('scheduled') }],
  },
  {
    operation: 'deletePost',
    about: "the owner's published post",
    document: 'mutation($id: ID!) { deletePost(id: $id) }',
    variables: fresh('published'),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'DELETE /posts/:id', request: freshPath('published') }],
  },
  {
    operation: 'deletePost',
    about: "the owner's draft",
    document: 'mutation($id: ID!) { deletePost(id: $id) }',
    variables: fresh('draft'),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'DELETE /posts/:id', request: freshPath('draft') }],
  },
  {
    operation: 'votePoll',
    about: "the owner's published poll",
    document: 'mutation($id: ID!, $option: ID) { votePoll(pollId: $id, optionId: $option) { id } }',
    variables: async (f) => {
      const poll = await f.fresh.poll();
      return { id: poll.id, option: poll.optionId };
    },
    expect: MEMBERS,
    rest: [
      {
        route: 'POST /polls/:id/vote',
        request: async (f) => {
          const poll = await f.fresh.poll();
          return { params: { id: poll.id }, body: { optionId: poll.optionId } };
        },
      },
    ],
  },
  {
    operation: 'deletePoll',
    about: "the owner's published poll",
    document: 'mutation($id: ID!) { deletePoll(id: $id) }',
    variables: async (f) => ({ id: (await f.fresh.poll()).id }),
    expect: AUTHOR_CHANGES,
    rest: [{ route: 'DELETE /polls/:id', request: async (f) => ({ params: { id: (await f.fresh.poll()).id } }) }],
  },
];

// Interactions with someone's post: any member may on a published post (the owner's, here), and
// nobody may on a draft, its author included.
function interaction(operation: string, document: string, rest: { route: string; body?: unknown }[], published = MEMBERS, draft = NOBODY_MEMBER): Row[] {
  const restOf = (status: 'draft' | 'published') =>
    rest.map((r) => ({ route: r.route, request: async (f: Fixtures) => ({ ...(await freshPath(status)(f)), ...(r.body ? { body: r.body } : {}) }) }));
  return [
    { operation, about: "the owner's published post", document, variables: fresh('published'), expect: published, rest: restOf('published') },
    { operation, about: "the owner's draft", document, variables: fresh('draft'), expect: draft, rest: restOf('draft') },
  ];
}

const interactions: Row[] = [
  ...interaction('likePost', 'mutation($id: ID!) { likePost(id: $id) { id } }', [{ route: 'POST /posts/:id/like' }]),
  ...interaction('unlikePost', 'mutation($id: ID!) { unlikePost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/like' }]),
  ...interaction('bookmarkPost', 'mutation($id: ID!) { bookmarkPost(id: $id) { id } }', [{ route: 'POST /posts/:id/bookmark' }]),
  ...interaction('unbookmarkPost', 'mutation($id: ID!) { unbookmarkPost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/bookmark' }]),
  ...interaction('repost', 'mutation($id: ID!) { repost(id: $id) { id } }', [{ route: 'POST /posts/:id/repost' }]),
  ...interaction('undoRepost', 'mutation($id: ID!) { undoRepost(id: $id) { id } }', [{ route: 'DELETE /posts/:id/repost' }]),
  ...interaction('quotePost', 'mutation($id: ID!) { quotePost(id: $id, content: "authz quote") { id } }', [
    { route: 'POST /posts/:id/quote', body: { content: 'authz quote' } },
  ]),
  ...interaction('createReply', 'mutation($id: ID!) { createReply(postId: $id, input: { content: "authz reply" }) { id } }', [
    { route: 'POST /posts/:id/replies', body: { content: 'authz reply' } },
  ]),
  // Views and shares are counted for signed-out readers too.
  ...interaction('recordPostView', 'mutation($id: ID!) { recordPostView(id: $id) { id } }', [{ route: 'POST /posts/:id/view' }], PUBLIC, NOBODY_PUBLIC),
  ...interaction('recordShare', 'mutation($id: ID!) { recordShare(id: $id, method: COPY_LINK) }', [], PUBLIC, NOBODY_PUBLIC),
];

// ---------------------------------------------------------------- social: follows and notifications
const people: Row[] = [
  {
    operation: 'follow',
    about: 'the owner',
    document: 'mutation($id: ID!) { follow(userId: $id) { id } }',
    variables: id((f) => owner(f).user.id),
    expect: NOT_SELF,
    rest: [
      { route: 'POST /users/follow', request: (f) => ({ body: { userId: owner(f).user.id } }) },
      { route: 'POST /users/:id/follow', request: path((f) => owner(f).user.id) },
    ],
  },
  {
    operation: 'unfollow',
    about: 'the owner',
    document: 'mutation($id: ID!) { unfollow(userId: $id) { id } }',
    variables: id((f) => owner(f).user.id),
    expect: NOT_SELF,
    rest: [
      { route: 'POST /users/unfollow', request: (f) => ({ body: { userId: owner(f).user.id } }) },
      { route: 'POST /users/:id/unfollow', request: path((f) => owner(f).user.id) },
    ],
  },
  {
    operation: 'followersOf',
    about: "the owner's followers (public)",
    document: 'query($id: ID!) { followersOf(userId: $id) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    expect: PUBLIC,
  },
  {
    operation: 'followingOf',
    about: 'whom the owner follows (public)',
    document: 'query($id: ID!) { followingOf(userId: $id) { nodes { id } } }',
    variables: id((f) => owner(f).user.id),
    expect: PUBLIC,
  },
  {
    operation: 'notifications',
    about: "the owner's newest notification",
    // The other rows' likes and follows notify the owner too: a new one is sure to be on the first page.
    made: (f) => f.fresh.notification(),
    document: '{ notifications(first: 20) { nodes { id } } }',
    shows: ['notifications.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /notifications', request: () => ({ query: { limit: '20' } }), shows: ['notifications.*.id', (_f, made) => made] }],
  },
  {
    operation: 'notification',
    about: "the owner's notification",
    document: 'query($id: ID!) { notification(id: $id) { id } }',
    variables: id((f) => f.notification),
    expect: AUTHOR_MEMBER_UNSEEN,
  },
  { operation: 'unreadNotificationCount', about: "the caller's own count", document: '{ unreadNotificationCount }', expect: MEMBERS },
  {
    operation: 'notificationPreferences',
    about: "the caller's own preferences",
    document: '{ notificationPreferences { likes } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /notifications/preferences' }],
  },
  {
    operation: 'updateNotificationPreferences',
    about: "the caller's own preferences",
    document: 'mutation { updateNotificationPreferences(input: { likes: true }) { likes } }',
    expect: MEMBERS,
    rest: [{ route: 'PUT /notifications/preferences', request: () => ({ body: { likes: true } }) }],
  },
  {
    operation: 'markNotificationsRead',
    about: "the owner's unread notification (the answer counts what changed)",
    document: 'mutation($id: ID!) { markNotificationsRead(ids: [$id]) }',
    variables: async (f) => ({ id: await f.fresh.notification() }),
    shows: ['markNotificationsRead', () => 1],
    expect: OWN_LIST,
    rest: [
      { route: 'POST /notifications/mark-read', request: async (f) => ({ body: { notificationIds: [await f.fresh.notification()] } }), shows: ['updated', () => 1] },
    ],
  },
  {
    operation: 'markAllNotificationsRead',
    about: "the caller's own notifications",
    document: 'mutation { markAllNotificationsRead }',
    expect: MEMBERS,
    rest: [{ route: 'POST /notifications/mark-all-read' }],
  },
  {
    operation: 'deleteNotification',
    about: "the owner's notification",
    document: 'mutation($id: ID!) { deleteNotification(id: $id) }',
    variables: async (f) => ({ id: await f.fresh.notification() }),
    expect: AUTHOR_MEMBER_UNSEEN,
    rest: [{ route: 'DELETE /notifications/:id', request: async (f) => ({ params: { id: await f.fresh.notification() } }) }],
  },
];

// ---------------------------------------------------------------- subscriptions
// `allowed`: the event reaches the caller; `hidden`: it does not (checked once every caller
// expected to get it has it); a code: the subscription is refused when it starts.
const sendInConversation = async (f: Fixtures) =>
  (
    await f.run<{ sendMessage: { id: string } }>(
      'mutation($id: ID!) { sendMessage(input: { conversationId: $id, body: "authz event" }) { id } }',
      { id: f.conversation },
      f.members.participant.token,
    )
  ).sendMessage.id;
const ARGUMENT_CHECKED = PARTICIPANTS;

const subscriptions: Row[] = [
  {
    operation: 'userUpdated',
    about: "the owner's public profile",
    document: 'subscription($id: ID!) { userUpdated(id: $id) { id bio } }',
    variables: id((f) => owner(f).user.id),
    trigger: async (f) => {
      await f.run('mutation { updateProfile(input: { bio: "authz event" }) { id } }', {}, owner(f).token);
      return owner(f).user.id;
    },
    shows: ['userUpdated.id', (_f, made) => made],
    expect: MEMBERS,
  },
  {
    operation: 'accountEvent',
    about: "the owner's account",
    document: 'subscription { accountEvent { kind user { id } } }',
    trigger: async (f) => {
      await f.run('mutation { updateProfile(input: { bio: "authz account event" }) { id } }', {}, owner(f).token);
      return owner(f).user.id;
    },
    shows: ['accountEvent.user.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'conversationCreated',
    about: 'a new conversation with the owner',
    document: 'subscription { conversationCreated { id } }',
    trigger: async (f) => {
      const newcomer = await f.fresh.member();
      return (
        await f.run<{ createConversation: { id: string } }>(
          'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }',
          { id: owner(f).user.id },
          newcomer.token,
        )
      ).createConversation.id;
    },
    shows: ['conversationCreated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'conversationUpdated',
    about: "the owner's conversation",
    document: 'subscription { conversationUpdated { id } }',
    trigger: async (f) => {
      await sendInConversation(f);
      return f.conversation;
    },
    shows: ['conversationUpdated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'messageCreated',
    about: "a message in the owner's conversation (all the caller's conversations)",
    document: 'subscription { messageCreated { id } }',
    trigger: sendInConversation,
    shows: ['messageCreated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'messageCreated',
    about: "the owner's conversation, named",
    document: 'subscription($id: ID) { messageCreated(conversationId: $id) { id } }',
    variables: conversationId,
    trigger: sendInConversation,
    shows: ['messageCreated.id', (_f, made) => made],
    expect: ARGUMENT_CHECKED,
  },
  {
    operation: 'messageUpdated',
    about: "the owner's conversation, named",
    document: 'subscription($id: ID) { messageUpdated(conversationId: $id) { id } }',
    variables: conversationId,
    trigger: async (f) => {
      await f.run('mutation($id: ID!) { toggleReaction(messageId: $id, emoji: "🎉") { id } }', { id: f.message }, f.members.participant.token);
      return f.message;
    },
    shows: ['messageUpdated.id', (_f, made) => made],
    expect: ARGUMENT_CHECKED,
  },
  {
    operation: 'activeUsers',
    about: 'who is online (members see it)',
    document: 'subscription { activeUsers }',
    expect: MEMBERS,
  },
  {
    operation: 'callEvent',
    about: "a call to the owner (all the caller's calls)",
    document: 'subscription { callEvent { kind call { id } } }',
    trigger: (f) => f.fresh.call('partner'),
    shows: ['callEvent.call.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'callEvent',
    about: "the owner's call, named",
    document: 'subscription($id: ID) { callEvent(callId: $id) { kind call { id } } }',
    variables: id((f) => f.call),
    trigger: async (f) => {
      await f.run('mutation($id: ID!) { updateCallMedia(callId: $id, videoEnabled: false) { id } }', { id: f.call }, f.members.participant.token);
      return f.call;
    },
    shows: ['callEvent.call.id', (_f, made) => made],
    expect: ARGUMENT_CHECKED,
  },
  {
    operation: 'notificationCreated',
    about: "a notification of the owner's",
    document: 'subscription { notificationCreated { id } }',
    trigger: (f) => f.fresh.notification(),
    shows: ['notificationCreated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
];

/** The table. */
export const MATRIX: readonly Row[] = [
  ...accounts,
  ...messaging,
  ...reads,
  ...writes,
  ...interactions,
  ...people,
  ...subscriptions,
  ...healthDailyRows,
  ...healthMealsRows,
  ...healthWearablesRows,
  ...healthImportsRows,
  ...healthAssistantRows,
  ...healthActivitiesRows,
];

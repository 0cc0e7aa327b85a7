// The conversations' rows of the authz matrix (docs/authz-matrix.md): the owner's conversation
// with the participant, a message of the participant's in it, and their events.
import { U, F, BAD, MEMBERS, OWN_LIST, PARTICIPANTS, ARGUMENT_CHECKED, NOT_SELF, id, path, owner, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const conversationId = (f: Fixtures) => ({ id: f.conversation });
const messageId = (f: Fixtures) => ({ id: f.message });
const sendInConversation = async (f: Fixtures) =>
  (
    await f.run<{ sendMessage: { id: string } }>(
      'mutation($id: ID!) { sendMessage(input: { conversationId: $id, body: "authz event" }) { id } }',
      { id: f.conversation },
      f.members.participant.token,
    )
  ).sendMessage.id;
/** A message of the participant's in the conversation, removed by the moderator (moderation/). */
const removeInConversation = async (f: Fixtures) => {
  const sent = await sendInConversation(f);
  await f.run('mutation($id: ID!) { moderatorRemoveMessage(id: $id) }', { id: sent }, f.members.moderator.token);
  return sent;
};

const rows: Row[] = [
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
  // Subscriptions: `allowed`: the event reaches the caller; `hidden`: it does not (checked once
  // every caller expected to get it has it); a code: the subscription is refused when it starts.
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
    operation: 'messageRemoved',
    about: "a message in the owner's conversation removed by a moderator (all the caller's conversations)",
    document: 'subscription { messageRemoved { id conversationId } }',
    trigger: removeInConversation,
    shows: ['messageRemoved.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'messageRemoved',
    about: "the owner's conversation, named",
    document: 'subscription($id: ID) { messageRemoved(conversationId: $id) { id } }',
    variables: conversationId,
    trigger: removeInConversation,
    shows: ['messageRemoved.id', (_f, made) => made],
    expect: ARGUMENT_CHECKED,
  },
  {
    operation: 'activeUsers',
    about: 'who is online (members see it)',
    document: 'subscription { activeUsers }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = { rows };

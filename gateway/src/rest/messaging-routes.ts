// The spec's messaging paths: GET/POST /conversations, POST /conversations/{id}/seen,
// GET/POST /messages, POST /messages/reactions, POST /messages/{id}/pin,
// GET /messages/unread/count and GET /messages/missed (catch-up after a reconnect).
// Fixed paths come before /messages/:id so "unread" or "missed" is never taken for an id.
import { limitParam, optionalBoolean, optionalString, requireString, requiredParam, type RestRoute } from './router.js';

/**
 * The spec's Message: sender and reply sender by name, reactions with their user, and the
 * post shared as a card (null when none or deleted; resolved by social as the reader).
 */
export const MESSAGE_FIELDS = `id conversationId senderId sender { id name } body image createdAt seen seenBy { id }
  replyTo { id body sender { id name } } reactions { id emoji userId messageId createdAt user { id name } }
  sharedPost { id userId content medias { url type } createdAt user { id name username image } }
  pinned clientId cursor`;

const CONVERSATION_FIELDS = `id name users { id name image username email } latestMessage { ${MESSAGE_FIELDS} }
  unreadCount createdAt updatedAt`;

const PAGE_FIELDS = `nodes { ${MESSAGE_FIELDS} } pageInfo { hasPreviousPage hasNextPage startCursor endCursor }`;

/** The list view's shape: `messages` holds the latest message first, as the spec's client reads it. */
function conversationView(conversation: { latestMessage: unknown } | null) {
  if (!conversation) return conversation;
  return { ...conversation, messages: conversation.latestMessage ? [conversation.latestMessage] : [] };
}

/** The text of a message: the spec's client sends `content`, our own `body`. */
function messageText(body: unknown): string {
  const text = optionalString(body, 'body') ?? optionalString(body, 'content');
  return text ?? '';
}

export const messagingRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/conversations',
    operation: `query RestConversations { conversations { ${CONVERSATION_FIELDS} } }`,
    respond: (data) => ({ conversations: data.conversations.map(conversationView) }),
  },
  {
    method: 'post',
    path: '/conversations',
    operation: `mutation RestCreateConversation($targetUserId: ID!) { createConversation(targetUserId: $targetUserId) { ${CONVERSATION_FIELDS} } }`,
    variables: (req) => ({ targetUserId: requiredParam(req.body, 'targetUserId') }),
    respond: (data) => ({ conversation: conversationView(data.createConversation) }),
  },
  {
    method: 'get',
    path: '/conversations/:id',
    operation: `query RestConversation($id: ID!) { conversation(id: $id) { ${CONVERSATION_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id) }),
    respond: (data) => ({ conversation: conversationView(data.conversation) }),
  },
  {
    method: 'post',
    path: '/conversations/:id/seen',
    operation: `mutation RestMarkSeen($id: ID!) { markConversationSeen(conversationId: $id) { ${CONVERSATION_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id) }),
    respond: (data) => ({ success: true, conversation: conversationView(data.markConversationSeen) }),
  },
  {
    method: 'get',
    path: '/messages',
    // Without conversationId: the caller's most recent messages across their conversations.
    operation: `query RestMessages($conversationId: ID, $first: Int, $before: String) {
      messages(conversationId: $conversationId, first: $first, before: $before) { ${PAGE_FIELDS} } }`,
    variables: (req) => ({
      conversationId: optionalString(req.query, 'conversationId')?.trim() || null,
      first: limitParam(req),
      before: optionalString(req.query, 'before') || null,
    }),
    respond: (data) => ({ messages: data.messages.nodes, pageInfo: data.messages.pageInfo }),
  },
  {
    method: 'post',
    path: '/messages',
    operation: `mutation RestSendMessage($input: SendMessageInput!) { sendMessage(input: $input) { ${MESSAGE_FIELDS} } }`,
    variables: (req) => ({
      input: {
        conversationId: requiredParam(req.body, 'conversationId'),
        body: messageText(req.body),
        replyToId: optionalString(req.body, 'replyToId') || null,
        sharedPostId: optionalString(req.body, 'sharedPostId') || null,
        clientId: optionalString(req.body, 'clientId') || null,
      },
    }),
    respond: (data) => ({ message: data.sendMessage }),
  },
  {
    method: 'post',
    path: '/messages/reactions',
    operation: `mutation RestToggleReaction($messageId: ID!, $emoji: String!) { toggleReaction(messageId: $messageId, emoji: $emoji) { ${MESSAGE_FIELDS} } }`,
    variables: (req) => ({ messageId: requiredParam(req.body, 'messageId'), emoji: requireString(req.body, 'emoji') }),
    respond: (data) => ({ message: data.toggleReaction }),
  },
  {
    method: 'get',
    path: '/messages/unread/count',
    operation: `query RestUnreadCount { unreadMessageCount }`,
    respond: (data) => ({ count: data.unreadMessageCount }),
  },
  {
    method: 'get',
    path: '/messages/missed',
    operation: `query RestMissedMessages($after: String!, $first: Int) { missedMessages(after: $after, first: $first) { ${PAGE_FIELDS} } }`,
    variables: (req) => ({ after: requiredParam(req.query, 'after'), first: limitParam(req) }),
    respond: (data) => ({ messages: data.missedMessages.nodes, pageInfo: data.missedMessages.pageInfo }),
  },
  {
    method: 'get',
    path: '/messages/:id',
    operation: `query RestMessage($id: ID!) { message(id: $id) { ${MESSAGE_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id) }),
    respond: (data) => ({ message: data.message }),
  },
  {
    method: 'post',
    path: '/messages/:id/pin',
    operation: `mutation RestPinMessage($id: ID!, $pinned: Boolean!) { pinMessage(messageId: $id, pinned: $pinned) { ${MESSAGE_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id), pinned: optionalBoolean(req.body, 'pinned', true) }),
    respond: (data) => ({ message: data.pinMessage }),
  },
];

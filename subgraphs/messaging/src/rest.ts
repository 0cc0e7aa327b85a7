// The messaging REST table: the spec's messaging paths (GET/POST /conversations, POST
// /conversations/{id}/seen, GET/POST /messages, POST /messages/reactions, POST
// /messages/{id}/pin, GET /messages/unread/count, GET /messages/missed for catch-up after a
// reconnect) and calls paths (POST /calls/create, POST /calls/{id}/join|leave|end|decline,
// GET /calls/{id}, POST /calls/{id}/participant/status|media, GET /calls/active,
// GET /calls/conversation/{id}/history, GET /webrtc/turn-config, GET /webrtc/health), and the
// MLS delivery service's devices and key packages (devices/rest.ts) groups (groups/rest.ts)
// and encrypted messages (envelopes/rest.ts).
// Fixed paths come before /messages/:id and /calls/:id so "missed" or "active" is never taken for an id.
import { z } from 'zod';
import {
  CURSOR_MAX_LENGTH,
  caseInsensitiveEnum,
  defineRoute,
  limitQuery,
  optionalFlag,
  optionalId,
  optionalText,
  pathId,
  requiredId,
  requiredText,
  type RestTable,
  type TypedDocumentNode,
} from '@pulse/kit/rest';
import {
  RestActiveCallsDocument,
  RestCallDocument,
  RestCallHistoryDocument,
  RestCallMediaDocument,
  RestCallParticipantStatusDocument,
  RestConversationDocument,
  RestConversationsDocument,
  RestCreateCallDocument,
  RestCreateConversationDocument,
  RestDeclineCallDocument,
  RestEndCallDocument,
  RestJoinCallDocument,
  RestLeaveCallDocument,
  RestMarkSeenDocument,
  RestMessageDocument,
  RestMessagesDocument,
  RestMissedMessagesDocument,
  RestPinMessageDocument,
  RestSendMessageDocument,
  RestToggleReactionDocument,
  RestTurnConfigDocument,
  RestUnreadCountDocument,
  RestWebrtcHealthDocument,
  type RestConversationFragment,
  type RestMessagePageFragment,
} from './rest.generated.js';
import { MESSAGE_MAX_LENGTH } from './conversations/limits.js';
import { deviceRoutes } from './devices/rest.js';
import { groupRoutes } from './groups/rest.js';
import { envelopeRoutes, messageEnvelope } from './envelopes/rest.js';

const dateTime = z.string().meta({ format: 'date-time' });
const named = z.object({ id: z.string(), name: z.string() });

const message = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    sender: named,
    body: z.string(),
    image: z.string().nullable(),
    createdAt: dateTime,
    seen: z.boolean(),
    seenBy: z.array(z.object({ id: z.string() })),
    replyTo: z.object({ id: z.string(), body: z.string(), sender: named }).nullable(),
    reactions: z.array(z.object({ id: z.string(), emoji: z.string(), userId: z.string(), messageId: z.string(), createdAt: dateTime, user: named })),
    sharedPost: z
      .object({
        id: z.string(),
        userId: z.string(),
        content: z.string(),
        medias: z.array(z.object({ url: z.string(), type: z.string() })),
        createdAt: dateTime,
        user: z.object({ id: z.string(), name: z.string(), username: z.string(), image: z.string().nullable() }),
      })
      .nullable()
      .meta({ description: 'The post shared as a card; null when none or deleted' }),
    pinned: z.boolean(),
    clientId: z.string().nullable(),
    cursor: z.string().meta({ description: 'For GET /messages/missed?after=' }),
    envelope: messageEnvelope,
  })
  .meta({ id: 'Message' });

const conversation = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    users: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), username: z.string(), email: z.string().nullable() })),
    latestMessage: message.nullable(),
    messages: z.array(message).meta({ description: "The latest message first, as the spec's client reads it" }),
    unreadCount: z.number().int(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Conversation' });

const messagePage = z.object({
  messages: z.array(message),
  pageInfo: z.object({ hasPreviousPage: z.boolean(), hasNextPage: z.boolean(), startCursor: z.string().nullable(), endCursor: z.string().nullable() }),
});

const callUser = z.object({ id: z.string(), name: z.string(), username: z.string(), image: z.string().nullable() });
const call = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    type: z.enum(['ONE_ON_ONE']),
    video: z.boolean(),
    status: z.enum(['RINGING', 'ACTIVE', 'ENDED', 'MISSED', 'DECLINED', 'BUSY']),
    roomId: z.string(),
    mediasoupUrl: z.string(),
    initiator: callUser,
    participants: z.array(
      z.object({
        user: callUser,
        status: z.enum(['INVITED', 'JOINED', 'LEFT', 'DECLINED']),
        audioEnabled: z.boolean(),
        videoEnabled: z.boolean(),
        peerId: z.string().nullable(),
        joinedAt: dateTime.nullable(),
        leftAt: dateTime.nullable(),
      }),
    ),
    createdAt: dateTime,
    startedAt: dateTime.nullable(),
    endedAt: dateTime.nullable(),
  })
  .meta({ id: 'Call' });

const messageAnswer = z.object({ message });
const conversationAnswer = z.object({ conversation });
const callAnswer = z.object({ call });
const callsAnswer = z.object({ calls: z.array(call) });
const idParams = (description: string) => z.object({ id: pathId(description) });
const PARTICIPANT_STATUSES = ['INVITED', 'JOINED', 'LEFT', 'DECLINED'] as const;

/** The list view's shape: `messages` holds the latest message first. */
const conversationView = (c: RestConversationFragment) => ({ ...c, messages: c.latestMessage ? [c.latestMessage] : [] });
const pageView = (page: RestMessagePageFragment) => ({ messages: page.nodes, pageInfo: page.pageInfo });

/** POST /calls/{id}/<action>: one mutation taking the call id, answering {call}. */
const callAction = <TData>(action: string, summary: string, document: TypedDocumentNode<TData, { callId: string }>, pick: (data: TData) => z.input<typeof call>) =>
  defineRoute({
    method: 'post',
    path: `/calls/:id/${action}`,
    summary,
    auth: 'member',
    params: idParams('The call id'),
    document,
    variables: ({ params }) => ({ callId: params.id }),
    response: callAnswer,
    respond: (data) => ({ call: pick(data) }),
  });

export const restTable: RestTable = {
  service: 'messaging',
  routes: [
    defineRoute({
      method: 'get',
      path: '/conversations',
      summary: 'Your conversations, most recent first',
      auth: 'member',
      document: RestConversationsDocument,
      variables: () => ({}),
      response: z.object({ conversations: z.array(conversation) }),
      respond: (data) => ({ conversations: data.conversations.map(conversationView) }),
    }),
    defineRoute({
      method: 'post',
      path: '/conversations',
      summary: 'Open (or find) your 1:1 conversation with a member',
      auth: 'member',
      body: z.object({ targetUserId: requiredId('targetUserId') }),
      document: RestCreateConversationDocument,
      variables: ({ body }) => body,
      response: conversationAnswer,
      respond: (data) => ({ conversation: conversationView(data.createConversation) }),
    }),
    defineRoute({
      method: 'get',
      path: '/conversations/:id',
      summary: 'A conversation you take part in',
      auth: 'member',
      params: idParams('The conversation id'),
      document: RestConversationDocument,
      variables: ({ params }) => params,
      response: conversationAnswer,
      respond: (data) => ({ conversation: conversationView(data.conversation) }),
    }),
    defineRoute({
      method: 'post',
      path: '/conversations/:id/seen',
      summary: 'Mark a conversation read',
      auth: 'member',
      params: idParams('The conversation id'),
      document: RestMarkSeenDocument,
      variables: ({ params }) => params,
      response: z.object({ success: z.boolean(), conversation }),
      respond: (data) => ({ success: true, conversation: conversationView(data.markConversationSeen) }),
    }),
    defineRoute({
      method: 'get',
      path: '/messages',
      summary: 'A page of messages, oldest first',
      description: 'Without conversationId: your most recent messages across your conversations.',
      auth: 'member',
      query: z.object({
        conversationId: optionalId('conversationId'),
        limit: limitQuery('Page size (1-100, default 30)'),
        before: optionalText('before', CURSOR_MAX_LENGTH)
          .transform((v) => v || null)
          .meta({ description: 'A cursor: the page before it' }),
      }),
      document: RestMessagesDocument,
      variables: ({ query }) => ({ conversationId: query.conversationId, first: query.limit, before: query.before }),
      response: messagePage,
      respond: (data) => pageView(data.messages),
    }),
    defineRoute({
      method: 'post',
      path: '/messages',
      summary: 'Send a message',
      auth: 'member',
      body: z.object({
        conversationId: requiredId('conversationId'),
        body: optionalText('body', MESSAGE_MAX_LENGTH).meta({ description: "The text (or `content`, the spec's client name)" }),
        content: optionalText('content', MESSAGE_MAX_LENGTH),
        replyToId: optionalId('replyToId'),
        sharedPostId: optionalId('sharedPostId').meta({ description: 'A post to send as a card; the text may then be empty' }),
        clientId: optionalId('clientId', 100).meta({ description: 'A client-generated id: sending again with the same one returns the first message' }),
      }),
      document: RestSendMessageDocument,
      variables: ({ body }) => ({
        input: {
          conversationId: body.conversationId,
          body: body.body ?? body.content ?? '',
          replyToId: body.replyToId,
          sharedPostId: body.sharedPostId,
          clientId: body.clientId,
        },
      }),
      response: messageAnswer,
      respond: (data) => ({ message: data.sendMessage }),
    }),
    defineRoute({
      method: 'post',
      path: '/messages/reactions',
      summary: 'Toggle your reaction on a message',
      auth: 'member',
      body: z.object({ messageId: requiredId('messageId'), emoji: requiredText('emoji', 64) }),
      document: RestToggleReactionDocument,
      variables: ({ body }) => body,
      response: messageAnswer,
      respond: (data) => ({ message: data.toggleReaction }),
    }),
    defineRoute({
      method: 'get',
      path: '/messages/unread/count',
      summary: 'How many messages you have not read',
      auth: 'member',
      document: RestUnreadCountDocument,
      variables: () => ({}),
      response: z.object({ count: z.number().int() }),
      respond: (data) => ({ count: data.unreadMessageCount }),
    }),
    defineRoute({
      method: 'get',
      path: '/messages/missed',
      summary: 'Messages after a cursor, across your conversations (catch-up after a reconnect)',
      auth: 'member',
      query: z.object({
        after: requiredId('after', CURSOR_MAX_LENGTH).meta({ description: 'The cursor of the last message you have' }),
        limit: limitQuery('Page size (1-100, default 100)'),
      }),
      document: RestMissedMessagesDocument,
      variables: ({ query }) => ({ after: query.after, first: query.limit }),
      response: messagePage,
      respond: (data) => pageView(data.missedMessages),
    }),
    defineRoute({
      method: 'get',
      path: '/messages/:id',
      summary: 'A message',
      auth: 'member',
      params: idParams('The message id'),
      document: RestMessageDocument,
      variables: ({ params }) => params,
      response: messageAnswer,
      respond: (data) => ({ message: data.message }),
    }),
    defineRoute({
      method: 'post',
      path: '/messages/:id/pin',
      summary: 'Pin or unpin a message',
      auth: 'member',
      params: idParams('The message id'),
      body: z.object({ pinned: optionalFlag('pinned').meta({ description: 'Default true' }) }),
      document: RestPinMessageDocument,
      variables: ({ params, body }) => ({ id: params.id, pinned: body.pinned ?? true }),
      response: messageAnswer,
      respond: (data) => ({ message: data.pinMessage }),
    }),

    // Calls.
    defineRoute({
      method: 'post',
      path: '/calls/create',
      summary: 'Call a member',
      description: 'Opens your 1:1 conversation with them if needed; they receive an invitation.',
      auth: 'member',
      body: z.object({
        recipientId: requiredId('recipientId'),
        type: caseInsensitiveEnum('type', ['ONE_ON_ONE'] as const),
        video: optionalFlag('video'),
      }),
      document: RestCreateCallDocument,
      variables: ({ body }) => ({
        input: { recipientId: body.recipientId, ...(body.type ? { type: body.type } : {}), ...(typeof body.video === 'boolean' ? { video: body.video } : {}) },
      }),
      response: callAnswer,
      respond: (data) => ({ call: data.createCall }),
    }),
    defineRoute({
      method: 'get',
      path: '/calls/active',
      summary: 'Your ringing and active calls',
      auth: 'member',
      document: RestActiveCallsDocument,
      variables: () => ({}),
      response: callsAnswer,
      respond: (data) => ({ calls: data.activeCalls }),
    }),
    defineRoute({
      method: 'get',
      path: '/calls/conversation/:id/history',
      summary: 'The calls of a conversation, newest first',
      auth: 'member',
      params: idParams('The conversation id'),
      query: z.object({ limit: limitQuery('How many (default 20)') }),
      document: RestCallHistoryDocument,
      variables: ({ params, query }) => ({ conversationId: params.id, first: query.limit }),
      response: callsAnswer,
      respond: (data) => ({ calls: data.callHistory }),
    }),
    defineRoute({
      method: 'get',
      path: '/calls/:id',
      summary: 'A call you take part in',
      auth: 'member',
      params: idParams('The call id'),
      document: RestCallDocument,
      variables: ({ params }) => ({ callId: params.id }),
      response: callAnswer,
      respond: (data) => ({ call: data.call }),
    }),
    defineRoute({
      method: 'post',
      path: '/calls/:id/join',
      summary: 'Accept (or rejoin) a call: the room, the media server and a join token',
      auth: 'member',
      params: idParams('The call id'),
      document: RestJoinCallDocument,
      variables: ({ params }) => ({ callId: params.id }),
      response: z.object({ roomId: z.string(), mediasoupUrl: z.string(), token: z.string(), call }),
      respond: (data) => data.joinCall,
    }),
    callAction('leave', 'Leave a call', RestLeaveCallDocument, (data) => data.leaveCall),
    callAction('end', 'End a call for everyone', RestEndCallDocument, (data) => data.endCall),
    callAction('decline', 'Decline a call (the person called)', RestDeclineCallDocument, (data) => data.declineCall),
    defineRoute({
      method: 'post',
      path: '/calls/:id/participant/status',
      summary: 'Your participant status (JOINED or LEFT) and media-server peer id',
      auth: 'member',
      params: idParams('The call id'),
      body: z.object({
        status: caseInsensitiveEnum('status', PARTICIPANT_STATUSES).pipe(z.enum(PARTICIPANT_STATUSES, { error: 'status is required' })),
        peerId: optionalText('peerId', 128),
      }),
      document: RestCallParticipantStatusDocument,
      variables: ({ params, body }) => ({ callId: params.id, status: body.status, peerId: body.peerId ?? null }),
      response: callAnswer,
      respond: (data) => ({ call: data.updateCallParticipantStatus }),
    }),
    defineRoute({
      method: 'post',
      path: '/calls/:id/participant/media',
      summary: 'Turn your microphone or camera on or off',
      auth: 'member',
      params: idParams('The call id'),
      body: z.object({ audioEnabled: optionalFlag('audioEnabled'), videoEnabled: optionalFlag('videoEnabled') }),
      document: RestCallMediaDocument,
      variables: ({ params, body }) => ({ callId: params.id, audioEnabled: body.audioEnabled ?? null, videoEnabled: body.videoEnabled ?? null }),
      response: callAnswer,
      respond: (data) => ({ call: data.updateCallMedia }),
    }),
    defineRoute({
      method: 'get',
      path: '/webrtc/turn-config',
      summary: 'ICE servers for calls, as RTCIceServer objects',
      auth: 'member',
      document: RestTurnConfigDocument,
      variables: () => ({}),
      response: z.object({ iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })) }),
      // Browsers take RTCIceServer objects: leave out the fields a server does not have.
      respond: (data) => ({
        iceServers: data.turnConfig.iceServers.map((s) => ({
          urls: s.urls,
          ...(s.username !== null ? { username: s.username } : {}),
          ...(s.credential !== null ? { credential: s.credential } : {}),
        })),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/webrtc/health',
      summary: 'Whether the media server answers, and its workers',
      auth: 'member',
      document: RestWebrtcHealthDocument,
      variables: () => ({}),
      response: z.object({ ok: z.boolean(), workers: z.number().int() }),
      respond: (data) => data.webrtcHealth,
    }),
    ...deviceRoutes,
    ...groupRoutes,
    ...envelopeRoutes(messageAnswer),
  ],
};

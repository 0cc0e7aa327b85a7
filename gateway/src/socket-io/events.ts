// What the socket tells its clients, as the spec names it (section 7): one fixed subscription
// document per bus topic, run through the same event stream as graphql-ws, and how each
// result becomes a socket.io event. The selections are what a client of the spec needs to
// draw a message, a conversation, a ringing call or a notification without asking again;
// docs/socket-io.md documents the resulting payloads.
import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

export interface Outgoing {
  event: string;
  payload: unknown;
}

export interface EventKind {
  /** The bus topic, which is also the subscription field. */
  topic: string;
  document: DocumentNode;
  /** The socket.io event for one result's data, or undefined when there is nothing to send. */
  toOutgoing(data: Record<string, unknown>): Outgoing | undefined;
}

const USER = 'id name username image';
const CALL = `id conversationId type video status roomId mediasoupUrl createdAt startedAt endedAt
  initiator { ${USER} } participants { user { id } status audioEnabled videoEnabled }`;
const MESSAGE = `id conversationId body clientId cursor seq createdAt image mediaType pinned senderId sender { ${USER} }
  replyTo { id body image sender { id name username } } envelope { v kind epoch senderDeviceId mls }`;
const CONVERSATION = `id name encrypted createdAt updatedAt unreadCount users { ${USER} }
  latestMessage { id body createdAt senderId sender { id name username } }`;

/** callEvent's kinds, each its own socket.io event (the spec lists them one by one). */
const CALL_EVENT_NAMES: Record<string, string> = {
  INVITATION: 'call:invitation',
  PARTICIPANT_JOINED: 'call:participant-joined',
  PARTICIPANT_LEFT: 'call:participant-left',
  PARTICIPANT_MEDIA_CHANGED: 'call:participant-media-changed',
  ENDED: 'call:ended',
  ERROR: 'call:error',
};

/** A subscription's payload sent as it is, under one event name. */
function plain(topic: string, selection: string, event: string): EventKind {
  return {
    topic,
    document: parse(`subscription SocketIo_${topic} { ${topic} { ${selection} } }`),
    toOutgoing: (data) => (data[topic] ? { event, payload: data[topic] } : undefined),
  };
}

interface CallEventData {
  kind: string;
  at: string;
  call: { id: string };
  user: { id: string } | null;
  audioEnabled: boolean | null;
  videoEnabled: boolean | null;
  error: string | null;
}

export const EVENT_KINDS: readonly EventKind[] = [
  plain('messageCreated', MESSAGE, 'message:created'),
  plain('conversationCreated', CONVERSATION, 'conversation:created'),
  plain('conversationUpdated', CONVERSATION, 'conversation:updated'),
  {
    topic: 'callEvent',
    document: parse(`subscription SocketIo_callEvent { callEvent { kind at audioEnabled videoEnabled error user { ${USER} } call { ${CALL} } } }`),
    toOutgoing(data) {
      const e = data.callEvent as CallEventData | null;
      const event = e && CALL_EVENT_NAMES[e.kind];
      if (!e || !event) return undefined;
      // callId and userId at the top: what the spec's clients read (call:participant-left {userId}).
      return { event, payload: { callId: e.call.id, userId: e.user?.id ?? null, ...e } };
    },
  },
  plain('notificationCreated', `id type message userId read createdAt actor { ${USER} } post { id }`, 'notificationEvent'),
];

export const ACTIVE_USERS = parse('subscription SocketIo_activeUsers { activeUsers }');

/** A fixed document that no longer fits the supergraph is a bug to see at startup, not at the first event. */
export function checkDocuments(schema: GraphQLSchema): void {
  for (const document of [...EVENT_KINDS.map((k) => k.document), ACTIVE_USERS]) {
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`socket.io subscription does not fit the schema: ${errors.map((e) => e.message).join('; ')}`);
  }
}

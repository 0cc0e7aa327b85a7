// One handler per request type of the protocol. A handler returns the reply's data or
// throws an SfuError; mediasoup's own refusals (bad parameters, wrong state) arrive as
// MEDIA_ERROR with mediasoup's reason, anything else is INTERNAL.
import type { types } from 'mediasoup';
import { CallTokenError, verifyCallToken } from '@pulse/kit/call-tokens';
import { PEER_LIMITS, Peer, type Direction, type PeerConnection } from './peer.js';
import { SfuError, device, id, object, oneOf, optionalText, preferredLayers, text, type RequestType } from './protocol.js';
import type { Room } from './room.js';
import { CALL_ENDED_MESSAGE, type Rooms } from './rooms.js';

export interface SfuContext {
  rooms: Rooms;
  callTokenSecret: string;
  /** Rooms one connection may create with createRoom (joinRoom, which also takes the member in, is not counted). */
  maxRoomsCreatedPerConnection: number;
}

/** Per-socket state. */
export interface Session {
  connection: PeerConnection;
  peer?: Peer;
  joining: boolean;
  roomsCreated: number;
  /** The socket is gone: a join still in flight must not leave a ghost peer behind. */
  closed: boolean;
}

type Data = Record<string, unknown>;
type Handler = (ctx: SfuContext, session: Session, data: Data) => Promise<unknown>;

/** mediasoup's errors carry useful reasons ("unsupported codec", "connect() already called"). */
async function media<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new SfuError('MEDIA_ERROR', error instanceof Error ? error.message : String(error));
  }
}

/** The joined peer, after checking that the request speaks for it and its room. */
function joined(ctx: SfuContext, session: Session, data: Data): { peer: Peer; room: Room } {
  const peer = session.peer;
  if (!peer || peer.closed) throw new SfuError('NOT_JOINED', 'Join the room first (joinRoom)');
  const roomId = id(data, 'roomId');
  const peerId = id(data, 'peerId');
  if (roomId !== peer.roomId) throw new SfuError('FORBIDDEN', 'This connection joined another room');
  if (peerId !== peer.id) throw new SfuError('FORBIDDEN', 'This connection joined as another peer');
  const room = ctx.rooms.get(roomId);
  if (!room || room.closed) throw new SfuError('NOT_FOUND', 'The room is closed');
  return { peer, room };
}

function ownTransport(room: Room, peer: Peer, direction: Direction, transportId: string | undefined): types.WebRtcTransport {
  const transport = peer.transport(direction, transportId);
  if (transport) return transport;
  if (transportId && room.ownerOf('transports', transportId)) throw new SfuError('FORBIDDEN', 'That transport belongs to another peer');
  throw new SfuError('NOT_FOUND', 'No such transport');
}

const ping: Handler = async () => ({ pong: true, time: Date.now() });

const TOKEN_MAX = 4096;

/**
 * A request that names a room and is not bound to a joined peer carries a call-join token
 * for that room: without it anyone could probe room ids and allocate routers. The token's
 * user is not checked (these requests name no peer); joinRoom checks it.
 */
async function roomToken(ctx: SfuContext, data: Data): Promise<string> {
  const roomId = id(data, 'roomId');
  const token = data.token;
  if (token === undefined || token === null || token === '') throw new SfuError('UNAUTHORIZED', 'A call token for this room is required (token)');
  if (typeof token !== 'string' || token.length > TOKEN_MAX) throw new SfuError('UNAUTHORIZED', 'Invalid call token');
  let claims;
  try {
    claims = await verifyCallToken(token, ctx.callTokenSecret);
  } catch (error) {
    if (error instanceof CallTokenError) throw new SfuError('UNAUTHORIZED', error.message);
    throw error;
  }
  if (claims.roomId !== roomId) throw new SfuError('UNAUTHORIZED', 'The call token is for another room');
  return roomId;
}

const createRoom: Handler = async (ctx, session, data) => {
  const roomId = await roomToken(ctx, data);
  if (ctx.rooms.get(roomId)) return { roomId, created: false };
  if (session.roomsCreated >= ctx.maxRoomsCreatedPerConnection) throw new SfuError('LIMIT_EXCEEDED', 'Too many rooms created by this connection');
  session.roomsCreated++;
  try {
    const { created } = await ctx.rooms.getOrCreate(roomId);
    return { roomId, created };
  } catch (error) {
    session.roomsCreated--; // refused (server full, call ended): nothing was allocated
    throw error;
  }
};

const getRouterRtpCapabilities: Handler = async (ctx, _session, data) => {
  const room = ctx.rooms.get(await roomToken(ctx, data));
  if (!room) throw new SfuError('NOT_FOUND', 'No such room (createRoom first)');
  return room.router.rtpCapabilities;
};

const joinRoom: Handler = async (ctx, session, data) => {
  if (session.peer || session.joining) throw new SfuError('ALREADY_JOINED', 'This connection already joined a room');
  const roomId = id(data, 'roomId');
  const peerId = id(data, 'peerId');
  const displayName = text(data, 'displayName', 100);
  const token = text(data, 'token', TOKEN_MAX);
  const info = device(data);
  session.joining = true;
  try {
    let claims;
    try {
      claims = await verifyCallToken(token, ctx.callTokenSecret);
    } catch (error) {
      if (error instanceof CallTokenError) throw new SfuError('UNAUTHORIZED', error.message);
      throw error;
    }
    if (claims.roomId !== roomId) throw new SfuError('UNAUTHORIZED', 'The call token is for another room');
    if (claims.userId !== peerId) throw new SfuError('UNAUTHORIZED', 'The call token is for another user');
    const { room } = await ctx.rooms.getOrCreate(roomId);
    if (room.closed) throw new SfuError('NOT_FOUND', 'The room is closed');
    // The call ended while the room was being opened for this join.
    if (ctx.rooms.isRetired(roomId)) throw new SfuError('CALL_ENDED', CALL_ENDED_MESSAGE);
    if (session.closed) throw new SfuError('NOT_JOINED', 'The connection closed');
    if (room.full && !room.peers.has(peerId)) throw new SfuError('LIMIT_EXCEEDED', 'The room is full');
    const peer = new Peer(peerId, displayName, info, roomId, claims.callId, session.connection);
    room.join(peer);
    session.peer = peer;
    return { roomId, peerId, callId: claims.callId, ...room.snapshot(peer) };
  } finally {
    session.joining = false;
  }
};

const createTransport: Handler = async (ctx, session, data) => {
  const { peer, room } = joined(ctx, session, data);
  const direction = oneOf(data, 'direction', ['send', 'recv'] as const);
  if (peer.transports.size >= PEER_LIMITS.transports) throw new SfuError('LIMIT_EXCEEDED', 'Too many transports');
  const transport = await room.createTransport(peer, direction);
  return {
    id: transport.id,
    direction,
    iceParameters: transport.iceParameters,
    iceCandidates: transport.iceCandidates,
    dtlsParameters: transport.dtlsParameters,
  };
};

const connectTransport: Handler = async (ctx, session, data) => {
  const { peer, room } = joined(ctx, session, data);
  const transportId = id(data, 'transportId');
  const dtlsParameters = object(data, 'dtlsParameters') as unknown as types.DtlsParameters;
  const entry = peer.transports.get(transportId);
  if (!entry) {
    if (room.ownerOf('transports', transportId)) throw new SfuError('FORBIDDEN', 'That transport belongs to another peer');
    throw new SfuError('NOT_FOUND', 'No such transport');
  }
  await media(entry.transport.connect({ dtlsParameters }));
  return { transportId };
};

const produce: Handler = async (ctx, session, data) => {
  const { peer, room } = joined(ctx, session, data);
  const kind = oneOf(data, 'kind', ['audio', 'video'] as const);
  const rtpParameters = object(data, 'rtpParameters') as unknown as types.RtpParameters;
  const source = optionalText(data, 'source', 32) ?? (kind === 'audio' ? 'mic' : 'webcam');
  const transport = ownTransport(room, peer, 'send', optionalText(data, 'transportId', 128));
  if (peer.producers.size >= PEER_LIMITS.producers) throw new SfuError('LIMIT_EXCEEDED', 'Too many producers');
  const producer = await media(transport.produce({ kind, rtpParameters, appData: { peerId: peer.id, source } }));
  if (peer.closed) {
    producer.close();
    throw new SfuError('NOT_JOINED', 'The peer left the room');
  }
  peer.addProducer(producer, source);
  room.broadcast({ type: 'newProducer', data: { producerId: producer.id, peerId: peer.id, kind, source } }, peer);
  return { id: producer.id };
};

const consume: Handler = async (ctx, session, data) => {
  const { peer, room } = joined(ctx, session, data);
  const producerId = id(data, 'producerId');
  const rtpCapabilities = object(data, 'rtpCapabilities') as unknown as types.RtpCapabilities;
  const layers = preferredLayers(data);
  const transport = ownTransport(room, peer, 'recv', optionalText(data, 'transportId', 128));
  const found = room.findProducer(producerId);
  if (!found) throw new SfuError('NOT_FOUND', 'No such producer in this room');
  if (peer.consumers.size >= PEER_LIMITS.consumers) throw new SfuError('LIMIT_EXCEEDED', 'Too many consumers');
  let canConsume: boolean;
  try {
    canConsume = room.router.canConsume({ producerId, rtpCapabilities });
  } catch (error) {
    throw new SfuError('MEDIA_ERROR', error instanceof Error ? error.message : String(error));
  }
  if (!canConsume) throw new SfuError('CANNOT_CONSUME', 'These rtpCapabilities cannot receive that producer');
  // Paused until the client has wired the track up and says resumeConsumer: no lost keyframe.
  const consumer = await media(transport.consume({ producerId, rtpCapabilities, paused: true, preferredLayers: layers }));
  if (peer.closed) {
    consumer.close();
    throw new SfuError('NOT_JOINED', 'The peer left the room');
  }
  peer.addConsumer(consumer);
  return {
    id: consumer.id,
    producerId,
    peerId: found.peer.id,
    kind: consumer.kind,
    source: found.source,
    rtpParameters: consumer.rtpParameters,
    type: consumer.type,
    producerPaused: consumer.producerPaused,
  };
};

const resumeConsumer: Handler = async (ctx, session, data) => {
  const { peer, room } = joined(ctx, session, data);
  const consumerId = id(data, 'consumerId');
  const consumer = peer.consumers.get(consumerId);
  if (!consumer) {
    if (room.ownerOf('consumers', consumerId)) throw new SfuError('FORBIDDEN', 'That consumer belongs to another peer');
    throw new SfuError('NOT_FOUND', 'No such consumer');
  }
  await media(consumer.resume());
  return { consumerId };
};

export const HANDLERS: Record<RequestType, Handler> = {
  ping,
  createRoom,
  getRouterRtpCapabilities,
  joinRoom,
  createTransport,
  connectTransport,
  produce,
  consume,
  resumeConsumer,
};

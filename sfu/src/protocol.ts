// The signalling protocol of spec section 7 ("Media server (WebSocket)"): JSON messages
// {type, reqId, data}; every request gets exactly one reply carrying its reqId:
//   {type: 'response', reqId, ok: true, data}
//   {type: 'response', reqId, ok: false, error: {code, message}}
// and the server pushes {type, data} (no reqId): newPeer, newProducer, peerLeft.
// Everything a client sends is checked here before a handler sees it.

export const REQUEST_TYPES = [
  'ping',
  'createRoom',
  'getRouterRtpCapabilities',
  'joinRoom',
  'createTransport',
  'connectTransport',
  'produce',
  'consume',
  'resumeConsumer',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export type ErrorCode =
  | 'BAD_REQUEST' // not JSON, not an object, a missing or mistyped field
  | 'PAYLOAD_TOO_LARGE'
  | 'UNKNOWN_TYPE'
  | 'NOT_JOINED' // a request that needs joinRoom first
  | 'ALREADY_JOINED'
  | 'UNAUTHORIZED' // joinRoom with a bad, expired or foreign token
  | 'FORBIDDEN' // another peer's transport or consumer, another room or peerId than joined
  | 'NOT_FOUND'
  | 'CALL_ENDED' // the room's call is over (declined, missed or hung up): joining again cannot help
  | 'LIMIT_EXCEEDED'
  | 'CANNOT_CONSUME' // the consumer's rtpCapabilities cannot receive that producer
  | 'MEDIA_ERROR' // mediasoup refused the parameters or the state (its reason is the message)
  | 'SERVICE_UNAVAILABLE' // no media worker is running right now
  | 'INTERNAL_SERVER_ERROR'; // a bug: the reply carries a requestId, the details are in the log under it

export class SfuError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type ReqId = string | number | null;
export interface Request {
  type: string;
  reqId: ReqId;
  data: Record<string, unknown>;
}

export type Reply =
  | { type: 'response'; reqId: ReqId; ok: true; data: unknown }
  | { type: 'response'; reqId: ReqId; ok: false; error: { code: ErrorCode; message: string; requestId?: string } };

export type PushType = 'newPeer' | 'newProducer' | 'peerLeft';
export interface Push {
  type: PushType;
  data: Record<string, unknown>;
}

/** An error found after the reqId was known: the reply can carry it. */
export class SfuRequestError extends SfuError {
  constructor(
    readonly reqId: ReqId,
    code: ErrorCode,
    message: string,
  ) {
    super(code, message);
  }
}

/**
 * The text of a WebSocket message as `ws` hands it over: one Buffer by default, an array of
 * fragments or an ArrayBuffer under another binaryType (where `toString()` would give
 * comma-joined bytes or "[object ArrayBuffer]").
 */
export function messageText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return (Buffer.isBuffer(raw) ? raw : Buffer.from(raw)).toString('utf8');
}

/** Replies to messages too large or too broken to know their reqId carry reqId null. */
export function parseRequest(raw: string): Request {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    throw new SfuError('BAD_REQUEST', 'Message is not JSON');
  }
  if (!isObject(message)) throw new SfuError('BAD_REQUEST', 'Message must be a JSON object {type, reqId, data}');
  const { type, reqId, data } = message;
  if (!(typeof reqId === 'string' && reqId.length > 0 && reqId.length <= 64) && !(typeof reqId === 'number' && Number.isFinite(reqId))) {
    throw new SfuError('BAD_REQUEST', 'reqId must be a non-empty string (at most 64 characters) or a number');
  }
  if (typeof type !== 'string' || type.length === 0) throw new SfuRequestError(reqId, 'BAD_REQUEST', 'type must be a non-empty string');
  if (data !== undefined && data !== null && !isObject(data)) throw new SfuRequestError(reqId, 'BAD_REQUEST', 'data must be an object');
  return { type, reqId, data: (data ?? {}) as Record<string, unknown> };
}

export function isRequestType(type: string): type is RequestType {
  return (REQUEST_TYPES as readonly string[]).includes(type);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- field validation ---------------------------------------------------------------------

const ID_MAX = 128;

export function id(data: Record<string, unknown>, field: string): string {
  return text(data, field, ID_MAX);
}

export function text(data: Record<string, unknown>, field: string, max: number): string {
  const value = data[field];
  if (typeof value !== 'string' || value.length === 0) throw new SfuError('BAD_REQUEST', `${field} must be a non-empty string`);
  if (value.length > max) throw new SfuError('BAD_REQUEST', `${field} must be at most ${max} characters`);
  return value;
}

export function optionalText(data: Record<string, unknown>, field: string, max: number): string | undefined {
  return data[field] === undefined || data[field] === null ? undefined : text(data, field, max);
}

export function object(data: Record<string, unknown>, field: string): Record<string, unknown> {
  const value = data[field];
  if (!isObject(value)) throw new SfuError('BAD_REQUEST', `${field} must be an object`);
  return value;
}

export function oneOf<T extends string>(data: Record<string, unknown>, field: string, allowed: readonly T[]): T {
  const value = data[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new SfuError('BAD_REQUEST', `${field} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** `device` is informational (shown to nobody but logs): keep it small and flat. */
export function device(data: Record<string, unknown>): Record<string, string> {
  const value = data.device;
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return { name: value.slice(0, 64) };
  if (!isObject(value)) throw new SfuError('BAD_REQUEST', 'device must be an object');
  const flat: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value).slice(0, 8)) {
    if (typeof entry === 'string' || typeof entry === 'number') flat[key.slice(0, 32)] = String(entry).slice(0, 64);
  }
  return flat;
}

export function preferredLayers(data: Record<string, unknown>): { spatialLayer: number; temporalLayer?: number } | undefined {
  const value = data.preferredLayers;
  if (value === undefined || value === null) return undefined;
  const layer = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 3;
  if (!isObject(value) || !layer(value.spatialLayer) || (value.temporalLayer !== undefined && !layer(value.temporalLayer))) {
    throw new SfuError('BAD_REQUEST', 'preferredLayers must be {spatialLayer, temporalLayer?} with layers 0-3');
  }
  return { spatialLayer: value.spatialLayer as number, temporalLayer: value.temporalLayer as number | undefined };
}

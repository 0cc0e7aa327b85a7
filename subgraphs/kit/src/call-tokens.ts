// The ticket into one call's media room. The messaging subgraph issues it to a participant
// (POST /calls/{id}/join), the sfu checks it on joinRoom: nobody else can enter a room.
// Short-lived on purpose: it only has to survive the few seconds between join and connect.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const CALL_TOKEN_TYPE = 'call-join';
export const CALL_TOKEN_TTL_SECONDS = 300;

export interface CallTokenClaims {
  userId: string;
  callId: string;
  roomId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export class CallTokenError extends Error {}

const encoder = new TextEncoder();

export async function issueCallToken(input: { userId: string; callId: string; roomId: string }, secret: string, ttlSeconds = CALL_TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: CALL_TOKEN_TYPE, callId: input.callId, roomId: input.roomId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encoder.encode(secret));
}

/** Signature, expiry and shape; whether it fits the room asked for is the caller's check. */
export async function verifyCallToken(token: string, secret: string): Promise<CallTokenClaims> {
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new CallTokenError('Malformed call token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch {
    throw new CallTokenError('Invalid or expired call token');
  }
  const { typ, sub, callId, roomId, exp } = payload;
  if (typ !== CALL_TOKEN_TYPE || typeof sub !== 'string' || typeof callId !== 'string' || typeof roomId !== 'string' || typeof exp !== 'number') {
    throw new CallTokenError('Not a call token');
  }
  return { userId: sub, callId, roomId, expiresAt: exp * 1000 };
}

// ---- between messaging and the sfu ----------------------------------------------------------
// The two services tell each other about rooms (the sfu: "this member's peer is gone";
// messaging: "this call ended, close its room"; "who is in this room?"). Each request carries
// a short JWT signed with the same call-token secret whose claims ARE the request, so a
// signature covers what it asks and nothing else can be slipped in. The audience names the
// service it is for, so a message for one cannot be replayed to the other.

export const INTERNAL_TOKEN_TYPE = 'call-internal';
/** Messaging's endpoint for the sfu's departure reports (claims: callId, roomId, userId). */
export const PEER_LEFT_PATH = '/internal/calls/peer-left';
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
export type InternalAudience = 'sfu' | 'messaging';

export async function issueInternalCallToken(
  claims: Record<string, string>,
  audience: InternalAudience,
  secret: string,
  ttlSeconds = INTERNAL_TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, typ: INTERNAL_TOKEN_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encoder.encode(secret));
}

/**
 * The claims of an internal request's `Authorization: Bearer <token>`, each of `fields` a
 * non-empty string; CallTokenError otherwise.
 */
export async function verifyInternalRequest<F extends string>(
  authorization: string | undefined,
  audience: InternalAudience,
  secret: string,
  fields: readonly F[],
): Promise<Record<F, string>> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token || token.split('.').length !== 3) throw new CallTokenError('Missing or malformed internal token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], audience }));
  } catch {
    throw new CallTokenError('Invalid or expired internal token');
  }
  if (payload.typ !== INTERNAL_TOKEN_TYPE) throw new CallTokenError('Not an internal token');
  const claims = {} as Record<F, string>;
  for (const field of fields) {
    const value = payload[field];
    if (typeof value !== 'string' || value.length === 0) throw new CallTokenError(`The internal token has no ${field}`);
    claims[field] = value;
  }
  return claims;
}

// The gateway pipes browsers' /sfu sockets to the sfu, so the sfu sees the gateway's address
// on all of them. For its per-address connection limit the gateway tells it the browser's
// address, signed, so a client connecting to the sfu directly cannot pick its own bucket.
export const FORWARDED_ADDRESS_HEADER = 'x-pulse-client-address';
export const FORWARDED_SIGNATURE_HEADER = 'x-pulse-client-signature';

export function signForwardedAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`sfu-client-address\n${address}`).digest('base64url');
}

/** The address the gateway vouched for, or undefined when the headers are missing or not signed by it. */
export function forwardedAddress(headers: Record<string, string | string[] | undefined>, secret: string): string | undefined {
  const address = headers[FORWARDED_ADDRESS_HEADER];
  const signature = headers[FORWARDED_SIGNATURE_HEADER];
  if (typeof address !== 'string' || typeof signature !== 'string' || !address || address.length > 64) return undefined;
  const expected = Buffer.from(signForwardedAddress(address, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

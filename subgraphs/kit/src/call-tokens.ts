// The ticket into one call's media room. The messaging subgraph issues it to a participant
// (POST /calls/{id}/join), the sfu checks it on joinRoom: nobody else can enter a room.
// Short-lived on purpose: it only has to survive the few seconds between join and connect.
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

export async function issueCallToken(
  input: { userId: string; callId: string; roomId: string },
  secret: string,
  ttlSeconds = CALL_TOKEN_TTL_SECONDS,
): Promise<string> {
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
  if (typ !== CALL_TOKEN_TYPE || typeof sub !== 'string' || typeof callId !== 'string' ||
      typeof roomId !== 'string' || typeof exp !== 'number') {
    throw new CallTokenError('Not a call token');
  }
  return { userId: sub, callId, roomId, expiresAt: exp * 1000 };
}

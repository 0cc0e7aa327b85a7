import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './auth.js';
import {
  CALL_TOKEN_TTL_SECONDS,
  CallTokenError,
  FORWARDED_ADDRESS_HEADER,
  FORWARDED_SIGNATURE_HEADER,
  forwardedAddress,
  issueCallToken,
  issueInternalCallToken,
  signForwardedAddress,
  verifyCallToken,
  verifyInternalRequest,
} from './call-tokens.js';

const SECRET = 'call-token-secret-of-at-least-32-characters';
const input = { userId: 'cuser1', callId: 'ccall1', roomId: 'croom1' };

async function rejection(promise: Promise<unknown>): Promise<CallTokenError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallTokenError);
  return error as CallTokenError;
}

describe('call tokens', () => {
  it('verifies what it issued, for five minutes by default', async () => {
    const before = Math.floor(Date.now() / 1000);
    const claims = await verifyCallToken(await issueCallToken(input, SECRET), SECRET);
    expect(claims).toMatchObject(input);
    expect(claims.expiresAt / 1000 - before).toBeGreaterThanOrEqual(CALL_TOKEN_TTL_SECONDS);
    expect(claims.expiresAt / 1000 - before).toBeLessThanOrEqual(CALL_TOKEN_TTL_SECONDS + 1);
  });

  it('rejects an expired token', async () => {
    const token = await issueCallToken(input, SECRET, -10);
    expect((await rejection(verifyCallToken(token, SECRET))).message).toBe('Invalid or expired call token');
  });

  it('rejects another secret and edited claims', async () => {
    const token = await issueCallToken(input, 'another-secret-that-is-also-long-enough!!');
    await rejection(verifyCallToken(token, SECRET));
    const [header, payload, signature] = (await issueCallToken(input, SECRET)).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...claims, roomId: 'cother' })).toString('base64url');
    await rejection(verifyCallToken(`${header}.${moved}.${signature}`, SECRET));
  });

  it('rejects garbage', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', 'a.b', undefined as unknown as string]) {
      await rejection(verifyCallToken(garbage, SECRET));
    }
  });

  it('a session token is not a call token, and a call token is not a session token', async () => {
    const sessions = new TokenService(SECRET, 3600);
    const { token: session } = await sessions.issue({ userId: 'cuser1', sessionId: 's1', role: 'member' });
    expect((await rejection(verifyCallToken(session, SECRET))).message).toBe('Not a call token');
    await expect(sessions.verify(await issueCallToken(input, SECRET))).rejects.toThrow('jwt malformed');
  });

  it('requires every claim', async () => {
    const key = new TextEncoder().encode(SECRET);
    const exp = Math.floor(Date.now() / 1000) + 60;
    const sign = (payload: Record<string, unknown>, sub?: string) => {
      const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp);
      return (sub ? jwt.setSubject(sub) : jwt).sign(key);
    };
    await rejection(verifyCallToken(await sign({ typ: 'call-join', callId: 'c', roomId: 'r' }), SECRET));
    await rejection(verifyCallToken(await sign({ typ: 'call-join', roomId: 'r' }, 'u'), SECRET));
    await rejection(verifyCallToken(await sign({ typ: 'call-join', callId: 'c' }, 'u'), SECRET));
    await rejection(verifyCallToken(await sign({ typ: 'other', callId: 'c', roomId: 'r' }, 'u'), SECRET));
    expect(await verifyCallToken(await sign({ typ: 'call-join', callId: 'c', roomId: 'r' }, 'u'), SECRET)).toMatchObject({ userId: 'u', callId: 'c', roomId: 'r' });
  });
});

describe('internal tokens between messaging and the sfu', () => {
  const claims = { callId: 'c1', roomId: 'r1', userId: 'u1' };
  const fields = ['callId', 'roomId', 'userId'] as const;
  const verify = async (authorization: string | undefined, audience: 'sfu' | 'messaging' = 'messaging') => verifyInternalRequest(authorization, audience, SECRET, fields);

  it('carries the request in its claims, for one audience only', async () => {
    const token = await issueInternalCallToken(claims, 'messaging', SECRET);
    expect(await verify(`Bearer ${token}`)).toEqual(claims);
    expect((await rejection(verify(`Bearer ${token}`, 'sfu'))).message).toBe('Invalid or expired internal token');
  });

  it('refuses a missing header, garbage, another key, an expired token, a join token and a missing claim', async () => {
    await rejection(verify(undefined));
    await rejection(verify('Basic abc'));
    await rejection(verify('Bearer a.b'));
    await rejection(verify(`Bearer ${await issueInternalCallToken(claims, 'messaging', 'another-secret-that-is-also-long-enough!!')}`));
    await rejection(verify(`Bearer ${await issueInternalCallToken(claims, 'messaging', SECRET, -5)}`));
    await rejection(verify(`Bearer ${await issueCallToken(input, SECRET)}`));
    const { userId: _u, ...partial } = claims;
    expect((await rejection(verify(`Bearer ${await issueInternalCallToken(partial, 'messaging', SECRET)}`))).message).toBe('The internal token has no userId');
    // And an internal token never opens a room.
    expect((await rejection(verifyCallToken(await issueInternalCallToken(claims, 'sfu', SECRET), SECRET))).message).toBe('Not a call token');
  });

  it('believes a forwarded address only with its signature', () => {
    const signed = { [FORWARDED_ADDRESS_HEADER]: '203.0.113.4', [FORWARDED_SIGNATURE_HEADER]: signForwardedAddress('203.0.113.4', SECRET) };
    expect(forwardedAddress(signed, SECRET)).toBe('203.0.113.4');
    expect(forwardedAddress(signed, 'another-secret-that-is-also-long-enough!!')).toBeUndefined();
    expect(forwardedAddress({ ...signed, [FORWARDED_ADDRESS_HEADER]: '203.0.113.5' }, SECRET)).toBeUndefined();
    expect(forwardedAddress({ [FORWARDED_ADDRESS_HEADER]: '203.0.113.4' }, SECRET)).toBeUndefined();
    expect(forwardedAddress({ ...signed, [FORWARDED_SIGNATURE_HEADER]: 'short' }, SECRET)).toBeUndefined();
    expect(forwardedAddress({}, SECRET)).toBeUndefined();
  });
});

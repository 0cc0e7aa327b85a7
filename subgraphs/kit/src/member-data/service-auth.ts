// Service-to-service requests of the member-data routes (the export job in accounts asking each
// subgraph for its share). They carry no member's token: a member token minted by another
// service would let anyone holding one act as any member here. Instead each request is signed
// with a key every subgraph derives from its configured session secret (JWT_SECRET, the same
// value across the platform), a key of its own so a signature never passes as a session token.
// The signature covers the method, the path and the time, so it is good for that one request
// for a minute (on services.clock: tests move it) and cannot be pointed at another member.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';

export const SERVICE_TIME_HEADER = 'x-pulse-service-time';
export const SERVICE_SIGNATURE_HEADER = 'x-pulse-service-signature';
/** How far a signed request's time may be from the receiver's clock. */
export const SERVICE_REQUEST_SKEW_MS = 60_000;

/** The member-data service key, derived from the session secret (never the same bytes). */
export function memberDataSecretOf(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('pulse member-data service requests').digest('base64url');
}

function signatureOf(secret: string, method: string, path: string, time: string): string {
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${path}\n${time}`).digest('base64url');
}

/** The headers that sign `method path` now. */
export function signServiceRequest(secret: string, method: string, path: string, clock: Clock): Record<string, string> {
  const time = String(clock.now().getTime());
  return { [SERVICE_TIME_HEADER]: time, [SERVICE_SIGNATURE_HEADER]: signatureOf(secret, method, path, time) };
}

/** True when the headers sign exactly this method and path, within the allowed skew. */
export function verifyServiceRequest(secret: string, method: string, path: string, headers: Record<string, string | string[] | undefined>, clock: Clock): boolean {
  const time = headers[SERVICE_TIME_HEADER];
  const given = headers[SERVICE_SIGNATURE_HEADER];
  if (typeof time !== 'string' || typeof given !== 'string' || !/^\d{1,16}$/.test(time)) return false;
  if (Math.abs(clock.now().getTime() - Number(time)) > SERVICE_REQUEST_SKEW_MS) return false;
  const expected = Buffer.from(signatureOf(secret, method, path, time));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

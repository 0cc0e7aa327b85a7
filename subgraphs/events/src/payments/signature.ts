// Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually): the
// Stripe-Signature header is `t=<unix seconds>,v1=<hex>[,v1=...][,v0=...]`, v1 being
// HMAC-SHA256 of `${t}.${raw body}` keyed with the endpoint's signing secret. Accepted when one
// v1 matches (constant-time compare) and t is within the tolerance of our clock (replays of an
// old event with its old signature are refused).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function stripeSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function checkStripeSignature(header: string | undefined, rawBody: Buffer, secret: string, now: Date): SignatureCheck {
  if (!header) return { ok: false, reason: 'No Stripe-Signature header' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || !signatures.length) return { ok: false, reason: 'Malformed Stripe-Signature header' };
  const expected = Buffer.from(stripeSignature(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => {
    const given = /^[0-9a-f]{64}$/i.test(candidate) ? Buffer.from(candidate, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'No signature matches the payload' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'Timestamp outside the tolerance zone' };
  return { ok: true };
}

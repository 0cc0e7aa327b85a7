// Stripe's signature scheme (https://docs.stripe.com/webhooks#verify-manually), checked against
// an HMAC computed here independently of signature.ts.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkStripeSignature, SIGNATURE_TOLERANCE_SECONDS } from './signature.js';

const secret = 'whsec_test';
const body = Buffer.from('{\n  "id": "evt_1",\n  "type": "payment_intent.succeeded"\n}');
const t = 1_780_000_000;
const hmac = (key: string, ts: number, payload: Buffer) =>
  createHmac('sha256', key)
    .update(`${ts}.${payload.toString('utf8')}`)
    .digest('hex');
const at = (seconds: number) => new Date(seconds * 1000);

describe('checkStripeSignature', () => {
  it('accepts a v1 that matches, among others (secret rotation sends two), and ignores v0', () => {
    const good = hmac(secret, t, body);
    expect(checkStripeSignature(`t=${t},v1=${good}`, body, secret, at(t))).toEqual({ ok: true });
    expect(checkStripeSignature(`t=${t},v1=${hmac('old', t, body)},v1=${good},v0=abc`, body, secret, at(t + 10))).toEqual({ ok: true });
  });

  it('refuses another secret, a changed body, a changed timestamp, or only v0', () => {
    const good = hmac(secret, t, body);
    const refused = { ok: false, reason: 'No signature matches the payload' };
    expect(checkStripeSignature(`t=${t},v1=${hmac('whsec_other', t, body)}`, body, secret, at(t))).toEqual(refused);
    expect(checkStripeSignature(`t=${t},v1=${good}`, Buffer.from(body.toString().replace('evt_1', 'evt_2')), secret, at(t))).toEqual(refused);
    expect(checkStripeSignature(`t=${t + 1},v1=${good}`, body, secret, at(t))).toEqual(refused);
    expect(checkStripeSignature(`t=${t},v1=${good.slice(0, 63)}`, body, secret, at(t))).toEqual(refused);
    expect(checkStripeSignature(`t=${t},v0=${good}`, body, secret, at(t))).toEqual({ ok: false, reason: 'Malformed Stripe-Signature header' });
    expect(checkStripeSignature(undefined, body, secret, at(t))).toEqual({ ok: false, reason: 'No Stripe-Signature header' });
    expect(checkStripeSignature('garbage', body, secret, at(t))).toEqual({ ok: false, reason: 'Malformed Stripe-Signature header' });
  });

  it(`holds the timestamp to ${SIGNATURE_TOLERANCE_SECONDS} s of the clock, both ways`, () => {
    const header = `t=${t},v1=${hmac(secret, t, body)}`;
    expect(checkStripeSignature(header, body, secret, at(t + 300)).ok).toBe(true);
    expect(checkStripeSignature(header, body, secret, at(t - 300)).ok).toBe(true);
    expect(checkStripeSignature(header, body, secret, at(t + 301))).toEqual({ ok: false, reason: 'Timestamp outside the tolerance zone' });
    expect(checkStripeSignature(header, body, secret, at(t - 301))).toEqual({ ok: false, reason: 'Timestamp outside the tolerance zone' });
  });
});

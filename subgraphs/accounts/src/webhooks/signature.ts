// Pulse-Signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe
// signs: the time is inside what is signed, so a captured delivery replayed later fails the
// receiver's freshness check. verifyPulseSignature is the helper the guide prints
// (docs/developer-platform.md, "Verifying a webhook"); it depends on node:crypto only, so a
// receiver can copy it as is.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Secrets start with this, so people and secret scanners can tell what they are. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The header value that signs `body` at `at`. */
export function pulseSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * True when `header` (the Pulse-Signature) signs exactly `body` (the raw request body, as
 * received, before any JSON parsing) with `secret`, and its time is within `toleranceSeconds`
 * of `now`. A rotated secret: try the new one, then the old one while deliveries made before
 * the rotation may still arrive.
 */
export function verifyPulseSignature(secret: string, header: string | null | undefined, body: string, options: { toleranceSeconds?: number; now?: Date } = {}): boolean {
  if (typeof header !== 'string') return false;
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 1) continue;
    const key = item.slice(0, at).trim();
    parts.set(key, [...(parts.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const t = parts.get('t')?.[0];
  if (!t || !/^\d{1,12}$/.test(t)) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(t)) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return (parts.get('v1') ?? []).some((given) => {
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}

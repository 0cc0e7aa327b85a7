// Security codes (docs/e2ee.md, "Verifying contacts and key changes"): what two members compare,
// aloud or by scanning, to know that nobody sits between them. A member's fingerprint covers the
// signature keys of every one of their devices in the conversation's group, as this device's
// copy of the group's tree has them; the conversation's code is the two fingerprints in user-id
// order, 60 digits in twelve groups of five. Both sides compute it from the same tree, so equal
// codes mean each holds the other's real keys. A contact adding or resetting a device changes it.

export const SECURITY_CODE_VERSION = 1;
/** Slows a search for keys whose code matches another's (as Signal's safety numbers do). */
const ITERATIONS = 5200;

export interface MemberKeys {
  userId: string;
  /** The signature public keys of the member's devices in the group. */
  keys: Uint8Array[];
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const compare = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
};

/** 30 digits: SHA-512 iterated over the version, the user id and the member's keys (sorted, so device order does not matter). */
export async function memberFingerprint({ userId, keys }: MemberKeys): Promise<string> {
  const material = concat(...[...keys].sort(compare));
  let hash: Uint8Array = concat(new Uint8Array([0, SECURITY_CODE_VERSION]), new TextEncoder().encode(userId), material);
  for (let i = 0; i < ITERATIONS; i++) hash = new Uint8Array(await crypto.subtle.digest('SHA-512', concat(hash, material)));
  let digits = '';
  // Six groups: each 5 bytes read as a big-endian number, mod 100,000.
  for (let g = 0; g < 6; g++) {
    let n = 0;
    for (let i = 0; i < 5; i++) n = (n * 256 + hash[g * 5 + i]) % 100_000;
    digits += String(n).padStart(5, '0');
  }
  return digits;
}

/** The code two members compare: both fingerprints, the lower user id first (the same on both sides). */
export function conversationCode(a: { userId: string; fingerprint: string }, b: { userId: string; fingerprint: string }): string {
  return a.userId < b.userId ? a.fingerprint + b.fingerprint : b.fingerprint + a.fingerprint;
}

/** Groups of five digits, as the code is shown and read aloud. */
export const codeGroups = (code: string): string[] => code.match(/\d{5}/g) ?? [];

/** What the QR code says: the version, the conversation and the code (scanning compares it). */
export const qrValue = (conversationId: string, code: string) => `pulse-security-code:v${SECURITY_CODE_VERSION}:${conversationId}:${code}`;

// The patient-identifying tags of a scan are stored encrypted: AES-256-GCM with the tag key
// (config.ts, derived from MEDICAL_KEY_SECRET), a fresh 12-byte nonce per value, the scan's id
// as associated data (a cipher copied onto another scan's row fails to open), and the tag
// checked on the way out. Layout (bytea): version byte 1 | nonce (12) | tag (16) | ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const NONCE = 12;
const TAG = 16;

export function encryptTags(key: Buffer, scanId: string, tags: Record<string, string>): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(scanId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(tags), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

export function decryptTags(key: Buffer, scanId: string, stored: Buffer): Record<string, string> {
  if (stored.length < 1 + NONCE + TAG || stored[0] !== VERSION) throw new Error('not a value encrypted by encryptTags');
  const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(1, 1 + NONCE));
  decipher.setAAD(Buffer.from(scanId, 'utf8'));
  decipher.setAuthTag(stored.subarray(1 + NONCE, 1 + NONCE + TAG));
  const plain = Buffer.concat([decipher.update(stored.subarray(1 + NONCE + TAG)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as Record<string, string>;
}
